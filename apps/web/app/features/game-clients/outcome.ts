/**
 * Turns what an engine drew into what the reels show: one or more frames (a cascade has several),
 * each a grid `grid[reel][row]` and the cells that won. Works for the line slot (window + lineWins
 * on paylines), the ways slot (grid + wins by symbol over the first N reels) and the cluster slot
 * (cascades of grids with the cells of each cluster).
 */
export interface Frame {
  grid: string[][];
  /** `${reel}:${row}` of winning cells */
  wins: Set<string>;
  /** payline index of each winning line, for the line overlay */
  lines: { line: number; count: number }[];
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isGrid = (v: unknown): v is string[][] => Array.isArray(v) && v.every((c) => Array.isArray(c));

export function framesOf(outcome: unknown, paylines: number[][] | undefined, wild = 'W'): Frame[] {
  if (!isObj(outcome)) return [];
  if (Array.isArray(outcome.cascades)) {
    return outcome.cascades.filter(isObj).flatMap((step) => {
      if (!isGrid(step.grid)) return [];
      const wins = new Set<string>();
      for (const cluster of Array.isArray(step.clusters) ? step.clusters : []) {
        if (!isObj(cluster) || !Array.isArray(cluster.cells)) continue;
        for (const cell of cluster.cells as [number, number][]) wins.add(`${cell[0]}:${cell[1]}`);
      }
      return [{ grid: step.grid, wins, lines: [] }];
    });
  }
  const grid = isGrid(outcome.window) ? outcome.window : isGrid(outcome.grid) ? outcome.grid : null;
  if (!grid) return [];
  const wins = new Set<string>();
  const lines: Frame['lines'] = [];
  if (Array.isArray(outcome.lineWins) && paylines) {
    for (const w of outcome.lineWins.filter(isObj)) {
      const rows = paylines[Number(w.line)];
      if (!rows) continue;
      const count = Number(w.count);
      lines.push({ line: Number(w.line), count });
      for (let reel = 0; reel < count; reel++) wins.add(`${reel}:${rows[reel]}`);
    }
  }
  if (Array.isArray(outcome.wins)) {
    for (const w of outcome.wins.filter(isObj)) {
      const symbol = String(w.symbol);
      const reels = Number(w.reels ?? w.count ?? 0);
      for (let reel = 0; reel < Math.min(reels, grid.length); reel++) {
        grid[reel].forEach((s, row) => {
          if (s === symbol || s === wild) wins.add(`${reel}:${row}`);
        });
      }
    }
  }
  const scatter = Number(outcome.scatterWin ?? 0) > 0 || Number(outcome.freeSpinsAwarded ?? 0) > 0;
  if (scatter) grid.forEach((reel, r) => reel.forEach((s, row) => s === 'S' && wins.add(`${r}:${row}`)));
  return [{ grid, wins, lines }];
}

/** The shape of the reels before any spin: rows per reel from the description. */
export function blankGrid(description: unknown, engine: string): string[][] {
  const extra = isObj(description) && isObj(description.extra) ? description.extra : {};
  const reels = Number(extra.reels ?? extra.size ?? (engine === 'cluster-slot' ? 7 : engine === 'ways-slot' ? 6 : 5));
  const rows = Number(extra.rows ?? extra.size ?? (engine === 'cluster-slot' ? 7 : engine === 'ways-slot' ? 5 : 3));
  const cycle = ['H1', 'L1', 'H2', 'L2', 'W', 'L3', 'H3', 'L4', 'S', 'H4', 'L5'];
  const symbols = symbolsOf(description);
  const pool = symbols.length ? symbols : cycle;
  return Array.from({ length: reels }, (_, r) => Array.from({ length: rows }, (_, row) => pool[(r * 3 + row * 5) % pool.length]));
}

/** Every symbol id the paytable names. */
export function symbolsOf(description: unknown): string[] {
  if (!isObj(description) || !isObj(description.paytable)) return [];
  const p = description.paytable;
  const source = [p.lines, p.pays, p.payPerWayMillis, p.payCentiBySize, p.symbols].find(isObj) ?? null;
  return source ? Object.keys(source) : [];
}
