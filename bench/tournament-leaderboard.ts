/**
 * A tournament leaderboard at 100,000 participants on PostgreSQL (issue 20): how long the two hot
 * paths take, against p95 targets of 5 ms each.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/tournament-leaderboard.ts
 *   options: BENCH_PARTICIPANTS=100000 BENCH_SAMPLES=2000
 *
 * - read: what GET /api/tournament/{id} asks of the leaderboard: the top 10 and the player's place
 *   from the in-memory board (tournaments.standings.ts), and the player's own row from the database
 *   (the board's one-time load is reported apart, as boardLoadMs);
 * - update: the whole score update of a ledger posting, as the module runs it (`onPosting` of a bet
 *   on a qualifying game: the posting claimed once, the round row, the player's rounds read back, the
 *   score recomputed by the type's pure function and written, in one transaction).
 * In a fresh database (dropped afterwards); writes bench/tournament-leaderboard-result.json.
 */
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { FakeClock } from '../apps/server/src/platform/clock';
import { openDatabase } from '../apps/server/src/platform/db';
import { createEventBus } from '../apps/server/src/platform/events';
import { createTournamentsRepository } from '../apps/server/src/modules/tournaments/tournaments.repository';
import { createTournamentsService } from '../apps/server/src/modules/tournaments/tournaments.service';
import type { WalletService } from '../apps/server/src/modules/wallet';

const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 100_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 2_000);
const TARGET_P95_MS = 5;
const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) throw new Error('BENCH_DATABASE_URL (PostgreSQL) is required');

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const stats = (xs: number[]) => ({
  p50: +percentile(xs, 50).toFixed(3),
  p95: +percentile(xs, 95).toFixed(3),
  p99: +percentile(xs, 99).toFixed(3),
  max: +Math.max(...xs).toFixed(3),
});

async function main() {
  const name = `fortuna_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.href });
  try {
    const clock = new FakeClock(new Date('2026-11-24T12:00:00Z'));
    const repository = createTournamentsRepository(database.db);
    const now = clock.now();
    const t = await repository.insert({
      seoTitle: 'bench',
      title: { en: 'Bench' },
      type: 'win-sum',
      state: 'active',
      startsAt: new Date(now.getTime() - 86_400_000),
      endsAt: new Date(now.getTime() + 86_400_000),
      games: ['bench-slot'],
      gameIds: ['bench-slot'],
      minBet: 0,
      currencies: ['EUR'],
      allowedStatuses: ['new'],
      prizes: [{ place: 1, amount: 100 }],
      createdAt: now,
      updatedAt: now,
    });
    const started = performance.now();
    // scores spread like a real board: many small, few large, plenty of ties
    await database.db.execute(sql`
      insert into tournament_participants (tournament_id, player_id, nickname, currency, score, reached_at, rounds, joined_at)
      select ${t.id}, gen_random_uuid(), 'pl***' || (i % 10), 'EUR', floor(power(random(), 3) * 1000000)::bigint / 10 * 10,
             ${now}::timestamptz - (random() * interval '1 day'), 1, ${now}::timestamptz - interval '1 day'
      from generate_series(1, ${PARTICIPANTS}) i`);
    // a settled table (autovacuum does this on a live one): the index-only scans need the visibility map
    await database.db.execute(sql`vacuum analyze tournament_participants`);
    const seeded = performance.now() - started;
    const ids = (
      (await database.db.execute(sql`select player_id from tournament_participants where tournament_id = ${t.id}`)) as unknown as {
        rows: { player_id: string }[];
      }
    ).rows.map((r) => r.player_id);
    const pick = () => ids[Math.floor(Math.random() * ids.length)];

    const service = createTournamentsService({
      repository,
      clock,
      events: createEventBus(),
      wallet: {} as WalletService,
      playerOf: async () => null,
      gamesOf: async () => [],
    });
    // the first read loads the whole board into memory (tournaments.standings.ts); timed apart
    const loadStarted = performance.now();
    await service.standings.count(t.id);
    const boardLoadMs = performance.now() - loadStarted;

    // read: what GET /api/tournament/{id} asks: the top 10, the player's own row, their place
    const reads: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const playerId = pick();
      const t0 = performance.now();
      const [, me] = await Promise.all([service.standings.top(t.id, 10), repository.participant(t.id, playerId)]);
      await service.standings.placeOf(t.id, { ...me!, reachedAt: me!.reachedAt.getTime() });
      reads.push(performance.now() - t0);
    }

    // update: one posting of a bet through the module's scoring path
    const updates: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const playerId = pick();
      const t0 = performance.now();
      await service.onPosting({
        transactionId: randomUUID(),
        kind: i % 2 ? 'win' : 'bet',
        currency: 'EUR',
        amount: 100,
        playerId,
        reference: null,
        gameId: 'bench-slot',
        roundId: `r-${playerId}`,
      });
      updates.push(performance.now() - t0);
      clock.advance(10);
    }

    const result = {
      at: new Date().toISOString(),
      database: 'PostgreSQL',
      participants: PARTICIPANTS,
      samples: SAMPLES,
      seedMs: Math.round(seeded),
      boardLoadMs: Math.round(boardLoadMs),
      loadAverage: loadavg().map((x) => +x.toFixed(2)),
      readTop10AndOwnPlaceMs: stats(reads),
      scoreUpdateMs: stats(updates),
      targetP95Ms: TARGET_P95_MS,
      pass: percentile(reads, 95) < TARGET_P95_MS && percentile(updates, 95) < TARGET_P95_MS,
    };
    console.log(JSON.stringify(result, null, 2));
    writeFileSync(new URL('./tournament-leaderboard-result.json', import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
