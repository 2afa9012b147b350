/**
 * Ways slot with changing reel heights ("megaways-like"): every spin each reel shows 2..7 symbols,
 * drawn independently with per-reel weights; ways = product of the heights (up to 7^6 = 117 649).
 * A symbol pays when it (or a wild) is on reels 1..k consecutively, k ≥ 3; the win is
 * pay × (product of its counts on those reels).
 */
export interface WaysSlotConfig {
  id: string;
  name: string;
  /** Possible heights and how likely each is (same for every reel). */
  heights: { height: number; weight: number }[];
  /** Per reel: symbol → weight. The wild may be absent from some reels. */
  weights: Record<string, number>[];
  /** Pay per way in thousandths of the total bet, by reels matched (index 0 = 1 reel). */
  payMillis: Record<string, number[]>;
  wild: string;
  /** Round wins are capped at this multiple of the total bet. */
  maxWin: number;
  symbolNames?: Record<string, string>;
}
