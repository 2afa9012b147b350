/**
 * Ledger throughput on PostgreSQL against the database's own ceiling, in one run on one server:
 *   1. pgbench -b tpcb-like on a separate, freshly initialised database (the ceiling);
 *   2. ledger transfers called directly (wallet service -> PostgreSQL);
 *   3. the same transfers over HTTP (Fastify app on a local port, keep-alive clients).
 * A fourth line measures a no-op route on the same app: the HTTP floor of this machine.
 * Each transfer moves 1 minor unit between two random players: one balanced transaction, two
 * conditional balance updates in id order, an idempotency key, two entries.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/ledger.ts
 * Options (env): BENCH_SECONDS (10), BENCH_CONCURRENCY (16), BENCH_PLAYERS (1000), PGBENCH_SCALE (10)
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { envSchema } from '../apps/server/src/config/env';
import { openDatabase } from '../apps/server/src/platform/db';
import { createEventBus } from '../apps/server/src/platform/events';
import { nullPublisher } from '../apps/server/src/platform/realtime';
import { systemClock } from '../apps/server/src/platform/clock';
import { createWalletRepository, createWalletService, type WalletService } from '../apps/server/src/modules/wallet';

const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) {
  console.error('Set BENCH_DATABASE_URL to a PostgreSQL url whose user may create databases.');
  process.exit(2);
}
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 1000);
const SCALE = Number(process.env.PGBENCH_SCALE ?? 10);
const suffix = randomUUID().slice(0, 8);
const ledgerDb = `fortuna_bench_ledger_${suffix}`;
const pgbenchDb = `fortuna_bench_pgbench_${suffix}`;

const urlFor = (name: string) => {
  const u = new URL(adminUrl!);
  u.pathname = `/${name}`;
  return u.href;
};

async function admin(sqlText: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

function runPgbench(): { tps: number; output: string } {
  execFileSync('pgbench', ['-i', '-q', '-s', String(SCALE), urlFor(pgbenchDb)], { stdio: 'pipe' });
  const output = execFileSync(
    'pgbench',
    ['-b', 'tpcb-like', '-c', String(CONCURRENCY), '-j', '2', '-T', String(SECONDS), '-n', urlFor(pgbenchDb)],
    { encoding: 'utf8' },
  );
  const match = /tps = ([\d.]+) \((?:without initial connection time|excluding connections establishing)\)/.exec(output);
  if (!match) throw new Error(`could not read pgbench tps:\n${output}`);
  return { tps: Number(match[1]), output };
}

/** Runs `work` from `CONCURRENCY` loops for SECONDS; returns completed operations per second. */
async function drive(work: (worker: number, n: number) => Promise<void>): Promise<{ tps: number; errors: number; ops: number }> {
  const end = Date.now() + SECONDS * 1000;
  let ops = 0;
  let errors = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      for (let n = 0; Date.now() < end; n++) {
        try {
          await work(worker, n);
          ops++;
        } catch {
          errors++;
        }
      }
    }),
  );
  return { tps: ops / ((Date.now() - started) / 1000), errors, ops };
}

function pair(players: string[]) {
  const a = Math.floor(Math.random() * players.length);
  let b = Math.floor(Math.random() * (players.length - 1));
  if (b >= a) b++;
  return [players[a], players[b]] as const;
}

const transfer = (wallet: WalletService, from: string, to: string, key: string) =>
  wallet.transfer({
    kind: 'transfer',
    idempotencyKey: key,
    currency: 'EUR',
    amount: 1,
    from: { playerId: from, kind: 'real' },
    to: { playerId: to, kind: 'real' },
  });

