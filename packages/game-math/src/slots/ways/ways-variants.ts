import type { WaysSlotConfig } from './ways-config.ts';

/** "Mega Quest": 6 reels of 2–7 symbols; W wild on reels 2–5 only; H1–H4 high, L1–L4 low. */
export const WAYS_PAY_MILLIS: Record<string, number[]> = {
  H1: [0, 0, 300, 800, 1500, 3000],
  H2: [0, 0, 200, 500, 1000, 2000],
  H3: [0, 0, 150, 400, 750, 1500],
  H4: [0, 0, 100, 300, 500, 1000],
  L1: [0, 0, 80, 150, 250, 500],
  L2: [0, 0, 60, 120, 200, 400],
  L3: [0, 0, 50, 100, 150, 300],
  L4: [0, 0, 40, 80, 120, 250],
};

/** Low-symbol weights [L1, L2, L3, L4] per RTP variant (exact search, see README). */
export const WAYS_VARIANT_LOWS = {
  94: [10, 11, 12, 10],
  96: [11, 11, 12, 10],
  97: [8, 10, 10, 8],
} as const;

export type WaysVariant = keyof typeof WAYS_VARIANT_LOWS;

export const WAYS_THEMES: Record<string, Record<string, string>> = {
  quest: { W: 'Compass', H1: 'Crown', H2: 'Sword', H3: 'Shield', H4: 'Map', L1: 'A', L2: 'K', L3: 'Q', L4: 'J' },
  jungle: { W: 'Totem', H1: 'Tiger', H2: 'Parrot', H3: 'Snake', H4: 'Frog', L1: 'A', L2: 'K', L3: 'Q', L4: 'J' },
};

export function waysSlotConfig(options: { variant?: WaysVariant; theme?: string; id?: string; name?: string } = {}): WaysSlotConfig {
  const variant = options.variant ?? 96;
  const theme = options.theme ?? 'quest';
  const [l1, l2, l3, l4] = WAYS_VARIANT_LOWS[variant];
  return {
    id: options.id ?? `ways-${theme}-${variant}`,
    name: options.name ?? 'Mega Quest',
    heights: [2, 3, 4, 5, 6, 7].map((height) => ({ height, weight: 1 })),
    weights: [0, 1, 2, 3, 4, 5].map((r) => ({
      ...(r >= 1 && r <= 4 ? { W: 2 } : {}),
      H1: 4,
      H2: 5,
      H3: 6,
      H4: 7,
      L1: l1,
      L2: l2,
      L3: l3,
      L4: l4,
    })),
    payMillis: WAYS_PAY_MILLIS,
    wild: 'W',
    maxWin: 10_000,
    symbolNames: WAYS_THEMES[theme] ?? WAYS_THEMES.quest,
  };
}
