import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, RGS_ERROR_CODES } from '@fortuna/contracts';
import { onPostgres, testEnv } from '../../../test/helpers';
import type { RealtimePublisher } from '../../platform/realtime';
import { asPlayer, launchAndOpen, ledgerOf, seamless, spin } from '../rgs/test/rgs.test-support';
import type { WalletService } from '../wallet';
import { players } from '../player';
import { playerSuite } from '../../../test/suite';

const CLEAN = { unbalancedCurrencies: [], driftedAccounts: [], unbalancedTransactions: 0 };
const OPERATOR = { authorization: `Bearer ${testEnv().OPERATOR_TOKEN}` };

type Row = Record<string, unknown>;
type Play = {
  balance: number;
  round: { roundId: string; status: string; win: number; stake: number };
  freeSpins: { id: string; left: number; total: number; bet: number; winning: number } | null;
};

/**
 * Free spins played out through the game server (the real-money slot path, provably fair stream):
 * each free round takes one spin in its own transaction, no real money moves, the winnings are held
 * for the grant and become a bonus with its own wager when the spins are used up (both databases).
 */
describe('free spins', () => {
  let wallet: WalletService;
  const pushed: { channel: string; type: string; payload: Row }[] = [];
  const realtime: RealtimePublisher = {
    publish: async (channel, message) => {
      pushed.push({ channel, type: (message as { type: string }).type, payload: (message as { payload: Row }).payload });
    },
  };
  const t = playerSuite({ realtime });
  /** a 10.00 EUR deposit of the player's own money, once per key */
  const deposit = (playerId: string, idempotencyKey: string) =>
    wallet.credit({ playerId, currency: 'EUR', amount: 1_000, kind: 'deposit', idempotencyKey, from: 'provider_clearing' });
  beforeAll(async () => {
    wallet = ledgerOf(t);
    // a smaller grant for the races: 3 spins
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/operator/bonus-templates/free-spins-3',
      headers: OPERATOR,
      payload: {
        name: '3 free spins',
        kind: 'free_spins',
        wagerRatio: 10,
        freeSpinsGame: 'fortuna-pharaoh-lines',
        freeSpinsCount: 3,
        freeSpinsBet: 20,
        validityDays: 1,
      },
    });
    expect(put.statusCode, put.body).toBe(200);
  }, 180_000);

  let n = 0;
  /** a registered player (the code and withdrawal rules read the player row) */
  async function newPlayer(): Promise<string> {
    n++;
    const now = t.clock.now();
    const tag = randomUUID().slice(0, 8);
    const [row] = await t.database.db
      .insert(players)
      .values({
        login: `fs${tag}${n}`,
        email: `fs${tag}${n}@fortuna.test`,
        passwordHash: 'x',
        currency: 'EUR',
        language: 'en',
        country: 'FR',
        birthDate: '1990-05-17',
        name: 'Fria',
        surname: 'Snurr',
        phone: `+3361234${String(n).padStart(4, '0')}`,
        termsAccepted: true,
        policyAccepted: true,
        registeredAt: now,
        updatedAt: now,
      })
      .returning({ id: players.id });
    return row.id;
  }
  const rows = async (query: ReturnType<typeof sql>): Promise<Row[]> =>
    ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
  const grant = (playerId: string, templateId = 'free-spins-20', grantKey = `fs:${playerId}:${templateId}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/operator/bonuses/grant',
      headers: OPERATOR,
      payload: { playerId, templateId, currency: 'EUR', grantKey },
    });
  const freeSpinsOf = async (playerId: string) =>
    (await t.app.inject({ url: '/api/player/free-spins', headers: asPlayer(playerId) })).json().items as Row[];
  const freeSpin = async (sessionId: string, playerId: string) => spin(t, sessionId, playerId, { freeSpins: true } as never);
  /** a free spin, then the round's in-engine free spins (if it opened them) to its end */
  async function playFree(sessionId: string, playerId: string): Promise<Play> {
    const res = await freeSpin(sessionId, playerId);
    expect(res.statusCode, res.body).toBe(200);
    let play = res.json() as Play;
    while (play.round.status === 'open') {
      const next = await spin(t, sessionId, playerId, { action: { type: 'spin' } });
      expect(next.statusCode, next.body).toBe(200);
      play = next.json() as Play;
    }
    return play;
  }

  it('20 free spins are played out without real money; their winnings become a bonus with its own wager', async () => {
    const p = await newPlayer();
    expect((await grant(p)).statusCode).toBe(200);
    // a repeated grant (same key) grants nothing more
    expect((await grant(p)).statusCode).toBe(200);
    expect(await freeSpinsOf(p)).toEqual([
      expect.objectContaining({ gameId: 'fortuna-pharaoh-lines', gameUrl: 'pharaoh-lines', left: 20, total: 20, bet: 20, winning: 0 }),
    ]);
    expect(pushed.find((m) => m.channel.endsWith(p) && m.type === 'freeSpinsAwarded')?.payload).toMatchObject({
      gameId: 'fortuna-pharaoh-lines',
      count: 20,
    });
    // unused free spins block a withdrawal (cashier error 150)
    await t.app.inject({ method: 'POST', url: `/api/operator/players/${p}/verify`, headers: OPERATOR, payload: {} });
    expect((await t.app.inject({ url: '/api/cashier/frame', headers: asPlayer(p) })).json().withdrawalWarning).toBe('freeSpins');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/cashier/withdrawal',
      headers: asPlayer(p),
      payload: { paymentSystem: 'sandbox-card', amount: 1_000 },
    });
    expect(refused.json()).toMatchObject({ code: ERROR_CODES.useFreeSpinsFirst });

    const session = (await launchAndOpen(t, 'pharaoh-lines', p)) as Awaited<ReturnType<typeof launchAndOpen>> & { freeSpins: Row };
    expect(session.freeSpins).toMatchObject({ left: 20, total: 20, bet: 20, winning: 0 });
    expect(session.balance).toBe(0);
    // a bet of the player's own (no money) is refused; a free spin is not
    expect((await spin(t, session.sessionId, p, { bet: { amount: 20 } })).json().code).toBe(RGS_ERROR_CODES.insufficient_funds);
    let won = 0;
    for (let i = 1; i <= 20; i++) {
      const play = await playFree(session.sessionId, p);
      won += play.round.win;
      expect(play.round.stake).toBeGreaterThanOrEqual(20);
      if (i < 20) expect(play.freeSpins).toMatchObject({ left: 20 - i, winning: won });
    }
    // used up: the next one is refused, nothing moves
    const over = await freeSpin(session.sessionId, p);
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe(RGS_ERROR_CODES.no_free_spins);
    expect(await freeSpinsOf(p)).toEqual([]);

    const [grantRow] = await rows(sql`select * from bonus_free_spins where player_id = ${p}`);
    expect(grantRow).toMatchObject({ status: 'finished', spins_left: 0 });
    expect(Number(grantRow.winning)).toBe(won);
    // no bet ever took the player's money: the only ledger movements are the wins, held in the bonus pool
    const bets = await rows(sql`select * from wallet_transactions where player_id = ${p} and kind = 'bet'`);
    expect(bets).toHaveLength(0);
    const balance = await wallet.balance(p, 'EUR');
    expect(balance.real).toBe(0);
    const history = (await t.app.inject({ url: '/api/bonus', headers: asPlayer(p) })).json();
    if (won > 0) {
      // the winnings are the player's active bonus, with the template's 30x wager
      expect(balance.bonus).toBe(won);
      expect(history.collection).toEqual([
        expect.objectContaining({ status: 'active', initialAmount: won, amount: won, fullWager: won * 30, wagerLeft: won * 30 }),
      ]);
      expect(grantRow.bonus_id).toBe(history.collection[0].id);
      // the progressbar channel tells the game page about the new bonus's wager
      expect(pushed.find((m) => m.channel === `progressbar:fortuna#${p}` && m.type === 'bonusProgress')?.payload).toMatchObject({
        bonusId: history.collection[0].id,
        wagered: 0,
        fullWager: won * 30,
      });
    } else {
      expect(balance.bonus).toBe(0);
      expect(history.collection).toEqual([]);
    }
    expect(pushed.filter((m) => m.channel === `free_spins:fortuna#${p}` && m.type === 'freeSpinsProgress').at(-1)?.payload).toMatchObject({
      left: 0,
      total: 20,
      winning: won,
    });
    // the withdrawal block is gone
    expect((await t.app.inject({ url: '/api/cashier/frame', headers: asPlayer(p) })).json().withdrawalWarning).toBeNull();
    expect(await wallet.audit()).toEqual(CLEAN);
  });

  it('a grant made while the game is open shows in the next answer (the memory of players without free spins is dropped)', async () => {
    const p = await newPlayer();
    await deposit(p, `dep-m-${p}`);
    const session = (await launchAndOpen(t, 'pharaoh-lines', p)) as Awaited<ReturnType<typeof launchAndOpen>> & { freeSpins: Row | null };
    expect(session.freeSpins).toBeNull();
    // paid spins: the answers show no free spins (the second is answered from the memory)
    for (let i = 0; i < 2; i++) {
      let play = (await spin(t, session.sessionId, p, { bet: { amount: 20 } })).json() as Play;
      while (play.round.status === 'open') play = (await spin(t, session.sessionId, p, { action: { type: 'spin' } })).json() as Play;
      expect(play.freeSpins).toBeNull();
    }
    expect((await grant(p)).statusCode).toBe(200);
    let play = (await spin(t, session.sessionId, p, { bet: { amount: 20 } })).json() as Play;
    while (play.round.status === 'open') play = (await spin(t, session.sessionId, p, { action: { type: 'spin' } })).json() as Play;
    expect(play.freeSpins).toMatchObject({ left: 20, total: 20, bet: 20 });
    expect((await playFree(session.sessionId, p)).freeSpins).toMatchObject({ left: 19, total: 20 });
    expect(await wallet.audit()).toEqual(CLEAN);
  });

  it('a free round whose transaction fails (a crash mid-round) takes no spin and leaves no trace; the next one plays', async () => {
    const p = await newPlayer();
    await grant(p, 'free-spins-3');
    const session = await launchAndOpen(t, 'pharaoh-lines', p);
    // the round row's final update fails: the engine step, the spin taken and the win all roll back with it
    await t.database.db.execute(sql`create table if not exists test_fail_free_rounds (player uuid primary key)`);
    await t.database.db.execute(
      sql.raw(`create or replace function test_fail_free_round() returns trigger language plpgsql as $$
      begin
        if new.free_spins_id is not null and exists (select 1 from test_fail_free_rounds where player = new.player_id) then
          raise exception 'crash in the middle of a free round';
        end if;
        return new;
      end $$`),
    );
    await t.database.db.execute(sql`drop trigger if exists test_fail_free_round on rgs_rounds`);
    await t.database.db.execute(
      sql.raw(`create trigger test_fail_free_round before update on rgs_rounds for each row execute function test_fail_free_round()`),
    );
    await t.database.db.execute(sql`insert into test_fail_free_rounds values (${p})`);
    const crashed = await freeSpin(session.sessionId, p);
    expect(crashed.statusCode).toBe(500);
    const [after] = await rows(sql`select spins_left, winning from bonus_free_spins where player_id = ${p}`);
    expect(after).toMatchObject({ spins_left: 3 });
    expect(Number(after.winning)).toBe(0);
    expect(await rows(sql`select * from bonus_free_rounds where player_id = ${p}`)).toHaveLength(0);
    expect(await rows(sql`select * from rgs_rounds where player_id = ${p}`)).toHaveLength(0);
    expect(await rows(sql`select * from wallet_transactions where player_id = ${p}`)).toHaveLength(0);
    // "restart": the fault is gone, the same session plays its three spins
    await t.database.db.execute(sql`delete from test_fail_free_rounds where player = ${p}`);
    let won = 0;
    for (let i = 0; i < 3; i++) won += (await playFree(session.sessionId, p)).round.win;
    const [done] = await rows(sql`select status, spins_left, winning from bonus_free_spins where player_id = ${p}`);
    expect(done).toMatchObject({ status: 'finished', spins_left: 0 });
    expect(Number(done.winning)).toBe(won);
    expect(await wallet.audit()).toEqual(CLEAN);
  });

  it('a code grants free spins (no longer 1211); the spins lapse at their end date and their winnings go back', async () => {
    const p = await newPlayer();
    const code = await t.app.inject({
      method: 'PUT',
      url: '/api/operator/bonus-codes/SPINS3',
      headers: OPERATOR,
      payload: { campaignId: 'free-spins', oncePerPlayer: true },
    });
    expect(code.statusCode, code.body).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bonus-code/activate',
      headers: { ...asPlayer(p), 'content-type': 'application/json' },
      payload: { code: 'SPINS3' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ bonus: null, freeSpins: { left: 20, total: 20, gameUrl: 'pharaoh-lines' } });
    const session = await launchAndOpen(t, 'pharaoh-lines', p);
    await playFree(session.sessionId, p);
    t.clock.advance(8 * 86_400_000);
    await t.app.inject({ method: 'POST', url: '/api/operator/bonuses/expire', headers: OPERATOR, payload: {} });
    const [row] = await rows(sql`select status, spins_left from bonus_free_spins where player_id = ${p}`);
    expect(row).toMatchObject({ status: 'cancelled', spins_left: 0 });
    const later = await launchAndOpen(t, 'pharaoh-lines', p);
    expect((later as unknown as { freeSpins: unknown }).freeSpins).toBeNull();
    expect((await freeSpin(later.sessionId, p)).json().code).toBe(RGS_ERROR_CODES.no_free_spins);
    expect((await wallet.balance(p, 'EUR')).balance).toBe(0);
    expect(await wallet.audit()).toEqual(CLEAN);
  });

  // --- over the signed HTTP seamless protocol (what an external studio sends) --------------------
  const GAME = 'fortuna-pharaoh-lines';
  const grantIdOf = async (playerId: string) =>
    (await rows(sql`select id from bonus_free_spins where player_id = ${playerId}`))[0].id as string;
  const spinsLeftOf = async (playerId: string) =>
    Number((await rows(sql`select spins_left from bonus_free_spins where player_id = ${playerId}`))[0].spins_left);
  const freeBetOverHttp = (playerId: string, freeRound: string, transactionId: string, roundId: string) =>
    seamless(t, '/bet', { playerId, currency: 'EUR', gameId: GAME, roundId, transactionId, amount: 20, freeRound });
  const rollbackOverHttp = (playerId: string, originalTransactionId: string, roundId: string) =>
    seamless(t, '/rollback', {
      playerId,
      currency: 'EUR',
      gameId: GAME,
      roundId,
      transactionId: `rb-${originalTransactionId}`,
      originalTransactionId,
    });

  it('over HTTP: a free bet that arrives after its rollback is refused (6005) and takes no spin; a rolled-back free bet gives its spin back once', async () => {
    const p = await newPlayer();
    await grant(p, 'free-spins-3');
    const fs = await grantIdOf(p);
    // the rollback overtakes its free bet: answered OK, recorded; the late bet is refused, nothing moves
    const rb = await rollbackOverHttp(p, `late-${p}`, `r-late-${p}`);
    expect(rb.statusCode, rb.body).toBe(200);
    expect(rb.json()).toMatchObject({ status: 'OK', balance: 0 });
    const late = await freeBetOverHttp(p, fs, `late-${p}`, `r-late-${p}`);
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json()).toMatchObject({ code: RGS_ERROR_CODES.rolled_back });
    // its replay is refused the same way
    expect((await freeBetOverHttp(p, fs, `late-${p}`, `r-late-${p}`)).json()).toMatchObject({ code: RGS_ERROR_CODES.rolled_back });
    expect(await spinsLeftOf(p)).toBe(3);
    expect(await rows(sql`select * from bonus_free_rounds where player_id = ${p}`)).toHaveLength(0);
    expect(await rows(sql`select * from seamless_transactions where player_id = ${p} and kind = 'bet'`)).toHaveLength(0);

    // in order: the free bet takes a spin, its rollback gives it back, a replayed rollback or bet moves nothing more
    const ok = await freeBetOverHttp(p, fs, `b1-${p}`, `r1-${p}`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await spinsLeftOf(p)).toBe(2);
    expect((await rollbackOverHttp(p, `b1-${p}`, `r1-${p}`)).statusCode).toBe(200);
    expect(await spinsLeftOf(p)).toBe(3);
    expect((await rollbackOverHttp(p, `b1-${p}`, `r1-${p}`)).statusCode).toBe(200);
    expect((await freeBetOverHttp(p, fs, `b1-${p}`, `r1-${p}`)).json()).toEqual(ok.json());
    expect(await spinsLeftOf(p)).toBe(3);
    expect((await wallet.balance(p, 'EUR')).balance).toBe(0);
    expect(await rows(sql`select * from wallet_transactions where player_id = ${p} and kind = 'bet'`)).toHaveLength(0);
    expect(await wallet.audit()).toEqual(CLEAN);
  });

  it.runIf(onPostgres)(
    'over HTTP on PostgreSQL: parallel duplicates of a late free bet racing its rollback never take a spin that stays taken',
    async () => {
      for (let i = 0; i < 4; i++) {
        const p = await newPlayer();
        await grant(p, 'free-spins-3');
        const fs = await grantIdOf(p);
        const tx = `race-${i}-${p}`;
        // 8 copies of the free bet and 2 of its rollback, all at once
        const calls = [
          ...Array.from({ length: 8 }, () => freeBetOverHttp(p, fs, tx, `r-${tx}`)),
          rollbackOverHttp(p, tx, `r-${tx}`),
          rollbackOverHttp(p, tx, `r-${tx}`),
        ];
        const answers = await Promise.all(calls);
        for (const a of answers) expect([200, 409], a.body).toContain(a.statusCode);
        for (const a of answers.filter((x) => x.statusCode === 409)) expect(a.json().code).toBe(RGS_ERROR_CODES.rolled_back);
        // whichever came first, the rollback holds: the spin is not taken, the free round (if any) is rolled back
        expect(await spinsLeftOf(p)).toBe(3);
        const free = await rows(sql`select rolled_back from bonus_free_rounds where player_id = ${p}`);
        expect(free.length).toBeLessThanOrEqual(1);
        for (const r of free) expect(r.rolled_back).toBe(true);
        // duplicates afterwards: still nothing
        const again = await Promise.all(Array.from({ length: 6 }, () => freeBetOverHttp(p, fs, tx, `r-${tx}`)));
        for (const a of again) expect([200, 409]).toContain(a.statusCode);
        expect(await spinsLeftOf(p)).toBe(3);
        expect((await wallet.balance(p, 'EUR')).balance).toBe(0);
      }
      expect(await wallet.audit()).toEqual(CLEAN);
    },
  );

  it("free rounds are not the player's own stake: the game profit counts no bet for them, no ledger bet and no wager move", async () => {
    const p = await newPlayer();
    await grant(p, 'free-spins-3');
    const session = await launchAndOpen(t, 'pharaoh-lines', p);
    let won = 0;
    for (let i = 0; i < 3; i++) won += (await playFree(session.sessionId, p)).round.win;
    const profit = (await t.app.inject({ url: '/api/game/profit/pharaoh-lines', headers: asPlayer(p) })).json();
    expect(profit).toMatchObject({ gameId: GAME, rounds: 3, bet: 0, win: won, profit: won });
    expect(await rows(sql`select * from bonus_wagers where player_id = ${p}`)).toHaveLength(0);
    expect(await rows(sql`select * from wallet_transactions where player_id = ${p} and kind = 'bet'`)).toHaveLength(0);
    // the round history shows their nominal bet marked as a free spin, and a paid round unmarked
    await deposit(p, `dep-h-${p}`);
    const paid = await spin(t, session.sessionId, p, { bet: { amount: 20 } });
    expect(paid.statusCode, paid.body).toBe(200);
    const history = (await t.app.inject({ url: '/api/history/rounds', headers: asPlayer(p) })).json() as {
      collection: { roundId: string; bet: number; freeRound?: boolean }[];
    };
    const paidId = (paid.json() as { round: { roundId: string } }).round.roundId;
    expect(history.collection).toHaveLength(4); // same clock time: order among them by id
    for (const r of history.collection) expect(r.freeRound ?? false).toBe(r.roundId !== paidId);
    expect(history.collection.every((r) => r.bet === 20)).toBe(true);
  });

  it.runIf(onPostgres)('parallel free spins on PostgreSQL never use more spins than granted', async () => {
    const p = await newPlayer();
    await grant(p, 'free-spins-3');
    // one open round per game session: each request gets its own session
    const sessions = await Promise.all(Array.from({ length: 12 }, () => launchAndOpen(t, 'pharaoh-lines', p)));
    const answers = await Promise.all(sessions.map((s) => freeSpin(s.sessionId, p)));
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(3);
    for (const a of answers.filter((x) => x.statusCode !== 200)) expect(a.json().code).toBe(RGS_ERROR_CODES.no_free_spins);
    const [row] = await rows(sql`select spins_left from bonus_free_spins where player_id = ${p}`);
    expect(row.spins_left).toBe(0);
    expect(await rows(sql`select * from bonus_free_rounds where player_id = ${p}`)).toHaveLength(3);
    expect(await wallet.audit()).toEqual(CLEAN);
  });
});
