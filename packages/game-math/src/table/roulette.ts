import type { Rng } from '../rng/rng.ts';
import {
  checkAmount,
  DEFAULT_LIMITS,
  isObject,
  type BetLimits,
  type BetValidation,
  type Engine,
  type GameDescription,
  type RoundState,
  type StepResult,
} from '../engine/engine.ts';
import { colourOf, coveredNumbers, ROULETTE_PAYS, type RouletteBet, type RouletteBetType } from './roulette-bets.ts';

export interface RouletteRequest {
  bets: RouletteBet[];
}

export interface RouletteBetResult extends RouletteBet {
  covered: number[];
  win: number;
}

export interface RouletteOutcome {
  number: number;
  colour: 'green' | 'red' | 'black';
  bets: RouletteBetResult[];
}

export interface RouletteState extends RoundState {
  outcome: RouletteOutcome;
}

export const MAX_ROULETTE_BETS = 200;

/** Draws the winning pocket 0..36. */
export function spinWheel(rng: Rng): number {
  return rng.int(37);
}

/** Settles bets against a pocket: a winning bet returns stake × (pays + 1). */
export function settleRoulette(bets: RouletteBet[], number: number): RouletteBetResult[] {
  return bets.map((bet) => {
    const covered = coveredNumbers(bet);
    if (typeof covered === 'string') throw new RangeError(covered);
    const win = covered.includes(number) ? bet.amount * (ROULETTE_PAYS[bet.type] + 1) : 0;
    return { ...bet, covered, win };
  });
}

export function validateRouletteBets(input: unknown, limits: BetLimits): BetValidation<RouletteRequest> {
  if (!isObject(input) || !Array.isArray(input.bets)) return { ok: false, errors: ['bets must be an array'] };
  if (input.bets.length === 0) return { ok: false, errors: ['at least one bet is required'] };
  if (input.bets.length > MAX_ROULETTE_BETS) return { ok: false, errors: [`at most ${MAX_ROULETTE_BETS} bets`] };
  const errors: string[] = [];
  const bets: RouletteBet[] = [];
  input.bets.forEach((raw, i) => {
    if (!isObject(raw) || typeof raw.type !== 'string' || !(raw.type in ROULETTE_PAYS)) {
      errors.push(`bets[${i}].type is not a roulette bet`);
      return;
    }
    const numbers = raw.numbers === undefined ? undefined : Array.isArray(raw.numbers) ? (raw.numbers as unknown[]) : null;
    if (numbers === null || (numbers && !numbers.every((n) => typeof n === 'number'))) {
      errors.push(`bets[${i}].numbers must be an array of numbers`);
      return;
    }
    const bet = { type: raw.type as RouletteBetType, numbers: numbers as number[] | undefined, amount: raw.amount as number };
    const covered = coveredNumbers(bet);
    if (typeof covered === 'string') errors.push(`bets[${i}]: ${covered}`);
    for (const e of checkAmount(raw.amount, limits)) errors.push(`bets[${i}].${e}`);
    bets.push(bet.numbers ? bet : { type: bet.type, amount: bet.amount });
  });
  const total = bets.reduce((s, b) => s + (Number.isSafeInteger(b.amount) ? b.amount : 0), 0);
  if (errors.length === 0 && total > limits.maxBet) errors.push(`total stake must be at most ${limits.maxBet}`);
  return errors.length ? { ok: false, errors } : { ok: true, bet: { bets } };
}

export function describeRoulette(id: string, name: string, limits: BetLimits): GameDescription {
  return {
    id,
    name,
    kind: 'table',
    rtp: { value: 36 / 37, method: 'exact', note: 'every bet: (pays + 1) × covered / 37 = 36/37 ≈ 97.30%' },
    rules: [
      'European single-zero wheel, pockets 0–36.',
      'Inside bets: straight 35:1, split 17:1, street 11:1, trio (0-1-2, 0-2-3) 11:1, corner 8:1, first four 8:1, six line 5:1.',
      'Outside bets: dozen 2:1, column 2:1, red/black, odd/even, low (1–18)/high (19–36) 1:1. Zero loses all outside bets.',
    ],
    paytable: ROULETTE_PAYS,
    maxWinMultiplier: 36,
    limits,
  };
}

export function createRouletteEngine(
  options: { id?: string; limits?: BetLimits } = {},
): Engine<RouletteRequest, never, RouletteState, RouletteOutcome> {
  const id = options.id ?? 'roulette-european';
  const limits = options.limits ?? DEFAULT_LIMITS;
  return {
    id,
    describe: () => describeRoulette(id, 'European Roulette', limits),
    validateBet: (bet) => validateRouletteBets(bet, limits),
    start(request, rng): StepResult<RouletteState, RouletteOutcome> {
      const number = spinWheel(rng);
      const bets = settleRoulette(request.bets, number);
      const stake = request.bets.reduce((s, b) => s + b.amount, 0);
      const win = bets.reduce((s, b) => s + b.win, 0);
      const outcome = { number, colour: colourOf(number), bets };
      return {
        state: { engineId: id, done: true, totalStake: stake, totalWin: win, actions: [], outcome },
        debit: stake,
        credit: win,
        outcome,
      };
    },
    step() {
      throw new Error('roulette rounds finish in one call');
    },
    validateAction: () => ({ ok: false, errors: ['roulette takes no actions'] }),
    publicView: (state) => state,
  };
}
