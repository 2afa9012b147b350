import type { WaysSlotConfig } from './ways-config.ts';

/**
 * Exact RTP (before rounding to minor units and the cap). Reels are independent; on reel i the
 * count c_i of cells matching symbol s (s or wild) is Binomial(h, q_i) with random height h, so
 *   E[win_s] = Σ_k pay_k × Π_{i<k} E[c_i] × P(c_k = 0)   (no P factor when k = all reels)
 * with E[c_i] = E[h] q_i and P(c_i = 0) = E[(1 − q_i)^h].
 */
export function waysSlotRtp(config: WaysSlotConfig): { total: number; bySymbol: Record<string, number>; averageWays: number } {
  const hTotal = config.heights.reduce((s, h) => s + h.weight, 0);
  const meanH = config.heights.reduce((s, h) => s + h.height * h.weight, 0) / hTotal;
  const pZero = (q: number) => config.heights.reduce((s, h) => s + ((1 - q) ** h.height * h.weight) / hTotal, 0);
  const bySymbol: Record<string, number> = {};
  let total = 0;
  for (const [symbol, pays] of Object.entries(config.payMillis)) {
    if (symbol === config.wild) continue;
    const q = config.weights.map((w) => {
      const sum = Object.values(w).reduce((a, b) => a + b, 0);
      return ((w[symbol] ?? 0) + (w[config.wild] ?? 0)) / sum;
    });
    let ev = 0;
    let prefix = 1;
    for (let k = 1; k <= q.length; k++) {
      prefix *= meanH * q[k - 1];
      const stop = k < q.length ? pZero(q[k]) : 1;
      ev += ((pays[k - 1] ?? 0) / 1000) * prefix * stop;
    }
    bySymbol[symbol] = ev;
    total += ev;
  }
  return { total, bySymbol, averageWays: meanH ** config.weights.length };
}
