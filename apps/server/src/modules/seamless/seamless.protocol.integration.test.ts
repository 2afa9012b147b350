import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { realtimeChannel, RGS_ERROR_CODES } from '@fortuna/contracts';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { recordingPublisher } from '../../platform/realtime';
import type { WalletService } from '../wallet';
import { headerSessions } from '../rgs/test/rgs.test-support';
import { countRows, fundedPlayer, ledgerOf, seamless, systemBalance } from '../rgs/test/rgs.test-support';

const game = 'fortuna-pharaoh-lines';
const jackpotGame = 'fortuna-mega-fortune';

describe('seamless-wallet protocol (casino side)', () => {
  let t: TestApp;
  let wallet: WalletService;
  const realtime = recordingPublisher();
  beforeAll(async () => {
    t = await buildTestApp({ sessionResolver: headerSessions, realtime });
    wallet = ledgerOf(t);
  }, 180_000);
  afterAll(() => t.close());

  const bet = (playerId: string, transactionId: string, amount: number, extra: object = {}) =>
    seamless(t, '/bet', { playerId, currency: 'EUR', gameId: game, roundId: `r-${transactionId}`, transactionId, amount, ...extra });

  it('refuses an unsigned, forged or stale call with 401 and moves nothing', async () => {
    const player = await fundedPlayer(wallet, 1000);
    const forged = await seamless(
      t,
      '/bet',
      { playerId: player, currency: 'EUR', gameId: game, roundId: 'r1', transactionId: 'forged-1', amount: 100 },
      { forge: true },
    );
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: RGS_ERROR_CODES.bad_signature });
    const stale = await seamless(
      t,
      '/bet',
      { playerId: player, currency: 'EUR', gameId: game, roundId: 'r1', transactionId: 'stale-1', amount: 100 },
      { timestamp: t.clock.now().getTime() - 10 * 60_000 },
    );
    expect(stale.statusCode).toBe(401);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/seamless/bet', payload: { playerId: player } });
    expect(unsigned.statusCode).toBe(401);
    expect((await wallet.balance(player, 'EUR')).real).toBe(1000);
    expect(await countRows(t, 'seamless_transactions', sql`player_id = ${player}`)).toBe(0);
  });

  it('answers balance', async () => {
    const player = await fundedPlayer(wallet, 4321);
    const res = await seamless(t, '/balance', { playerId: player, currency: 'EUR', gameId: game });
    expect(res.json()).toEqual({ status: 'OK', balance: 4321, currency: 'EUR' });
  });

  it('a duplicate bet is debited once and gets the first answer', async () => {
    const player = await fundedPlayer(wallet, 1000);
    const first = await bet(player, `dup-${player}`, 300);
    const again = await bet(player, `dup-${player}`, 300);
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ status: 'OK', balance: 700 });
    expect((await wallet.balance(player, 'EUR')).real).toBe(700);
    expect(await countRows(t, 'wallet_transactions', sql`player_id = ${player} and kind = 'bet'`)).toBe(1);
  });

  it('the same transaction id for another request is a conflict', async () => {
    const player = await fundedPlayer(wallet, 1000);
    await bet(player, `reuse-${player}`, 100);
    const win = await seamless(t, '/win', {
      playerId: player,
      currency: 'EUR',
      gameId: game,
      roundId: 'r',
      transactionId: `reuse-${player}`,
      amount: 50,
    });
    expect(win.statusCode).toBe(409);
    expect((await wallet.balance(player, 'EUR')).real).toBe(900);
  });

  it('a rollback that arrives before its bet is answered OK and the late bet is refused', async () => {
    const player = await fundedPlayer(wallet, 1000);
    const rollback = await seamless(t, '/rollback', {
      playerId: player,
      currency: 'EUR',
      gameId: game,
      roundId: 'r',
      transactionId: `rb-${player}`,
      originalTransactionId: `late-${player}`,
    });
    expect(rollback.statusCode).toBe(200);
    expect(rollback.json()).toMatchObject({ status: 'OK', balance: 1000 });
    const late = await bet(player, `late-${player}`, 400);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: RGS_ERROR_CODES.rolled_back });
    expect((await wallet.balance(player, 'EUR')).real).toBe(1000);
  });

  it('a rollback after the bet refunds it exactly once', async () => {
    const player = await fundedPlayer(wallet, 1000);
    await bet(player, `b-${player}`, 250);
    const payload = {
      playerId: player,
      currency: 'EUR',
      gameId: game,
      roundId: 'r',
      transactionId: `rb1-${player}`,
      originalTransactionId: `b-${player}`,
    };
    const first = await seamless(t, '/rollback', payload);
    const dup = await seamless(t, '/rollback', payload);
    const other = await seamless(t, '/rollback', { ...payload, transactionId: `rb2-${player}` });
    expect(first.json()).toMatchObject({ status: 'OK', balance: 1000 });
    expect(dup.json()).toEqual(first.json());
    expect(other.json()).toEqual(first.json());
    expect((await wallet.balance(player, 'EUR')).real).toBe(1000);
  });

  it('a bet above the balance is refused and nothing moves', async () => {
    const player = await fundedPlayer(wallet, 100);
    const res = await bet(player, `big-${player}`, 101);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: RGS_ERROR_CODES.insufficient_funds, message: 'Insufficient funds' });
    expect((await wallet.balance(player, 'EUR')).real).toBe(100);
    expect(await countRows(t, 'wallet_transactions', sql`player_id = ${player} and kind = 'bet'`)).toBe(0);
    expect(await countRows(t, 'seamless_transactions', sql`player_id = ${player}`)).toBe(0);
  });

  it('bad input is a 400 envelope and moves nothing', async () => {
    const player = await fundedPlayer(wallet, 100);
    const res = await bet(player, `neg-${player}`, -5);
    expect(res.statusCode).toBe(400);
    const unknownGame = await seamless(t, '/bet', {
      playerId: player,
      currency: 'EUR',
      gameId: 'nope',
      roundId: 'r',
      transactionId: `ng-${player}`,
      amount: 5,
    });
    expect(unknownGame.statusCode).toBe(400);
    expect((await wallet.balance(player, 'EUR')).real).toBe(100);
  });

  it('wins are idempotent', async () => {
    const player = await fundedPlayer(wallet, 100);
    const payload = { playerId: player, currency: 'EUR', gameId: game, roundId: 'r', transactionId: `w-${player}`, amount: 70 };
    const a = await seamless(t, '/win', payload);
    const b = await seamless(t, '/win', payload);
    expect(a.json()).toMatchObject({ status: 'OK', balance: 170 });
    expect(b.json()).toEqual(a.json());
    expect((await wallet.balance(player, 'EUR')).real).toBe(170);
  });

  it('jackpot: contributions feed the pool through the ledger; a win pays the pool and reseeds it', async () => {
    const player = await fundedPlayer(wallet, 100_000);
    const poolId = 'mega-EUR';
    // before any bet fed it, a pool shows its seed; an unknown pool or currency is a 404
    expect((await t.app.inject({ url: '/api/rgs/jackpot/mega-GBP' })).json()).toEqual({
      poolId: 'mega-GBP',
      currency: 'GBP',
      amount: 5_000_00,
    });
    expect((await t.app.inject({ url: '/api/rgs/jackpot/mega-XXX' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/rgs/jackpot/other-EUR' })).statusCode).toBe(404);
    const houseBefore = await systemBalance(t, 'house');
    // every change of the pool is pushed to everyone on the public jackpot channel
    const pushed = () => realtime.sent.filter((m) => m.channel === realtimeChannel.jackpot('fortuna')).map((m) => m.message);
    for (let i = 0; i < 5; i++) {
      const res = await seamless(t, '/bet', {
        playerId: player,
        currency: 'EUR',
        gameId: jackpotGame,
        roundId: `jr${i}`,
        transactionId: `jb-${player}-${i}`,
        amount: 1000,
        jackpot: { poolId, contribution: 10 },
      });
      expect(res.statusCode).toBe(200);
      expect(pushed().at(-1)).toEqual({ type: 'jackpotPool', payload: { poolId, currency: 'EUR', amount: 5_000_00 + 10 * (i + 1) } });
    }
    expect(pushed()).toHaveLength(5);
    const pool = await t.app.inject({ url: `/api/rgs/jackpot/${poolId}` });
    expect(pool.json()).toEqual({ poolId, currency: 'EUR', amount: 5_000_00 + 50 });
    expect(await systemBalance(t, 'jackpot_pool')).toBe(5_000_00 + 50);
    // bets go to the house, the contribution and the seed come out of it
    expect(await systemBalance(t, 'house')).toBe(houseBefore + 5000 - 50 - 5_000_00);

    // a rollback takes the contribution back out of the pool
    await seamless(t, '/rollback', {
      playerId: player,
      currency: 'EUR',
      gameId: jackpotGame,
      roundId: 'jr4',
      transactionId: `jrb-${player}`,
      originalTransactionId: `jb-${player}-4`,
    });
    expect((await t.app.inject({ url: `/api/rgs/jackpot/${poolId}` })).json().amount).toBe(5_000_00 + 40);
    expect(await systemBalance(t, 'jackpot_pool')).toBe(5_000_00 + 40);
    expect(pushed().at(-1)?.payload).toEqual({ poolId, currency: 'EUR', amount: 5_000_00 + 40 });

    const win = await seamless(t, '/win', {
      playerId: player,
      currency: 'EUR',
      gameId: jackpotGame,
      roundId: 'jr0',
      transactionId: `jw-${player}`,
      amount: 200,
      jackpot: { poolId },
    });
    expect(win.json()).toMatchObject({ status: 'OK', jackpotWin: 5_000_00 + 40, balance: 100_000 - 4000 + 200 + 5_000_00 + 40 });
    expect((await wallet.balance(player, 'EUR')).real).toBe(100_000 - 4000 + 200 + 5_000_00 + 40);
    expect((await t.app.inject({ url: `/api/rgs/jackpot/${poolId}` })).json().amount).toBe(5_000_00);
    expect(await systemBalance(t, 'jackpot_pool')).toBe(5_000_00);
    expect(pushed().at(-1)?.payload).toEqual({ poolId, currency: 'EUR', amount: 5_000_00 });
    // the duplicate win pays nothing more
    await seamless(t, '/win', {
      playerId: player,
      currency: 'EUR',
      gameId: jackpotGame,
      roundId: 'jr0',
      transactionId: `jw-${player}`,
      amount: 200,
      jackpot: { poolId },
    });
    expect((await wallet.balance(player, 'EUR')).real).toBe(100_000 - 4000 + 200 + 5_000_00 + 40);
    expect(await wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: [], unbalancedTransactions: 0 });
  });

  it('a game that does not feed a pool cannot contribute to it', async () => {
    const player = await fundedPlayer(wallet, 1000);
    const res = await bet(player, `nj-${player}`, 100, { jackpot: { poolId: 'mega-EUR', contribution: 1 } });
    expect(res.statusCode).toBe(400);
    expect((await wallet.balance(player, 'EUR')).real).toBe(1000);
  });

  it('unknown player ids only ever see zero', async () => {
    const res = await seamless(t, '/balance', { playerId: randomUUID(), currency: 'EUR', gameId: game });
    expect(res.json().balance).toBe(0);
  });
});
