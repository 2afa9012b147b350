import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LIVE_ENGINE_TABLES, liveTableStateSchema, RGS_ERROR_CODES, type LiveTableState } from '@fortuna/contracts';
import { drawLiveOutcome, ProvablyFairRng, settleLiveBets, hashServerSeed, type LiveBets, type LiveOutcome } from '@fortuna/game-math';
import { buildTestApp, testEnv, type TestApp } from '../../../test/helpers';
import { nullPublisher, recordingPublisher } from '../../platform/realtime';
import type { WalletService } from '../wallet';
import { createLiveRepository } from './live/live.repository';
import { createLiveService } from './live/live.service';
import { liveDurations } from './live/live-schedule';
import { httpCasino, injectTransport } from './studio/casino-http';
import { CasinoUnavailable } from './rgs.errors';
import { createStudioRepository } from './studio/studio.repository';
import { asPlayer, fundedPlayer, headerSessions, launchAndOpen, ledgerOf, seamlessKey } from './test/rgs.test-support';

/**
 * Shared-round tables end to end through the app: the scheduler on the FakeClock (driven by the
 * operator tick), bets in the window only, two real players and a demo player settled against the
 * outcome recomputed from the revealed seed, idempotency, and a crash in the middle of settlement
 * resumed by another process without paying twice.
 */
const ROULETTE_GAME = 'auto-roulette-live';
const BACCARAT_GAME = 'speed-baccarat';
const OPERATOR = { authorization: `Bearer ${testEnv().OPERATOR_TOKEN}` };

