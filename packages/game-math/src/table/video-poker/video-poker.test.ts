import { describe, expect, it } from 'vitest';
import {
  createVideoPokerEngine,
  evaluatePoker,
  holdExpectations,
  JOB_96_OPTIMAL_RTP,
  jobStrategyHold,
  parseCard,
  rtpWithinCi,
  SeededRng,
  simulateRtp,
} from '../../index.ts';

const hand = (s: string) => s.split(' ').map(parseCard);
const held = (h: string, hold: boolean[]) =>
  h
    .split(' ')
    .filter((_, i) => hold[i])
    .join(' ');

describe('poker hand evaluator', () => {
  it.each([
    ['Th Jh Qh Kh Ah', 'royalFlush'],
    ['9s Ts Js Qs Ks', 'straightFlush'],
    ['Ac 2c 3c 4c 5c', 'straightFlush'],
    ['7h 7d 7c 7s 2d', 'fourOfAKind'],
    ['Kh Kd Kc 3s 3d', 'fullHouse'],
    ['2h 7h 9h Jh Kh', 'flush'],
    ['Ah 2d 3c 4s 5d', 'straight'],
    ['Th Jd Qc Ks Ad', 'straight'],
    ['Qh Kd Ac 2s 3d', 'nothing'],
    ['5h 5d 5c Ks 2d', 'threeOfAKind'],
    ['5h 5d Kc Ks 2d', 'twoPair'],
    ['Jh Jd 4c 8s 2d', 'jacksOrBetter'],
    ['Th Td 4c 8s 2d', 'nothing'],
  ])('%s is %s', (cards, expected) => {
    expect(evaluatePoker(hand(cards))).toBe(expected);
  });
});

describe('9/6 strategy chart', () => {
  it.each([
    ['Ah Kh Qh Jh 3h', 'Ah Kh Qh Jh'], // 4 to a royal beats a made flush
    ['Jh Jd 4c 8s 2d', 'Jh Jd'],
    ['5h 5d 5c Ks 2d', '5h 5d 5c'],
    ['Th Jd Qc Ks 3d', 'Th Jd Qc Ks'],
    ['4h 4d 9h Th Qh', '4h 9h Th Qh'], // 4 to a flush beats a low pair
    ['2h 5h 8h Jh Kd', '2h 5h 8h Jh'], // 4 to a flush
    ['Qh Jh 2c 7d 9s', 'Qh Jh'],
    ['Ac Kd 3h 7s 9c', 'Ac Kd'],
    ['2c 4d 7h 9s Tc', ''],
  ])('%s -> hold %s', (cards, expected) => {
    expect(held(cards, jobStrategyHold(hand(cards)))).toBe(expected);
  });

  it('its hold has the best expectation among the ≥2-card holds (exact enumeration, sampled hands)', () => {
    const rng = new SeededRng('vp-opt');
    const masks = Array.from({ length: 32 }, (_, m) => m).filter((m) => m.toString(2).replace(/0/g, '').length >= 2);
    for (let i = 0; i < 8; i++) {
      const h = rng.shuffle(Array.from({ length: 52 }, (_, c) => c)).slice(0, 5);
      const hold = jobStrategyHold(h);
      const mask = hold.reduce((m, x, j) => m | (x ? 1 << j : 0), 0);
      if (!masks.includes(mask)) continue;
      const evs = holdExpectations(h, undefined, masks);
      const best = Math.max(...evs.map((e) => e.ev));
      expect(evs.find((e) => e.mask === mask)!.ev).toBeCloseTo(best, 9);
    }
  }, 60_000);

  it('simulation lands within the 99% CI of the documented RTP', () => {
    const engine = createVideoPokerEngine();
    const acc = simulateRtp({
      engine,
      bet: { amount: 1 },
      rng: new SeededRng('vp'),
      rounds: 60_000,
      policy: (s) => ({ type: 'draw', hold: jobStrategyHold(s.hand) }),
    });
    const check = rtpWithinCi(acc, JOB_96_OPTIMAL_RTP);
    expect(check.ok, check.message).toBe(true);
  }, 60_000);

  it('draws replacements in deck order and validates the hold', () => {
    const engine = createVideoPokerEngine();
    const r = engine.start({ amount: 5 }, new SeededRng(1));
    const deck = r.state.deck;
    expect(r.state.hand).toEqual(deck.slice(0, 5));
    expect(engine.validateAction(r.state, { type: 'draw', hold: [true] }).ok).toBe(false);
    const d = engine.step(r.state, { type: 'draw', hold: [true, false, true, false, false] }, new SeededRng(2));
    expect(d.state.hand).toEqual([deck[0], deck[5], deck[2], deck[6], deck[7]]);
    expect(engine.publicView(d.state)).not.toHaveProperty('deck');
  });
});
