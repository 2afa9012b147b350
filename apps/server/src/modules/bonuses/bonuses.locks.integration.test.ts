import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../../../test/helpers';
import { bonusHarness, makeFixedTemplate } from '../../../test/bonus-harness';
import { testSuite } from '../../../test/suite';

/**
 * The lock order of docs/bonuses.md ("Lock order"): every transaction that touches a player's bonus
 * rows takes the player's bonus lock first, then bonus rows, then the ledger. Bets that complete a
 * wager (commit), wins, rollbacks, activations, cancels and expiry of one player, all at once, on
 * PostgreSQL: no deadlock is ever detected (a deadlock would be retried silently, so we count the
 * 40P01 errors the server sees), and the money stays exact.
 */
describe.runIf(onPostgres)('bonus lock order (PostgreSQL)', () => {
  let deadlocks = 0;
  let restore: (() => void) | null = null;

  beforeAll(async () => {
    // every query of the pool's clients: count the deadlocks PostgreSQL reports
    const { default: pg } = await import('pg');
    const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
    const original = proto.query;
    proto.query = function (this: unknown, ...args: unknown[]) {
      const result = original.apply(this, args);
      if (result && typeof (result as Promise<unknown>).then === 'function')
        (result as Promise<unknown>).catch((err: { code?: string }) => {
          if (err?.code === '40P01') deadlocks++;
        });
      return result;
    };
    restore = () => {
      proto.query = original;
    };
  });
  afterAll(() => restore?.());
  const h = testSuite(bonusHarness);
  beforeAll(() => makeFixedTemplate(h, { id: 'locks', name: 'Locks', amount: 2_000, wagerRatio: 1 }));

  it('bets completing a wager, wins, rollbacks, activations, cancels and expiry of one player in parallel never deadlock', async () => {
    const refusals = new Set<number>();
    for (let i = 0; i < 12; i++) {
      const p = randomUUID();
      const grant = (n: number) =>
        h.bonuses.service.grant({ playerId: p, currency: 'EUR', templateId: 'locks', grantKey: `locks:${p}:${n}` });
      const a = (await grant(1))!;
      const b = (await grant(2))!;
      const c = (await grant(3))!;
      expect(a.status).toBe('active');
      const game = h.slot;
      const bet = (n: number, amount: number) =>
        h.seamless.service.bet({ transactionId: `b${n}-${p}`, playerId: p, gameId: game, roundId: `r${n}-${p}`, currency: 'EUR', amount });
      const win = (n: number, amount: number) =>
        h.seamless.service.win({ transactionId: `w${n}-${p}`, playerId: p, gameId: game, roundId: `r${n}-${p}`, currency: 'EUR', amount });
      const rollback = (n: number) =>
        h.seamless.service.rollback({
          transactionId: `rb${n}-${p}`,
          originalTransactionId: `b${n}-${p}`,
          playerId: p,
          gameId: game,
          roundId: `r${n}-${p}`,
          currency: 'EUR',
        });
      // a first bet so that a win and a rollback have something to work on
      await bet(0, 500);
      if (i % 3 === 2) h.clock.advance(8 * 86_400_000);
      const results = await Promise.allSettled([
        bet(1, 1_000),
        bet(2, 1_000),
        bet(3, 700),
        win(0, 800),
        rollback(0),
        rollback(2),
        h.bonuses.service.activate(p, b.id),
        h.bonuses.service.activate(p, c.id),
        h.bonuses.service.cancel(p, b.id),
        h.bonuses.service.activate(p, a.id),
        ...(i % 3 === 2 ? [h.bonuses.service.expireDue()] : []),
      ]);
      for (const r of results)
        if (r.status === 'rejected') {
          // refusals (a bonus ended meanwhile, not enough money) are answers, never a server error
          const status = (r.reason as { status?: number }).status;
          expect(status, String(r.reason)).toBeGreaterThanOrEqual(400);
          expect(status, String(r.reason)).toBeLessThan(500);
          refusals.add(status!);
        }
      // the invariant: the player's bonus account holds exactly the active bonus's amount
      const active = await h.bonuses.service.activeBonus(p, 'EUR');
      expect((await h.wallet.balance(p, 'EUR')).bonus).toBe(active?.amount ?? 0);
    }
    expect(deadlocks).toBe(0);
    expect(await h.wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: [], unbalancedTransactions: 0 });
  }, 120_000);
});
