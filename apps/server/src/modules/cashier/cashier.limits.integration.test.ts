import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { onPostgres, testEnv } from '../../../test/helpers';
import { makeWallet, TEST_CARD as card } from '../../../test/factories';
import { playerSuite } from '../../../test/suite';
import { asPlayer } from '../../../test/test-sessions';
import { nullPublisher } from '../../platform/realtime';
import { createCashierModule } from './cashier.module';
import { DAILY_WITHDRAWAL_LIMIT } from './cashier.service';
import { cashierManualVerifications, payments } from './cashier.tables';
import { deliverCallbacks } from './cashier.test-helpers';
import { cashierFrameSchema } from '@fortuna/contracts';

/**
 * A player's cashier limits under concurrency (on PostgreSQL the requests really overlap): each
 * limit is checked in the transaction that records the movement, with the player's cashier row
 * locked, so no number of parallel requests gets past it.
 */

describe('cashier limits under concurrency', () => {
  const t = playerSuite();
  const wallet = () => makeWallet(t);

  it('60 parallel withdrawals never pass the daily withdrawal limit', async () => {
    const player = randomUUID();
    await wallet().credit({ playerId: player, currency: 'EUR', amount: 10_000_000, kind: 'deposit', idempotencyKey: `limits-${player}` });
    await t.database.db.insert(cashierManualVerifications).values({ playerId: player, verifiedAt: t.clock.now(), note: 'test' });
    // card withdrawals go to a card that deposited: one small deposit makes it a payout method
    const deposit = 1_000;
    await t.app.inject({
      method: 'POST',
      url: '/api/cashier/deposit',
      headers: asPlayer(player),
      payload: { paymentSystem: 'sandbox-card', amount: deposit, card },
    });
    await deliverCallbacks(t);
    const [method] = cashierFrameSchema.parse(
      (await t.app.inject({ url: '/api/cashier/frame', headers: asPlayer(player) })).json(),
    ).payoutMethods;
    // 1 000.00 each: 20 of them make the 20 000.00 limit (past 60 a minute the rate limit would answer 429 first)
    const amount = 100_000;
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/cashier/withdrawal',
          headers: asPlayer(player),
          payload: { paymentSystem: 'sandbox-card', amount, methodId: method.id },
        }),
      ),
    );
    const accepted = answers.filter((r) => r.statusCode === 200);
    const dailyLimit = answers.filter((r) => r.statusCode === 400 && r.json().errors?.amount?.[0] === 'daily limit');
    const rateLimited = answers.filter((r) => r.statusCode === 429);
    expect(accepted.length + dailyLimit.length + rateLimited.length).toBe(60);
    expect(dailyLimit.length).toBeGreaterThan(0);
    expect(accepted).toHaveLength(DAILY_WITHDRAWAL_LIMIT / amount);
    const [{ total }] = await t.database.db
      .select({ total: sql<number>`coalesce(sum(${payments.amount}), 0)::bigint` })
      .from(payments)
      .where(and(eq(payments.playerId, player), eq(payments.type, 'out')));
    expect(Number(total)).toBe(DAILY_WITHDRAWAL_LIMIT);
    const balances = (await t.app.inject({ url: '/api/player/balances', headers: asPlayer(player) })).json();
    expect(balances[0].real).toBe(10_000_000 + deposit - DAILY_WITHDRAWAL_LIMIT);
  });

  it('20 parallel deposits: one passes the next-charge interval, the others get 1102', async () => {
    const player = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/api/cashier/deposit',
          headers: asPlayer(player),
          payload: { paymentSystem: 'sandbox-card', amount: 2_000, card },
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode !== 200)) expect(r.json().code).toBe(1102);
    expect(await t.database.db.select().from(payments).where(eq(payments.playerId, player))).toHaveLength(1);
  });

  it('the deposit-limit seam runs in the deposit’s transaction, with the player’s cashier row locked; its refusal records nothing', async () => {
    const player = randomUUID();
    const seen: { lockedElsewhere: boolean | null }[] = [];
    let allow = true;
    const cashier = createCashierModule({
      env: testEnv(),
      database: t.database,
      clock: t.clock,
      events: t.events,
      realtime: nullPublisher,
      wallet: wallet(),
      currencyOf: async () => 'EUR',
      dispatch: false,
      seams: {
        checkDepositLimit: async ({ playerId, tx }) => {
          // the seam reads through the deposit's own transaction handle (the outer handle would wait on PGlite)
          await tx.execute(sql`select 1 from cashier_player_state where player_id = ${playerId}`);
          // on PostgreSQL another connection cannot take the player's row meanwhile (its first deposit
          // inserts the row: the other side waits on the key, so it tries the same upsert, briefly)
          let lockedElsewhere: boolean | null = null;
          if (onPostgres) {
            try {
              await t.database.db.transaction(async (other) => {
                await other.execute(sql`set local lock_timeout = '200ms'`);
                await other.execute(
                  sql`insert into cashier_player_state (player_id, locked_at) values (${playerId}, now()) on conflict (player_id) do update set locked_at = now()`,
                );
              });
              lockedElsewhere = false;
            } catch {
              lockedElsewhere = true;
            }
          }
          seen.push({ lockedElsewhere });
          return allow ? { allowed: true } : { allowed: false, message: 'Your deposit limit is reached' };
        },
      },
    });
    await cashier.service.createDeposit(player, 'localhost', { paymentSystem: 'sandbox-card', amount: 2_000, card });
    expect(seen).toEqual([{ lockedElsewhere: onPostgres ? true : null }]);
    t.clock.advance(10_000);
    allow = false;
    await expect(
      cashier.service.createDeposit(player, 'localhost', { paymentSystem: 'sandbox-card', amount: 2_000, card }),
    ).rejects.toMatchObject({ status: 403 });
    expect(await t.database.db.select().from(payments).where(eq(payments.playerId, player))).toHaveLength(1);
  });
});
