import {
  createBaccaratEngine,
  createBlackjackEngine,
  createCrashEngine,
  createDiceEngine,
  createMinesEngine,
  createRouletteEngine,
  createScratchEngine,
  createVideoPokerEngine,
  BLACKJACK_DOCUMENTED_RTP,
} from '@fortuna/game-math';
import type { StudioEngine } from './engine-port';
import { LIVE_ENGINE_FACTORIES } from '../live/live-engines';

/**
 * Table, video-poker and instant engines by the catalogue's engine ids (games module README).
 * They draw everything a round needs at `start`, so a provably-fair round is fixed by its seeds.
 */
const once = (make: () => unknown) => {
  let engine: StudioEngine | null = null;
  return () => (engine ??= make() as StudioEngine);
};

export const TABLE_ENGINE_FACTORIES: Record<string, (variant: string, theme: string) => StudioEngine | null> = {
  roulette: once(() => createRouletteEngine()),
  blackjack: once(() => createBlackjackEngine({ rtp: BLACKJACK_DOCUMENTED_RTP })),
  'video-poker': once(() => createVideoPokerEngine()),
  baccarat: once(() => createBaccaratEngine()),
  dice: once(() => createDiceEngine()),
  crash: once(() => createCrashEngine()),
  mines: once(() => createMinesEngine()),
  scratch: once(() => createScratchEngine()),
  'live-roulette': once(LIVE_ENGINE_FACTORIES['live-roulette']),
  'live-baccarat': once(LIVE_ENGINE_FACTORIES['live-baccarat']),
};

/** The game-math engine id behind a catalogue engine id (what /fairness computes). */
export const FAIR_ENGINE_IDS: Record<string, string> = {
  roulette: 'roulette-european',
  'live-roulette': 'live-roulette',
  blackjack: 'blackjack',
  'video-poker': 'jacks-or-better-9-6',
  baccarat: 'baccarat',
  'live-baccarat': 'live-baccarat',
  dice: 'dice',
  crash: 'crash',
  mines: 'mines',
  scratch: 'scratch',
};
