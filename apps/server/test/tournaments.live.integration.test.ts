import { describe, expect, it } from 'vitest';
import { jsonPoster } from './helpers';
import { playerSuite } from './suite';
import { makeFundedWallet, makePlayer } from './factories';
import { asPlayer } from './test-sessions';
import { launchAndOpen } from '../src/modules/rgs/test/rgs.test-support';
import { createTournament, operatorHeaders } from './tournaments.test-support';

/** Live-table bets are real-money rounds too: a settled live bet on a qualifying live game scores. */
describe('tournaments: live-table bets count', () => {
  const t = playerSuite();

  const post = jsonPoster(() => t.app);
  const liveTick = async () => expect((await post('/api/rgs/live/tick', operatorHeaders())).statusCode).toBe(200);
  const lifecycle = async () => expect((await post('/api/operator/tournaments/lifecycle', operatorHeaders())).statusCode).toBe(200);

  it('a live roulette bet scores once it settles, and only once however often the tables tick', async () => {
    // fixed points per qualifying bet, so the score does not depend on where the ball lands
    const id = await createTournament(
      t,
      { games: ['auto-roulette-live'], type: 'fixed-explicit', pointsTable: [{ minBet: 100, points: 7 }], minBet: 100 },
      1_000,
      3_600_000,
    );
    const player = (await makePlayer(t)).id;
    await makeFundedWallet(t, player, { amount: 10_000 });
    expect((await post(`/api/tournament/${id}/join`, asPlayer(player))).statusCode).toBe(200);
    t.clock.advance(1_000);
    await lifecycle();

    await liveTick();
    const session = await launchAndOpen(t, 'auto-roulette-live', player);
    const table = (await t.app.inject({ url: `/api/rgs/live/roulette?sessionId=${session.sessionId}`, headers: asPlayer(player) })).json();
    const roundId = table.round.roundId as string;
    const bet = await post('/api/rgs/live/bet', asPlayer(player), {
      sessionId: session.sessionId,
      roundId,
      bets: [{ type: 'red', amount: 500 }],
    });
    expect(bet.statusCode, bet.body).toBe(200);

    // the bet alone counts as the round's stake; the settlement (win or not) closes the round
    for (const ms of [15_000, 8_000, 1_000]) {
      t.clock.advance(ms);
      await liveTick();
    }
    const detail = (await t.app.inject({ url: `/api/tournament/${id}`, headers: asPlayer(player) })).json();
    expect(detail.me).toMatchObject({ place: 1, points: 7 });
    for (let i = 0; i < 3; i++) await liveTick();
    expect((await t.app.inject({ url: `/api/tournament/${id}`, headers: asPlayer(player) })).json().me.points).toBe(7);
  });
});
