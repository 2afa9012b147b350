/**
 * Lighthouse (mobile preset, the default) on the built server with Debian's Chromium: performance,
 * accessibility, best practices and SEO for `/`, a category page and a demo game page, with FCP,
 * LCP and TBT. Starts the server on PGlite in a fresh data directory.
 *
 *   npm run build && node --import tsx bench/lighthouse.ts
 *   (BENCH_PORT=3591 CHROMIUM_PATH=/usr/bin/chromium LIGHTHOUSE_RUNS=1 LIGHTHOUSE_OUT=<dir>)
 *
 * LIGHTHOUSE_OUT keeps each page's first report as JSON there, to read the audits behind a score
 * (bootup-time, long-tasks, render-blocking-resources, ...).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBuiltServer } from './built-server';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 1);
const pages = ['/', '/games/slots', '/demo/caramel-bonanza'];
const { base, stop } = await startBuiltServer(Number(process.env.BENCH_PORT ?? 3591), 'lighthouse');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// Warms a page with Chrome's request shape (its Accept-Language is part of the page cache's key) until the cached
// copy has its critical CSS inlined (10 s at most: CRITICAL_CSS=false never does), right before the page's runs (a
// page cached earlier may have passed its TTL), so Lighthouse measures the page most visitors get, not a first render.
async function warm(p: string) {
  for (let waited = 0; waited < 10_000; waited += 250) {
    const html = await (await fetch(base + p, { headers: { 'accept-language': 'en-US,en;q=0.9' } })).text();
    if (html.includes('data-beasties-media')) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
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
    await warm(p);
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
      if (i === 0 && process.env.LIGHTHOUSE_OUT) {
        mkdirSync(process.env.LIGHTHOUSE_OUT, { recursive: true });
        const file = (p === '/' ? 'home' : p.slice(1).replaceAll('/', '-')) + '.json';
        writeFileSync(path.join(process.env.LIGHTHOUSE_OUT, file), JSON.stringify(lhr));
      }
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
  await stop();
}
