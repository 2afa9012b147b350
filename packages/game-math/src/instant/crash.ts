import type { Rng } from '../rng/rng.ts';
import { checkAmount, DEFAULT_LIMITS, isObject, payFor, type BetLimits, type Engine, type RoundState } from '../engine/engine.ts';

/**
 * Crash: the multiplier climbs from 1.00× until it crashes. With r a uniform uint32,
 *   crash = max(1, floor(99 × 2^32 / (2^32 − r)) / 100)
 * so P(crash ≥ m) = floor(99 × 2^32 / (100 m)) / 2^32 ≈ 0.99 / m: every cash-out target returns
 * 99% (1% edge). About 1% of rounds crash at 1.00× instantly. Crash points are capped at MAX.
 */
export const CRASH_EDGE = 0.01;
export const CRASH_MAX = 1_000_000;
const TWO_32 = 0x1_0000_0000;

export function crashPointFromUint32(r: number): number {
  const m = Math.floor((99 * TWO_32) / (TWO_32 - r)) / 100;
  return Math.min(CRASH_MAX, Math.max(1, m));
}

export function drawCrashPoint(rng: Rng): number {
  return crashPointFromUint32(rng.nextUint32());
}

/** Exact probability that the round reaches a multiplier m (m in hundredths, ≥ 1.01). */
export function crashSurvival(m: number): number {
  const r = Math.round(m * 100);
  // crash ≥ m  <=>  floor(99·2^32/k) ≥ 100m  <=>  k ≤ floor(99·2^32 / (100m)), with k = 2^32 − r in 1..2^32
  return Math.floor((99 * TWO_32) / r) / TWO_32;
}

/** Time curve the RGS uses to show the climb: m(t) = e^(0.00006 t), t in ms. */
export function crashMultiplierAt(ms: number): number {
  return Math.floor(100 * Math.exp(0.00006 * ms)) / 100;
}

export interface CrashBet {
  amount: number;
  /** Auto cash-out target in hundredths of a multiplier, e.g. 200 = 2.00×. */
  autoCashout: number;
}

/** `cashout`: the player cashed out at this multiplier. `crash`: the round reached its crash point. */
export type CrashAction = { type: 'cashout'; multiplier: number } | { type: 'crash' };

export interface CrashOutcome {
  crashPoint?: number;
  cashedOutAt?: number;
  win: boolean;
}

export interface CrashState extends RoundState {
  bet: CrashBet;
  crashPoint: number;
  cashedOutAt: number | null;
}

export const CRASH_MIN_TARGET = 101;
export const CRASH_MAX_TARGET = 100_000_00;

/**
 * One player's round. `start` draws the crash point and keeps it hidden; the RGS runs the clock and
 * either sends `cashout` with the multiplier shown at that moment, or `crash` when the climb reaches
 * the crash point (the auto cash-out pays if its target was reached, otherwise the stake is lost).
 */
export function createCrashEngine(
  options: { id?: string; limits?: BetLimits } = {},
): Engine<CrashBet, CrashAction, CrashState, CrashOutcome> {
  const id = options.id ?? 'crash';
  const limits = options.limits ?? DEFAULT_LIMITS;
  const settle = (state: CrashState, requested: number) => {
    const target = state.bet.autoCashout / 100;
    // the player can't cash out beyond the auto target nor beyond the crash point
    const at = Math.min(requested, target);
    const win = at <= state.crashPoint && at >= 1.01;
    const credit = win ? payFor(state.bet.amount, at) : 0;
    const next: CrashState = { ...state, done: true, actions: [], totalWin: credit, cashedOutAt: win ? at : null };
    return { state: next, debit: 0, credit, outcome: { crashPoint: state.crashPoint, cashedOutAt: win ? at : undefined, win } };
  };
  return {
    id,
    describe: () => ({
      id,
      name: 'Crash',
      kind: 'instant',
      rtp: { value: 1 - CRASH_EDGE, method: 'exact', note: 'any cash-out m: m × P(crash ≥ m) = 0.99 up to 2^-32 rounding' },
      rules: [
        'The multiplier rises from 1.00×; cash out before it crashes to win stake × multiplier.',
        'Set an auto cash-out between 1.01× and 100000×. About 1 round in 100 crashes at 1.00×.',
      ],
      paytable: { formula: 'crash = max(1, floor(99 × 2^32 / (2^32 − r)) / 100), r uniform uint32' },
      maxWinMultiplier: CRASH_MAX_TARGET / 100,
      limits,
    }),
    validateBet(input) {
      if (!isObject(input)) return { ok: false, errors: ['bet must be an object'] };
      const errors = checkAmount(input.amount, limits);
      const t = input.autoCashout;
      if (!Number.isInteger(t) || (t as number) < CRASH_MIN_TARGET || (t as number) > CRASH_MAX_TARGET)
        errors.push(`autoCashout must be an integer ${CRASH_MIN_TARGET}..${CRASH_MAX_TARGET} (hundredths)`);
      return errors.length ? { ok: false, errors } : { ok: true, bet: { amount: input.amount as number, autoCashout: t as number } };
    },
    start(bet, rng) {
      const crashPoint = drawCrashPoint(rng);
      const state: CrashState = {
        engineId: id,
        done: false,
        totalStake: bet.amount,
        totalWin: 0,
        actions: ['cashout', 'crash'],
        bet,
        crashPoint,
        cashedOutAt: null,
      };
      return { state, debit: bet.amount, credit: 0, outcome: { win: false } };
    },
    step(state, action) {
      return settle(state, action.type === 'crash' ? state.bet.autoCashout / 100 : action.multiplier);
    },
    validateAction(state, input) {
      if (state.done) return { ok: false, errors: ['round is over'] };
      if (isObject(input) && input.type === 'crash') return { ok: true, action: { type: 'crash' } };
      if (!isObject(input) || input.type !== 'cashout') return { ok: false, errors: ['action must be cashout or crash'] };
      const m = input.multiplier;
      if (typeof m !== 'number' || !Number.isFinite(m) || m < 1.01) return { ok: false, errors: ['multiplier must be a number ≥ 1.01'] };
      return { ok: true, action: { type: 'cashout', multiplier: Math.floor(m * 100 + 1e-9) / 100 } };
    },
    publicView: (state) => (state.done ? state : { ...state, crashPoint: undefined }),
  };
}