async function main() {
  await admin(`create database ${ledgerDb}`);
  await admin(`create database ${pgbenchDb}`);
  try {
    console.log(`pgbench -b tpcb-like, scale ${SCALE}, ${CONCURRENCY} clients, ${SECONDS}s ...`);
    const pgbench = runPgbench();

    const database = await openDatabase({ databaseUrl: urlFor(ledgerDb), poolSize: CONCURRENCY + 4 });
    const events = createEventBus();
    const wallet = createWalletService({
      repository: createWalletRepository(database.db),
      clock: systemClock,
      events,
      realtime: nullPublisher,
      projectId: 'bench',
    });
    const players = Array.from({ length: PLAYERS }, () => randomUUID());
    console.log(`funding ${PLAYERS} players ...`);
    for (let i = 0; i < players.length; i += 50) {
      await Promise.all(
        players.slice(i, i + 50).map((p) =>
          wallet.credit({
            playerId: p,
            currency: 'EUR',
            amount: 1_000_000,
            kind: 'deposit',
            idempotencyKey: `fund-${p}`,
            from: 'provider_clearing',
          }),
        ),
      );
    }

    console.log(`ledger transfers, direct, ${CONCURRENCY} workers, ${SECONDS}s ...`);
    const direct = await drive(async (w, n) => {
      const [a, b] = pair(players);
      await transfer(wallet, a, b, `d-${w}-${n}-${suffix}`);
    });

    const env = envSchema.parse({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://127.0.0.1:1', SANDBOX_PROVIDERS: 'false' });
    const app = await buildApp({ env, database, ssr: false, events });
    // bench-only endpoint: the ledger behind one HTTP round trip (never part of the product's API)
    app.post<{ Body: { from: string; to: string; key: string } }>('/bench/transfer', async (request) => {
      const r = await transfer(wallet, request.body.from, request.body.to, request.body.key);
      return { transactionId: r.transactionId };
    });
    app.post('/bench/noop', async () => ({ ok: true }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    console.log(`HTTP floor (same app, a route that does nothing), ${SECONDS}s ...`);
    const noop = await drive(async () => {
      const res = await fetch(`${base}/bench/noop`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      await res.arrayBuffer();
    });
    console.log(`ledger transfers over HTTP, ${CONCURRENCY} clients, ${SECONDS}s ...`);
    const http = await drive(async (w, n) => {
      const [from, to] = pair(players);
      const res = await fetch(`${base}/bench/transfer`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ from, to, key: `h-${w}-${n}-${suffix}` }),
      });
      if (!res.ok) throw new Error(String(res.status));
      await res.arrayBuffer();
    });
    await app.close(); // closes the database too

    const audit = await (async () => {
      const check = await openDatabase({ databaseUrl: urlFor(ledgerDb), poolSize: 2 });
      const w = createWalletService({
        repository: createWalletRepository(check.db),
        clock: systemClock,
        events,
        realtime: nullPublisher,
        projectId: 'bench',
      });
      const a = await w.audit();
      await check.close();
      return a;
    })();

    const result = {
      at: new Date().toISOString(),
      settings: { seconds: SECONDS, concurrency: CONCURRENCY, players: PLAYERS, pgbenchScale: SCALE },
      pgbenchTps: Math.round(pgbench.tps),
      directTps: Math.round(direct.tps),
      httpTps: Math.round(http.tps),
      httpNoopTps: Math.round(noop.tps),
      directVsPgbench: +(direct.tps / pgbench.tps).toFixed(3),
      httpVsPgbench: +(http.tps / pgbench.tps).toFixed(3),
      errors: { direct: direct.errors, http: http.errors },
      ledgerConsistent: audit.unbalancedCurrencies.length === 0 && audit.driftedAccounts.length === 0 && audit.unbalancedTransactions === 0,
    };
    console.table([
      { run: 'pgbench tpcb-like', tps: result.pgbenchTps, ratio: 1 },
      { run: 'ledger direct', tps: result.directTps, ratio: result.directVsPgbench },
      { run: 'ledger over HTTP', tps: result.httpTps, ratio: result.httpVsPgbench },
      { run: 'HTTP no-op route (floor)', tps: result.httpNoopTps, ratio: +(noop.tps / pgbench.tps).toFixed(3) },
    ]);
    console.log(JSON.stringify(result, null, 2));
    writeFileSync(new URL('./ledger-result.json', import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await admin(`drop database if exists ${ledgerDb} with (force)`).catch(() => {});
    await admin(`drop database if exists ${pgbenchDb} with (force)`).catch(() => {});
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
