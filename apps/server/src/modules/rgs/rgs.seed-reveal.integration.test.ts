import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { hashServerSeed, ProvablyFairRng } from '@fortuna/game-math';
import { MIN_ROUND_INTERVAL_MS, RGS_ERROR_CODES, roundHistorySchema } from '@fortuna/contracts';
import { buildTestApp, onPostgres, testEnv, type TestApp } from '../../../test/helpers';
import { asPlayer, fundedPlayer, headerSessions, launchAndOpen, ledgerOf, spin } from './test/rgs.test-support';

/**
 * The seed pair of a round is revealed only once no open round was drawn from it. Every engine fixes
 * its round from the seeds at the start (the mines, the shoe, the deck, the crash point, the card),
 * so a rotation or a new client seed while a round is open would hand the player the rest of it.
 * Both are refused with 409 / 6025 and change nothing; once the round is over they go through, and
 * the round is verifiable from the revealed seed.
 */
type Obj = Record<string, any>;

/** Engines whose round stays open after its first call, with a first bet and the action that ends it. */
const MULTI_STEP: Record<string, { bet: unknown; next: (state: Obj) => unknown }> = {
  'line-slot': { bet: { amount: 100, buyBonus: true }, next: () => ({ type: 'spin' }) },
  blackjack: { bet: { amount: 100 }, next: (s) => ({ type: s.actions.includes('noInsurance') ? 'noInsurance' : 'stand' }) },
  'video-poker': { bet: { amount: 100 }, next: () => ({ type: 'draw', hold: [false, false, false, false, false] }) },
  crash: { bet: { amount: 100, autoCashout: 200 }, next: () => ({ type: 'crash' }) },
  mines: { bet: { amount: 100, mines: 24 }, next: (s) => (s.revealed.length ? { type: 'cashout' } : { type: 'reveal', tile: 12 }) },
};
/** Engines that settle in one call: their round is open only while its money is in flight (or after a crash). */
const ONE_SHOT: Record<string, unknown> = {
  'ways-slot': { amount: 100 },
  'cluster-slot': { amount: 100 },
  'jackpot-slot': { amount: 100 },
  roulette: { bets: [{ type: 'red', amount: 100 }] },
  dice: { amount: 100, direction: 'under', target: 5000 },
  scratch: { amount: 100 },
};

