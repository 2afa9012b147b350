import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, onPostgres, type TestApp } from '../../../test/helpers';
import { nullPublisher } from '../../platform/realtime';
import { createWalletRepository } from './wallet.repository';
import { createWalletService, type WalletService } from './wallet.service';

/**
 * Many players, each hit by many debits at once that together ask for more than the player has.
 * On PostgreSQL every debit of every player is in flight at the same time (50 × 200); PGlite is one
 * session, so there the same check runs as a smaller serial version.
 */
const PLAYERS = onPostgres ? 50 : 5;
const DEBITS = onPostgres ? 200 : 40;
const FUNDING = onPostgres ? 10_000 : 2_000;

describe(`no overdraft and no lost update: ${PLAYERS} players × ${DEBITS} ${onPostgres ? 'parallel' : 'serial'} debits`, () => {
  let t: TestApp;
  let wallet: WalletService;
  beforeAll(async () => {
    t = await buildTestApp();
    wallet = createWalletService({
      repository: createWalletRepository(t.database.db),
      clock: t.clock,
      events: t.events,
      realtime: nullPublisher,
      projectId: 'fortuna',
    });
  });
  afterAll(() => t.close());

  it('never goes negative, loses nothing, and the ledger stays consistent', async () => {
    const players = Array.from({ length: PLAYERS }, () => randomUUID());
    for (const p of players)
      await wallet.credit({
        playerId: p,
        currency: 'EUR',
        amount: FUNDING,
        kind: 'deposit',
        idempotencyKey: `fund-${p}`,
        from: 'provider_clearing',
      });

    // seeded amounts averaging ~100 minor units: 200 of them ask for about twice the funding
    const amounts = fc.sample(fc.integer({ min: 1, max: 200 }), { seed: 6, numRuns: PLAYERS * DEBITS });
    const debits = players.flatMap((p, i) =>
      amounts.slice(i * DEBITS, (i + 1) * DEBITS).map((amount, j) => ({ p, amount, key: `bet-${p}-${j}` })),
    );
    expect(debits.reduce((s, d) => s + d.amount, 0)).toBeGreaterThan(PLAYERS * FUNDING);
    // every tenth debit is also sent a second time at once (a client retry racing the first try)
    const calls = [...debits, ...debits.filter((_, i) => i % 10 === 0)];

    const results = await Promise.allSettled(
      calls.map((d) =>
        wallet.debit({ playerId: d.p, currency: 'EUR', amount: d.amount, kind: 'bet', idempotencyKey: d.key, refuseIfRolledBack: true }),
      ),
    );
    const unexpected = results.flatMap((r) =>
      r.status === 'rejected' && (r.reason as { reason?: string }).reason !== 'insufficient_funds' ? [r.reason] : [],
    );
    expect(unexpected).toEqual([]);

    const applied = new Map<string, number>();
    results.forEach((r, i) => {
      if (r.status === 'fulfilled') applied.set(r.value.transactionId, calls[i].amount);
    });
    // duplicates replay the same transaction: distinct ids = debits that moved money
    const debitedPerPlayer = new Map<string, number>();
    for (const [txId] of applied) {
      const call = calls[results.findIndex((r) => r.status === 'fulfilled' && r.value.transactionId === txId)];
      debitedPerPlayer.set(call.p, (debitedPerPlayer.get(call.p) ?? 0) + call.amount);
    }

    for (const p of players) {
      const b = await wallet.balance(p, 'EUR');
      expect(b.real).toBeGreaterThanOrEqual(0);
      expect(b.real).toBe(FUNDING - (debitedPerPlayer.get(p) ?? 0)); // no lost update
      // a debit is refused only when the money ran out: what is left is less than any refused amount
      const refused = debits.filter((d, i) => d.p === p && results[i].status === 'rejected').map((d) => d.amount);
      if (refused.length) expect(b.real).toBeLessThan(Math.min(...refused));
    }
    const counted = (await t.database.db.execute(
      sql`select count(*)::int as n from wallet_transactions where kind = 'bet'`,
    )) as unknown as { rows: { n: number }[] };
    const [counts] = counted.rows;
    expect(Number(counts.n)).toBe(applied.size);
    expect(await wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: [], unbalancedTransactions: 0 });
  }, 600_000);
});
