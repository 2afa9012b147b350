/**
 * Lighthouse (mobile preset, the default) on the built server with Debian's Chromium: performance,
 * accessibility, best practices and SEO for `/`, a category page and a demo game page, with FCP,
 * LCP and TBT. Starts the server on PGlite in a fresh data directory.
 *
 *   npm run build && node --import tsx bench/lighthouse.ts
 *   (BENCH_PORT=3591 CHROMIUM_PATH=/usr/bin/chromium LIGHTHOUSE_RUNS=1)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3591);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fortuna-bench-lh-'));
const pages = ['/', '/games/slots', '/demo/caramel-bonanza'];

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SANDBOX_PROVIDERS: 'true',
    SESSION_SECRET: 'bench-lighthouse-secret-bench-lighthouse-0123',
  },
});

async function ready() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  await ready();
  for (const p of pages) await (await fetch(base + p)).arrayBuffer(); // warm the server
  console.log(
    `\nload average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; median of ${runs} run(s)\n`,
  );
  console.log('| page | performance | FCP | LCP | TBT | a11y | best practices | SEO |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const p of pages) {
    const results: Record<string, number[]> = {};
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(base + p, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const lhr = result!.lhr;
      const add = (k: string, v: number | null | undefined) => (results[k] ??= []).push(v ?? NaN);
      add('perf', (lhr.categories.performance.score ?? 0) * 100);
      add('a11y', (lhr.categories.accessibility.score ?? 0) * 100);
      add('bp', (lhr.categories['best-practices'].score ?? 0) * 100);
      add('seo', (lhr.categories.seo.score ?? 0) * 100);
      add('fcp', lhr.audits['first-contentful-paint'].numericValue);
      add('lcp', lhr.audits['largest-contentful-paint'].numericValue);
      add('tbt', lhr.audits['total-blocking-time'].numericValue);
      if (i === 0) {
        const failing = Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
          .map((a) => a.id);
        if (failing.length) console.error(`  ${p}: below 0.9: ${failing.join(', ')}`);
      }
    }
    const m = (k: string) => median(results[k]);
    console.log(
      `| \`${p}\` | ${m('perf').toFixed(0)} | ${(m('fcp') / 1000).toFixed(1)} s | ${(m('lcp') / 1000).toFixed(1)} s | ${m('tbt').toFixed(0)} ms | ${m('a11y').toFixed(0)} | ${m('bp').toFixed(0)} | ${m('seo').toFixed(0)} |`,
    );
  }
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
