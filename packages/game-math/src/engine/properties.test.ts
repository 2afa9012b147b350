import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDefaultEngines, DEFAULT_LIMITS, SeededRng, type Engine, type RoundState } from '../index.ts';

type AnyEngine = Engine<any, any, RoundState, any>;
const engines = createDefaultEngines();
const ids = Object.keys(engines);

/** A valid random bet for the engine, drawn from the seeded source. */
function randomBet(engine: AnyEngine, r: SeededRng): unknown {
  const amount = (1 + r.int(50)) * 100;
  const id = engine.id;
  if (id.startsWith('roulette')) {
    const pool = [
      { type: 'straight', numbers: [r.int(37)] },
      { type: 'split', numbers: [0, 1 + r.int(3)] },
      { type: 'dozen', numbers: [1 + r.int(3)] },
      { type: 'red' },
      { type: 'high' },
      { type: 'corner', numbers: [1, 2, 4, 5] },
    ];
    return {
      bets: pool
        .filter(() => r.int(2) === 0)
        .map((b) => ({ ...b, amount }))
        .concat([{ type: 'odd', amount }]),
    };
  }
  if (id.startsWith('baccarat'))
    return { bets: (['player', 'banker', 'tie'] as const).filter((_, i) => i === 0 || r.int(2) === 0).map((type) => ({ type, amount })) };
  if (id.startsWith('dice')) {
    const direction = r.int(2) ? 'under' : 'over';
    return { amount, direction, target: direction === 'under' ? 100 + r.int(9700) : 199 + r.int(9700) };
  }
  if (id.startsWith('crash')) return { amount, autoCashout: 101 + r.int(100_000) };
  if (id.startsWith('mines')) return { amount, mines: 1 + r.int(24) };
  if (id.startsWith('line')) return { amount, buyBonus: r.int(20) === 0 };
  return { amount };
}

/** A random action among those the state allows (some invalid on purpose: the engine must refuse them). */
function randomAction(state: RoundState & Record<string, unknown>, r: SeededRng): unknown {
  const type = state.actions[r.int(state.actions.length)];
  switch (type) {
    case 'reveal':
      return { type, tile: r.int(26) };
    case 'cashout':
      return { type, multiplier: 1 + r.float() * 5 };
    case 'draw':
      return { type, hold: Array.from({ length: 5 }, () => r.int(2) === 1) };
    default:
      return { type };
  }
}

describe('engine invariants (property based)', () => {
  it('rounds only move money the right way, respect caps and always finish in a valid state', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ids), fc.integer({ min: 0, max: 2 ** 31 }), (id, seed) => {
        const engine = engines[id] as AnyEngine;
        const r = new SeededRng(seed);
        const checked = engine.validateBet(randomBet(engine, r));
        expect(checked.ok).toBe(true);
        if (!checked.ok) return;
        let result = engine.start(checked.bet, r);
        let debits = result.debit;
        let credits = result.credit;
        let steps = 0;
        while (!result.state.done) {
          expect(result.state.actions.length).toBeGreaterThan(0);
          const v = engine.validateAction(result.state, randomAction(result.state as RoundState & Record<string, unknown>, r));
          if (!v.ok) continue;
          result = engine.step(JSON.parse(JSON.stringify(result.state)), v.action, r);
          expect(result.debit).toBeGreaterThanOrEqual(0);
          expect(result.credit).toBeGreaterThanOrEqual(0);
          debits += result.debit;
          credits += result.credit;
          expect(++steps).toBeLessThan(1_000);
        }
        const s = result.state;
        expect(s.actions).toEqual([]);
        expect(s.totalStake).toBe(debits);
        expect(s.totalWin).toBe(credits);
        expect(Number.isSafeInteger(debits) && Number.isSafeInteger(credits)).toBe(true);
        expect(credits).toBeGreaterThanOrEqual(0);
        const d = engine.describe();
        const base = d.kind === 'slot' ? (checked.bet as { amount: number }).amount : s.totalStake;
        expect(credits).toBeLessThanOrEqual((d.maxWinMultiplier ?? Infinity) * base + 1e-9);
        expect(engine.validateAction(s, { type: 'spin' }).ok).toBe(false);
      }),
      { numRuns: 600, seed: 20261121 },
    );
  }, 60_000);

  it('bet and action validation never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ids), fc.anything(), fc.anything(), (id, bet, action) => {
        const engine = engines[id] as AnyEngine;
        const checked = engine.validateBet(bet);
        expect(typeof checked.ok).toBe('boolean');
        const valid = engine.validateBet(randomBet(engine, new SeededRng(1)));
        if (!valid.ok) throw new Error('random bet should be valid');
        const started = engine.start(valid.bet, new SeededRng(2));
        expect(typeof engine.validateAction(started.state, action).ok).toBe('boolean');
      }),
      { numRuns: 300, seed: 7 },
    );
  }, 60_000);

  it('amounts out of the limits or not integers are refused', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ids),
        fc.oneof(fc.double(), fc.integer({ max: 0 }), fc.constant(DEFAULT_LIMITS.maxBet + 100)),
        (id, amount) => {
          const engine = engines[id] as AnyEngine;
          const bet = randomBet(engine, new SeededRng(3)) as Record<string, unknown>;
          const withAmount = 'bets' in bet ? { bets: [{ type: id.startsWith('baccarat') ? 'tie' : 'red', amount }] } : { ...bet, amount };
          if (Number.isSafeInteger(amount) && (amount as number) > 0 && (amount as number) <= DEFAULT_LIMITS.maxBet) return;
          expect(engine.validateBet(withAmount).ok).toBe(false);
        },
      ),
      { numRuns: 300, seed: 11 },
    );
  });
});
