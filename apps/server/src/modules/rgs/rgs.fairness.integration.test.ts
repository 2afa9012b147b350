import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  createMinesEngine,
  createScratchEngine,
  drawCrashPoint,
  drawLiveOutcome,
  freshShoe,
  hashServerSeed,
  ProvablyFairRng,
  spinWheel,
} from '@fortuna/game-math';
import { MIN_ROUND_INTERVAL_MS, roundHistorySchema } from '@fortuna/contracts';
import { buildTestApp, testEnv, type TestApp } from '../../../test/helpers';
import type { WalletService } from '../wallet';
import { asPlayer, headerSessions } from './test/rgs.test-support';
import { run } from './studio/engine-port';
import { gameMathRegistry } from './studio/engines';
import { fundedPlayer, launchAndOpen, ledgerOf, spin } from './test/rgs.test-support';

/**
 * Rounds per engine recomputed from revealed seeds: 250 in `npm test` on both databases; the full
 * 1,000 per engine is a bench run (bench/README.md, "Provably fair, 1,000 rounds"): FAIR_ROUNDS=1000.
 */
const ROUNDS = Number(process.env.FAIR_ROUNDS ?? 250);

type Rows<T> = { rows: T[] };
async function rowsOf<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as Rows<T>).rows;
}

describe('provably fair in the RGS', () => {
  let t: TestApp;
  let wallet: WalletService;
  const urlOf: Record<string, string> = {};
  beforeAll(async () => {
    t = await buildTestApp({ sessionResolver: headerSessions });
    wallet = ledgerOf(t);
    for (const engine of ['roulette', 'dice', 'crash', 'mines', 'scratch', 'blackjack', 'video-poker']) {
      const [row] = await rowsOf<{ url: string }>(t, sql`select url from games where engine = ${engine} order by url limit 1`);
      urlOf[engine] = row.url;
    }
  }, 180_000);
  afterAll(() => t.close());

  const fairness = (sessionId: string, headers = {}) =>
    t.app.inject({ method: 'GET', url: `/api/rgs/fairness?sessionId=${sessionId}`, headers });
  const post = (path: string, payload: Record<string, unknown>, headers = {}) =>
    t.app.inject({ method: 'POST', url: `/api/rgs/fairness/${path}`, payload, headers });

  it('shows the hash before play, takes a client seed, numbers rounds, reveals on rotation', async () => {
    const session = await launchAndOpen(t, urlOf.roulette, null);
    const first = await fairness(session.sessionId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/), nonce: 0 });

    const set = await post('client-seed', { sessionId: session.sessionId, clientSeed: 'lucky-7' });
    expect(set.statusCode).toBe(200);
    expect(set.json().revealed.serverSeedHash).toBe(first.json().serverSeedHash);
    expect(hashServerSeed(set.json().revealed.serverSeed)).toBe(first.json().serverSeedHash);
    const committed = set.json().current;
    expect(committed).toMatchObject({ clientSeed: 'lucky-7', nonce: 0 });

    for (let i = 0; i < 3; i++) {
      t.clock.advance(MIN_ROUND_INTERVAL_MS);
      expect((await spin(t, session.sessionId, null, { bet: { bets: [{ type: 'red', amount: 100 }] } })).statusCode).toBe(200);
    }
    expect((await fairness(session.sessionId)).json()).toMatchObject({ serverSeedHash: committed.serverSeedHash, nonce: 3 });

    const rotated = (await post('rotate', { sessionId: session.sessionId })).json();
    expect(rotated.revealed).toMatchObject({ serverSeedHash: committed.serverSeedHash, clientSeed: 'lucky-7', nonces: 3 });
    expect(rotated.current.serverSeedHash).not.toBe(committed.serverSeedHash);
    const rounds = await rowsOf<{ nonce: number; state: { outcome: { number: number } } }>(
      t,
      sql`select f.nonce, r.state from rgs_fair_rounds f join rgs_rounds r on r.id = f.round_id where r.session_id = ${session.sessionId} order by f.nonce`,
    );
    expect(rounds.map((r) => r.nonce)).toEqual([0, 1, 2]);
    for (const r of rounds)
      expect(r.state.outcome.number).toBe(
        spinWheel(new ProvablyFairRng({ serverSeed: rotated.revealed.serverSeed, clientSeed: 'lucky-7', nonce: r.nonce })),
      );
  });

  it('refuses bad input and other players’ sessions, changing nothing', async () => {
    const owner = await fundedPlayer(wallet, 10_000);
    const other = await fundedPlayer(wallet, 10_000);
    const session = await launchAndOpen(t, urlOf.dice, owner);
    const before = (await fairness(session.sessionId, asPlayer(owner))).json();
    expect((await fairness(session.sessionId, asPlayer(other))).statusCode).toBe(403);
    expect((await post('rotate', { sessionId: session.sessionId }, asPlayer(other))).statusCode).toBe(403);
    expect((await post('client-seed', { sessionId: session.sessionId, clientSeed: 'has space' }, asPlayer(owner))).statusCode).toBe(400);
    expect((await post('client-seed', { sessionId: session.sessionId, clientSeed: 'x'.repeat(65) }, asPlayer(owner))).statusCode).toBe(400);
    expect((await post('client-seed', { sessionId: 'nope' }, asPlayer(owner))).statusCode).toBe(400);
    expect((await fairness(session.sessionId, asPlayer(owner))).json()).toEqual(before);
  });

  it('real rounds: history carries the seeds, the server seed only after rotation', async () => {
    const player = await fundedPlayer(wallet, 100_000);
    const session = await launchAndOpen(t, urlOf.dice, player);
    const res = await spin(t, session.sessionId, player, { bet: { amount: 100, direction: 'under', target: 5000 } });
    expect(res.statusCode).toBe(200);
    const history = async () =>
      roundHistorySchema.parse((await t.app.inject({ method: 'GET', url: '/api/history/rounds', headers: asPlayer(player) })).json())
        .collection[0];
    const before = await history();
    expect(before.fairness).toMatchObject({
      engine: 'dice',
      nonce: 0,
      serverSeed: null,
      serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    await post('rotate', { sessionId: session.sessionId }, asPlayer(player));
    const after = (await history()).fairness!;
    expect(hashServerSeed(after.serverSeed!)).toBe(after.serverSeedHash);
    const roll = new ProvablyFairRng({ serverSeed: after.serverSeed!, clientSeed: after.clientSeed, nonce: 0 }).int(10_000);
    expect(res.json().round.outcome?.roll ?? res.json().round.state.outcome.roll).toBe(roll);
  });

  it('slot free spins continue the round’s seeded stream: every step of every round is recomputed', async () => {
    const session = (await launchAndOpen(t, 'pharaoh-lines', null)) as Awaited<ReturnType<typeof launchAndOpen>> & {
      game: { engine: string; rtpVariant: string; theme: string };
    };
    await post('client-seed', { sessionId: session.sessionId, clientSeed: 'free-spins' });
    for (let i = 0; i < 6; i++) {
      // a bought feature: the round is its free spins, one engine call each
      let res = await spin(t, session.sessionId, null, { bet: { amount: 20, buyBonus: i % 2 === 0 } });
      expect(res.statusCode, res.body).toBe(200);
      while (res.json().round.status === 'open') {
        res = await spin(t, session.sessionId, null, { action: { type: 'spin' } });
        expect(res.statusCode, res.body).toBe(200);
      }
    }
    const { revealed } = (await post('rotate', { sessionId: session.sessionId })).json();
    const rounds = await rowsOf<{ nonce: number; client_seed: string; steps: number; state: { bet: unknown; done: boolean } }>(
      t,
      sql`select f.nonce, f.client_seed, r.steps, r.state from rgs_fair_rounds f join rgs_rounds r on r.id = f.round_id where r.session_id = ${session.sessionId} order by f.nonce`,
    );
    expect(rounds).toHaveLength(6);
    expect(rounds.some((r) => r.steps > 1)).toBe(true);
    const engine = gameMathRegistry().get(session.game.engine, session.game.rtpVariant, session.game.theme)!;
    for (const r of rounds) {
      // one stream per round: the first spin, then each free spin where the previous one stopped
      const rng = new ProvablyFairRng({ serverSeed: revealed.serverSeed, clientSeed: r.client_seed, nonce: r.nonce });
      let step = run.start(engine, r.state.bet, rng);
      let calls = 1;
      while (!step.state.done) {
        step = run.step(engine, step.state, { type: 'spin' }, rng);
        calls++;
      }
      expect(calls).toBe(r.steps);
      expect(step.state).toEqual(r.state);
    }
  });

  it(`recomputes ${ROUNDS} recorded rounds of each engine from the revealed seeds`, async () => {
    const mines = createMinesEngine();
    const scratch = createScratchEngine();
    const plays: Record<string, { bet: unknown; finish?: (state: Record<string, unknown>) => unknown }> = {
      roulette: { bet: { bets: [{ type: 'straight', numbers: [17], amount: 1 }] } },
      dice: { bet: { amount: 1, direction: 'over', target: 5000 } },
      crash: { bet: { amount: 1, autoCashout: 200 }, finish: () => ({ type: 'crash' }) },
      scratch: { bet: { amount: 1 } },
      mines: {
        bet: { amount: 1, mines: 3 },
        finish: (s) => ((s.revealed as number[]).length ? { type: 'cashout' } : { type: 'reveal', tile: 12 }),
      },
      blackjack: {
        bet: { amount: 2 },
        finish: (s) => (((s.actions as string[]) ?? []).includes('noInsurance') ? { type: 'noInsurance' } : { type: 'stand' }),
      },
      'video-poker': { bet: { amount: 1 }, finish: () => ({ type: 'draw', hold: [true, false, true, false, false] }) },
    };
    for (const [engine, play] of Object.entries(plays)) {
      const session = await launchAndOpen(t, urlOf[engine], null);
      for (let i = 0; i < ROUNDS; i++) {
        t.clock.advance(MIN_ROUND_INTERVAL_MS); // UKGC pacing between rounds
        let res = await spin(t, session.sessionId, null, { bet: play.bet });
        expect(res.statusCode, res.body).toBe(200);
        while (res.json().round.status === 'open' && play.finish) {
          res = await spin(t, session.sessionId, null, { action: play.finish(res.json().round.state) });
          expect(res.statusCode, res.body).toBe(200);
        }
      }
      const { revealed } = (await post('rotate', { sessionId: session.sessionId })).json();
      const rounds = await rowsOf<{ nonce: number; client_seed: string; state: Record<string, any> }>(
        t,
        sql`select f.nonce, f.client_seed, r.state from rgs_fair_rounds f join rgs_rounds r on r.id = f.round_id where r.session_id = ${session.sessionId} and r.status <> 'cancelled' order by f.nonce`,
      );
      expect(rounds).toHaveLength(ROUNDS);
      for (const r of rounds) {
        const rng = new ProvablyFairRng({ serverSeed: revealed.serverSeed, clientSeed: r.client_seed, nonce: r.nonce });
        const s = r.state;
        if (engine === 'roulette') expect(s.outcome.number).toBe(spinWheel(rng));
        if (engine === 'dice') expect(s.outcome.roll).toBe(rng.int(10_000));
        if (engine === 'crash') expect(s.crashPoint).toBe(drawCrashPoint(rng));
        if (engine === 'scratch') expect(s.outcome).toEqual(scratch.start({ amount: 1 }, rng).state.outcome);
        if (engine === 'mines')
          expect(s.minePositions).toEqual((mines.start({ amount: 1, mines: 3 }, rng).state as { minePositions: number[] }).minePositions);
        if (engine === 'blackjack') {
          const shoe = rng.shuffle(freshShoe(6));
          expect([s.hands[0].cards[0], s.dealer[0], s.hands[0].cards[1], s.dealer[1]]).toEqual(shoe.slice(0, 4));
          expect(shoe.slice(shoe.length - s.shoe.length)).toEqual(s.shoe);
        }
        if (engine === 'video-poker') expect(s.deck).toEqual(rng.shuffle(Array.from({ length: 52 }, (_, c) => c)));
      }
    }
  }, 900_000);

  it(`recomputes ${ROUNDS} rounds of each live table from their revealed seeds`, async () => {
    const tick = async () =>
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/rgs/live/tick',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${testEnv().OPERATOR_TOKEN}` },
          })
        ).statusCode,
      ).toBe(200);
    // each tick applies what is due: open -> (window) close -> (draw) settle -> (result) next open
    for (let i = 0; i < ROUNDS * 3 + 1; i++) {
      await tick();
      t.clock.advance(30_000);
    }
    for (const table of ['roulette', 'baccarat'] as const) {
      const rounds = await rowsOf<{ seq: number; server_seed: string; server_seed_hash: string; client_seed: string; outcome: unknown }>(
        t,
        sql`select seq, server_seed, server_seed_hash, client_seed, outcome from rgs_live_rounds where table_id = ${table} and phase = 'result' order by seq`,
      );
      expect(rounds.length).toBeGreaterThanOrEqual(ROUNDS);
      for (const r of rounds) {
        expect(hashServerSeed(r.server_seed)).toBe(r.server_seed_hash);
        const rng = new ProvablyFairRng({ serverSeed: r.server_seed, clientSeed: r.client_seed, nonce: r.seq });
        expect(r.outcome).toEqual(JSON.parse(JSON.stringify(drawLiveOutcome(table, rng))));
      }
    }
  }, 900_000);
});
