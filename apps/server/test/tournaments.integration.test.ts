import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ERROR_CODES } from '@fortuna/contracts';
import type { TestApp } from './helpers';
import { recordingPublisher } from '../src/platform/realtime';
import { makeFundedWallet, makeGameSession, makePlayer, makeWallet } from './factories';
import { asPlayer } from './test-sessions';
import { seamless } from '../src/modules/rgs/test/rgs.test-support';
import { createTournament, operatorHeaders, SLOT, SLOT_GAME_ID, tournamentInput } from './tournaments.test-support';
import { playerSuite } from './suite';

const json = { 'content-type': 'application/json' };

/** one pass of the lifecycle (what the scheduler runs) */
async function tournamentsTick(t: TestApp) {
  const res = await t.app.inject({ method: 'POST', url: '/api/operator/tournaments/lifecycle', headers: operatorHeaders() });
  expect(res.statusCode).toBe(200);
}

describe('tournaments: lists, join rules, scores from the ledger, awarding', () => {
  const realtime = recordingPublisher();
  const t = playerSuite({ realtime });

  const join = (id: number, playerId: string) =>
    t.app.inject({ method: 'POST', url: `/api/tournament/${id}/join`, headers: { ...json, ...asPlayer(playerId) } });
  const detail = async (id: number, playerId?: string) => {
    const res = await t.app.inject({ url: `/api/tournament/${id}`, headers: playerId ? asPlayer(playerId) : {} });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('lists a new tournament as future, registration, with its prize places', async () => {
    const id = await createTournament(t);
    const res = await t.app.inject({ url: '/api/tournament-list?status=future' });
    expect(res.statusCode).toBe(200);
    const item = res.json().tournaments.find((x: { id: number }) => x.id === id);
    expect(item).toMatchObject({ status: 'registration', isPlayerJoined: false, places: 2, externalPlaces: 0, prizePool: 15_000 });
    expect(
      (await t.app.inject({ url: '/api/tournament-list?status=active' })).json().tournaments.some((x: { id: number }) => x.id === id),
    ).toBe(false);
  });

  it('join rules: signed-in only, allowed statuses (code 3, the message lists them), idempotent, then isPlayerJoined', async () => {
    const id = await createTournament(t, { allowedStatuses: ['verified'] });
    const newcomer = await makePlayer(t);
    const verified = await makePlayer(t, { verifiedSumSub: true });
    const blocked = await makePlayer(t, { verifiedSumSub: true, blockStatus: 1 });

    expect((await t.app.inject({ method: 'POST', url: `/api/tournament/${id}/join`, headers: json })).statusCode).toBe(401);
    const refused = await join(id, newcomer.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: ERROR_CODES.tournamentStatusControl });
    expect(refused.json().message).toContain('verified');
    expect((await join(id, blocked.id)).json()).toMatchObject({ code: ERROR_CODES.tournamentStatusControl });

    const ok = await join(id, verified.id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ id, isPlayerJoined: true });
    expect((await join(id, verified.id)).statusCode).toBe(200);
    expect(await detail(id, verified.id)).toMatchObject({ isPlayerJoined: true, participants: 1, me: { place: 1, points: 0, isMe: true } });
    expect(await detail(id)).toMatchObject({ isPlayerJoined: false, me: null });
    expect((await t.app.inject({ url: '/api/tournament/999999' })).statusCode).toBe(404);
  });

  it('join rules: a cancelled tournament is gone; an awarded one refuses with code 3', async () => {
    const id = await createTournament(t);
    const cancel = await t.app.inject({ method: 'POST', url: `/api/operator/tournaments/${id}/cancel`, headers: operatorHeaders() });
    expect(cancel.statusCode).toBe(200);
    const player = await makePlayer(t);
    expect((await join(id, player.id)).statusCode).toBe(404);
  });

  it('operator validation: end after start, sorted prizes, existing games (400, nothing stored)', async () => {
    const bad = async (overrides: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/operator/tournaments',
        headers: operatorHeaders(),
        payload: { ...tournamentInput(t), ...overrides },
      });
    const now = t.clock.now().getTime();
    expect((await bad({ endsAt: new Date(now).toISOString(), startsAt: new Date(now + 1000).toISOString() })).statusCode).toBe(400);
    expect(
      (
        await bad({
          prizes: [
            { place: 1, amount: 5 },
            { place: 2, amount: 50 },
          ],
        })
      ).statusCode,
    ).toBe(400);
    const unknown = await bad({ games: ['no-such-game'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.games[0]).toContain('no-such-game');
    expect((await t.app.inject({ method: 'POST', url: '/api/operator/tournaments', payload: tournamentInput(t) })).statusCode).toBe(403);
  });

  describe('a running win-sum tournament', () => {
    let id: number;
    let a: string;
    let b: string;
    let outsider: string;
    beforeAll(async () => {
      id = await createTournament(t, {}, 60_000, 3_600_000);
      [a, b, outsider] = await Promise.all([makePlayer(t), makePlayer(t), makePlayer(t)]).then((ps) => ps.map((p) => p.id));
      for (const p of [a, b, outsider]) await makeFundedWallet(t, p, { amount: 100_000 });
      expect((await join(id, a)).statusCode).toBe(200);
      expect((await join(id, b)).statusCode).toBe(200);
      t.clock.advance(60_000);
      await tournamentsTick(t);
      expect(await detail(id)).toMatchObject({ status: 'active' });
    });

    it('scores from real spins through the game server equal the ledger wins of the rounds (an outsider does not count)', async () => {
      const session = await makeGameSession(t, SLOT, a);
      const play = (body: object) =>
        t.app.inject({
          method: 'POST',
          url: '/api/rgs/play',
          headers: { ...json, ...asPlayer(a) },
          payload: { sessionId: session.sessionId, ...body },
        });
      for (let i = 0; i < 15; i++) {
        let res = await play({ bet: { amount: 100 } });
        expect(res.statusCode).toBe(200);
        t.clock.advance(2_000);
        // free spins keep the round open: they are played as steps of the same round
        while (res.json().round.status === 'open') {
          res = await play({ action: { type: 'spin' } });
          expect(res.statusCode).toBe(200);
          t.clock.advance(2_000);
        }
      }
      const other = await makeGameSession(t, SLOT, outsider);
      await t.app.inject({
        method: 'POST',
        url: '/api/rgs/play',
        headers: { ...json, ...asPlayer(outsider) },
        payload: { sessionId: other.sessionId, bet: { amount: 100 } },
      });

      const won = await ledgerWins(t, a);
      const view = await detail(id, a);
      expect(view.me).toMatchObject({ points: won, isMe: true });
      expect(view.leaders.map((l: { nickname: string }) => l.nickname)).toHaveLength(2);
      expect(await countRounds(t, id, a)).toBe(15);
      expect(await countRounds(t, id, outsider)).toBe(0);

      // the leaderboard went out on the public tournaments channel (throttled: a win in the same second as
      // its bet waits for the next flush, which the scheduler's pass runs)
      t.clock.advance(1_000);
      await tournamentsTick(t);
      const pushes = realtime.sent.filter(
        (m) => m.message.type === 'tournamentLeaders' && (m.message.payload as { tournamentId: number }).tournamentId === id,
      );
      expect(pushes.length).toBeGreaterThanOrEqual(15);
      expect(pushes.every((m) => m.channel === 'tournaments:fortuna')).toBe(true);
      const last = pushes.at(-1)!.message.payload as { leaders: { points: number }[] };
      expect(last.leaders[0].points).toBe(won);
      const own = realtime.sent.filter((m) => m.channel === `tournament:fortuna#${a}`).at(-1);
      expect(own?.message).toMatchObject({ type: 'tournamentStanding', payload: { tournamentId: String(id), place: 1, points: won } });
    });

    it('a retried settlement counts once; a rollback removes the round', async () => {
      const before = (await detail(id, b)).me.points as number;
      const bet = { playerId: b, currency: 'EUR', gameId: SLOT_GAME_ID, roundId: `rb-${b}`, transactionId: `bet-${b}`, amount: 200 };
      expect((await seamless(t, '/bet', bet)).statusCode).toBe(200);
      expect((await seamless(t, '/bet', bet)).statusCode).toBe(200);
      const win = { playerId: b, currency: 'EUR', gameId: SLOT_GAME_ID, roundId: `rb-${b}`, transactionId: `win-${b}`, amount: 700 };
      expect((await seamless(t, '/win', win)).statusCode).toBe(200);
      expect((await seamless(t, '/win', win)).statusCode).toBe(200);
      expect((await detail(id, b)).me.points).toBe(before + 700);
      expect(await countRounds(t, id, b)).toBe(1);

      const rollback = {
        playerId: b,
        currency: 'EUR',
        gameId: SLOT_GAME_ID,
        roundId: `rb-${b}`,
        transactionId: `rollback-${b}`,
        originalTransactionId: `bet-${b}`,
      };
      expect((await seamless(t, '/rollback', rollback)).statusCode).toBe(200);
      expect((await detail(id, b)).me.points).toBe(before);
      expect(await countRounds(t, id, b)).toBe(0);
    });

    it('ties go to whoever reached the score first', async () => {
      const c = (await makePlayer(t)).id;
      const d = (await makePlayer(t)).id;
      for (const p of [c, d]) {
        await makeFundedWallet(t, p, { amount: 10_000 });
        await join(id, p);
      }
      const big = 1_000_000;
      for (const p of [d, c]) {
        await seamless(t, '/bet', {
          playerId: p,
          currency: 'EUR',
          gameId: SLOT_GAME_ID,
          roundId: `tie-${p}`,
          transactionId: `tie-bet-${p}`,
          amount: 100,
        });
        await seamless(t, '/win', {
          playerId: p,
          currency: 'EUR',
          gameId: SLOT_GAME_ID,
          roundId: `tie-${p}`,
          transactionId: `tie-win-${p}`,
          amount: big,
        });
        t.clock.advance(1_000);
      }
      const leaders = (await detail(id, c)).leaders as { nickname: string; points: number; isMe: boolean; place: number }[];
      expect(leaders[0].points).toBe(big);
      expect(leaders[1].points).toBe(big);
      expect(leaders[1].isMe).toBe(true); // c played second
    });

    it('awarding pays every prize once through the ledger, also when run again; the ledger stays consistent', async () => {
      const ranked = ((await detail(id)).leaders as { place: number; prize: number }[]).slice(0, 2);
      const winners = await standings(t, id);
      const before = await Promise.all(winners.map((w) => balance(t, w)));
      t.clock.advance(3_600_000);
      await tournamentsTick(t);
      await tournamentsTick(t);
      expect(await detail(id)).toMatchObject({ status: 'awarded' });
      const after = await Promise.all(winners.map((w) => balance(t, w)));
      expect(after[0] - before[0]).toBe(ranked[0].prize);
      expect(after[1] - before[1]).toBe(ranked[1].prize);
      expect(await prizeTransactions(t, id)).toBe(2);
      expect(await makeWallet(t).audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: [], unbalancedTransactions: 0 });
      const past = (await t.app.inject({ url: '/api/tournament-list?status=past' })).json();
      expect(past.tournaments.some((x: { id: number }) => x.id === id)).toBe(true);
      expect(past.tournaments.length).toBeLessThanOrEqual(3);
    });
  });
});

