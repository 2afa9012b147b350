import { describe, expect, it } from 'vitest';
import {
  baccaratPayout,
  baccaratProbabilities,
  bankerDraws,
  createBaccaratEngine,
  dealBaccarat,
  rtpWithinCi,
  SeededRng,
  simulateRtp,
} from '../../index.ts';

describe('punto banco', () => {
  it('exact 8-deck probabilities give the published returns', () => {
    const p = baccaratProbabilities();
    expect(p.player + p.banker + p.tie).toBeCloseTo(1, 10);
    expect(p.banker * 1.95 + p.tie).toBeCloseTo(0.98942, 5);
    expect(p.player * 2 + p.tie).toBeCloseTo(0.98765, 5);
    expect(p.tie * 9).toBeCloseTo(0.8564, 5);
  });

  it('banker drawing rules', () => {
    expect(bankerDraws(3, 8)).toBe(false);
    expect(bankerDraws(3, 9)).toBe(true);
    expect(bankerDraws(4, 1)).toBe(false);
    expect(bankerDraws(4, 2)).toBe(true);
    expect(bankerDraws(5, 4)).toBe(true);
    expect(bankerDraws(6, 6)).toBe(true);
    expect(bankerDraws(6, 5)).toBe(false);
    expect(bankerDraws(5, null)).toBe(true);
    expect(bankerDraws(6, null)).toBe(false);
  });

  it('pays 1:1, 0.95:1 and 8:1; player and banker push on a tie', () => {
    expect(baccaratPayout({ type: 'banker', amount: 100 }, 'banker')).toBe(195);
    expect(baccaratPayout({ type: 'player', amount: 100 }, 'player')).toBe(200);
    expect(baccaratPayout({ type: 'tie', amount: 100 }, 'tie')).toBe(900);
    expect(baccaratPayout({ type: 'banker', amount: 100 }, 'tie')).toBe(100);
    expect(baccaratPayout({ type: 'player', amount: 100 }, 'banker')).toBe(0);
  });

  it('dealt coups match the exact outcome probabilities (99% band)', () => {
    const rng = new SeededRng('bac');
    const p = baccaratProbabilities();
    const n = 60_000;
    const counts = { player: 0, banker: 0, tie: 0 };
    for (let i = 0; i < n; i++) counts[dealBaccarat(rng).winner]++;
    for (const k of ['player', 'banker', 'tie'] as const) {
      const sd = Math.sqrt((p[k] * (1 - p[k])) / n);
      expect(Math.abs(counts[k] / n - p[k])).toBeLessThan(2.576 * sd);
    }
  }, 30_000);

  it('banker bets land within the 99% CI of the exact return', () => {
    const engine = createBaccaratEngine();
    const acc = simulateRtp({ engine, bet: { bets: [{ type: 'banker', amount: 100 }] }, rng: new SeededRng('bac-engine'), rounds: 50_000 });
    const check = rtpWithinCi(acc, engine.describe().rtp.value);
    expect(check.ok, check.message).toBe(true);
  }, 30_000);
});
