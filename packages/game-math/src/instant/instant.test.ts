import { describe, expect, it } from 'vitest';
import {
  crashPointFromUint32,
  crashSurvival,
  createCrashEngine,
  createDiceEngine,
  createMinesEngine,
  diceMultiplier,
  diceWinningCount,
  DICE_MAX_COUNT,
  DICE_MIN_COUNT,
  minesMultiplier,
  type MinesAction,
  createScratchEngine,
  scratchRtp,
  paintScratchCard,
  SCRATCH_TIERS,
  minesSafeProbability,
  rtpWithinCi,
  SeededRng,
  simulateRtp,
} from '../index.ts';

describe('dice', () => {
  it('every legal target returns at most 99% and within 0.01% of it (exact)', () => {
    let min = 1;
    let max = 0;
    for (const direction of ['under', 'over'] as const) {
      for (let target = 1; target <= 9998; target++) {
        const count = diceWinningCount(direction, target);
        if (count < DICE_MIN_COUNT || count > DICE_MAX_COUNT) continue;
        const rtp = (count / 10_000) * diceMultiplier(direction, target);
        min = Math.min(min, rtp);
        max = Math.max(max, rtp);
      }
    }
    expect(max).toBeLessThanOrEqual(0.99 + 1e-12);
    expect(min).toBeGreaterThan(0.9899);
  });

  it('rolls land within the 99% CI', () => {
    const engine = createDiceEngine();
    const acc = simulateRtp({
      engine,
      bet: { amount: 10_000, direction: 'over', target: 6000 },
      rng: new SeededRng('dice'),
      rounds: 100_000,
    });
    const check = rtpWithinCi(acc, 0.99);
    expect(check.ok, check.message).toBe(true);
  }, 30_000);

  it('validates targets and chances', () => {
    const e = createDiceEngine();
    expect(e.validateBet({ amount: 100, direction: 'under', target: 5000 }).ok).toBe(true);
    expect(e.validateBet({ amount: 100, direction: 'under', target: 50 }).ok).toBe(false);
    expect(e.validateBet({ amount: 100, direction: 'sideways', target: 5000 }).ok).toBe(false);
    expect(e.validateBet({ amount: 100, direction: 'over', target: 10_000 }).ok).toBe(false);
  });
});

describe('crash', () => {
  it('P(crash ≥ m) × m = 0.99 (to 2^-32) for every cash-out target', () => {
    for (const m of [1.01, 1.5, 2, 3.33, 10, 100, 1000, 12345.67]) {
      const rtp = m * crashSurvival(m);
      expect(rtp).toBeLessThanOrEqual(0.99);
      expect(rtp).toBeGreaterThan(0.99 - 1e-5);
    }
    expect(crashPointFromUint32(0)).toBe(1);
    expect(crashPointFromUint32(2 ** 31)).toBe(1.98);
  });

  it('the survival formula matches the crash point mapping at the boundary', () => {
    // the largest r that still crashes below 2.00 and the next one
    const k = Math.floor((99 * 2 ** 32) / 200);
    expect(crashPointFromUint32(2 ** 32 - k)).toBeGreaterThanOrEqual(2);
    expect(crashPointFromUint32(2 ** 32 - k - 1)).toBeLessThan(2);
    expect(crashSurvival(2)).toBe(k / 2 ** 32);
  });

  it('auto cash-out at 2× lands within the 99% CI', () => {
    const engine = createCrashEngine();
    const acc = simulateRtp({
      engine,
      bet: { amount: 100, autoCashout: 200 },
      rng: new SeededRng('crash'),
      rounds: 100_000,
      policy: () => ({ type: 'crash' }),
    });
    const check = rtpWithinCi(acc, 2 * crashSurvival(2));
    expect(check.ok, check.message).toBe(true);
  }, 30_000);

  it('a cash-out above the crash point loses; the crash point is hidden while flying', () => {
    const engine = createCrashEngine();
    const r = engine.start({ amount: 100, autoCashout: 100_000 }, new SeededRng(5));
    expect(engine.publicView(r.state)).toHaveProperty('crashPoint', undefined);
    const late = engine.step(r.state, { type: 'cashout', multiplier: r.state.crashPoint + 0.01 }, new SeededRng(0));
    expect(late.credit).toBe(0);
    const crashed = engine.step(r.state, { type: 'crash' }, new SeededRng(0));
    expect(crashed.credit).toBe(r.state.crashPoint >= 1000 ? 100_000 : 0);
    expect(engine.validateAction(r.state, { type: 'cashout', multiplier: 1 }).ok).toBe(false);
    expect(engine.validateAction(r.state, { type: 'cashout', multiplier: 1.5 }).ok).toBe(true);
  });
});

