/** Shape of a 5×3 line slot: reels, paylines, paytable and features. Themes only rename symbols. */
export interface LineSlotConfig {
  id: string;
  name: string;
  rows: number;
  /** One strip per reel; the window shows `rows` consecutive stops (wrapping). */
  reels: string[][];
  /** Each payline gives the row index (0 = top) on every reel. */
  paylines: number[][];
  /** Pays × line bet for 1..5 of a kind, left to right (index 0 = one symbol). */
  pays: Record<string, number[]>;
  wild: string;
  scatter: string;
  /** Scatter pays × total bet by number of scatters anywhere (index = count). */
  scatterPays: number[];
  /** Free spins awarded by number of scatters (index = count); retriggers award the same. */
  freeSpinAwards: number[];
  /** Reels used during free spins (richer than the base reels); defaults to `reels`. */
  freeSpinReels?: string[][];
  /** Free-spin wins are multiplied by this. */
  freeSpinMultiplier: number;
  /** Buy the feature for `price` × total bet; it starts with `spins` free spins. */
  bonusBuy?: { price: number; spins: number };
  /** Round wins are capped at this multiple of the total bet. */
  maxWin: number;
  /** Display names of the symbols (the theme). */
  symbolNames?: Record<string, string>;
}

/** 20 classic paylines on a 5×3 window (rows 0..2). */
export const PAYLINES_20: number[][] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [1, 0, 2, 0, 1],
];

/** 25 paylines: the 20 above plus five more. */
export const PAYLINES_25: number[][] = [
  ...PAYLINES_20,
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
  [2, 0, 0, 0, 2],
  [1, 2, 0, 2, 1],
];
