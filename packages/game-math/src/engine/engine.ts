import type { Rng } from '../rng/rng.ts';

/**
 * The uniform contract between the game server (RGS) and every game. All inputs and outputs are
 * plain JSON. Amounts are integers in minor units; an engine never knows the currency.
 *
 * A round is: `start(bet)` -> zero or more `step(state, action)` while `!done`. Every call returns
 * the complete new state (store it; it is also how an interrupted round is resumed), the money
 * moved by that call (`debit` to take from the player, `credit` to pay), and what happened.
 */
export interface Engine<TBet = unknown, TAction = unknown, TState extends RoundState = RoundState, TOutcome = unknown> {
  readonly id: string;
  /** Paytable, rules and RTP, for the client and the game info page. */
  describe(): GameDescription;
  /** Checks an untrusted bet (shape and limits). Never throws. */
  validateBet(bet: unknown): BetValidation<TBet>;
  /** Opens a round: takes the stake, draws the outcome (or the first part of it). */
  start(bet: TBet, rng: Rng): StepResult<TState, TOutcome>;
  /** Advances an open round (hit, hold cards, reveal a tile, next free spin...). */
  step(state: TState, action: TAction, rng: Rng): StepResult<TState, TOutcome>;
  /** Checks an untrusted action against the current state. Never throws. */
  validateAction(state: TState, action: unknown): ActionValidation<TAction>;
  /** What the player may see of the state (no shoe order, no mine positions before the end). */
  publicView(state: TState): unknown;
}

/** Fields every engine state carries; engines add their own. */
export interface RoundState {
  engineId: string;
  done: boolean;
  /** Everything debited so far in the round. */
  totalStake: number;
  /** Everything credited so far in the round. */
  totalWin: number;
  /** Action kinds accepted by `step` now; empty when done. */
  actions: string[];
}

export interface StepResult<TState extends RoundState = RoundState, TOutcome = unknown> {
  state: TState;
  debit: number;
  credit: number;
  outcome: TOutcome;
  /** Progressive jackpot engines only: share of this call's debit that goes to the pool. */
  jackpotContribution?: number;
  /** Progressive jackpot engines only: the RGS pays the pool when true. */
  jackpotWon?: boolean;
}

export type BetValidation<T> = { ok: true; bet: T } | { ok: false; errors: string[] };
export type ActionValidation<T> = { ok: true; action: T } | { ok: false; errors: string[] };

export interface GameDescription {
  id: string;
  name: string;
  kind: 'slot' | 'table' | 'instant' | 'live';
  /** Return to player as a fraction (0.96 = 96%), and how it was obtained. */
  rtp: RtpInfo;
  rules: string[];
  paytable: unknown;
  /** Highest credit of a round as a multiple of the round's total stake (slots: of the bet amount). */
  maxWinMultiplier?: number;
  limits?: { minBet: number; maxBet: number };
  extra?: Record<string, unknown>;
}

export interface RtpInfo {
  value: number;
  method: 'exact' | 'simulated' | 'published';
  /** Simulated values: half-width of the 99% confidence interval and rounds used. */
  ci99?: number;
  rounds?: number;
  /** Other bets/modes with their own RTP (bonus buy, side bets, bet types). */
  variants?: Record<string, number>;
  note?: string;
}

export interface BetLimits {
  minBet: number;
  maxBet: number;
}

export const DEFAULT_LIMITS: BetLimits = { minBet: 1, maxBet: 100_000_00 };

/** Shared bet-amount checks. */
export function checkAmount(amount: unknown, limits: BetLimits, multipleOf = 1): string[] {
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) return ['amount must be an integer number of minor units'];
  const errors: string[] = [];
  if (amount < limits.minBet) errors.push(`amount must be at least ${limits.minBet}`);
  if (amount > limits.maxBet) errors.push(`amount must be at most ${limits.maxBet}`);
  if (amount % multipleOf !== 0) errors.push(`amount must be a multiple of ${multipleOf}`);
  return errors;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Money from a multiplier: always rounded down to whole minor units. */
export function payFor(stake: number, multiplier: number): number {
  return Math.floor(stake * multiplier + 1e-9);
}
