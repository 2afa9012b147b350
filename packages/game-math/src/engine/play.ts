import type { Rng } from '../rng/rng.ts';
import type { Engine, RoundState, StepResult } from './engine.ts';

export interface RoundSummary<TState extends RoundState = RoundState> {
  state: TState;
  stake: number;
  win: number;
  steps: number;
  jackpotContribution: number;
  jackpotWon: boolean;
}

/**
 * Plays a round to the end with a policy choosing each action (simulations, auto-play and tests).
 */
export function playRound<TBet, TAction, TState extends RoundState, TOutcome>(
  engine: Engine<TBet, TAction, TState, TOutcome>,
  bet: TBet,
  rng: Rng,
  policy: (state: TState) => TAction,
  maxSteps = 10_000,
): RoundSummary<TState> {
  let result: StepResult<TState, TOutcome> = engine.start(bet, rng);
  let stake = result.debit;
  let win = result.credit;
  let jackpotContribution = result.jackpotContribution ?? 0;
  let jackpotWon = result.jackpotWon ?? false;
  let steps = 0;
  while (!result.state.done) {
    if (++steps > maxSteps) throw new Error(`${engine.id}: round did not finish in ${maxSteps} steps`);
    result = engine.step(result.state, policy(result.state), rng);
    stake += result.debit;
    win += result.credit;
    jackpotContribution += result.jackpotContribution ?? 0;
    jackpotWon ||= result.jackpotWon ?? false;
  }
  return { state: result.state, stake, win, steps, jackpotContribution, jackpotWon };
}
