import type { Engine } from '../engine/engine.ts';
import { basicStrategy } from '../table/blackjack/basic-strategy.ts';
import type { BlackjackState } from '../table/blackjack/blackjack-engine.ts';
import { jobStrategyHold } from '../table/video-poker/job-strategy.ts';
import type { VideoPokerState } from '../table/video-poker/video-poker-engine.ts';
import type { MinesState } from '../instant/mines.ts';
import type { CrashState } from '../instant/crash.ts';
import type { SimulationOptions } from './simulate.ts';

/**
 * A default bet and strategy per engine kind, for simulations and the bench: slots spin,
 * blackjack plays basic strategy, video poker the 9/6 chart, mines reveals 3 tiles then cashes
 * out, crash waits for the auto cash-out, roulette bets one straight-up number.
 */
export function defaultSimulation(engine: Engine<any, any, any, any>): Omit<SimulationOptions<any, any, any>, 'rng' | 'rounds' | 'engine'> {
  const id = engine.id;
  if (id.startsWith('blackjack')) return { bet: { amount: 100 }, policy: (s: BlackjackState) => basicStrategy(s), per: 'initial' };
  if (id.startsWith('jacks-or-better'))
    return { bet: { amount: 100 }, policy: (s: VideoPokerState) => ({ type: 'draw', hold: jobStrategyHold(s.hand) }) };
  if (id.startsWith('mines')) {
    return {
      bet: { amount: 10_000, mines: 3 },
      policy: (s: MinesState) =>
        s.revealed.length >= 3 ? { type: 'cashout' } : { type: 'reveal', tile: [0, 6, 12, 18, 24].find((t) => !s.revealed.includes(t))! },
    };
  }
  if (id.startsWith('crash')) return { bet: { amount: 100, autoCashout: 200 }, policy: (_s: CrashState) => ({ type: 'crash' }) };
  if (id.startsWith('dice')) return { bet: { amount: 100, direction: 'under', target: 4950 } };
  if (id.startsWith('baccarat')) return { bet: { bets: [{ type: 'banker', amount: 100 }] } };
  if (id.startsWith('roulette')) return { bet: { bets: [{ type: 'straight', numbers: [17], amount: 100 }] } };
  if (id.startsWith('jackpot')) return { bet: { amount: 2500 }, includeJackpotContribution: true };
  return { bet: { amount: 2000 } };
}
