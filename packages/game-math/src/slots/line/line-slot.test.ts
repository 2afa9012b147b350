import { describe, expect, it } from 'vitest';
import {
  createLineSlot,
  createLineSlotEngine,
  enumerateBaseSpin,
  evaluateLine,
  expectedLinePay,
  lineSlotConfig,
  lineSlotRtp,
  PAYLINES_20,
  ProvablyFairRng,
  rtpWithinCi,
  scatterDistribution,
  SeededRng,
  simulateRtp,
  stripFromCounts,
  type LineSlotConfig,
} from '../../index.ts';

const cfg = lineSlotConfig();

describe('line evaluation', () => {
  it('pays left to right with wild substitution and wild pays', () => {
    expect(evaluateLine(['H1', 'H1', 'H1', 'L1', 'L1'], cfg)).toEqual({ symbol: 'H1', count: 3, pay: 40 });
    expect(evaluateLine(['W', 'H1', 'W', 'H1', 'L1'], cfg)).toEqual({ symbol: 'H1', count: 4, pay: 150 });
    // three wilds then L5: wilds (50) beat 4 × L5 (12)
    expect(evaluateLine(['W', 'W', 'W', 'L5', 'H2'], cfg)).toEqual({ symbol: 'W', count: 3, pay: 50 });
    expect(evaluateLine(['W', 'W', 'W', 'W', 'W'], cfg)).toEqual({ symbol: 'W', count: 5, pay: 1000 });
    expect(evaluateLine(['H1', 'H2', 'H1', 'H1', 'H1'], cfg)).toBeNull();
    // wild does not stand in for the scatter
    expect(evaluateLine(['W', 'S', 'S', 'L1', 'L1'], cfg)).toBeNull();
    expect(evaluateLine(['S', 'W', 'W', 'W', 'W'], cfg)).toBeNull();
  });
});

/** A tiny game (5 reels of 6–8 stops) that can be enumerated stop by stop. */
function tinyConfig(): LineSlotConfig {
  const reel = (extra: Record<string, number>) => stripFromCounts({ W: 1, S: 1, H1: 1, L1: 2, L5: 1, ...extra });
  return {
    ...cfg,
    id: 'tiny',
    reels: [reel({}), reel({ H1: 2 }), reel({ L1: 3 }), reel({}), reel({ W: 2 })],
    freeSpinReels: undefined,
    paylines: PAYLINES_20,
    freeSpinAwards: [0, 0, 0, 0, 1, 2],
  };
}

describe('exact RTP by counting', () => {
  it('matches a brute-force enumeration of every stop combination on small strips', () => {
    const tiny = tinyConfig();
    const brute = enumerateBaseSpin(tiny);
    const exact = lineSlotRtp(tiny);
    expect(brute.combos).toBe(6 * 7 * 7 * 6 * 7);
    expect(exact.lineRtp).toBeCloseTo(brute.lineRtp, 12);
    expect(exact.scatterRtp).toBeCloseTo(brute.scatterRtp, 12);
    expect(exact.expectedAward).toBeCloseTo(brute.expectedAward, 12);
  });

  it('scatter distribution sums to 1', () => {
    expect(scatterDistribution(cfg).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it.each([
    [94, 0.93985],
    [96, 0.95964],
    [97, 0.96945],
  ] as const)('variant %i has its documented exact RTP', (variant, rtp) => {
    const exact = lineSlotRtp(lineSlotConfig({ variant }));
    expect(exact.total).toBeCloseTo(rtp, 5);
    expect(Math.abs(exact.total - variant / 100)).toBeLessThan(0.001);
    expect(exact.bonusBuy).toBeCloseTo(0.96008, 5);
    expect(createLineSlot({ variant }).describe().rtp.value).toBeCloseTo(rtp, 5);
  });

  it('25 paylines give the same RTP as 20 (every line has the same expectation)', () => {
    expect(lineSlotRtp(lineSlotConfig({ lines: 25 })).total).toBeCloseTo(lineSlotRtp(lineSlotConfig({ lines: 20 })).total, 12);
    expect(expectedLinePay(cfg)).toBeGreaterThan(0);
  });
});

describe('line slot engine', () => {
  it('a base spin lands within the 99% CI of the exact RTP (seeded simulation)', () => {
    const engine = createLineSlot({ variant: 96 });
    const acc = simulateRtp({ engine, bet: { amount: 20 }, rng: new SeededRng('line-sim'), rounds: 150_000 });
    const check = rtpWithinCi(acc, lineSlotRtp(cfg).total);
    expect(check.ok, check.message).toBe(true);
  }, 60_000);

  it('bonus buy lands within the 99% CI of its exact RTP', () => {
    const engine = createLineSlot({ variant: 96 });
    const acc = simulateRtp({ engine, bet: { amount: 20, buyBonus: true }, rng: new SeededRng('buy-sim'), rounds: 4_000 });
    const check = rtpWithinCi(acc, lineSlotRtp(cfg).bonusBuy!);
    expect(check.ok, check.message).toBe(true);
  }, 60_000);

  it('free spins are resumable from the stored state and retrigger', { timeout: 30_000 }, () => {
    const engine = createLineSlot();
    const rng = new SeededRng('fs');
    let found = false;
    for (let i = 0; i < 2_000 && !found; i++) {
      const first = engine.start({ amount: 20, buyBonus: true }, rng);
      expect(first.debit).toBe(2_000);
      let state = JSON.parse(JSON.stringify(first.state));
      let spins = 1;
      while (!state.done) {
        expect(engine.validateAction(state, { type: 'spin' }).ok).toBe(true);
        const r = engine.step(state, { type: 'spin' }, rng);
        state = JSON.parse(JSON.stringify(r.state));
        spins++;
      }
      if (spins > 10) found = true;
      expect(engine.validateAction(state, { type: 'spin' }).ok).toBe(false);
    }
    expect(found).toBe(true);
  });

  it('validates bets', () => {
    const engine = createLineSlot();
    expect(engine.validateBet({ amount: 20 }).ok).toBe(true);
    expect(engine.validateBet({ amount: 21 }).ok).toBe(false);
    expect(engine.validateBet({ amount: -20 }).ok).toBe(false);
    expect(engine.validateBet({ amount: '20' }).ok).toBe(false);
    expect(engine.validateBet(null).ok).toBe(false);
    expect(engine.validateBet({ amount: 20, buyBonus: 'yes' }).ok).toBe(false);
  });

  it('caps a round at maxWin × bet', () => {
    const rich = createLineSlotEngine({ ...cfg, maxWin: 3 });
    const rng = new ProvablyFairRng({ serverSeed: 'cap', clientSeed: 'c', nonce: 0 });
    let max = 0;
    for (let i = 0; i < 3_000; i++) max = Math.max(max, rich.start({ amount: 20 }, rng).credit);
    expect(max).toBe(60);
  }, 30_000);
});
