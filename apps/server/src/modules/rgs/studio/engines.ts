import { CATALOGUE_SLOT_ENGINES, createCatalogueSlot, CryptoRng } from '@fortuna/game-math';
import type { EngineRegistry, EngineRng, StudioEngine } from './engine-port';
import { TABLE_ENGINE_FACTORIES } from './table-engines';

/**
 * The studio's engines from packages/game-math, one instance per (engine, RTP variant, theme):
 * several catalogue games share an engine with their own theme and RTP variant. Slots come from
 * game-math's createCatalogueSlot, which the provably-fair verifier in the browser uses too.
 */
type Factory = (variant: string, theme: string) => StudioEngine | null;

export const ENGINE_FACTORIES: Record<string, Factory> = {
  ...TABLE_ENGINE_FACTORIES,
  ...Object.fromEntries(
    CATALOGUE_SLOT_ENGINES.map((engine) => [
      engine,
      (variant: string, theme: string) => createCatalogueSlot(engine, variant, theme) as unknown as StudioEngine,
    ]),
  ),
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
