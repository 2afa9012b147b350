import type { Rng } from '../../rng/rng.ts';
import type { WaysSlotConfig } from './ways-config.ts';

export interface WaysWin {
  symbol: string;
  reels: number;
  ways: number;
  /** thousandths of the total bet */
  payMillis: number;
}

function weighted(rng: Rng, entries: [string, number][], total: number): string {
  let x = rng.int(total);
  for (const [s, w] of entries) {
    if (x < w) return s;
    x -= w;
  }
  throw new Error('unreachable');
}

/** Draws heights, then symbols top to bottom, reel by reel. */
export function drawWaysGrid(config: WaysSlotConfig, rng: Rng): string[][] {
  const heightTotal = config.heights.reduce((s, h) => s + h.weight, 0);
  return config.weights.map((reelWeights) => {
    let x = rng.int(heightTotal);
    let height = config.heights[0].height;
    for (const h of config.heights) {
      if (x < h.weight) {
        height = h.height;
        break;
      }
      x -= h.weight;
    }
    const entries = Object.entries(reelWeights);
    const total = entries.reduce((s, [, w]) => s + w, 0);
    return Array.from({ length: height }, () => weighted(rng, entries, total));
  });
}

export function evaluateWays(grid: string[][], config: WaysSlotConfig): WaysWin[] {
  const wins: WaysWin[] = [];
  for (const symbol of Object.keys(config.payMillis)) {
    if (symbol === config.wild) continue;
    let ways = 1;
    let reels = 0;
    for (const column of grid) {
      const n = column.reduce((c, s) => c + (s === symbol || s === config.wild ? 1 : 0), 0);
      if (n === 0) break;
      ways *= n;
      reels++;
    }
    const pay = reels > 0 ? (config.payMillis[symbol][reels - 1] ?? 0) : 0;
    if (pay > 0) wins.push({ symbol, reels, ways, payMillis: pay * ways });
  }
  return wins;
}
