import { stripFromCounts } from '../strips.ts';
import { PAYLINES_20, PAYLINES_25, type LineSlotConfig } from './line-config.ts';

/**
 * "Lucky Lines": 5×3, 20 (or 25) paylines. Symbols: W wild (substitutes all but S, pays itself),
 * S scatter (pays anywhere, 3+ start free spins), H1–H4 high, L1–L5 low. RTP variants differ only
 * in how many L5 fillers the base reels carry; exact values come from lineSlotRtp (see tests).
 */
export const LINE_PAYS: Record<string, number[]> = {
  W: [0, 0, 50, 250, 1000],
  H1: [0, 0, 40, 150, 500],
  H2: [0, 0, 30, 100, 300],
  H3: [0, 0, 25, 75, 200],
  H4: [0, 0, 20, 60, 150],
  L1: [0, 0, 10, 30, 100],
  L2: [0, 0, 8, 25, 80],
  L3: [0, 0, 6, 20, 60],
  L4: [0, 0, 5, 15, 50],
  L5: [0, 0, 5, 12, 40],
};

function baseReels(fillers: number[]): string[][] {
  return fillers.map((l5, r) =>
    stripFromCounts({ W: r === 0 ? 1 : 3, H1: 2, H2: 3, H3: 3, H4: 4, S: 1, L1: 4, L2: 5, L3: 5, L4: 5, L5: l5 }),
  );
}

/** Richer reels for free spins: nine wilds on reels 2–5. */
export const LINE_FREE_SPIN_REELS: string[][] = [4, 4, 5, 6, 4].map((l5, r) =>
  stripFromCounts({ W: r === 0 ? 1 : 9, H1: 2, H2: 3, H3: 3, H4: 3, S: 1, L1: 4, L2: 4, L3: 4, L4: 4, L5: l5 }),
);

/** Base-reel L5 counts per RTP variant (found by exact search, see README). */
export const LINE_VARIANT_FILLERS = {
  94: [8, 7, 8, 7, 8],
  96: [6, 7, 7, 8, 8],
  97: [6, 6, 6, 10, 8],
} as const;

export type LineVariant = keyof typeof LINE_VARIANT_FILLERS;

export const LINE_THEMES: Record<string, Record<string, string>> = {
  classic: { W: 'Wild 7', S: 'Bell', H1: 'Bar', H2: 'Cherry', H3: 'Lemon', H4: 'Plum', L1: 'A', L2: 'K', L3: 'Q', L4: 'J', L5: '10' },
  pharaoh: { W: 'Pharaoh', S: 'Pyramid', H1: 'Scarab', H2: 'Ankh', H3: 'Eye', H4: 'Lotus', L1: 'A', L2: 'K', L3: 'Q', L4: 'J', L5: '10' },
  ocean: { W: 'Pearl', S: 'Chest', H1: 'Shark', H2: 'Dolphin', H3: 'Turtle', H4: 'Starfish', L1: 'A', L2: 'K', L3: 'Q', L4: 'J', L5: '10' },
};

export function lineSlotConfig(
  options: { variant?: LineVariant; lines?: 20 | 25; theme?: string; id?: string; name?: string } = {},
): LineSlotConfig {
  const variant = options.variant ?? 96;
  const lines = options.lines ?? 20;
  const theme = options.theme ?? 'classic';
  return {
    id: options.id ?? `line-${lines}-${theme}-${variant}`,
    name: options.name ?? 'Lucky Lines',
    rows: 3,
    reels: baseReels([...LINE_VARIANT_FILLERS[variant]]),
    freeSpinReels: LINE_FREE_SPIN_REELS,
    paylines: lines === 25 ? PAYLINES_25 : PAYLINES_20,
    pays: LINE_PAYS,
    wild: 'W',
    scatter: 'S',
    scatterPays: [0, 0, 0, 2, 10, 50],
    freeSpinAwards: [0, 0, 0, 10, 15, 20],
    freeSpinMultiplier: 3,
    bonusBuy: { price: 100, spins: 10 },
    maxWin: 5000,
    symbolNames: LINE_THEMES[theme] ?? LINE_THEMES.classic,
  };
}