describe('seed reveal waits for the rounds drawn from the pair', () => {
  let t: TestApp;
  const urlOf: Record<string, string> = {};
  beforeAll(async () => {
    t = await buildTestApp({ sessionResolver: headerSessions });
    for (const engine of [...Object.keys(MULTI_STEP), ...Object.keys(ONE_SHOT)]) {
      const [row] = (
        (await t.database.db.execute(sql`select url from games where engine = ${engine} order by url limit 1`)) as unknown as {
          rows: { url: string }[];
        }
      ).rows;
      urlOf[engine] = row.url;
    }
  }, 180_000);
  afterAll(() => t.close());

  const fairness = async (sessionId: string, headers = {}) =>
    (await t.app.inject({ method: 'GET', url: `/api/rgs/fairness?sessionId=${sessionId}`, headers })).json();
  const rotate = (sessionId: string, headers = {}) =>
    t.app.inject({ method: 'POST', url: '/api/rgs/fairness/rotate', payload: { sessionId }, headers });
  const setClientSeed = (sessionId: string, clientSeed: string, headers = {}) =>
    t.app.inject({ method: 'POST', url: '/api/rgs/fairness/client-seed', payload: { sessionId, clientSeed }, headers });

  async function expectRefused(sessionId: string, headers: Record<string, string>) {
    const before = await fairness(sessionId, headers);
    for (const res of [await rotate(sessionId, headers), await setClientSeed(sessionId, 'new-seed', headers)]) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().code).toBe(RGS_ERROR_CODES.seed_in_use);
      expect(res.json().revealed).toBeUndefined();
    }
    expect(await fairness(sessionId, headers)).toEqual(before);
    const [{ n }] = (
      (await t.database.db.execute(
        sql`select count(*)::int as n from rgs_fair_seeds where server_seed_hash = ${before.serverSeedHash} and revealed_at is not null`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(n).toBe(0);
  }

  for (const [engine, play] of Object.entries(MULTI_STEP)) {
    it(`${engine}: refused while the round is open, revealed and verifiable once it is over (real money and demo)`, async () => {
      for (const real of [true, false]) {
        const player = real ? await fundedPlayer(ledgerOf(t), 1_000_000) : null;
        const headers = player ? asPlayer(player) : {};
        const session = await launchAndOpen(t, urlOf[engine], player);
        const committed = (await fairness(session.sessionId, headers)).serverSeedHash;
        t.clock.advance(MIN_ROUND_INTERVAL_MS);
        let res = await spin(t, session.sessionId, player, { bet: play.bet });
        expect(res.statusCode, res.body).toBe(200);
        if (res.json().round.status !== 'open') continue; // a natural blackjack ends at once: nothing to refuse
        await expectRefused(session.sessionId, headers);
        const roundId = res.json().round.roundId as string;
        for (let guard = 0; res.json().round.status === 'open'; guard++) {
          expect(guard).toBeLessThan(500);
          res = await spin(t, session.sessionId, player, { action: play.next(res.json().round.state) });
          expect(res.statusCode, res.body).toBe(200);
        }
        const rotated = await rotate(session.sessionId, headers);
        expect(rotated.statusCode, rotated.body).toBe(200);
        const revealed = rotated.json().revealed;
        expect(hashServerSeed(revealed.serverSeed)).toBe(committed);
        if (player) {
          const history = roundHistorySchema.parse((await t.app.inject({ method: 'GET', url: '/api/history/rounds', headers })).json());
          const item = history.collection.find((r) => r.roundId === roundId)!;
          expect(item.fairness?.serverSeed).toBe(revealed.serverSeed);
        }
        if (engine === 'mines') {
          // the attack of the issue: the mines are the first 24 tiles of the revealed stream's shuffle
          const rng = new ProvablyFairRng({ serverSeed: revealed.serverSeed, clientSeed: revealed.clientSeed, nonce: 0 });
          const tiles = Array.from({ length: 25 }, (_, i) => i);
          for (let i = 0; i < 24; i++) {
            const j = i + rng.int(25 - i);
            [tiles[i], tiles[j]] = [tiles[j], tiles[i]];
          }
          expect(tiles.slice(0, 24).sort((a, b) => a - b)).toEqual([...res.json().round.state.minePositions].sort((a, b) => a - b));
        }
      }
    });
  }

  it('one-shot engines: a round left open (money in flight, or interrupted) blocks the reveal of its pair', async () => {
    for (const [engine, bet] of Object.entries(ONE_SHOT)) {
      const player = await fundedPlayer(ledgerOf(t), 1_000_000);
      const headers = asPlayer(player);
      const session = await launchAndOpen(t, urlOf[engine], player);
      t.clock.advance(MIN_ROUND_INTERVAL_MS);
      let res = await spin(t, session.sessionId, player, { bet });
      expect(res.statusCode, `${engine}: ${res.body}`).toBe(200);
      while (res.json().round.status === 'open') res = await spin(t, session.sessionId, player, { action: { type: 'spin' } });
      const roundId = res.json().round.roundId as string;
      // the round as a crash in the middle of its wallet call leaves it
      await t.database.db.execute(sql`update rgs_rounds set status = 'open' where id = ${roundId}`);
      await expectRefused(session.sessionId, headers);
      await t.database.db.execute(sql`update rgs_rounds set status = 'closed' where id = ${roundId}`);
      expect((await rotate(session.sessionId, headers)).statusCode, engine).toBe(200);
    }
  });

  it('a real-money pair is shared by the player’s games: an open round of one game blocks rotation from another', async () => {
    const player = await fundedPlayer(ledgerOf(t), 1_000_000);
    const headers = asPlayer(player);
    const mines = await launchAndOpen(t, urlOf.mines, player);
    const dice = await launchAndOpen(t, urlOf.dice, player);
    expect((await spin(t, mines.sessionId, player, { bet: { amount: 100, mines: 3 } })).json().round.status).toBe('open');
    await expectRefused(dice.sessionId, headers);
  });

  it(`rotations racing new rounds never reveal the pair of an open round (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const player = await fundedPlayer(ledgerOf(t), 1_000_000);
    const headers = asPlayer(player);
    const sessions = await Promise.all(Array.from({ length: 10 }, () => launchAndOpen(t, urlOf.mines, player)));
    const results = await Promise.all([
      ...sessions.map((s) => spin(t, s.sessionId, player, { bet: { amount: 100, mines: 24 } })),
      ...sessions.map((s) => rotate(s.sessionId, headers)),
    ]);
    for (const r of results) expect([200, 409], r.body).toContain(r.statusCode);
    const leaked = (
      (await t.database.db.execute(sql`select r.id from rgs_rounds r join rgs_fair_rounds f on f.round_id = r.id
          join rgs_fair_seeds s on s.id = f.seed_id where r.player_id = ${player} and r.status = 'open' and s.revealed_at is not null`)) as unknown as {
        rows: unknown[];
      }
    ).rows;
    expect(leaked).toEqual([]);
    expect(results.slice(0, 10).filter((r) => r.statusCode === 200).length).toBe(10);
  });

  it('live tables: a round’s own seed is revealed only with its result; a player’s rotation never touches it', async () => {
    const operator = { authorization: `Bearer ${testEnv().OPERATOR_TOKEN}`, 'content-type': 'application/json' };
    expect((await t.app.inject({ method: 'POST', url: '/api/rgs/live/tick', headers: operator })).statusCode).toBe(200);
    const player = await fundedPlayer(ledgerOf(t), 1_000_000);
    const headers = asPlayer(player);
    const session = await launchAndOpen(t, 'auto-roulette-live', player);
    const table = (await t.app.inject({ method: 'GET', url: '/api/rgs/live/roulette', headers })).json();
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/rgs/live/bet',
      payload: { sessionId: session.sessionId, roundId: table.round.roundId, bets: [{ type: 'red', amount: 100 }] },
      headers,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const rotated = await rotate(session.sessionId, headers);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().revealed?.serverSeedHash).not.toBe(table.round.serverSeedHash);
    const during = (await t.app.inject({ method: 'GET', url: `/api/rgs/live/roulette?sessionId=${session.sessionId}`, headers })).json();
    expect(during.round.serverSeed).toBeNull();
    expect(JSON.stringify(during)).not.toContain(
      (
        (await t.database.db.execute(sql`select server_seed from rgs_live_rounds where id = ${table.round.roundId}`)) as unknown as {
          rows: { server_seed: string }[];
        }
      ).rows[0].server_seed,
    );
  });
});
