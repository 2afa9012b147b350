import { describe, expect, it } from 'vitest';
import {
  coveredNumbers,
  createRouletteEngine,
  ROULETTE_PAYS,
  rtpWithinCi,
  SeededRng,
  settleRoulette,
  simulateRtp,
  type RouletteBet,
} from '../index.ts';

/** One legal placement of every bet type. */
const EVERY_BET: RouletteBet[] = [
  { type: 'straight', numbers: [0], amount: 10 },
  { type: 'straight', numbers: [17], amount: 10 },
  { type: 'split', numbers: [0, 2], amount: 10 },
  { type: 'split', numbers: [14, 17], amount: 10 },
  { type: 'split', numbers: [20, 21], amount: 10 },
  { type: 'street', numbers: [31, 32, 33], amount: 10 },
  { type: 'trio', numbers: [0, 1, 2], amount: 10 },
  { type: 'corner', numbers: [17, 18, 20, 21], amount: 10 },
  { type: 'firstFour', numbers: [0, 1, 2, 3], amount: 10 },
  { type: 'sixLine', numbers: [4, 5, 6, 7, 8, 9], amount: 10 },
  { type: 'dozen', numbers: [2], amount: 10 },
  { type: 'column', numbers: [3], amount: 10 },
  { type: 'red', amount: 10 },
  { type: 'black', amount: 10 },
  { type: 'odd', amount: 10 },
  { type: 'even', amount: 10 },
  { type: 'low', amount: 10 },
  { type: 'high', amount: 10 },
];

describe('European roulette', () => {
  it.each(EVERY_BET.map((b) => [b.type, b] as const))('%s returns exactly 36/37 over the 37 pockets', (_t, bet) => {
    let back = 0;
    for (let n = 0; n <= 36; n++) back += settleRoulette([bet], n)[0].win;
    expect(back / (37 * bet.amount)).toBeCloseTo(36 / 37, 12);
  });

  it('pays 35/17/11/8/5/2/1 to 1', () => {
    expect([
      ROULETTE_PAYS.straight,
      ROULETTE_PAYS.split,
      ROULETTE_PAYS.street,
      ROULETTE_PAYS.corner,
      ROULETTE_PAYS.sixLine,
      ROULETTE_PAYS.dozen,
      ROULETTE_PAYS.red,
    ]).toEqual([35, 17, 11, 8, 5, 2, 1]);
    expect(settleRoulette([{ type: 'straight', numbers: [7], amount: 10 }], 7)[0].win).toBe(360);
    expect(settleRoulette([{ type: 'red', amount: 10 }], 0)[0].win).toBe(0);
  });

  it('covers the right numbers', () => {
    expect(coveredNumbers({ type: 'column', numbers: [1] })).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34]);
    expect(coveredNumbers({ type: 'dozen', numbers: [3] })).toEqual(Array.from({ length: 12 }, (_, i) => 25 + i));
    expect((coveredNumbers({ type: 'red' }) as number[]).length).toBe(18);
  });

  it.each([
    [{ type: 'split', numbers: [3, 4], amount: 10 }],
    [{ type: 'split', numbers: [1, 5], amount: 10 }],
    [{ type: 'street', numbers: [2, 3, 4], amount: 10 }],
    [{ type: 'corner', numbers: [3, 4, 6, 7], amount: 10 }],
    [{ type: 'sixLine', numbers: [34, 35, 36, 37, 38, 39], amount: 10 }],
    [{ type: 'basket', numbers: [0, 1, 2, 3], amount: 10 }],
    [{ type: 'red', numbers: [1], amount: 10 }],
    [{ type: 'straight', numbers: [37], amount: 10 }],
    [{ type: 'straight', numbers: [5], amount: 0 }],
    [{ type: 'dozen', numbers: [4], amount: 10 }],
  ])('rejects an illegal bet %j', (bet) => {
    const v = createRouletteEngine().validateBet({ bets: [bet] });
    expect(v.ok).toBe(false);
  });

  it('simulation lands within the 99% CI of 36/37', () => {
    const engine = createRouletteEngine();
    const acc = simulateRtp({
      engine,
      bet: {
        bets: [
          { type: 'straight', numbers: [17], amount: 100 },
          { type: 'red', amount: 100 },
        ],
      },
      rng: new SeededRng('roulette'),
      rounds: 100_000,
    });
    const check = rtpWithinCi(acc, 36 / 37);
    expect(check.ok, check.message).toBe(true);
  }, 30_000);
});
