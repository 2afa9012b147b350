import { describe, expect, it } from 'vitest';
import { cascade, createClusterSlot, findClusters, rtpWithinCi, SeededRng, simulateRtp, SymbolDrawer, type Rng } from '../../index.ts';

const col = (s: string) => s.split('');

describe('cluster evaluation', () => {
  it('finds orthogonal clusters of 5+ only (diagonals do not connect)', () => {
    // columns left to right, rows top to bottom
    const grid = [col('AAB'), col('ABA'), col('AAB')].map((c) => c);
    // A cells: (0,0)(0,1)(1,0)(2,0)(2,1) connected; (1,2) isolated
    const clusters = findClusters(grid, 5);
    expect(clusters).toHaveLength(1);
    expect(clusters[0].symbol).toBe('A');
    expect(clusters[0].cells).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
      [2, 0],
      [2, 1],
    ]);
    expect(findClusters([col('ABA'), col('BAB'), col('ABA')], 2)).toHaveLength(0);
  });

  it('cascade removes cluster cells, drops the rest and refills from the top', () => {
    const grid = [col('XAB'), col('YAA'), col('ZAA')];
    const clusters = findClusters(grid, 5);
    expect(clusters).toHaveLength(1);
    const fixed: Rng = { nextUint32: () => 0, int: () => 0, float: () => 0, shuffle: (x) => x };
    const next = cascade(grid, clusters, new SymbolDrawer({ N: 1 }), fixed);
    expect(next).toEqual([col('NXB'), col('NNY'), col('NNZ')]);
  });
});

describe('cluster slot', () => {
  it('simulation lands within the 99% CI of the documented (simulated) RTP', () => {
    const engine = createClusterSlot({ variant: 96 });
    const doc = engine.describe().rtp;
    const acc = simulateRtp({ engine, bet: { amount: 100 }, rng: new SeededRng('cluster'), rounds: 25_000 });
    // the documented value has its own uncertainty: combine both intervals
    const ok = Math.abs(acc.rtp - doc.value) <= Math.hypot(acc.ci99, doc.ci99 ?? 0);
    expect(ok, rtpWithinCi(acc, doc.value).message).toBe(true);
  }, 60_000);

  it('every cascade grid is 7×7 and the last one has no cluster', () => {
    const engine = createClusterSlot();
    const rng = new SeededRng(11);
    const bad: unknown[] = [];
    for (let i = 0; i < 300; i++) {
      const { outcome } = engine.start({ amount: 100 }, rng);
      const shapeOk = outcome.cascades.every((step) => step.grid.length === 7 && step.grid.every((c) => c.length === 7));
      if (!shapeOk || outcome.cascades.at(-1)!.clusters.length !== 0 || outcome.win > 5000 * 100) bad.push(outcome);
    }
    expect(bad).toEqual([]);
  }, 30_000);
});