async function rows<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
async function ledgerWins(t: TestApp, playerId: string): Promise<number> {
  const [r] = await rows<{ n: string }>(
    t,
    sql`select coalesce(sum(e.amount), 0) as n from wallet_entries e join wallet_transactions x on x.id = e.transaction_id join wallet_accounts a on a.id = e.account_id
        where x.kind = 'win' and a.player_id = ${playerId}`,
  );
  return Number(r.n);
}
async function countRounds(t: TestApp, id: number, playerId: string) {
  const [r] = await rows<{ n: number }>(
    t,
    sql`select count(*)::int as n from tournament_rounds where tournament_id = ${id} and player_id = ${playerId}`,
  );
  return r.n;
}
async function standings(t: TestApp, id: number) {
  const r = await rows<{ player_id: string }>(
    t,
    sql`select player_id from tournament_participants where tournament_id = ${id} order by score desc, reached_at, player_id limit 2`,
  );
  return r.map((x) => x.player_id);
}
async function balance(t: TestApp, playerId: string) {
  return (await makeWallet(t).balance(playerId, 'EUR')).real;
}
async function prizeTransactions(t: TestApp, id: number) {
  const [r] = await rows<{ n: number }>(
    t,
    sql`select count(*)::int as n from wallet_transactions where kind = 'tournament_prize' and reference = ${`tournament:${id}`}`,
  );
  return r.n;
}
