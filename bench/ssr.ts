/**
 * Server-side rendering throughput against the static-asset floor of the same server, in one run.
 * Starts the built server (`npm run build` first) on PGlite in a fresh data directory, warms it, then
 * runs autocannon (keep-alive, BENCH_CONNECTIONS connections, BENCH_SECONDS each) against a hashed
 * CSS asset (the floor), anonymous `/`, a category page and `/about-us`, and prints req/s, p50/p99
 * and the ratio of each page to the floor.
 *
 *   npm run build && node --import tsx bench/ssr.ts
 *   (BENCH_SECONDS=10 BENCH_CONNECTIONS=20 BENCH_PORT=3590)
 */
import { readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startBuiltServer } from './built-server';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const { base, root, stop } = await startBuiltServer(Number(process.env.BENCH_PORT ?? 3590), 'ssr');

function cannon(url: string): Promise<autocannon.Result> {
  return autocannon({ url, connections, duration: seconds, headers: { 'accept-encoding': 'gzip' } });
}

try {
  const css = readdirSync(path.join(root, 'apps/web/build/client/assets')).find((f) => f.endsWith('.css'));
  const targets: [string, string][] = [
    ['static asset (floor)', `/assets/${css}`],
    ['/', '/'],
    ['/games/slots', '/games/slots'],
    ['/about-us', '/about-us'],
  ];
  // warmed with autocannon itself: its requests (no Accept-Language) are the cache key it will hit
  for (const [, p] of targets) await autocannon({ url: base + p, connections: 2, amount: 40, headers: { 'accept-encoding': 'gzip' } });
  const rows: { name: string; rps: number; p50: number; p99: number; non2xx: number }[] = [];
  for (const [name, p] of targets) {
    const r = await cannon(base + p);
    rows.push({ name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx });
  }
  const floor = rows[0].rps;
  console.log(
    `\nload average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; ${connections} connections, ${seconds} s each\n`,
  );
  console.log('| target | req/s | p50 ms | p99 ms | vs floor | non-2xx |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(`| ${r.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.rps / floor).toFixed(3)}× | ${r.non2xx} |`);
  }
} finally {
  await stop();
}
