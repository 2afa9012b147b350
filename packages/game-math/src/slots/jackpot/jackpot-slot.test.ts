import { describe, expect, it } from 'vitest';
import { createJackpotSlotEngine, lineSlotConfig, lineSlotRtp, rtpWithinCi, SeededRng, simulateRtp } from '../../index.ts';

describe('progressive jackpot slot', () => {
  it('documents total RTP = exact base game + 1% contribution', () => {
    const engine = createJackpotSlotEngine({ variant: 97 });
    const base = lineSlotRtp(lineSlotConfig({ variant: 96, lines: 25 })).total;
    expect(engine.describe().rtp.value).toBeCloseTo(base + 0.01, 12);
    expect(createJackpotSlotEngine({ variant: 95 }).describe().rtp.value).toBeCloseTo(
      lineSlotRtp(lineSlotConfig({ variant: 94 })).total + 0.01,
      12,
    );
    expect(engine.validateBet({ amount: 25, buyBonus: true }).ok).toBe(false);
  });

  it('reports the contribution on every paid spin and triggers at the documented rate', () => {
    const engine = createJackpotSlotEngine({ jackpot: { contribution: 0.01, oneIn: 200 } });
    const rng = new SeededRng('jp');
    let wins = 0;
    const n = 40_000;
    for (let i = 0; i < n; i++) {
      const r = engine.start({ amount: 2500 }, rng);
      expect(r.jackpotContribution).toBe(25);
      if (r.jackpotWon) wins++;
      let state = r.state;
      while (!state.done) {
        const s = engine.step(state, { type: 'spin' }, rng);
        expect(s.jackpotContribution).toBeUndefined();
        state = s.state;
      }
    }
    // binomial(40000, 1/200): mean 200, sd ≈ 14.1; 99% band ±37
    expect(Math.abs(wins - n / 200)).toBeLessThan(37);
  }, 60_000);

  it('simulated return plus contribution lands within the 99% CI of the documented RTP', () => {
    const engine = createJackpotSlotEngine({ variant: 97 });
    const acc = simulateRtp({
      engine,
      bet: { amount: 2500 },
      rng: new SeededRng('jp-rtp'),
      rounds: 50_000,
      includeJackpotContribution: true,
    });
    const check = rtpWithinCi(acc, engine.describe().rtp.value);
    expect(check.ok, check.message).toBe(true);
  }, 60_000);
});
