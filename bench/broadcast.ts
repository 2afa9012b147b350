/**
 * An operator broadcast to 100,000 players: how long the batches take, and whether the server
 * keeps answering meanwhile (request latency and event-loop delay while the job runs).
 *
 *   node --import tsx bench/broadcast.ts                       # embedded PGlite in a temp dir
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/broadcast.ts
 *   options: BENCH_PLAYERS=100000 BENCH_BATCH=1000
 *
 * The broadcast goes through the real app: POST /api/operator/messages/broadcasts, the messages
 * module's batch runner (one transaction per batch: recipients, message rows, unread counts), and a
 * messageCreated push per recipient through the embedded real-time hub.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { LOCALES } from '@fortuna/contracts';
import { buildApp } from '../apps/server/src/app';
import { envSchema } from '../apps/server/src/config/env';
import { openDatabase, type Database } from '../apps/server/src/platform/db';

const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100_000);
const OPERATOR_TOKEN = 'bench-operator-token-0123456789';
const adminUrl = process.env.BENCH_DATABASE_URL;

async function open(): Promise<{ database: Database; kind: string; cleanup: () => Promise<void> }> {
  if (!adminUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'fortuna-bench-'));
    const database = await openDatabase({ dataDir: dir });
    return { database, kind: 'PGlite', cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const name = `fortuna_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.href });
  return {
    database,
    kind: 'PostgreSQL',
    cleanup: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] : 0;
};

async function main() {
  const { database, kind, cleanup } = await open();
  const env = envSchema.parse({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://127.0.0.1:1',
    OPERATOR_TOKEN,
    SESSION_SECRET: 'bench-session-secret-bench-session-secret-0123',
    LIVE_TABLES: 'false',
  });
  const app = await buildApp({ env, database, ssr: false });
  await app.ready();
  try {
    console.log(`${kind}: creating ${PLAYERS.toLocaleString('en')} players ...`);
    const langs = `array[${LOCALES.map((l) => `'${l}'`).join(',')}]`;
    await database.db.execute(
      sql.raw(`insert into players (login, email, password_hash, currency, language, country, registered_at, updated_at)
        select 'bench' || i, 'bench' || i || '@fortuna.test', 'x', 'EUR', (${langs})[1 + i % ${LOCALES.length}],
               (array['DE','FI','FR','NO','PL'])[1 + i % 5], now(), now()
        from generate_series(1, ${PLAYERS}) as i`),
    );

    const headers = { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' };
    const created = await app.inject({
      method: 'POST',
      url: '/api/operator/messages/broadcasts',
      headers,
      payload: {
        segment: { kind: 'all' },
        title: { en: 'Weekend tournament', de: 'Wochenendturnier' },
        body: { en: '<p>Join the <b>weekend tournament</b>.</p>', de: '<p>Mach mit beim <b>Wochenendturnier</b>.</p>' },
      },
    });
    const id = created.json().id as string;

    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const latencies: number[] = [];
    const started = performance.now();
    const memBefore = process.memoryUsage().rss;
    // what the runner's timer does, in this process
    const run = app.inject({ method: 'POST', url: '/api/operator/messages/jobs', headers });
    let done = false;
    void run.then(() => (done = true));
    // meanwhile a player-facing request every 50 ms
    while (!done) {
      const t0 = performance.now();
      await app.inject({ url: '/readyz' });
      latencies.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 50));
    }
    const seconds = (performance.now() - started) / 1000;
    loop.disable();
    const status = (await app.inject({ url: `/api/operator/messages/broadcasts/${id}`, headers })).json();
    const result = {
      database: kind,
      players: PLAYERS,
      sent: status.sent,
      status: status.status,
      seconds: Number(seconds.toFixed(1)),
      messagesPerSecond: Math.round(status.sent / seconds),
      requestLatencyMs: {
        p50: Number(percentile(latencies, 50).toFixed(1)),
        p99: Number(percentile(latencies, 99).toFixed(1)),
        max: Number(Math.max(...latencies).toFixed(1)),
        samples: latencies.length,
      },
      eventLoopDelayMs: { p99: Number((loop.percentile(99) / 1e6).toFixed(1)), max: Number((loop.max / 1e6).toFixed(1)) },
      rssGrowthMb: Math.round((process.memoryUsage().rss - memBefore) / 1e6),
      loadAverage: loadavg().map((l) => Number(l.toFixed(2))),
      at: new Date().toISOString(),
    };
    console.log(JSON.stringify(result, null, 2));
    writeFileSync(
      path.join(import.meta.dirname, `broadcast-result${adminUrl ? '-postgres' : ''}.json`),
      JSON.stringify(result, null, 2) + '\n',
    );
  } finally {
    await app.close();
    await cleanup();
  }
}

await main();
