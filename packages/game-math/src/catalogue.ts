import type { BetLimits, Engine, RtpInfo } from './engine/engine.ts';
import type { ClusterSlotConfig } from './slots/cluster/cluster-config.ts';
import type { LineSlotConfig } from './slots/line/line-config.ts';
import type { JackpotOptions } from './slots/line/line-engine.ts';
import type { WaysSlotConfig } from './slots/ways/ways-config.ts';
import { createClusterSlotEngine } from './slots/cluster/cluster-engine.ts';
import { CLUSTER_VARIANT_RTP, clusterSlotConfig, type ClusterVariant } from './slots/cluster/cluster-variants.ts';
import { jackpotSlotConfig } from './slots/jackpot/jackpot-slot.ts';
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
 * A slot of the catalogue as data: its engine kind and config. The engines below and the RTP
 * simulation kernels (`createSlotKernel`) are both built from these, so they read the same reels,
 * weights and paytables.
 */
export type SlotDefinition =
  | { kind: 'line'; config: LineSlotConfig; jackpot?: JackpotOptions }
  | { kind: 'ways'; config: WaysSlotConfig }
  | { kind: 'cluster'; config: ClusterSlotConfig; rtp: RtpInfo };

/** Every slot of the catalogue, in catalogue order. */
export function defaultSlotDefinitions(): SlotDefinition[] {
  return [
    ...([94, 96, 97] as const).map((variant): SlotDefinition => ({ kind: 'line', config: lineSlotConfig({ variant }) })),
    { kind: 'line', config: lineSlotConfig({ variant: 96, lines: 25, theme: 'ocean' }) },
    ...([94, 96, 97] as const).map((variant): SlotDefinition => ({ kind: 'ways', config: waysSlotConfig({ variant }) })),
    ...([94, 96, 97] as const).map((variant): SlotDefinition => ({
      kind: 'cluster',
      config: clusterSlotConfig({ variant }),
      rtp: CLUSTER_VARIANT_RTP[variant],
    })),
    ...([95, 97] as const).map((variant): SlotDefinition => ({ kind: 'line', ...jackpotSlotConfig({ variant }) })),
  ];
}

export function createSlotEngine(definition: SlotDefinition, limits?: BetLimits): Engine<any, any, any, any> {
  switch (definition.kind) {
    case 'line':
      return createLineSlotEngine(definition.config, { limits, jackpot: definition.jackpot });
    case 'ways':
      return createWaysSlotEngine(definition.config, { limits });
    case 'cluster':
      return createClusterSlotEngine(definition.config, { limits, rtp: definition.rtp });
  }
}

/**
 * Every engine with its default settings, keyed by id: what the RGS maps its game ids onto.
 * Typed loosely on purpose: callers validate bets and actions through the engine itself.
 */
export function createDefaultEngines(limits?: BetLimits): Record<string, Engine<any, any, any, any>> {
  const list: Engine<any, any, any, any>[] = [
    ...defaultSlotDefinitions().map((definition) => createSlotEngine(definition, limits)),
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
