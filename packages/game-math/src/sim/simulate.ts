import type { Engine, RoundState } from '../engine/engine.ts';
import { playRound } from '../engine/play.ts';
import type { Rng } from '../rng/rng.ts';
import { RtpAccumulator } from './stats.ts';

export interface SimulationOptions<TBet, TAction, TState extends RoundState> {
  engine: Engine<TBet, TAction, TState>;
  bet: TBet | ((i: number) => TBet);
  rng: Rng;
  rounds: number;
  policy?: (state: TState) => TAction;
  /**
   * 'stake' (default): return per unit staked. 'initial': per unit of the opening stake, the usual
   * measure for blackjack, where doubles and splits add stake mid-round.
   */
  per?: 'stake' | 'initial';
  /** Counts the jackpot contribution as returned (progressive games). */
  includeJackpotContribution?: boolean;
}

export function simulateRtp<TBet, TAction, TState extends RoundState>(options: SimulationOptions<TBet, TAction, TState>): RtpAccumulator {
  const acc = new RtpAccumulator();
  const policy = options.policy ?? (() => ({ type: 'spin' }) as TAction);
  for (let i = 0; i < options.rounds; i++) {
    const bet = typeof options.bet === 'function' ? (options.bet as (i: number) => TBet)(i) : options.bet;
    const round = playRound(options.engine, bet, options.rng, policy);
    const extra = options.includeJackpotContribution ? round.jackpotContribution : 0;
    if (options.per === 'initial') {
      const initial = (bet as { amount: number }).amount;
      acc.add(initial, round.win + extra - round.stake + initial);
    } else {
      acc.add(round.stake, round.win + extra);
    }
  }
  return acc;
}
