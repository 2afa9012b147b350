import type { BetLimits, Engine } from './engine/engine.ts';
import { createClusterSlotEngine } from './slots/cluster/cluster-engine.ts';
import { CLUSTER_VARIANT_RTP, clusterSlotConfig, type ClusterVariant } from './slots/cluster/cluster-variants.ts';
import { createJackpotSlotEngine } from './slots/jackpot/jackpot-slot.ts';
import { createLineSlotEngine } from './slots/line/line-engine.ts';
import { lineSlotConfig, type LineVariant } from './slots/line/line-variants.ts';
import { createWaysSlotEngine } from './slots/ways/ways-engine.ts';
import { waysSlotConfig, type WaysVariant } from './slots/ways/ways-variants.ts';
import { createRouletteEngine } from './table/roulette.ts';
import { BLACKJACK_DOCUMENTED_RTP } from './table/blackjack/blackjack-rtp.ts';
import { createBlackjackEngine } from './table/blackjack/blackjack-engine.ts';
import { createVideoPokerEngine } from './table/video-poker/video-poker-engine.ts';
import { createDiceEngine } from './instant/dice.ts';
import { createCrashEngine } from './instant/crash.ts';
import { createMinesEngine } from './instant/mines.ts';
import { createScratchEngine } from './instant/scratch.ts';
import { createBaccaratEngine } from './table/baccarat/baccarat-engine.ts';

export const createLineSlot = (o: { variant?: LineVariant; lines?: 20 | 25; theme?: string; limits?: BetLimits } = {}) =>
  createLineSlotEngine(lineSlotConfig(o), { limits: o.limits });
export const createWaysSlot = (o: { variant?: WaysVariant; theme?: string; limits?: BetLimits } = {}) =>
  createWaysSlotEngine(waysSlotConfig(o), { limits: o.limits });
export const createClusterSlot = (o: { variant?: ClusterVariant; theme?: string; limits?: BetLimits } = {}) =>
  createClusterSlotEngine(clusterSlotConfig(o), { limits: o.limits, rtp: CLUSTER_VARIANT_RTP[o.variant ?? 96] });

/**
 * Every engine with its default settings, keyed by id: what the RGS maps its game ids onto.
 * Typed loosely on purpose: callers validate bets and actions through the engine itself.
 */
export function createDefaultEngines(limits?: BetLimits): Record<string, Engine<any, any, any, any>> {
  const list: Engine<any, any, any, any>[] = [
    ...([94, 96, 97] as const).map((variant) => createLineSlot({ variant, limits })),
    createLineSlot({ variant: 96, lines: 25, theme: 'ocean', limits }),
    ...([94, 96, 97] as const).map((variant) => createWaysSlot({ variant, limits })),
    ...([94, 96, 97] as const).map((variant) => createClusterSlot({ variant, limits })),
    createJackpotSlotEngine({ variant: 95, limits }),
    createJackpotSlotEngine({ variant: 97, limits }),
    createRouletteEngine({ limits }),
    createBlackjackEngine({ limits, rtp: BLACKJACK_DOCUMENTED_RTP }),
    createVideoPokerEngine({ limits }),
    createBaccaratEngine({ limits }),
    createDiceEngine({ limits }),
    createCrashEngine({ limits }),
    createMinesEngine({ limits }),
    createScratchEngine({ limits }),
  ];
  return Object.fromEntries(list.map((e) => [e.id, e]));
}
