import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_ROOT } from '../paths';
import { buildTestApp, type TestApp } from '../../../test/helpers';

/**
 * The JavaScript budget of a signed-out visitor (bench/README.md, "JavaScript"): every script the
 * page loads before it is interactive (its module preloads, the modules its inline script imports,
 * plus its language's catalogue chunks: the shell's and the page's own), gzipped, stays under its page's budget (KiB) on the home
 * page, a category page and a demo game page. The route manifest file named in the page is not
 * counted: with lazy route discovery the browser asks `/__manifest` for the routes it needs instead.
 * Lower a budget when a change makes the page lighter; never raise it to let a page grow. (The goal,
 * 170 KiB for each, is met: bench/README.md, "JavaScript".)
 */
const BUDGET_KIB: Record<string, number> = { '/': 170, '/games/slots': 168, '/demo/caramel-bonanza': 168 };
const assets = path.join(WEB_ROOT, 'build/client/assets');
const built = existsSync(path.join(WEB_ROOT, 'build/server/index.js'));

function scriptsOf(html: string): string[] {
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="\/assets\/([\w.-]+\.js)"/g)].map((m) => m[1]);
  const imported = [...html.matchAll(/import(?:[^;()]*?from )?\(?"\/assets\/([\w.-]+\.js)"/g)].map((m) => m[1]);
  // the catalogues entry.client loads before hydrating: the shell's and those named on <html data-i18n>
  const pageNamespaces = /<html[^>]*\sdata-i18n="([\w -]+)"/.exec(html)?.[1].split(' ') ?? [];
  const catalogues = ['shell', ...pageNamespaces].map((ns) => {
    const file = readdirSync(assets).find((f) => new RegExp(`^i18n-en-${ns}-[\\w-]{8}\\.js$`).test(f));
    expect(file, `the catalogue chunk of ${ns}`).toBeDefined();
    return file!;
  });
  return [...new Set([...preloads, ...imported, ...catalogues])];
}

describe.runIf(built)('JavaScript budget of a signed-out visitor', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ssr: 'production' });
  });
  afterAll(() => t.close());

  it.each(Object.keys(BUDGET_KIB))('%s loads at most its budget', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    const files = scriptsOf(res.body);
    expect(
      files.some((f) => f.startsWith('entry.client')),
      'the entry script is counted',
    ).toBe(true);
    const kib = files.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(assets, f))).length, 0) / 1024;
    expect(kib, `${url}: ${files.length} scripts, ${kib.toFixed(1)} KiB gzip`).toBeLessThanOrEqual(BUDGET_KIB[url]);
  });
});
