import type { Rng } from '../rng/rng.ts';
import {
  checkAmount,
  DEFAULT_LIMITS,
  isObject,
  payFor,
  type BetLimits,
  type BetValidation,
  type Engine,
  type RoundState,
} from '../engine/engine.ts';

/**
 * Dice: a roll in 0.00..99.99 (10 000 equally likely values, stored ×100 as 0..9999). The player
 * bets the roll is under or over a target; multiplier = 0.99 × 10000 / winning values, rounded
 * down to 4 decimals, so RTP = 99% minus that rounding (never above).
 */
export const DICE_EDGE = 0.01;
export const DICE_OUTCOMES = 10_000;

export interface DiceBet {
  amount: number;
  direction: 'under' | 'over';
  /** Target ×100, 1..9999: "under 50.00" wins on rolls 0..4999; "over 50.00" on 5001..9999... see winningCount. */
  target: number;
}

export interface DiceOutcome {
  roll: number;
  win: boolean;
  multiplier: number;
  chance: number;
}

export interface DiceState extends RoundState {
  bet: DiceBet;
  outcome: DiceOutcome;
}

/** Under T wins for rolls < T (T values); over T wins for rolls > T (9999 − T values). */
export function diceWinningCount(direction: DiceBet['direction'], target: number): number {
  return direction === 'under' ? target : DICE_OUTCOMES - 1 - target;
}

export function diceMultiplier(direction: DiceBet['direction'], target: number): number {
  const count = diceWinningCount(direction, target);
  return Math.floor(((1 - DICE_EDGE) * DICE_OUTCOMES * 10_000) / count) / 10_000;
}

/** Chance between 1% and 98% keeps multipliers in 1.0102..99. */
export const DICE_MIN_COUNT = 100;
export const DICE_MAX_COUNT = 9_800;

export function createDiceEngine(options: { id?: string; limits?: BetLimits } = {}): Engine<DiceBet, never, DiceState, DiceOutcome> {
  const id = options.id ?? 'dice';
  const limits = options.limits ?? DEFAULT_LIMITS;
  return {
    id,
    describe: () => ({
      id,
      name: 'Dice',
      kind: 'instant',
      rtp: { value: 1 - DICE_EDGE, method: 'exact', note: '0.99 × 10000 / n per winning roll, multiplier rounded down to 4 decimals' },
      rules: [
        'A roll between 0.00 and 99.99, every value equally likely.',
        'Roll under the target, or over it. Win chance 1%–98%.',
        'Multiplier = 99 / chance% (1% house edge), rounded down to 4 decimals.',
      ],
      paytable: { formula: 'multiplier = floor(0.99 × 10000 / winningValues × 10000) / 10000' },
      maxWinMultiplier: diceMultiplier('under', DICE_MIN_COUNT),
      limits,
    }),
    validateBet(input) {
      if (!isObject(input)) return { ok: false, errors: ['bet must be an object'] };
      const errors = checkAmount(input.amount, limits);
      if (input.direction !== 'under' && input.direction !== 'over') errors.push('direction must be under or over');
      if (!Number.isInteger(input.target) || (input.target as number) < 1 || (input.target as number) > 9_998)
        errors.push('target must be an integer 1..9998 (×100)');
      else if (errors.length === 0) {
        const count = diceWinningCount(input.direction as DiceBet['direction'], input.target as number);
        if (count < DICE_MIN_COUNT || count > DICE_MAX_COUNT) errors.push('win chance must be between 1% and 98%');
      }
      return errors.length
        ? { ok: false, errors }
        : ({
            ok: true,
            bet: { amount: input.amount as number, direction: input.direction as DiceBet['direction'], target: input.target as number },
          } as BetValidation<DiceBet>);
    },
    start(bet, rng: Rng) {
      const roll = rng.int(DICE_OUTCOMES);
      const win = bet.direction === 'under' ? roll < bet.target : roll > bet.target;
      const multiplier = diceMultiplier(bet.direction, bet.target);
      const credit = win ? payFor(bet.amount, multiplier) : 0;
      const outcome: DiceOutcome = { roll, win, multiplier, chance: diceWinningCount(bet.direction, bet.target) / DICE_OUTCOMES };
      return {
        state: { engineId: id, done: true, totalStake: bet.amount, totalWin: credit, actions: [], bet, outcome },
        debit: bet.amount,
        credit,
        outcome,
      };
    },
    step() {
      throw new Error('dice rounds finish in one call');
    },
    validateAction: () => ({ ok: false, errors: ['dice takes no actions'] }),
    publicView: (s) => s,
  };
}
