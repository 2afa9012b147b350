import { describe, expect, it } from 'vitest';
import { SeededRng } from '../rng/seeded-rng.ts';
import { RtpAccumulator } from './stats.ts';

describe('RtpAccumulator.merge (the long-tier bench merges chunks played in parallel)', () => {
  it('merging chunks gives the same RTP, variance and CI as one pass over all rounds', () => {
    const rng = new SeededRng('merge');
    const rounds: [number, number][] = [];
    for (let i = 0; i < 3000; i++) {
      const stake = 100 + (i % 3) * 50;
      rounds.push([stake, rng.int(10) === 0 ? stake * rng.int(40) : 0]);
    }
    const whole = new RtpAccumulator();
    for (const [s, w] of rounds) whole.add(s, w);
    const parts = [rounds.slice(0, 1), rounds.slice(1, 1200), rounds.slice(1200, 1200), rounds.slice(1200)].map((chunk) => {
      const acc = new RtpAccumulator();
      for (const [s, w] of chunk) acc.add(s, w);
      return acc.snapshot();
    });
    const merged = parts.reduce((acc, part) => acc.merge(part), new RtpAccumulator());
    expect(merged.rounds).toBe(whole.rounds);
    expect(merged.totalStake).toBe(whole.totalStake);
    expect(merged.totalWin).toBe(whole.totalWin);
    expect(merged.hits).toBe(whole.hits);
    expect(merged.maxMultiplier).toBe(whole.maxMultiplier);
    expect(merged.rtp).toBe(whole.rtp);
    expect(merged.stdDev).toBeCloseTo(whole.stdDev, 12);
    expect(merged.ci99).toBeCloseTo(whole.ci99, 12);
    expect(RtpAccumulator.from(merged.snapshot()).ci99).toBe(merged.ci99);
  });
});
