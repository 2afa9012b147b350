import type { Engine } from './engine/engine.ts';
import { CLUSTER_THEMES, CLUSTER_VARIANT_RTP, clusterSlotConfig, type ClusterVariant } from './slots/cluster/cluster-variants.ts';
import { createClusterSlotEngine } from './slots/cluster/cluster-engine.ts';
import { createJackpotSlotEngine } from './slots/jackpot/jackpot-slot.ts';
import { createLineSlotEngine } from './slots/line/line-engine.ts';
import { lineSlotConfig, type LineVariant } from './slots/line/line-variants.ts';
import { createWaysSlotEngine } from './slots/ways/ways-engine.ts';
import { WAYS_THEMES, waysSlotConfig, type WaysVariant } from './slots/ways/ways-variants.ts';

/**
 * The slot engine behind a catalogue game: its engine kind (`line-slot`, `ways-slot`,
 * `cluster-slot`, `jackpot-slot`), RTP variant and theme. The game server and the provably-fair
 * verifier both build their engines here, so a round recomputed in the browser runs the very
 * engine the round was played on.
 */
export const CATALOGUE_SLOT_ENGINES = ['line-slot', 'ways-slot', 'cluster-slot', 'jackpot-slot'] as const;
export type CatalogueSlotEngine = (typeof CATALOGUE_SLOT_ENGINES)[number];

/** RTP variants per slot engine kind; the first is the fallback for an unknown one. */
export const CATALOGUE_SLOT_VARIANTS: Record<CatalogueSlotEngine, readonly number[]> = {
  'line-slot': [96, 94, 97],
  'ways-slot': [96, 94, 97],
  'cluster-slot': [96, 94, 97],
  'jackpot-slot': [97, 95],
};

const LINE_THEMES = ['classic', 'pharaoh', 'ocean'];
const LINE_THEME_ALIASES: Record<string, string> = { egypt: 'pharaoh', mythology: 'pharaoh', fruits: 'classic', irish: 'classic' };
const lineTheme = (theme: string) => {
  const t = LINE_THEME_ALIASES[theme] ?? theme;
  return LINE_THEMES.includes(t) ? t : 'classic';
};

export const isCatalogueSlotEngine = (engine: string): engine is CatalogueSlotEngine =>
  (CATALOGUE_SLOT_ENGINES as readonly string[]).includes(engine);

/** The variant actually played for a catalogue variant string (unknown values fall back). */
export function catalogueSlotVariant(engine: CatalogueSlotEngine, variant: string | number | undefined): number {
  const allowed = CATALOGUE_SLOT_VARIANTS[engine];
  return allowed.includes(Number(variant)) ? Number(variant) : allowed[0];
}

export function createCatalogueSlot(
  engine: string,
  variant: string | number | undefined,
  theme = 'classic',
): Engine<any, any, any, any> | null {
  if (!isCatalogueSlotEngine(engine)) return null;
  const v = catalogueSlotVariant(engine, variant);
  switch (engine) {
    case 'line-slot':
      return createLineSlotEngine(lineSlotConfig({ variant: v as LineVariant, theme: lineTheme(theme) }));
    case 'ways-slot':
      return createWaysSlotEngine(waysSlotConfig({ variant: v as WaysVariant, theme: theme in WAYS_THEMES ? theme : 'quest' }));
    case 'cluster-slot':
      return createClusterSlotEngine(
        clusterSlotConfig({ variant: v as ClusterVariant, theme: theme in CLUSTER_THEMES ? theme : 'candy' }),
        { rtp: CLUSTER_VARIANT_RTP[v as ClusterVariant] },
      );
    case 'jackpot-slot':
      return createJackpotSlotEngine({ variant: v as 95 | 97, theme: lineTheme(theme) });
  }
}