describe('live tables (shared rounds)', () => {
  let t: TestApp;
  let wallet: WalletService;
  const pushed = recordingPublisher();
  beforeAll(async () => {
    t = await buildTestApp({ sessionResolver: headerSessions, realtime: pushed });
    wallet = ledgerOf(t);
  }, 180_000);
  afterAll(() => t.close());

  const tick = async () =>
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/rgs/live/tick', headers: { 'content-type': 'application/json', ...OPERATOR } }))
        .statusCode,
    ).toBe(200);
  const state = async (tableId = 'roulette', sessionId?: string, playerId?: string): Promise<LiveTableState> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/rgs/live/${tableId}${sessionId ? `?sessionId=${sessionId}` : ''}`,
      headers: playerId ? asPlayer(playerId) : {},
    });
    expect(res.statusCode, res.body).toBe(200);
    return liveTableStateSchema.parse(res.json());
  };
  const bet = (sessionId: string, playerId: string | null, roundId: string, bets: unknown, transactionId?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/rgs/live/bet',
      payload: { sessionId, roundId, bets, ...(transactionId ? { transactionId } : {}) },
      headers: playerId ? asPlayer(playerId) : {},
    });
  const real = async (playerId: string) => (await wallet.balance(playerId, 'EUR')).real;
  const outcomeOf = (tableId: 'roulette' | 'baccarat', serverSeed: string, seq: number): LiveOutcome =>
    drawLiveOutcome(tableId, new ProvablyFairRng({ serverSeed, clientSeed: tableId, nonce: seq }));
  const winOf = (outcome: LiveOutcome, bets: unknown) => settleLiveBets(outcome, { bets } as LiveBets).credit;

  it('the operator tick needs the operator token; the catalogue live games seat players at the two tables', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/rgs/live/tick', headers: { 'content-type': 'application/json' } })).statusCode,
    ).toBe(403);
    const list = (await t.app.inject({ method: 'GET', url: '/api/search/games?category=livegames&limit=100&offset=0' })).json() as {
      games: { url: string }[];
    };
    const urls = list.games.map((g) => g.url);
    expect(urls).toContain(ROULETTE_GAME);
    expect(urls).toContain(BACCARAT_GAME);
    const session = await launchAndOpen(t, ROULETTE_GAME, null);
    expect(session.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(LIVE_ENGINE_TABLES['live-roulette']).toBe('roulette');
  });

  it('a round opens with its seed hash; bets only in the window; two players and a demo player settle against the revealed seed', async () => {
    await tick();
    const open = await state();
    expect(open.round).toMatchObject({
      roundId: 'roulette-1',
      seq: 1,
      phase: 'betting',
      serverSeed: null,
      outcome: null,
      clientSeed: 'roulette',
      nonce: 1,
    });
    expect(Date.parse(open.round!.closesAt) - t.clock.now().getTime()).toBe(15_000);
    const committed = open.round!.serverSeedHash;
    expect(committed).toMatch(/^[0-9a-f]{64}$/);

    const a = await fundedPlayer(wallet, 100_00);
    const b = await fundedPlayer(wallet, 100_00);
    const sa = await launchAndOpen(t, ROULETTE_GAME, a);
    const sb = await launchAndOpen(t, 'vip-roulette-lounge', b);
    const sd = await launchAndOpen(t, ROULETTE_GAME, null);
    const betsA = [
      { type: 'red', amount: 10_00 },
      { type: 'straight', numbers: [17], amount: 1_00 },
    ];
    const betsB = [
      { type: 'black', amount: 5_00 },
      { type: 'dozen', numbers: [2], amount: 2_00 },
    ];
    const betsD = [{ type: 'odd', amount: 2_00 }];

    const first = await bet(sa.sessionId, a, 'roulette-1', betsA, 'client-tx-0001');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ balance: 89_00, bet: { status: 'placed', stake: 11_00 } });
    const again = await bet(sa.sessionId, a, 'roulette-1', betsA, 'client-tx-0001');
    expect(again.json().bet.betId).toBe(first.json().bet.betId);
    expect(await real(a)).toBe(89_00);
    expect((await bet(sb.sessionId, b, 'roulette-1', betsB)).statusCode).toBe(200);
    expect((await bet(sd.sessionId, null, 'roulette-1', betsD)).json()).toMatchObject({ bet: { status: 'placed' } });

    // bad input and someone else's session
    expect((await bet(sa.sessionId, a, 'roulette-1', [{ type: 'red', amount: 1 }])).statusCode).toBe(400);
    expect((await bet(sa.sessionId, a, 'roulette-1', [{ type: 'straight', numbers: [40], amount: 100 }])).statusCode).toBe(400);
    expect((await bet(sa.sessionId, b, 'roulette-1', betsA)).statusCode).toBe(403);
    expect((await bet(sa.sessionId, a, 'roulette-1', [{ type: 'red', amount: 200_00 }])).json().code).toBe(
      RGS_ERROR_CODES.insufficient_funds,
    );

    // the window closes: a late bet is refused, nothing moves
    t.clock.advance(14_999);
    await tick();
    expect((await state()).round!.phase).toBe('betting');
    t.clock.advance(1);
    const lateBeforeTick = await bet(sb.sessionId, b, 'roulette-1', betsB);
    expect(lateBeforeTick.statusCode).toBe(409);
    await tick();
    const drawing = await state();
    expect(drawing.round).toMatchObject({ phase: 'drawing', outcome: null, serverSeed: null });
    const late = await bet(sb.sessionId, b, 'roulette-1', betsB);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: RGS_ERROR_CODES.betting_closed, message: 'Bets are closed for this round' });
    expect(await real(b)).toBe(93_00);
    const rows = (await t.database.db.execute(
      sql`select count(*)::int as n from rgs_live_bets where round_id = 'roulette-1' and status <> 'refused'`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(rows.rows[0].n)).toBe(3);

    // the result: seed revealed, outcome recomputed, everyone paid once
    t.clock.advance(8_000);
    await tick();
    const done = await state('roulette', sa.sessionId, a);
    expect(done.round).toMatchObject({ roundId: 'roulette-1', phase: 'result' });
    const seed = done.round!.serverSeed!;
    expect(hashServerSeed(seed)).toBe(committed);
    const outcome = outcomeOf('roulette', seed, 1);
    expect(done.round!.outcome).toEqual(outcome);
    expect(done.history[0].roundId).toBe('roulette-1');
    expect(await real(a)).toBe(89_00 + winOf(outcome, betsA));
    expect(await real(b)).toBe(93_00 + winOf(outcome, betsB));
    expect(done.myBets).toEqual([expect.objectContaining({ status: 'settled', win: winOf(outcome, betsA) })]);
    const demo = await state('roulette', sd.sessionId);
    expect(demo.balance).toBe(1_000_000 - 2_00 + winOf(outcome, betsD));

    // pushed: opened (with the commitment), closed, result (with the seed) on the public channel; each player's settlement on theirs
    const live = pushed.sent.filter((m) => m.channel === 'live:fortuna').map((m) => m.message);
    expect(live).toContainEqual({
      type: 'liveRoundOpened',
      payload: { tableId: 'roulette', roundId: 'roulette-1', seq: 1, closesAt: open.round!.closesAt, serverSeedHash: committed },
    });
    expect(live).toContainEqual({ type: 'liveBettingClosed', payload: { tableId: 'roulette', roundId: 'roulette-1' } });
    expect(live).toContainEqual({
      type: 'liveRoundResult',
      payload: { tableId: 'roulette', roundId: 'roulette-1', outcome, serverSeed: seed, serverSeedHash: committed },
    });
    const settlement = (p: string) =>
      pushed.sent.find((m) => m.channel === `profile:fortuna#${p}` && m.message.type === 'liveSettlement')?.message.payload;
    expect(settlement(a)).toEqual({
      tableId: 'roulette',
      roundId: 'roulette-1',
      stake: 11_00,
      win: winOf(outcome, betsA),
      currency: 'EUR',
    });
    expect(settlement(b)).toEqual({ tableId: 'roulette', roundId: 'roulette-1', stake: 7_00, win: winOf(outcome, betsB), currency: 'EUR' });

    // the player's round history and profit list the live bet, verifiable from the table round's seeds
    const history = await t.app.inject({ method: 'GET', url: '/api/history/rounds?page=1', headers: asPlayer(a) });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json()).toMatchObject({ total: 1 });
    expect(history.json().collection[0]).toMatchObject({
      gameId: expect.any(String),
      gameUrl: ROULETTE_GAME,
      gameName: expect.stringMatching(/\w/),
      bet: 11_00,
      win: winOf(outcome, betsA),
      currency: 'EUR',
      status: 'closed',
      fairness: { engine: 'live-roulette', serverSeedHash: committed, clientSeed: 'roulette', nonce: 1, serverSeed: seed },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/history/rounds?page=1&q=auto-roul', headers: asPlayer(a) })).json().total).toBe(
      1,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/history/rounds?page=1&q=nothing-like-this', headers: asPlayer(a) })).json().total,
    ).toBe(0);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/history/rounds?page=1', headers: asPlayer(b) })).json().collection[0],
    ).toMatchObject({ gameUrl: 'vip-roulette-lounge', bet: 7_00 });
    const profit = await t.app.inject({ method: 'GET', url: `/api/game/profit/${ROULETTE_GAME}`, headers: asPlayer(a) });
    expect(profit.json()).toMatchObject({ rounds: 1, bet: 11_00, win: winOf(outcome, betsA), profit: winOf(outcome, betsA) - 11_00 });

    await tick();
    await tick();
    expect(await real(a)).toBe(89_00 + winOf(outcome, betsA));
    expect(await wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: [], unbalancedTransactions: 0 });

    // the next round opens after the result display, with a new commitment
    t.clock.advance(5_000);
    await tick();
    const next = await state();
    expect(next.round).toMatchObject({ roundId: 'roulette-2', phase: 'betting' });
    expect(next.round!.serverSeedHash).not.toBe(committed);
  });

  it('a crash in the middle of settlement is resumed by the next process exactly once; two drivers never run a table together', async () => {
    const a = await fundedPlayer(wallet, 50_00);
    const b = await fundedPlayer(wallet, 50_00);
    const sa = await launchAndOpen(t, ROULETTE_GAME, a);
    const sb = await launchAndOpen(t, ROULETTE_GAME, b);
    const round = (await state()).round!;
    expect(round.phase).toBe('betting');
    // every pocket wins for one of them: red, black and zero each
    const cover = [
      { type: 'red', amount: 1_00 },
      { type: 'black', amount: 1_00 },
      { type: 'straight', numbers: [0], amount: 1_00 },
    ];
    expect((await bet(sa.sessionId, a, round.roundId, cover)).statusCode).toBe(200);
    expect((await bet(sb.sessionId, b, round.roundId, cover)).statusCode).toBe(200);
    t.clock.advance(15_000);
    await tick(); // closed by the app's driver

    const durations = { roulette: liveDurations('roulette'), baccarat: liveDurations('baccarat') };
    const honest = httpCasino({ key: seamlessKey(), clock: t.clock, transport: injectTransport(() => t.app) });
    let wins = 0;
    // pays the first win at the casino, then "crashes" before recording it
    const crashing = {
      ...honest,
      win: async (req: Parameters<typeof honest.win>[0]) => {
        const answer = await honest.win(req);
        if (++wins === 1) throw new CasinoUnavailable('process died');
        return answer;
      },
    };
    const make = (owner: string, seamless: typeof honest) =>
      createLiveService({
        repository: createLiveRepository(t.database.db),
        sessions: createStudioRepository(t.database.db),
        seamless,
        clock: t.clock,
        realtime: nullPublisher,
        projectId: 'fortuna',
        durations,
        owner,
      });
    const x = make('process-x', crashing);
    const y = make('process-y', honest);

    t.clock.advance(8_000);
    await x.tick(); // the app's driver still holds the lease: nothing happens
    expect((await state()).round!.phase).toBe('drawing');

    t.clock.advance(15_001); // the app's lease expired (as if it died)
    await x.tick();
    expect(wins).toBe(1);
    expect((await state()).round).toMatchObject({ roundId: round.roundId, phase: 'drawing' });
    await y.tick(); // x holds the lease
    expect((await state()).round!.phase).toBe('drawing');

    t.clock.advance(15_001); // x "died": y takes over, resumes the settlement and opens the next round
    await y.tick();
    const after = await state();
    const settled = after.history.find((r) => r.roundId === round.roundId)!;
    expect(settled.phase).toBe('result');
    const outcome = outcomeOf('roulette', settled.serverSeed!, settled.seq);
    const win = winOf(outcome, cover);
    expect(await real(a)).toBe(50_00 - 3_00 + win);
    expect(await real(b)).toBe(50_00 - 3_00 + win);
    expect(after.round!.seq).toBe(settled.seq + 1);
    expect(after.round!.phase).toBe('betting');
    const paid = (await t.database.db.execute(
      sql`select count(*)::int as n from seamless_transactions where transaction_id like 'live:%:win'`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(paid.rows[0].n)).toBeGreaterThanOrEqual(2);
    expect(await wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: [], unbalancedTransactions: 0 });
    // the driver sleeps until the next phase is due, at most a third of the lease
    expect(await y.tick()).toBe(5_000);
    t.clock.advance(12_000);
    expect(await y.tick()).toBe(3_000);
    await y.release();
  });

  it('bets racing the close: each is either placed before it (and settled) or refused with nothing taken', async () => {
    t.clock.advance(60_000);
    await tick();
    let s = await state();
    if (s.round!.phase !== 'betting') {
      t.clock.advance(60_000);
      await tick();
      s = await state();
    }
    const players = await Promise.all(Array.from({ length: 8 }, () => fundedPlayer(wallet, 10_00)));
    const sessions = await Promise.all(players.map((p) => launchAndOpen(t, ROULETTE_GAME, p)));
    t.clock.set(new Date(Date.parse(s.round!.closesAt) - 1));
    const bets = players.map((p, i) => bet(sessions[i].sessionId, p, s.round!.roundId, [{ type: 'even', amount: 1_00 }]));
    // the window ends while the bets are in flight: the first answer moves the clock and the driver closes the round
    const closing = Promise.race(bets).then(() => {
      t.clock.advance(1);
      return tick();
    });
    const [answers] = await Promise.all([Promise.all(bets), closing]);
    const placed = answers.filter((r) => r.statusCode === 200).length;
    expect(placed).toBeGreaterThanOrEqual(1);
    for (const [i, res] of answers.entries()) {
      const balance = await real(players[i]);
      if (res.statusCode === 200) expect(balance, 'placed').toBeLessThanOrEqual(10_00 + 1_00);
      else {
        expect(res.json().code).toBe(RGS_ERROR_CODES.betting_closed);
        expect(balance, 'refused: nothing taken').toBe(10_00);
      }
    }
    t.clock.advance(30_000);
    await tick();
    const r = (await state()).history.find((h) => h.roundId === s.round!.roundId)!;
    const outcome = outcomeOf('roulette', r.serverSeed!, r.seq);
    const win = winOf(outcome, [{ type: 'even', amount: 1_00 }]);
    for (const [i, res] of answers.entries()) expect(await real(players[i])).toBe(res.statusCode === 200 ? 10_00 - 1_00 + win : 10_00);
    expect(await wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: [], unbalancedTransactions: 0 });
  });

  it('baccarat: player/banker/tie bets settle by the tableau; a table state for another table is refused', async () => {
    await tick();
    let s = await state('baccarat');
    if (s.round?.phase !== 'betting') {
      t.clock.advance(60_000);
      await tick();
      s = await state('baccarat');
    }
    expect(s.round!.phase).toBe('betting');
    const p = await fundedPlayer(wallet, 20_00);
    const session = await launchAndOpen(t, BACCARAT_GAME, p);
    const bets = [
      { type: 'banker', amount: 2_00 },
      { type: 'tie', amount: 1_00 },
    ];
    expect((await bet(session.sessionId, p, s.round!.roundId, bets)).statusCode).toBe(200);
    expect((await bet(session.sessionId, p, s.round!.roundId, [{ type: 'dragon', amount: 100 }])).statusCode).toBe(400);
    const wrong = await t.app.inject({ method: 'GET', url: `/api/rgs/live/roulette?sessionId=${session.sessionId}`, headers: asPlayer(p) });
    expect(wrong.statusCode).toBe(400);
    t.clock.advance(15_000 + 10_000);
    await tick();
    const done = await state('baccarat', session.sessionId, p);
    const r = done.history.find((h) => h.roundId === s.round!.roundId)!;
    const outcome = outcomeOf('baccarat', r.serverSeed!, r.seq);
    expect(r.outcome).toEqual(outcome);
    expect(await real(p)).toBe(20_00 - 3_00 + winOf(outcome, bets));
    expect(await wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: [], unbalancedTransactions: 0 });
  });
});
