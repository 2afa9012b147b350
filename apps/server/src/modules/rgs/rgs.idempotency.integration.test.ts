import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { RGS_ERROR_CODES } from '@fortuna/contracts';
import { buildTestApp, onPostgres, testEnv, type TestApp } from '../../../test/helpers';
import type { WalletService } from '../wallet';
import { asPlayer, countRows, fundedPlayer, headerSessions, launchAndOpen, ledgerOf, seamless } from './test/rgs.test-support';

/**
 * Duplicates never answer 5xx and never move money twice: 50 copies of each seamless call and 20 of
 * a live bet sent at once get one result; a replay that changes what it asks is refused with 409.
 */
const game = 'fortuna-pharaoh-lines';
const db = onPostgres ? 'PostgreSQL' : 'PGlite';
const CLEAN = { unbalancedCurrencies: [], driftedAccounts: [], unbalancedTransactions: 0 };

describe('idempotency of the seamless wallet and live bets', () => {
  let t: TestApp;
  let wallet: WalletService;
  beforeAll(async () => {
    t = await buildTestApp({ sessionResolver: headerSessions });
    wallet = ledgerOf(t);
  }, 180_000);
  afterAll(() => t.close());

  const call = (path: string, playerId: string, transactionId: string, extra: object) =>
    seamless(t, path, { playerId, currency: 'EUR', gameId: game, roundId: `r-${transactionId}`, transactionId, ...extra });
  const real = async (playerId: string) => (await wallet.balance(playerId, 'EUR')).real;
  const all = <T>(n: number, make: () => Promise<T>) => Promise.all(Array.from({ length: n }, make));
  const expectOneAnswer = (responses: { statusCode: number; body: string; json: () => unknown }[]) => {
    for (const r of responses) expect(r.statusCode, r.body).toBe(200);
    expect(new Set(responses.map((r) => JSON.stringify(r.json()))).size).toBe(1);
  };

  it(`50 concurrent duplicate bets: one debit, one answer, no 5xx (${db})`, async () => {
    const player = await fundedPlayer(wallet, 10_000);
    const id = `bet-${player}`;
    expectOneAnswer(await all(50, () => call('/bet', player, id, { amount: 300 })));
    expect(await real(player)).toBe(9_700);
    expect(await countRows(t, 'seamless_transactions', sql`transaction_id = ${id}`)).toBe(1);
    expect(await countRows(t, 'wallet_transactions', sql`idempotency_key = ${`sw:${id}`}`)).toBe(1);
  });

  it(`50 concurrent duplicate wins: one credit (${db})`, async () => {
    const player = await fundedPlayer(wallet, 1_000);
    const id = `win-${player}`;
    expectOneAnswer(await all(50, () => call('/win', player, id, { amount: 500, roundClosed: true })));
    expect(await real(player)).toBe(1_500);
  });

  it(`50 concurrent duplicate rollbacks, and 50 rollbacks of one bet under different ids: one refund (${db})`, async () => {
    const player = await fundedPlayer(wallet, 1_000);
    const betId = `rb-bet-${player}`;
    expect((await call('/bet', player, betId, { amount: 400 })).statusCode).toBe(200);
    expectOneAnswer(
      await all(50, () => call('/rollback', player, `rb-${player}`, { roundId: `r-${betId}`, originalTransactionId: betId })),
    );
    expect(await real(player)).toBe(1_000);
    const others = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call('/rollback', player, `rb-${i}-${player}`, { roundId: `r-${betId}`, originalTransactionId: betId }),
      ),
    );
    for (const r of others) expect(r.statusCode, r.body).toBe(200);
    expect(await real(player)).toBe(1_000);
    expect(await countRows(t, 'wallet_transactions', sql`reverses_key = ${`sw:${betId}`}`)).toBe(1);
  });

  it(`a bet and its rollback racing each other: either both or neither applied, never 5xx (${db})`, async () => {
    for (let i = 0; i < 10; i++) {
      const player = await fundedPlayer(wallet, 1_000);
      const betId = `race-${player}`;
      const results = await Promise.all([
        ...Array.from({ length: 5 }, () => call('/bet', player, betId, { amount: 100 })),
        ...Array.from({ length: 5 }, () =>
          call('/rollback', player, `${betId}:rb`, { roundId: `r-${betId}`, originalTransactionId: betId }),
        ),
      ]);
      for (const r of results) expect([200, 409], r.body).toContain(r.statusCode);
      expect(await real(player)).toBe(1_000);
    }
  });

  it('a replay that differs in amount, currency, round or game is refused with 409 and moves nothing', async () => {
    const player = await fundedPlayer(wallet, 10_000);
    const id = `changed-${player}`;
    const first = await call('/bet', player, id, { amount: 300 });
    expect(first.statusCode).toBe(200);
    const changed = [
      { amount: 301 },
      { amount: 300, currency: 'USD' },
      { amount: 300, roundId: 'another-round' },
      { amount: 300, gameId: 'fortuna-mega-fortune' },
    ];
    for (const extra of changed) {
      const res = await call('/bet', player, id, extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(409);
      expect(res.json().code).toBe(RGS_ERROR_CODES.transaction_mismatch);
    }
    const asWin = await call('/win', player, id, { amount: 300, roundClosed: true });
    expect(asWin.statusCode).toBe(409);
    const winId = `changed-win-${player}`;
    expect((await call('/win', player, winId, { amount: 50, roundClosed: true })).statusCode).toBe(200);
    expect((await call('/win', player, winId, { amount: 5_000, roundClosed: true })).statusCode).toBe(409);
    expect(await real(player)).toBe(10_000 - 300 + 50);
    expect((await call('/bet', player, id, { amount: 300 })).json()).toEqual(first.json());
    expect(await wallet.audit()).toEqual(CLEAN);
  });

  it(`20 concurrent duplicate live bets: one stake, no 5xx; a changed replay gets 409 (${db})`, async () => {
    const operator = { authorization: `Bearer ${testEnv().OPERATOR_TOKEN}`, 'content-type': 'application/json' };
    expect((await t.app.inject({ method: 'POST', url: '/api/rgs/live/tick', headers: operator })).statusCode).toBe(200);
    const player = await fundedPlayer(wallet, 10_000);
    const session = await launchAndOpen(t, 'auto-roulette-live', player);
    const roundId = (await t.app.inject({ method: 'GET', url: '/api/rgs/live/roulette' })).json().round.roundId as string;
    const transactionId = randomUUID();
    const bets = [{ type: 'red', amount: 1_00 }];
    const place = (b: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/rgs/live/bet',
        payload: { sessionId: session.sessionId, roundId, bets: b, transactionId },
        headers: asPlayer(player),
      });
    const results = await all(20, () => place(bets));
    for (const r of results) expect(r.statusCode, r.body).toBe(200);
    expect(new Set(results.map((r) => r.json().bet.betId)).size).toBe(1);
    expect(await real(player)).toBe(9_900);
    const changed = await place([{ type: 'black', amount: 1_00 }]);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe(RGS_ERROR_CODES.transaction_mismatch);
    expect(await real(player)).toBe(9_900);
    const [{ n }] = (
      (await t.database.db.execute(
        sql`select count(*)::int as n from rgs_live_bets where session_id = ${session.sessionId}`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(n).toBe(1);
  });
});
