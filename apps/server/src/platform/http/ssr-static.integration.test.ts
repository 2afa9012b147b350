import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_ROOT } from '../paths';
import { buildTestApp, type TestApp } from '../../../test/helpers';

/** The built web app's files (@fastify/static): long-lived caching for hashed assets, nothing outside the client folder. */
const client = path.join(WEB_ROOT, 'build/client');
const built = existsSync(path.join(WEB_ROOT, 'build/server/index.js'));

describe.runIf(built)('static files of the built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ssr: 'production' });
  });
  afterAll(() => t.close());

  it('serves a hashed asset with a one-year immutable cache, other files for an hour', async () => {
    const asset = readdirSync(path.join(client, 'assets')).find((f) => f.endsWith('.js'))!;
    const res = await t.app.inject({ url: `/assets/${asset}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const other = readdirSync(client).find((f) => f.endsWith('.svg') || f.endsWith('.ico') || f.endsWith('.txt') || f.endsWith('.png'));
    if (other) expect((await t.app.inject({ url: `/${other}` })).headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each([
    '/assets/../../server/index.js',
    '/assets/%2e%2e/%2e%2e/server/index.js',
    '/assets/..%2f..%2fserver%2findex.js',
    '//assets/../../../package.json',
  ])('never serves a file outside the client folder: %s', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).not.toBe(500);
    expect(res.body).not.toContain('createRequestHandler');
    expect(res.body).not.toContain('"@fortuna/web"');
  });
});
