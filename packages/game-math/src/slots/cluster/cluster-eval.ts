import type { Rng } from '../../rng/rng.ts';
import type { ClusterSlotConfig } from './cluster-config.ts';

/** grid[column][row], row 0 at the top. */
export type ClusterGrid = string[][];

export interface Cluster {
  symbol: string;
  cells: [number, number][];
}

export class SymbolDrawer {
  private readonly entries: [string, number][];
  private readonly total: number;
  constructor(weights: Record<string, number>) {
    this.entries = Object.entries(weights);
    this.total = this.entries.reduce((s, [, w]) => s + w, 0);
  }
  draw(rng: Rng): string {
    let x = rng.int(this.total);
    for (const [s, w] of this.entries) {
      if (x < w) return s;
      x -= w;
    }
    throw new Error('unreachable');
  }
}

export function drawClusterGrid(size: number, drawer: SymbolDrawer, rng: Rng): ClusterGrid {
  return Array.from({ length: size }, () => Array.from({ length: size }, () => drawer.draw(rng)));
}

/** All orthogonally connected groups of one symbol with at least `min` cells. */
export function findClusters(grid: ClusterGrid, min: number): Cluster[] {
  const size = grid.length;
  const seen = new Uint8Array(size * size);
  const clusters: Cluster[] = [];
  for (let c = 0; c < size; c++) {
    for (let r = 0; r < size; r++) {
      if (seen[c * size + r]) continue;
      const symbol = grid[c][r];
      const cells: [number, number][] = [];
      const stack: [number, number][] = [[c, r]];
      seen[c * size + r] = 1;
      while (stack.length) {
        const [x, y] = stack.pop()!;
        cells.push([x, y]);
        for (const [nx, ny] of [
          [x + 1, y],
          [x - 1, y],
          [x, y + 1],
          [x, y - 1],
        ] as const) {
          if (nx < 0 || ny < 0 || nx >= size || ny >= size || seen[nx * size + ny] || grid[nx][ny] !== symbol) continue;
          seen[nx * size + ny] = 1;
          stack.push([nx, ny]);
        }
      }
      if (cells.length >= min) clusters.push({ symbol, cells: cells.sort((a, b) => a[0] - b[0] || a[1] - b[1]) });
    }
  }
  return clusters;
}

/** Removes the cells, lets each column fall, and fills the gaps from the top (drawn top-down, left to right). */
export function cascade(grid: ClusterGrid, clusters: Cluster[], drawer: SymbolDrawer, rng: Rng): ClusterGrid {
  const size = grid.length;
  const removed = grid.map((col) => col.map(() => false));
  for (const cl of clusters) for (const [c, r] of cl.cells) removed[c][r] = true;
  return grid.map((col, c) => {
    const kept = col.filter((_, r) => !removed[c][r]);
    const fresh = Array.from({ length: size - kept.length }, () => drawer.draw(rng));
    return [...fresh, ...kept];
  });
}

export function clusterPayCenti(config: ClusterSlotConfig, symbol: string, count: number): number {
  const table = config.payCenti[symbol];
  if (!table || count < config.minCluster) return 0;
  return table[Math.min(count - config.minCluster, table.length - 1)];
}
