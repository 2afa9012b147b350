/**
 * Search benchmark (issue 7): GET /api/search/games p50/p95 on PostgreSQL with the seeded
 * catalogue (160 games) and with a 10 000-game bench catalogue.
 *   node --import tsx bench/search.ts            (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 * Creates a throw-away database, serves the API on a free port, requests over HTTP with keep-alive.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { envSchema } from '../apps/server/src/config/env';
import { systemClock } from '../apps/server/src/platform/clock';
import { openDatabase } from '../apps/server/src/platform/db';
import { seedCatalogue } from '../apps/server/src/modules/games';
import { generateCatalogue } from '../apps/server/src/modules/games/catalogue/generate';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);

const QUERIES = [
  '/api/search/games',
  '/api/search/games?page=2',
  '/api/search/games?category=slots',
  '/api/search/games?category=slots&page=6',
  '/api/search/games?category=slots&isMegawaysGame=1',
  '/api/search/games?category=slots&isBuyableBonusGame=1&isBonusGameAvailable=1&orderType=rtp',
  '/api/search/games?category=livegames&liveType=roulette',
  '/api/search/games?category=new',
  '/api/search/games?category=hot',
  '/api/search/games?providers[]=northwind-gaming&providers[]=vulcan-reels',
  '/api/search/games?query=drag',
  '/api/search/games?query=gold&orderType=az',
  '/api/search/games?query=megaways&category=slots&page=3',
  '/api/search/games?category=jackpot&orderType=new',
];

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Searches that never repeat (each a different part of a name), so no cache can answer them. */
function uniqueSearches(): string[] {
  const parts = new Set<string>();
  for (const g of generateCatalogue(2000, 11)) {
    const name = g.name.toLowerCase().replace(/[^a-z ]/g, '');
    for (let i = 0; i + 4 <= name.length && parts.size < 400; i += 3) {
      const part = name.slice(i, i + 4);
      if (!part.includes(' ')) parts.add(part);
    }
  }
  return [...parts].map(
    (p, i) => `/api/search/games?query=${p}${i % 3 === 0 ? '&category=slots' : ''}${i % 4 === 0 ? '&orderType=new' : ''}`,
  );
}

async function measureList(base: string, list: string[]) {
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (const q of list) {
    const start = performance.now();
    const res = await fetch(base + q);
    await res.text();
    if (res.status !== 200) throw new Error(`${q}: ${res.status}`);
    times.push(performance.now() - start);
  }
  return summary(times, cpu);
}

/** wall-clock percentiles, and the Node CPU each request used (less sensitive to a busy machine) */
function summary(times: number[], cpu: NodeJS.CpuUsage) {
  const used = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times[times.length - 1],
    cpuMs: (used.user + used.system) / 1000 / times.length,
  };
}

async function measure(base: string) {
  for (const q of QUERIES) await fetch(base + q).then((r) => r.text()); // warm up
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of QUERIES) {
      const start = performance.now();
      const res = await fetch(base + q);
      await res.text();
      if (res.status !== 200) throw new Error(`${q}: ${res.status}`);
      times.push(performance.now() - start);
    }
  }
  return summary(times, cpu);
}

async function main() {
  const name = `fortuna_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const env = envSchema.parse({ NODE_ENV: 'production', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000' });
  const lines: string[] = [];
  const searches = uniqueSearches();
  try {
    for (const count of [0, 10_000]) {
      const database = await openDatabase({ databaseUrl: url.href, poolSize: 10 });
      if (count) await seedCatalogue(database.db, systemClock, { count });
      const app = await buildApp({ env, database, ssr: false }); // seeds the 160-game catalogue on first start
      try {
        await app.listen({ port: 0, host: '127.0.0.1' });
        const address = app.server.address();
        const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
        await database.db.execute(sql`analyze`);
        const { total } = (await (await fetch(`${base}/api/search/games`)).json()) as { total: number };
        const mix = await measure(base);
        const unique = await measureList(base, count ? searches.slice(200) : searches.slice(0, 200));
        const fmt = (m: ReturnType<typeof summary>) =>
          `${String(m.requests).padStart(4)} requests  p50 ${m.p50.toFixed(2)} ms  p95 ${m.p95.toFixed(2)} ms  max ${m.max.toFixed(2)} ms  node cpu ${m.cpuMs.toFixed(2)} ms/req`;
        lines.push(`${String(total).padStart(6)} games  filter/order/page mix  ${fmt(mix)}`);
        lines.push(`${String(total).padStart(6)} games  unique name searches   ${fmt(unique)}`);
      } finally {
        await app.close();
      }
    }
    console.log(lines.join('\n'));
    console.log(
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on ${os.cpus().length} cores`,
    );
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
