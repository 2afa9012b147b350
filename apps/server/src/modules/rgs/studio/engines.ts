import {
  clusterSlotConfig,
  CLUSTER_THEMES,
  CLUSTER_VARIANT_RTP,
  createClusterSlotEngine,
  type ClusterVariant,
  createJackpotSlotEngine, createLineSlotEngine, createWaysSlotEngine, CryptoRng, lineSlotConfig, waysSlotConfig, WAYS_THEMES, type LineVariant, type WaysVariant } from '@fortuna/game-math';
import type { EngineRegistry, EngineRng, StudioEngine } from './engine-port';
import { TABLE_ENGINE_FACTORIES } from './table-engines';

/**
 * The studio's engines from packages/game-math, one instance per (engine, RTP variant, theme):
 * several catalogue games share an engine with their own theme and RTP variant.
 */
type Factory = (variant: string, theme: string) => StudioEngine | null;

const pick = <T extends number>(variant: string, allowed: readonly T[], fallback: T): T =>
  (allowed as readonly number[]).includes(Number(variant)) ? (Number(variant) as T) : fallback;

const LINE_THEMES = ['classic', 'pharaoh', 'ocean'];
const THEME_ALIASES: Record<string, string> = { egypt: 'pharaoh', mythology: 'pharaoh', fruits: 'classic', irish: 'classic' };
const lineTheme = (theme: string) => { const t = THEME_ALIASES[theme] ?? theme; return LINE_THEMES.includes(t) ? t : 'classic'; };

export const ENGINE_FACTORIES: Record<string, Factory> = {
  ...TABLE_ENGINE_FACTORIES,
  'line-slot': (variant, theme) =>
    createLineSlotEngine(lineSlotConfig({ variant: pick<LineVariant>(variant, [94, 96, 97], 96), theme: lineTheme(theme) })) as unknown as StudioEngine,
  'ways-slot': (variant, theme) =>
    createWaysSlotEngine(waysSlotConfig({ variant: pick<WaysVariant>(variant, [94, 96, 97], 96), theme: theme in WAYS_THEMES ? theme : 'quest' })) as unknown as StudioEngine,
  'cluster-slot': (variant, theme) => {
    const v = pick<ClusterVariant>(variant, [94, 96, 97], 96);
    return createClusterSlotEngine(clusterSlotConfig({ variant: v, theme: theme in CLUSTER_THEMES ? theme : 'candy' }), { rtp: CLUSTER_VARIANT_RTP[v] }) as unknown as StudioEngine;
  },
  'jackpot-slot': (variant, theme) => createJackpotSlotEngine({ variant: pick<95 | 97>(variant, [95, 97], 97), theme: lineTheme(theme) }) as unknown as StudioEngine,
};

export function gameMathRegistry(factories: Record<string, Factory> = ENGINE_FACTORIES): EngineRegistry {
  const cache = new Map<string, StudioEngine | null>();
  return {
    get(engineId, rtpVariant, theme = 'classic') {
      const key = `${engineId}|${rtpVariant}|${theme}`;
      if (!cache.has(key)) cache.set(key, factories[engineId]?.(rtpVariant, theme) ?? null);
      return cache.get(key)!;
    },
  };
}

/** Production randomness: the CSPRNG with unbiased range mapping (game-math). */
export const cryptoRng = (): EngineRng => new CryptoRng();
