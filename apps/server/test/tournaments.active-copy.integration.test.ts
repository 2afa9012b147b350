import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { playerSuite } from './suite';
import { makeFundedWallet, makePlayer, makeWallet } from './factories';
import { asPlayer } from './test-sessions';
import { seamless } from '../src/modules/rgs/test/rgs.test-support';
import { createTournamentsRepository } from '../src/modules/tournaments/tournaments.repository';
import { createTournamentsService } from '../src/modules/tournaments/tournaments.service';
import { createTournament, operatorHeaders, SLOT_GAME_ID, tournamentInput } from './tournaments.test-support';

/**
 * Postings are scored against a short-lived copy of the running tournaments (no SQL per spin when
 * none runs). A change this instance makes drops its copy at once; another instance's copy follows
 * within its time to live.
 */
describe('tournaments: the copy of the running tournaments that postings are scored against', () => {
  const t = playerSuite();

  const lifecycle = async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/operator/tournaments/lifecycle', headers: operatorHeaders() });
    expect(res.statusCode).toBe(200);
  };
  const join = async (id: number, playerId: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/tournament/${id}/join`,
      headers: { 'content-type': 'application/json', ...asPlayer(playerId) },
    });
    expect(res.statusCode).toBe(200);
  };
  const bet = async (playerId: string, roundId = randomUUID()) => {
    const res = await seamless(t, '/bet', {
      playerId,
      currency: 'EUR',
      gameId: SLOT_GAME_ID,
      roundId,
      transactionId: `bet-${roundId}`,
      amount: 100,
    });
    expect(res.statusCode).toBe(200);
  };
  const rounds = async (id: number, playerId: string) => {
    const result = (await t.database.db.execute(
      sql`select count(*)::int as n from tournament_rounds where tournament_id = ${id} and player_id = ${playerId}`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0].n;
  };
  const funded = async () => {
    const p = (await makePlayer(t)).id;
    await makeFundedWallet(t, p, { amount: 1_000_000 });
    return p;
  };

  it('this instance: a start, an edit and a cancel apply to the very next posting; parallel postings score once each', async () => {
    const input = tournamentInput(t, {}, 60_000, 3_600_000);
    const created = await t.app.inject({ method: 'POST', url: '/api/operator/tournaments', headers: operatorHeaders(), payload: input });
    expect(created.statusCode).toBe(200);
    const id = (created.json() as { id: number }).id;
    const player = await funded();
    await join(id, player);
    // before the start: the copy (no tournament running) is read and kept
    await bet(player);
    expect(await rounds(id, player)).toBe(0);

    t.clock.advance(60_000);
    await lifecycle(); // moves it to active: the copy is dropped
    await bet(player);
    expect(await rounds(id, player)).toBe(1);

    // 20 bets at once, right after an edit dropped the copy: each scored once
    const edit = (minBet: number) =>
      t.app.inject({ method: 'PUT', url: `/api/operator/tournaments/${id}`, headers: operatorHeaders(), payload: { ...input, minBet } });
    expect((await edit(50)).statusCode).toBe(200);
    await Promise.all(Array.from({ length: 20 }, () => bet(player)));
    expect(await rounds(id, player)).toBe(21);
    // an edit raising the minimum bet above the stake applies to the next bet
    expect((await edit(500)).statusCode).toBe(200);
    await bet(player);
    expect(await rounds(id, player)).toBe(21);
    expect((await edit(50)).statusCode).toBe(200);
    await bet(player);
    expect(await rounds(id, player)).toBe(22);

    const cancel = await t.app.inject({ method: 'POST', url: `/api/operator/tournaments/${id}/cancel`, headers: operatorHeaders() });
    expect(cancel.statusCode).toBe(200);
    await bet(player);
    expect(await rounds(id, player)).toBe(22);
    expect(await makeWallet(t).audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: [], unbalancedTransactions: 0 });
  });

  it('another instance: sees a start made elsewhere within its time to live, and an end at once (the clock)', async () => {
    const ttl = 200;
    const other = createTournamentsService({
      repository: createTournamentsRepository(t.database.db),
      clock: t.clock,
      events: t.events,
      wallet: makeWallet(t),
      playerOf: async () => null,
      gamesOf: async (urls) => urls.map((url) => ({ url, name: url, icon: null, gameId: SLOT_GAME_ID })),
      activeTtlMs: ttl,
    });
    const id = await createTournament(t, {}, 60_000, 3_600_000);
    const player = await funded();
    await join(id, player);
    const posting = (roundId = randomUUID()) => ({
      transactionId: randomUUID(),
      kind: 'bet',
      currency: 'EUR',
      amount: 100,
      playerId: player,
      reference: roundId,
      gameId: SLOT_GAME_ID,
      roundId,
    });
    const loaded = performance.now();
    await other.onPosting(posting()); // its copy: this tournament is not running yet
    t.clock.advance(60_000);
    await lifecycle(); // this instance starts it
    if (performance.now() - loaded < ttl) {
      // the other instance still scores against its copy
      await other.onPosting(posting());
      expect(await rounds(id, player)).toBe(0);
    }
    await new Promise((r) => setTimeout(r, ttl + 20));
    await other.onPosting(posting());
    expect(await rounds(id, player)).toBe(1);
    // past its end (the lifecycle has not run): no posting counts, copy or not
    t.clock.advance(3_600_000);
    await other.onPosting(posting());
    expect(await rounds(id, player)).toBe(1);
  });
});
