import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { playerBalancesSchema } from '@fortuna/contracts';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { transaction } from '../../platform/db';
import { recordingPublisher } from '../../platform/realtime';
import { createWalletRepository } from './wallet.repository';
import { createWalletService, type WalletService } from './wallet.service';
import { WALLET_BALANCE_CHANGED, type BalanceChangedEvent } from './wallet.events';
import { asPlayer, headerSessions } from '../../../test/test-sessions';

describe('wallet ledger', () => {
  let t: TestApp;
  let wallet: WalletService;
  const realtime = recordingPublisher();
  const changed: BalanceChangedEvent[] = [];

  beforeAll(async () => {
    t = await buildTestApp({ sessionResolver: headerSessions });
    wallet = createWalletService({
      repository: createWalletRepository(t.database.db),
      clock: t.clock,
      events: t.events,
      realtime,
      projectId: 'fortuna',
    });
    t.events.on<BalanceChangedEvent>(WALLET_BALANCE_CHANGED, (e) => void changed.push(e));
  });
  afterAll(() => t.close());

  const audit = async () => {
    const a = await wallet.audit();
    expect(a).toEqual({ unbalancedCurrencies: [], driftedAccounts: [], unbalancedTransactions: 0 });
  };

  it('credits a player and serves playerBalance, first item in the account currency', async () => {
    const player = randomUUID();
    await wallet.credit({
      playerId: player,
      currency: 'EUR',
      amount: 12_345,
      kind: 'deposit',
      idempotencyKey: `dep-${player}`,
      from: 'provider_clearing',
    });
    const res = await t.app.inject({ url: '/api/player/balances', headers: asPlayer(player) });
    expect(res.statusCode).toBe(200);
    const body = playerBalancesSchema.parse(res.json());
    expect(body[0]).toEqual({ balance: 12_345, bonus: 0, bonusPoints: 0, currency: 'EUR', real: 12_345, activeBonus: null });
    await audit();
  });

  it('answers a player without accounts with zeros in EUR, and 401 when signed out', async () => {
    const res = await t.app.inject({ url: '/api/player/balances', headers: asPlayer(randomUUID()) });
    expect(res.json()).toEqual([{ balance: 0, bonus: 0, bonusPoints: 0, currency: 'EUR', real: 0, activeBonus: null }]);
    const anon = await t.app.inject({ url: '/api/player/balances' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toMatchObject({ code: 401 });
  });

  it('a retry returns the first result; a retry with other parameters is refused and moves nothing', async () => {
    const player = randomUUID();
    const first = await wallet.credit({ playerId: player, currency: 'EUR', amount: 500, kind: 'deposit', idempotencyKey: `k-${player}` });
    const again = await wallet.credit({ playerId: player, currency: 'EUR', amount: 500, kind: 'deposit', idempotencyKey: `k-${player}` });
    expect(again.transactionId).toBe(first.transactionId);
    expect(again.replayed).toBe(true);
    expect(again.entries).toEqual(first.entries);
    await expect(
      wallet.credit({ playerId: player, currency: 'EUR', amount: 501, kind: 'deposit', idempotencyKey: `k-${player}` }),
    ).rejects.toMatchObject({
      status: 409,
      reason: 'idempotency_conflict',
    });
    expect((await wallet.balance(player, 'EUR')).real).toBe(500);
    await audit();
  });

  it('refuses a debit beyond the balance and changes nothing', async () => {
    const player = randomUUID();
    await wallet.credit({ playerId: player, currency: 'EUR', amount: 1000, kind: 'deposit', idempotencyKey: `d-${player}` });
    await expect(
      wallet.debit({ playerId: player, currency: 'EUR', amount: 1001, kind: 'bet', idempotencyKey: `b-${player}` }),
    ).rejects.toMatchObject({
      reason: 'insufficient_funds',
    });
    expect((await wallet.balance(player, 'EUR')).real).toBe(1000);
    // the refused key is free: a smaller bet with another key passes
    const ok = await wallet.debit({ playerId: player, currency: 'EUR', amount: 1000, kind: 'bet', idempotencyKey: `b2-${player}` });
    expect(ok.entries.find((e) => 'playerId' in e.account)?.balanceAfter).toBe(0);
    await audit();
  });

  it('rejects bad input with a 400 and moves nothing', async () => {
    const player = randomUUID();
    for (const amount of [0, -5, 1.5, Number.NaN, 1e20]) {
      await expect(
        wallet.credit({ playerId: player, currency: 'EUR', amount, kind: 'deposit', idempotencyKey: `x-${amount}-${player}` }),
      ).rejects.toMatchObject({ status: 400 });
    }
    await expect(
      wallet.credit({ playerId: player, currency: 'eur', amount: 1, kind: 'deposit', idempotencyKey: `c-${player}` }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      wallet.post({
        kind: 'transfer',
        idempotencyKey: `p-${player}`,
        currency: 'EUR',
        legs: [
          { account: { playerId: player, kind: 'real' }, amount: 5 },
          { account: { system: 'house' }, amount: -4 },
        ],
      }),
    ).rejects.toMatchObject({ status: 400 });
    expect(await wallet.balances(player)).toEqual([]);
  });

  it('rolls a bet back exactly once, even with a second rollback under another key', async () => {
    const player = randomUUID();
    await wallet.credit({ playerId: player, currency: 'EUR', amount: 1000, kind: 'deposit', idempotencyKey: `d-${player}` });
    await wallet.debit({
      playerId: player,
      currency: 'EUR',
      amount: 300,
      kind: 'bet',
      idempotencyKey: `bet-${player}`,
      reference: 'round-1',
    });
    const rb = await wallet.reverse({ originalKey: `bet-${player}`, idempotencyKey: `rb-${player}` });
    expect(rb.entries.find((e) => 'playerId' in e.account)).toMatchObject({ amount: 300, balanceAfter: 1000 });
    const rbRetry = await wallet.reverse({ originalKey: `bet-${player}`, idempotencyKey: `rb-${player}` });
    expect(rbRetry).toMatchObject({ transactionId: rb.transactionId, replayed: true });
    const rbOther = await wallet.reverse({ originalKey: `bet-${player}`, idempotencyKey: `rb2-${player}` });
    expect(rbOther).toMatchObject({ transactionId: rb.transactionId, replayed: true });
    expect((await wallet.balance(player, 'EUR')).real).toBe(1000);
    await expect(wallet.reverse({ originalKey: `rb-${player}`, idempotencyKey: `rbrb-${player}` })).rejects.toMatchObject({
      reason: 'not_reversible',
    });
    await audit();
  });

  it('a rollback that arrives before its bet is recorded and the late bet is refused', async () => {
    const player = randomUUID();
    await wallet.credit({ playerId: player, currency: 'EUR', amount: 1000, kind: 'deposit', idempotencyKey: `d-${player}` });
    const rb = await wallet.reverse({ originalKey: `late-${player}`, idempotencyKey: `rb-${player}`, playerId: player, currency: 'EUR' });
    expect(rb.entries).toEqual([]);
    await expect(
      wallet.debit({
        playerId: player,
        currency: 'EUR',
        amount: 100,
        kind: 'bet',
        idempotencyKey: `late-${player}`,
        refuseIfRolledBack: true,
      }),
    ).rejects.toMatchObject({ reason: 'already_rolled_back' });
    expect((await wallet.balance(player, 'EUR')).real).toBe(1000);
    await audit();
  });

  it('emits wallet.balanceChanged and pushes balanceChanged on the profile channel after commit, not for retries', async () => {
    const player = randomUUID();
    changed.length = 0;
    realtime.sent.length = 0;
    await wallet.credit({
      playerId: player,
      currency: 'EUR',
      amount: 700,
      kind: 'win',
      idempotencyKey: `w-${player}`,
      reference: 'round-9',
    });
    await wallet.credit({
      playerId: player,
      currency: 'EUR',
      amount: 700,
      kind: 'win',
      idempotencyKey: `w-${player}`,
      reference: 'round-9',
    });
    expect(changed).toEqual([
      expect.objectContaining({ playerId: player, currency: 'EUR', real: 700, bonus: 0, balance: 700, kind: 'win', reference: 'round-9' }),
    ]);
    expect(realtime.sent).toEqual([
      { channel: `profile:fortuna#${player}`, message: { type: 'balanceChanged', payload: { real: 700, bonus: 0, currency: 'EUR' } } },
    ]);
    // a refused movement announces nothing
    await expect(
      wallet.debit({ playerId: player, currency: 'EUR', amount: 701, kind: 'bet', idempotencyKey: `o-${player}` }),
    ).rejects.toThrow();
    expect(changed).toHaveLength(1);
  });

  it('movements made withBalances report the untouched balances; the push after commit carries the balances at COMMIT from them', async () => {
    const player = randomUUID();
    await wallet.credit({ playerId: player, currency: 'EUR', amount: 5_000, kind: 'deposit', idempotencyKey: `wb-d-${player}` });
    await wallet.credit({
      playerId: player,
      currency: 'EUR',
      amount: 300,
      kind: 'bonus_award',
      idempotencyKey: `wb-b-${player}`,
      balance: 'bonus',
    });
    changed.length = 0;
    realtime.sent.length = 0;
    // a bet and a win of real money in one transaction, as a round is
    const [bet, win] = await wallet.runInTransaction(async (_tx, ledger) => [
      await ledger.post({
        kind: 'bet',
        idempotencyKey: `wb-bet-${player}`,
        currency: 'EUR',
        legs: [
          { account: { playerId: player, kind: 'real' }, amount: -1_000 },
          { account: { system: 'house' }, amount: 1_000 },
        ],
        withBalances: true,
      }),
      await ledger.post({
        kind: 'win',
        idempotencyKey: `wb-win-${player}`,
        currency: 'EUR',
        legs: [
          { account: { system: 'house' }, amount: -2_500 },
          { account: { playerId: player, kind: 'real' }, amount: 2_500 },
        ],
        withBalances: true,
      }),
    ]);
    expect(bet.otherBalances).toEqual([{ playerId: player, kind: 'bonus', balance: 300 }]);
    expect(win.entries.find((e) => 'playerId' in e.account)?.balanceAfter).toBe(6_500);
    const final = { real: 6_500, bonus: 300, currency: 'EUR' };
    expect(await wallet.balance(player, 'EUR')).toMatchObject(final);
    // one announcement per player, with the balances at COMMIT (after the win, not after the bet)
    expect(changed).toEqual([expect.objectContaining({ playerId: player, ...final, balance: 6_800, kind: 'bet' })]);
    expect(realtime.sent).toEqual([{ channel: `profile:fortuna#${player}`, message: { type: 'balanceChanged', payload: final } }]);
    // a player without a bonus account: reported as none (0)
    const other = randomUUID();
    await wallet.credit({ playerId: other, currency: 'EUR', amount: 100, kind: 'deposit', idempotencyKey: `wb-d-${other}` });
    const only = await wallet.post({
      kind: 'bet',
      idempotencyKey: `wb-bet-${other}`,
      currency: 'EUR',
      legs: [
        { account: { playerId: other, kind: 'real' }, amount: -40 },
        { account: { system: 'house' }, amount: 40 },
      ],
      withBalances: true,
    });
    expect(only.otherBalances).toEqual([]);
    expect(realtime.sent.at(-1)).toEqual({
      channel: `profile:fortuna#${other}`,
      message: { type: 'balanceChanged', payload: { real: 60, bonus: 0, currency: 'EUR' } },
    });
    await audit();
  });

  it('keeps bonus money apart from real money', async () => {
    const player = randomUUID();
    await wallet.credit({
      playerId: player,
      currency: 'EUR',
      amount: 2000,
      kind: 'bonus_award',
      idempotencyKey: `ba-${player}`,
      balance: 'bonus',
      from: 'bonus_pool',
    });
    await wallet.credit({ playerId: player, currency: 'EUR', amount: 100, kind: 'deposit', idempotencyKey: `d-${player}` });
    expect(await wallet.balance(player, 'EUR')).toEqual({ playerId: player, currency: 'EUR', real: 100, bonus: 2000, balance: 2100 });
    const res = await t.app.inject({ url: '/api/wallet/statement', headers: asPlayer(player) });
    expect(res.json().collection.map((l: { kind: string; account: string; amount: number }) => [l.kind, l.account, l.amount])).toEqual([
      ['deposit', 'real', 100],
      ['bonus_award', 'bonus', 2000],
    ]);
    await audit();
  });

  it('the database itself refuses unbalanced entries, overdrafts and edits of the ledger', async () => {
    const db = t.database.db;
    const player = randomUUID();
    await wallet.credit({ playerId: player, currency: 'EUR', amount: 50, kind: 'deposit', idempotencyKey: `d-${player}` });
    const found = (await db.execute(sql`select id from wallet_accounts where player_id = ${player} and kind = 'real'`)) as unknown as {
      rows: { id: number }[];
    };
    const [acc] = found.rows;
    const txId = randomUUID();
    await expect(
      transaction(db, async (tx) => {
        await tx.execute(
          sql`insert into wallet_transactions (id, kind, idempotency_key, request_hash, currency, created_at) values (${txId}, 'hack', ${txId}, 'x', 'EUR', now())`,
        );
        await tx.execute(
          sql`insert into wallet_entries (transaction_id, account_id, currency, amount, balance_after) values (${txId}, ${acc.id}, 'EUR', 10, 60)`,
        );
      }),
    ).rejects.toThrow();
    await expect(db.execute(sql`update wallet_accounts set balance = -1 where id = ${acc.id}`)).rejects.toThrow();
    await expect(db.execute(sql`update wallet_entries set amount = amount + 1 where account_id = ${acc.id}`)).rejects.toThrow();
    await expect(db.execute(sql`delete from wallet_transactions where player_id = ${player}`)).rejects.toThrow();
    expect((await wallet.balance(player, 'EUR')).real).toBe(50);
    await audit();
  });

  it('a transaction that creates accounts and rolls back leaves no remembered id behind (its second movement read them back)', async () => {
    // a currency no other test uses, so this transaction creates the house shard and the player's account
    const player = randomUUID();
    const credit = (ledger: Parameters<Parameters<WalletService['runInTransaction']>[0]>[1], key: string) =>
      ledger.credit({ playerId: player, currency: 'RON', amount: 100, kind: 'deposit', idempotencyKey: `${key}-${player}` });
    await expect(
      wallet.runInTransaction(async (_tx, ledger) => {
        await credit(ledger, 'first');
        await credit(ledger, 'second'); // same player, same house shard: reads the rows created above
        throw new Error('refused after both movements');
      }),
    ).rejects.toThrow('refused after both movements');
    // the rows are gone with the rollback; a later movement must not use their ids
    const done = await wallet.runInTransaction((_tx, ledger) => credit(ledger, 'after'));
    expect(done.entries.find((e) => 'playerId' in e.account)?.balanceAfter).toBe(100);
    await audit();
  });
});
