import type { Rng } from '../rng/rng.ts';
import { checkAmount, DEFAULT_LIMITS, isObject, payFor, type BetLimits, type Engine, type RoundState } from '../engine/engine.ts';

/**
 * Mines: a 5×5 board hides `mines` mines (1..24). Each safe tile raises the cash-out multiplier to
 *   m(k) = 0.99 / P(k safe picks) = 0.99 × C(25, k) / C(25 − mines, k), rounded down to 4 decimals
 * (2 decimals would cost up to 0.7% of RTP), so every stopping rule returns at most 99%. The mine positions are drawn at the start (so the
 * round is fixed by its seeds) and only shown when the round ends.
 */
export const MINES_TILES = 25;
export const MINES_EDGE = 0.01;

export interface MinesBet {
  amount: number;
  mines: number;
}

export type MinesAction = { type: 'reveal'; tile: number } | { type: 'cashout' };

export interface MinesState extends RoundState {
  bet: MinesBet;
  minePositions: number[];
  revealed: number[];
  multiplier: number;
  busted: boolean;
}

export interface MinesOutcome {
  tile?: number;
  safe?: boolean;
  multiplier: number;
  minePositions?: number[];
}

/** P(first k picks all safe) with `mines` mines among 25. */
export function minesSafeProbability(mines: number, k: number): number {
  let p = 1;
  for (let i = 0; i < k; i++) p *= (MINES_TILES - mines - i) / (MINES_TILES - i);
  return p;
}

export function minesMultiplier(mines: number, k: number): number {
  if (k === 0) return 1;
  return Math.floor(((1 - MINES_EDGE) / minesSafeProbability(mines, k)) * 10_000 + 1e-9) / 10_000;
}

function drawMines(rng: Rng, count: number): number[] {
  const tiles = Array.from({ length: MINES_TILES }, (_, i) => i);
  // partial Fisher–Yates: the first `count` picks are the mines
  for (let i = 0; i < count; i++) {
    const j = i + rng.int(MINES_TILES - i);
    [tiles[i], tiles[j]] = [tiles[j], tiles[i]];
  }
  return tiles.slice(0, count).sort((a, b) => a - b);
}

export function createMinesEngine(
  options: { id?: string; limits?: BetLimits } = {},
): Engine<MinesBet, MinesAction, MinesState, MinesOutcome> {
  const id = options.id ?? 'mines';
  const limits = options.limits ?? DEFAULT_LIMITS;
  const finish = (state: MinesState, credit: number, extra: Partial<MinesState>): MinesState => ({
    ...state,
    ...extra,
    done: true,
    actions: [],
    totalWin: credit,
  });
  return {
    id,
    describe: () => ({
      id,
      name: 'Mines',
      kind: 'instant',
      rtp: {
        value: 1 - MINES_EDGE,
        method: 'exact',
        note: 'every cash-out point: 0.9899 < m(k) × P(k safe) ≤ 0.99 (multipliers rounded down to 4 decimals)',
      },
      rules: [
        'Choose 1–24 mines on a 5×5 board, then reveal tiles one by one.',
        'Each safe tile raises the multiplier; cash out any time after a safe tile. A mine loses the stake.',
        'Multiplier after k safe tiles = 0.99 × C(25, k) / C(25 − mines, k), rounded down to 4 decimals.',
      ],
      paytable: Object.fromEntries(
        Array.from({ length: 24 }, (_, i) => i + 1).map((m) => [m, Array.from({ length: 25 - m }, (_, k) => minesMultiplier(m, k + 1))]),
      ),
      maxWinMultiplier: minesMultiplier(24, 1),
      limits,
    }),
    validateBet(input) {
      if (!isObject(input)) return { ok: false, errors: ['bet must be an object'] };
      const errors = checkAmount(input.amount, limits);
      if (!Number.isInteger(input.mines) || (input.mines as number) < 1 || (input.mines as number) > 24)
        errors.push('mines must be an integer 1..24');
      return errors.length ? { ok: false, errors } : { ok: true, bet: { amount: input.amount as number, mines: input.mines as number } };
    },
    start(bet, rng) {
      const state: MinesState = {
        engineId: id,
        done: false,
        totalStake: bet.amount,
        totalWin: 0,
        actions: ['reveal'],
        bet,
        minePositions: drawMines(rng, bet.mines),
        revealed: [],
        multiplier: 1,
        busted: false,
      };
      return { state, debit: bet.amount, credit: 0, outcome: { multiplier: 1 } };
    },
    step(state, action) {
      if (action.type === 'cashout') {
        const credit = payFor(state.bet.amount, state.multiplier);
        return {
          state: finish(state, credit, {}),
          debit: 0,
          credit,
          outcome: { multiplier: state.multiplier, minePositions: state.minePositions },
        };
      }
      const revealed = [...state.revealed, action.tile];
      if (state.minePositions.includes(action.tile)) {
        const next = finish(state, 0, { revealed, busted: true, multiplier: 0 });
        return {
          state: next,
          debit: 0,
          credit: 0,
          outcome: { tile: action.tile, safe: false, multiplier: 0, minePositions: state.minePositions },
        };
      }
      const multiplier = minesMultiplier(state.bet.mines, revealed.length);
      if (revealed.length === MINES_TILES - state.bet.mines) {
        const credit = payFor(state.bet.amount, multiplier);
        const next = finish(state, credit, { revealed, multiplier });
        return {
          state: next,
          debit: 0,
          credit,
          outcome: { tile: action.tile, safe: true, multiplier, minePositions: state.minePositions },
        };
      }
      const next: MinesState = { ...state, revealed, multiplier, actions: ['reveal', 'cashout'] };
      return { state: next, debit: 0, credit: 0, outcome: { tile: action.tile, safe: true, multiplier } };
    },
    validateAction(state, input) {
      if (state.done) return { ok: false, errors: ['round is over'] };
      if (!isObject(input)) return { ok: false, errors: ['action must be an object'] };
      if (input.type === 'cashout') {
        return state.revealed.length > 0
          ? { ok: true, action: { type: 'cashout' } }
          : { ok: false, errors: ['reveal a tile before cashing out'] };
      }
      if (input.type !== 'reveal') return { ok: false, errors: ['action must be reveal or cashout'] };
      const t = input.tile;
      if (!Number.isInteger(t) || (t as number) < 0 || (t as number) >= MINES_TILES)
        return { ok: false, errors: ['tile must be an integer 0..24'] };
      if (state.revealed.includes(t as number)) return { ok: false, errors: ['tile already revealed'] };
      return { ok: true, action: { type: 'reveal', tile: t as number } };
    },
    publicView: (state) => (state.done ? state : { ...state, minePositions: undefined }),
  };
}
