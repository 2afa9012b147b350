import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { RGS_ERROR_CODES, roundHistorySchema } from '@fortuna/contracts';
import { buildTestApp, onPostgres, type TestApp } from '../../../test/helpers';
import type { WalletService } from '../wallet';
import { asPlayer, headerSessions } from './test/rgs.test-support';
import { countRows, fundedPlayer, launchAndOpen, ledgerOf, spin, systemBalance } from './test/rgs.test-support';

describe('game server (studio side) through the seamless wallet', () => {
  let t: TestApp;
  let wallet: WalletService;
  beforeAll(async () => {
    t = await buildTestApp({ sessionResolver: headerSessions });
    wallet = ledgerOf(t);
  }, 180_000);
  afterAll(() => t.close());

  it('launch: real mode needs a signed-in player, unknown games are 404, the token is short-lived', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/game/real/pharaoh-lines', headers: { 'content-type': 'application/json' } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/game/demo/no-such-game', headers: { 'content-type': 'application/json' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/game/bogus/pharaoh-lines', headers: { 'content-type': 'application/json' } }))
        .statusCode,
    ).toBe(400);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/game/demo/pharaoh-lines?locale=de',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    const launch = res.json();
    expect(launch.url).toBe(`/rgs/play?token=${encodeURIComponent(launch.token)}`);
    expect(launch.game).toMatchObject({ url: 'pharaoh-lines', engine: 'line-slot' });
    t.clock.advance(6 * 60_000);
    const late = await t.app.inject({ method: 'POST', url: '/api/rgs/session', payload: { token: launch.token } });
    expect(late.statusCode).toBe(401);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/rgs/session',
      payload: { token: launch.token.replace(/.$/, (c: string) => (c === 'A' ? 'B' : 'A')) },
    });
    expect(tampered.statusCode).toBe(401);
  });

  it('a real-mode link cannot be used by someone else', async () => {
    const owner = await fundedPlayer(wallet, 1000);
    const other = await fundedPlayer(wallet, 1000);
    const launch = (
      await t.app.inject({
        method: 'POST',
        url: '/api/game/real/pharaoh-lines',
        headers: { 'content-type': 'application/json', ...asPlayer(owner) },
      })
    ).json();
    const stolen = await t.app.inject({
      method: 'POST',
      url: '/api/rgs/session',
      payload: { token: launch.token },
      headers: asPlayer(other),
    });
    expect(stolen.statusCode).toBe(403);
    const session = await launchAndOpen(t, 'pharaoh-lines', owner);
    const hijack = await spin(t, session.sessionId, other, { bet: { amount: 20 } });
    expect(hijack.statusCode).toBe(403);
    expect((await wallet.balance(owner, 'EUR')).real).toBe(1000);
  });

  it('demo play: play money, same maths, never touches the ledger', async () => {
    const txBefore = await countRows(t, 'wallet_transactions');
    const session = await launchAndOpen(t, 'pharaoh-lines', null);
    expect(session.balance).toBe(1_000_000);
    let balance = session.balance;
    for (let i = 0; i < 20; i++) {
      const res = await spin(t, session.sessionId, null, { bet: { amount: 100 } });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      let { round } = body;
      balance = balance - round.stake + round.win;
      while (round.status === 'open') {
        const next = (await spin(t, session.sessionId, null, { action: { type: 'spin' } })).json();
        balance += next.round.win - round.win;
        round = next.round;
      }
      expect((round.outcome as { window: string[][] }).window).toHaveLength(5);
    }
    const final = await spin(t, session.sessionId, null, { bet: { amount: 100 } });
    expect(final.json().balance).toBe(balance - final.json().round.stake + final.json().round.win);
    expect(await countRows(t, 'wallet_transactions')).toBe(txBefore);
    // bad bets are 400 and take nothing
    const bad = await spin(t, session.sessionId, null, { bet: { amount: 7 } });
    expect(bad.statusCode).toBe(400);
    const tooMuch = await spin(t, session.sessionId, null, { bet: { amount: 2_000_000 } });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().code).toBe(RGS_ERROR_CODES.insufficient_funds);
  });

  it('real play: 10 spins; the ledger balance equals the game balance and the history lists 10 rounds', async () => {
    const player = await fundedPlayer(wallet, 10_000);
    const session = await launchAndOpen(t, 'lucky-sevens', player);
    expect(session.balance).toBe(10_000);
    let last = 0;
    for (let i = 0; i < 10; i++) {
      const res = await spin(t, session.sessionId, player, { bet: { amount: 100 } });
      expect(res.statusCode).toBe(200);
      let body = res.json();
      while (body.round.status === 'open') body = (await spin(t, session.sessionId, player, { action: { type: 'spin' } })).json();
      last = body.balance;
    }
    expect((await wallet.balance(player, 'EUR')).real).toBe(last);
    const history = roundHistorySchema.parse((await t.app.inject({ url: '/api/history/rounds', headers: asPlayer(player) })).json());
    expect(history.total).toBe(10);
    expect(history.collection[0]).toMatchObject({ gameUrl: 'lucky-sevens', bet: 100, currency: 'EUR', status: 'closed' });
    const stakes = history.collection.reduce((s, r) => s + r.bet - r.win, 0);
    expect(10_000 - stakes).toBe(last);
    const profit = (await t.app.inject({ url: '/api/game/profit/lucky-sevens', headers: asPlayer(player) })).json();
    expect(profit).toMatchObject({ gameId: 'fortuna-lucky-sevens', rounds: 10, bet: 1000, profit: last - 10_000 });
    // filters: q, date range, paging
    const byName = (await t.app.inject({ url: '/api/history/rounds?q=sevens', headers: asPlayer(player) })).json();
    expect(byName.total).toBe(10);
    const none = (await t.app.inject({ url: '/api/history/rounds?q=pharaoh', headers: asPlayer(player) })).json();
    expect(none.total).toBe(0);
    const day = t.clock.now().toISOString().slice(0, 10);
    expect((await t.app.inject({ url: `/api/history/rounds?fromDate=${day}&toDate=${day}`, headers: asPlayer(player) })).json().total).toBe(
      10,
    );
    expect(
      (await t.app.inject({ url: '/api/history/rounds?fromDate=2000-01-01&toDate=2000-01-02', headers: asPlayer(player) })).json().total,
    ).toBe(0);
    expect((await t.app.inject({ url: '/api/history/rounds?page=2', headers: asPlayer(player) })).json().collection).toHaveLength(0);
    expect((await t.app.inject({ url: '/api/history/rounds?fromDate=nope', headers: asPlayer(player) })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/history/rounds' })).statusCode).toBe(401);
    // a round can be recalled by its player only, with its seamless calls
    const roundId = history.collection[0].roundId;
    const recall = await t.app.inject({ url: `/api/rgs/rounds/${roundId}`, headers: asPlayer(player) });
    expect(recall.json().calls[0]).toMatchObject({ kind: 'bet', status: 'ok', amount: 100 });
    const other = await fundedPlayer(wallet, 0);
    expect((await t.app.inject({ url: `/api/rgs/rounds/${roundId}`, headers: asPlayer(other) })).statusCode).toBe(404);
  });

  it('a spin the player cannot afford is refused: the round is cancelled, nothing moved', async () => {
    const player = await fundedPlayer(wallet, 50);
    const session = await launchAndOpen(t, 'lucky-sevens', player);
    const res = await spin(t, session.sessionId, player, { bet: { amount: 100 } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: RGS_ERROR_CODES.insufficient_funds, message: 'Insufficient funds' });
    expect((await wallet.balance(player, 'EUR')).real).toBe(50);
    expect((await t.app.inject({ url: '/api/history/rounds', headers: asPlayer(player) })).json().total).toBe(0);
  });

  it('an interrupted round (closed tab mid free spins) is restored when the player comes back', async () => {
    const player = await fundedPlayer(wallet, 100_000);
    const first = await launchAndOpen(t, 'pharaoh-lines', player);
    const bought = (await spin(t, first.sessionId, player, { bet: { amount: 20, buyBonus: true } })).json();
    expect(bought.round.status).toBe('open');
    expect(bought.round.stake).toBe(2000);
    const left = (bought.round.state as { freeSpinsLeft: number }).freeSpinsLeft;
    expect(left).toBeGreaterThan(0);
    // the tab closes; later the player opens the game again
    const again = await launchAndOpen(t, 'pharaoh-lines', player);
    expect(again.openRound).toMatchObject({ roundId: bought.round.roundId, status: 'open' });
    expect(again.openRound!.state.freeSpinsLeft).toBe(left);
    // a new bet waits for the round in progress
    const blocked = await spin(t, again.sessionId, player, { bet: { amount: 20 } });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().code).toBe(RGS_ERROR_CODES.round_open);
    let body = bought;
    let steps = 0;
    while (body.round.status === 'open') {
      const res = await spin(t, again.sessionId, player, { action: { type: 'spin' } });
      expect(res.statusCode).toBe(200);
      body = res.json();
      steps++;
    }
    expect(steps).toBeGreaterThanOrEqual(left);
    expect(body.round.roundId).toBe(bought.round.roundId);
    expect((await wallet.balance(player, 'EUR')).real).toBe(100_000 - 2000 + body.round.win);
    expect(body.balance).toBe(100_000 - 2000 + body.round.win);
    // the old session has nothing left to continue
    expect((await spin(t, first.sessionId, player, { action: { type: 'spin' } })).statusCode).toBe(400);
  });

  it('jackpot slot: every paid spin feeds the shared pool through the ledger', async () => {
    const player = await fundedPlayer(wallet, 100_000);
    const session = await launchAndOpen(t, 'mega-fortune', player);
    const before = (await t.app.inject({ url: '/api/rgs/jackpot/mega-EUR' })).json().amount ?? 0;
    const poolBefore = await systemBalance(t, 'jackpot_pool');
    let contributed = 0;
    for (let i = 0; i < 5; i++) {
      const answer = await spin(t, session.sessionId, player, { bet: { amount: 1000 } });
      let res = answer.json();
      expect(answer.statusCode, answer.body).toBe(200);
      contributed += 10; // 1% of 1000
      expect(res.jackpot.poolId).toBe('mega-EUR');
      // scatters can award the base game's free spins, which keep the round open (and pay nothing into the
      // pool): play them out, or the next bet is refused as "finish the round in progress first"
      while (res.round.status === 'open') res = (await spin(t, session.sessionId, player, { action: { type: 'spin' } })).json();
    }
    const after = (await t.app.inject({ url: '/api/rgs/jackpot/mega-EUR' })).json().amount;
    expect(after - (before || 5_000_00)).toBe(contributed);
    expect(await systemBalance(t, 'jackpot_pool')).toBe(after);
    expect(await systemBalance(t, 'jackpot_pool')).toBe((poolBefore || 5_000_00) + contributed);
    expect(await wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: [], unbalancedTransactions: 0 });
  });

  it(`100 concurrent spins from one player never overdraw (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const player = await fundedPlayer(wallet, 3000);
    const sessions = await Promise.all(Array.from({ length: 100 }, () => launchAndOpen(t, 'lucky-sevens', player)));
    const results = await Promise.all(sessions.map((s) => spin(t, s.sessionId, player, { bet: { amount: 100 } })));
    const ok = results.filter((r) => r.statusCode === 200).map((r) => r.json());
    const refused = results.filter((r) => r.statusCode !== 200);
    for (const r of refused) expect(r.json().code).toBe(RGS_ERROR_CODES.insufficient_funds);
    expect(ok.length).toBeGreaterThanOrEqual(30);
    const balance = (await wallet.balance(player, 'EUR')).real;
    expect(balance).toBeGreaterThanOrEqual(0);
    const rows = (await t.database.db.execute(
      sql`select coalesce(sum(stake),0)::bigint as s, coalesce(sum(win),0)::bigint as w from rgs_rounds where player_id = ${player} and status <> 'cancelled'`,
    )) as unknown as {
      rows: { s: string; w: string }[];
    };
    expect(balance).toBe(3000 - Number(rows.rows[0].s) + Number(rows.rows[0].w));
    expect(Number(rows.rows[0].s)).toBe(ok.length * 100);
    expect(await wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: [], unbalancedTransactions: 0 });
  }, 180_000);
});
