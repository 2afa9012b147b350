import { chromium } from '@playwright/test';
import fs from 'node:fs';
const [url, rate = '4'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(rate) });
await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'] });
const t0 = Date.now();
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(8000);
const buf = await browser.stopTracing();
const events = JSON.parse(buf.toString()).traceEvents;
const mains = new Set(events.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
const ev = events.filter((e) => mains.has(`${e.pid}:${e.tid}`) && e.ph === 'X');
const tasks = ev.filter((e) => e.name === 'RunTask' && e.dur > 50000).sort((a, b) => a.ts - b.ts);
const start = Math.min(...ev.map((e) => e.ts));
let tbt = 0;
for (const t of tasks) {
  tbt += t.dur / 1000 - 50;
  const kids = ev.filter((e) => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t && e.name !== 'RunTask');
  const by = new Map();
  for (const k of kids) { const name = k.name === 'EvaluateScript' || k.name === 'v8.compile' ? `${k.name} ${(k.args?.data?.url ?? '').replace(/.*\//, '')}` : k.name === 'FunctionCall' ? `FunctionCall ${(k.args?.data?.url ?? '').replace(/.*\//, '').slice(0, 40)}` : k.name; by.set(name, Math.max(by.get(name) ?? 0, k.dur / 1000)); }
  const top = [...by].sort((a, b) => b[1] - a[1]).slice(0, 5).map(([n, d]) => `${n} ${d.toFixed(0)}`).join(' | ');
  console.log(`${((t.ts - start) / 1000).toFixed(0).padStart(6)} ms  ${(t.dur / 1000).toFixed(0).padStart(5)} ms  ${top}`);
}
console.log('sum over 50ms', tbt.toFixed(0));
await browser.close();
