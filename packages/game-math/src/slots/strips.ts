/**
 * Builds a reel strip from symbol counts, spreading each symbol evenly along the strip
 * (deterministic), so the same counts always give the same strip and scatters never bunch up.
 * Order of `counts` keys breaks ties.
 */
export function stripFromCounts(counts: Record<string, number>): string[] {
  const length = Object.values(counts).reduce((a, b) => a + b, 0);
  const slots: { at: number; order: number; symbol: string }[] = [];
  Object.entries(counts).forEach(([symbol, count], order) => {
    for (let i = 0; i < count; i++) slots.push({ at: ((i + (order % 7) / 7) * length) / count, order, symbol });
  });
  slots.sort((a, b) => a.at - b.at || a.order - b.order);
  return slots.map((s) => s.symbol);
}

export function countsOf(strip: string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const s of strip) out[s] = (out[s] ?? 0) + 1;
  return out;
}
