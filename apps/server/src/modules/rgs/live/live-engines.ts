import { createBaccaratEngine, describeRoulette } from '@fortuna/game-math';
import type { StudioEngine } from '../studio/engine-port';
import { LIVE_LIMITS } from './live.service';

/**
 * The studio engines of the live tables: they describe the game (rules, paytable, RTP) for the
 * game session; bets never go through /rgs/play but through /rgs/live/bet on the shared round.
 */
function liveEngine(id: string, describe: () => object): StudioEngine {
  const refuse = { ok: false as const, errors: ['live table: bet on the shared round with POST /api/rgs/live/bet'] };
  return {
    id,
    describe: () => ({ ...describe(), id, kind: 'live' }),
    validateBet: () => refuse,
    validateAction: () => refuse,
    start: () => {
      throw new Error('live rounds are run by the table');
    },
    step: () => {
      throw new Error('live rounds are run by the table');
    },
    publicView: (state: unknown) => state,
  } as unknown as StudioEngine;
}

const liveRules = [
  'One round for everyone at the table: bets are taken while the countdown runs, then the result is drawn for all.',
  'Each round publishes the SHA-256 of its server seed before bets and reveals the seed with the result.',
];

export const LIVE_ENGINE_FACTORIES: Record<string, () => StudioEngine> = {
  'live-roulette': () =>
    liveEngine('live-roulette', () => {
      const d = describeRoulette('live-roulette', 'Live Roulette', LIVE_LIMITS);
      return { ...d, rules: [...d.rules, ...liveRules] };
    }),
  'live-baccarat': () =>
    liveEngine('live-baccarat', () => {
      const d = createBaccaratEngine({ id: 'live-baccarat', limits: LIVE_LIMITS }).describe();
      return { ...d, name: 'Live Baccarat', rules: [...d.rules, ...liveRules] };
    }),
};
