import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { FAIR_GAMES, hashServerSeedPortable, isFairGame, PortableFairRng, recomputeRound } from '@fortuna/game-math/browser';
import { MIN_ROUND_INTERVAL_MS, roundHistorySchema, type RoundFairness } from '@fortuna/contracts';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { asPlayer, fundedPlayer, headerSessions, launchAndOpen, ledgerOf, spin } from './test/rgs.test-support';

/**
 * Real-money rounds of every single-player engine, recomputed with the verifier's browser code
 * (`@fortuna/game-math/browser`, what /fairness runs) from what the round history links with: the
 * revealed seeds plus the slot's variant, theme and bet. Each recomputed outcome must be the one the
 * game server recorded; a bought line-slot feature checks that every free spin continues the stream.
 */
type Obj = Record<string, any>;

const PLAYS: Record<string, { bet: unknown; next?: (state: Obj) => unknown }> = {
  'line-slot': { bet: { amount: 100, buyBonus: true }, next: () => ({ type: 'spin' }) },
  'ways-slot': { bet: { amount: 100 } },
  'cluster-slot': { bet: { amount: 100 } },
  'jackpot-slot': { bet: { amount: 100 }, next: () => ({ type: 'spin' }) },
  roulette: { bet: { bets: [{ type: 'red', amount: 100 }] } },
  blackjack: { bet: { amount: 100 }, next: (s) => ({ type: s.actions.includes('noInsurance') ? 'noInsurance' : 'stand' }) },
  'video-poker': { bet: { amount: 100 }, next: () => ({ type: 'draw', hold: [false, false, false, false, false] }) },
  dice: { bet: { amount: 100, direction: 'under', target: 5000 } },
  crash: { bet: { amount: 100, autoCashout: 200 }, next: () => ({ type: 'crash' }) },
  mines: { bet: { amount: 100, mines: 5 }, next: (s) => (s.revealed.length ? { type: 'cashout' } : { type: 'reveal', tile: 12 }) },
  scratch: { bet: { amount: 100 } },
};

describe('the browser verifier recomputes real rounds of every engine', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ sessionResolver: headerSessions });
  }, 180_000);
  afterAll(() => t.close());

  it('slots (a bought feature included), tables and instant games: the outcome the server recorded', async () => {
    const player = await fundedPlayer(ledgerOf(t), 10_000_000);
    const headers = asPlayer(player);
    let sessionId = '';
    for (const [engine, play] of Object.entries(PLAYS)) {
      const [game] = (
        (await t.database.db.execute(sql`select url from games where engine = ${engine} order by url limit 1`)) as unknown as {
          rows: { url: string }[];
        }
      ).rows;
      const session = await launchAndOpen(t, game.url, player);
      sessionId = session.sessionId;
      t.clock.advance(MIN_ROUND_INTERVAL_MS);
      let res = await spin(t, sessionId, player, { bet: play.bet });
      expect(res.statusCode, `${engine}: ${res.body}`).toBe(200);
      for (let guard = 0; res.json().round.status === 'open'; guard++) {
        expect(guard, `${engine} did not finish`).toBeLessThan(500);
        res = await spin(t, sessionId, player, { action: play.next!(res.json().round.state) });
        expect(res.statusCode, `${engine}: ${res.body}`).toBe(200);
      }
    }
    const rotated = await t.app.inject({ method: 'POST', url: '/api/rgs/fairness/rotate', payload: { sessionId }, headers });
    expect(rotated.statusCode).toBe(200);

    const history = roundHistorySchema.parse((await t.app.inject({ method: 'GET', url: '/api/history/rounds', headers })).json());
    expect(history.collection).toHaveLength(Object.keys(PLAYS).length);
    const verified: string[] = [];
    for (const item of history.collection) {
      const fair = item.fairness as RoundFairness;
      expect(isFairGame(fair.engine), `${fair.engine} is a game the verifier knows`).toBe(true);
      if (!isFairGame(fair.engine)) continue;
      expect(fair.serverSeed).not.toBeNull();
      expect(hashServerSeedPortable(fair.serverSeed!)).toBe(fair.serverSeedHash);
      const recall = (await t.app.inject({ method: 'GET', url: `/api/rgs/rounds/${item.roundId}`, headers })).json().round as Obj;
      const state = recall.state as Obj;
      const outcome = recomputeRound(
        fair.engine,
        new PortableFairRng({ serverSeed: fair.serverSeed!, clientSeed: fair.clientSeed, nonce: fair.nonce }),
        fair,
      );
      switch (outcome.kind) {
        case 'slot':
          expect(outcome.spins.at(-1)!.outcome).toEqual(recall.outcome);
          expect(outcome.win).toBe(item.win - recall.jackpotWin);
          expect(outcome.stake).toBe(item.bet);
          if (fair.engine === 'line-slot') {
            expect(fair.bet).toEqual({ amount: 100, buyBonus: true });
            // a bought feature starts with its first free spin: every spin of the round is a free spin
            expect(outcome.spins.length).toBe(state.freeSpinsPlayed);
            expect(outcome.spins.length).toBeGreaterThanOrEqual(10);
          }
          break;
        case 'roulette':
          expect(outcome.pocket).toBe(state.outcome.number);
          break;
        case 'blackjack':
          expect(outcome.player).toEqual(state.hands[0].cards.slice(0, 2));
          expect(outcome.dealer).toEqual(state.dealer.slice(0, 2));
          break;
        case 'poker':
          expect(outcome.next).toEqual(state.hand);
          break;
        case 'dice':
          expect(outcome.roll).toBe(state.outcome.roll / 100);
          break;
        case 'crash':
          expect(outcome.crashPoint).toBe(state.crashPoint);
          break;
        case 'mines':
          expect(fair.bet?.mines).toBe(5);
          expect(outcome.mines).toEqual([...state.minePositions].sort((a: number, b: number) => a - b));
          break;
        case 'scratch':
          expect(outcome.cells).toEqual(state.outcome.cells);
          break;
        default:
          throw new Error(`unexpected ${outcome.kind}`);
      }
      verified.push(fair.engine);
    }
    expect(verified.sort()).toEqual(FAIR_GAMES.filter((g) => !g.startsWith('live-') && g !== 'baccarat').sort());
  }, 120_000);
});
