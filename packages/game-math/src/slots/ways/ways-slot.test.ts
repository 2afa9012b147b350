import { describe, expect, it } from 'vitest';
import {
  createWaysSlot,
  evaluateWays,
  rtpWithinCi,
  SeededRng,
  simulateRtp,
  waysSlotConfig,
  waysSlotRtp,
  type WaysSlotConfig,
} from '../../index.ts';

/** Exhaustive expectation over every grid of a tiny ways game. */
function enumerate(config: WaysSlotConfig): number {
  const symbols = config.weights.map((w) => Object.entries(w));
  const hTotal = config.heights.reduce((s, h) => s + h.weight, 0);
  let ev = 0;
  const grid: string[][] = [];
  const reel = (r: number, p: number): void => {
    if (r === config.weights.length) {
      ev += (p * evaluateWays(grid, config).reduce((s, w) => s + w.payMillis, 0)) / 1000;
      return;
    }
    const wTotal = symbols[r].reduce((s, [, w]) => s + w, 0);
    for (const h of config.heights) {
      const cells = (c: number, q: number, column: string[]): void => {
        if (c === h.height) {
          grid[r] = column;
          reel(r + 1, q);
          return;
        }
        for (const [s, w] of symbols[r]) cells(c + 1, (q * w) / wTotal, [...column, s]);
      };
      cells(0, (p * h.weight) / hTotal, []);
    }
  };
  reel(0, 1);
  return ev;
}

describe('ways slot', () => {
  it('counts ways as the product of matching cells, wild included', () => {
    const cfg = waysSlotConfig();
    const grid = [['H1', 'L1'], ['W', 'H1', 'H1'], ['H1', 'L2'], ['L3', 'L4'], ['H1'], ['H1']];
    const wins = evaluateWays(grid, cfg);
    expect(wins.find((w) => w.symbol === 'H1')).toEqual({ symbol: 'H1', reels: 3, ways: 3, payMillis: 900 });
    // L1 on reel 1 plus the wild on reel 2 is only two reels: no pay
    expect(wins.find((w) => w.symbol === 'L1')).toBeUndefined();
  });

  it('exact formula matches an exhaustive enumeration of a tiny game', () => {
    const tiny: WaysSlotConfig = {
      id: 'tiny',
      name: 'tiny',
      wild: 'W',
      maxWin: 1e9,
      heights: [
        { height: 1, weight: 1 },
        { height: 2, weight: 2 },
      ],
      weights: [
        { A: 2, B: 3 },
        { A: 1, B: 1, W: 1 },
        { A: 3, B: 1 },
        { A: 1, B: 2, W: 1 },
      ],
      payMillis: { A: [0, 0, 500, 2000], B: [0, 0, 300, 900] },
    };
    expect(waysSlotRtp(tiny).total).toBeCloseTo(enumerate(tiny), 12);
  });

  it.each([
    [94, 0.94046],
    [96, 0.95973],
    [97, 0.97015],
  ] as const)('variant %i has its documented exact RTP', (variant, rtp) => {
    expect(waysSlotRtp(waysSlotConfig({ variant })).total).toBeCloseTo(rtp, 5);
  });

  it('simulation lands within the 99% CI of the exact RTP', () => {
    const engine = createWaysSlot({ variant: 96 });
    const acc = simulateRtp({ engine, bet: { amount: 1000 }, rng: new SeededRng('ways'), rounds: 60_000 });
    const check = rtpWithinCi(acc, engine.describe().rtp.value);
    expect(check.ok, check.message).toBe(true);
  }, 60_000);

  it('reel heights stay within 2..7 and ways = product of heights', () => {
    const engine = createWaysSlot();
    const rng = new SeededRng(3);
    const bad: unknown[] = [];
    for (let i = 0; i < 500; i++) {
      const r = engine.start({ amount: 100 }, rng);
      const heightsOk = r.outcome.grid.length === 6 && r.outcome.grid.every((c) => c.length >= 2 && c.length <= 7);
      if (!heightsOk || r.outcome.ways !== r.outcome.grid.reduce((p, c) => p * c.length, 1)) bad.push(r.outcome);
    }
    expect(bad).toEqual([]);
  }, 30_000);
});