describe('mines', () => {
  it('every (mines, picks) multiplier returns at most 99% and within 1% of it (exact)', () => {
    for (let mines = 1; mines <= 24; mines++) {
      for (let k = 1; k <= 25 - mines; k++) {
        const rtp = minesSafeProbability(mines, k) * minesMultiplier(mines, k);
        expect(rtp).toBeLessThanOrEqual(0.99 + 1e-12);
        // rounding down to 4 decimals costs at most 0.0001 × P(k safe)
        expect(rtp).toBeGreaterThanOrEqual(0.99 - 0.0001 * minesSafeProbability(mines, k) - 1e-12);
      }
    }
    expect(minesMultiplier(1, 1)).toBe(1.0312);
    expect(minesMultiplier(3, 1)).toBe(1.125);
  });

  it('reveal 3 then cash out lands within the 99% CI', () => {
    const engine = createMinesEngine();
    const acc = simulateRtp({
      engine,
      bet: { amount: 10_000, mines: 3 },
      rng: new SeededRng('mines'),
      rounds: 100_000,
      policy: (s): MinesAction =>
        s.revealed.length >= 3 ? { type: 'cashout' } : { type: 'reveal', tile: [0, 6, 12].find((t) => !s.revealed.includes(t))! },
    });
    const check = rtpWithinCi(acc, minesSafeProbability(3, 3) * minesMultiplier(3, 3));
    expect(check.ok, check.message).toBe(true);
  }, 30_000);

  it('refuses a cash-out before any reveal and a repeated tile; hides mines until the end', () => {
    const engine = createMinesEngine();
    const r = engine.start({ amount: 100, mines: 1 }, new SeededRng(9));
    expect(engine.validateAction(r.state, { type: 'cashout' }).ok).toBe(false);
    expect(engine.publicView(r.state)).toHaveProperty('minePositions', undefined);
    const safe = [...Array(25).keys()].find((t) => !r.state.minePositions.includes(t))!;
    const s = engine.step(r.state, { type: 'reveal', tile: safe }, new SeededRng(0));
    expect(engine.validateAction(s.state, { type: 'reveal', tile: safe }).ok).toBe(false);
    expect(engine.validateAction(s.state, { type: 'reveal', tile: 25 }).ok).toBe(false);
    const c = engine.step(s.state, { type: 'cashout' }, new SeededRng(0));
    expect(c.credit).toBe(103);
    expect(c.state.done).toBe(true);
  });
});

describe('scratch card', () => {
  it('exact RTP is 96% and simulation lands within the 99% CI', () => {
    expect(scratchRtp()).toBeCloseTo(0.96, 12);
    const engine = createScratchEngine();
    const acc = simulateRtp({ engine, bet: { amount: 100 }, rng: new SeededRng('scratch'), rounds: 100_000 });
    const check = rtpWithinCi(acc, 0.96);
    expect(check.ok, check.message).toBe(true);
  }, 30_000);

  it('a card shows exactly the drawn prize three times and nothing else three times', () => {
    const rng = new SeededRng(4);
    const bad: unknown[] = [];
    for (const prize of [0, ...SCRATCH_TIERS.map((t) => t.prize)]) {
      for (let i = 0; i < 50; i++) {
        const cells = paintScratchCard(prize, rng);
        const triples = [...new Set(cells)].filter((s) => cells.filter((c) => c === s).length >= 3);
        if (cells.length !== 9 || triples.length !== (prize > 0 ? 1 : 0) || (prize > 0 && triples[0] !== prize)) bad.push({ prize, cells });
      }
    }
    expect(bad).toEqual([]);
  });
});
