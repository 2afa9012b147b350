import { describe, expect, it } from 'vitest';
import {
  basicStrategy,
  basicStrategyMove,
  BLACKJACK_DOCUMENTED_RTP,
  createBlackjackEngine,
  handValue,
  parseCard,
  rtpWithinCi,
  SeededRng,
  simulateRtp,
} from '../../index.ts';

const engine = createBlackjackEngine();
/** Shoe from labels, top first: player, dealer up, player, dealer hole, then draws. Padded with 2s. */
const shoe = (...labels: string[]) => [...labels.map(parseCard), ...Array.from({ length: 40 }, () => parseCard('2c'))];

describe('blackjack rules', () => {
  it('values hands (soft aces, faces)', () => {
    expect(handValue(['Ah', 'Kd'].map(parseCard))).toEqual({ total: 21, soft: true });
    expect(handValue(['Ah', 'Ad', '9c'].map(parseCard))).toEqual({ total: 21, soft: true });
    expect(handValue(['Ah', '6d', 'Tc'].map(parseCard))).toEqual({ total: 17, soft: false });
  });

  it('pays blackjack 3:2 immediately', () => {
    const r = engine.deal({ amount: 100 }, shoe('Ah', '9c', 'Kd', '7s'));
    expect(r.state.done).toBe(true);
    expect(r.credit).toBe(250);
    expect(r.state.hands[0].result).toBe('blackjack');
  });

  it('offers insurance on an ace, pays it 2:1 when the dealer has blackjack', () => {
    const r = engine.deal({ amount: 100 }, shoe('Th', 'Ac', '9d', 'Ks'));
    expect(r.state.actions).toEqual(['insurance', 'noInsurance']);
    const ins = engine.step(r.state, { type: 'insurance' }, new SeededRng(0));
    expect(ins.debit).toBe(50);
    expect(ins.credit).toBe(150);
    expect(ins.state.done).toBe(true);
    expect(ins.state.totalStake - ins.state.totalWin).toBe(0);
  });

  it('dealer stands on soft 17 and a double takes one card', () => {
    const r = engine.deal({ amount: 100 }, shoe('6h', 'Ac', '5d', '6s', 'Tc'));
    const s = engine.step(r.state, { type: 'noInsurance' }, new SeededRng(0));
    expect(s.state.actions).toContain('double');
    const d = engine.step(s.state, { type: 'double' }, new SeededRng(0));
    expect(d.debit).toBe(100);
    expect(d.state.done).toBe(true);
    expect(d.state.dealer).toHaveLength(2); // soft 17: stands
    expect(d.state.hands[0].result).toBe('win'); // 21 vs 17
    expect(d.credit).toBe(400);
  });

  it('split aces get one card each and cannot be re-split', () => {
    const r = engine.deal({ amount: 100 }, shoe('Ah', '9c', 'Ad', '8s', 'Ac', 'Kh'));
    expect(r.state.actions).toContain('split');
    const s = engine.step(r.state, { type: 'split' }, new SeededRng(0));
    expect(s.state.done).toBe(true);
    expect(s.state.hands.map((h) => h.cards.length)).toEqual([2, 2]);
    // first hand A+A = 12 loses to 17, second A+K = 21 (not a blackjack) wins 1:1
    expect(s.state.hands.map((h) => h.result)).toEqual(['lose', 'win']);
    expect(s.credit).toBe(200);
  });

  it('splits up to 3 times (4 hands)', () => {
    const r = engine.deal({ amount: 100 }, shoe('8h', 'Tc', '8d', '9s', '8c', '8s', '8h', 'Tc', 'Td', 'Th', 'Ts'));
    let state = r.state;
    for (let i = 0; i < 3; i++) state = engine.step(state, { type: 'split' }, new SeededRng(0)).state;
    expect(state.hands).toHaveLength(4);
    expect(state.actions).not.toContain('split');
    expect(state.totalStake).toBe(400);
  });

  it('refuses actions that are not allowed now', () => {
    const r = engine.deal({ amount: 100 }, shoe('9h', '7c', '5d', '9s'));
    expect(engine.validateAction(r.state, { type: 'split' }).ok).toBe(false);
    expect(engine.validateAction(r.state, { type: 'insurance' }).ok).toBe(false);
    expect(engine.validateAction(r.state, { type: 'fold' }).ok).toBe(false);
    expect(engine.validateAction(r.state, { type: 'hit' }).ok).toBe(true);
    expect(engine.validateBet({ amount: 101 }).ok).toBe(false);
  });

  it('hides the shoe and the hole card until the end', () => {
    const r = engine.deal({ amount: 100 }, shoe('9h', '7c', '5d', '9s'));
    const view = engine.publicView(r.state) as { shoe?: unknown; dealer: number[] };
    expect(view.shoe).toBeUndefined();
    expect(view.dealer).toHaveLength(1);
  });
});

describe('basic strategy', () => {
  const c = (s: string) => parseCard(s);
  it('follows the chart', () => {
    expect(basicStrategyMove([c('Th'), c('6d')], c('7s'), true, false)).toBe('H');
    expect(basicStrategyMove([c('Th'), c('6d')], c('6s'), true, false)).toBe('S');
    expect(basicStrategyMove([c('6h'), c('5d')], c('Ts'), true, false)).toBe('D');
    expect(basicStrategyMove([c('6h'), c('5d')], c('As'), true, false)).toBe('H');
    expect(basicStrategyMove([c('Ah'), c('7d')], c('9s'), true, false)).toBe('H');
    expect(basicStrategyMove([c('Ah'), c('7d')], c('4s'), false, false)).toBe('S');
    expect(basicStrategyMove([c('8h'), c('8d')], c('Ts'), true, true)).toBe('P');
    expect(basicStrategyMove([c('9h'), c('9d')], c('7s'), true, true)).toBe('S');
    expect(basicStrategyMove([c('Th'), c('Kd')], c('6s'), true, true)).toBe('S');
  });

  it('simulated RTP per initial bet lands within the 99% CI of the documented value', () => {
    const acc = simulateRtp({
      engine,
      bet: { amount: 100 },
      rng: new SeededRng('bj'),
      rounds: 40_000,
      policy: basicStrategy,
      per: 'initial',
    });
    const ok = Math.abs(acc.rtp - BLACKJACK_DOCUMENTED_RTP.value) <= Math.hypot(acc.ci99, BLACKJACK_DOCUMENTED_RTP.ci99);
    expect(ok, rtpWithinCi(acc, BLACKJACK_DOCUMENTED_RTP.value).message).toBe(true);
  }, 60_000);
});
