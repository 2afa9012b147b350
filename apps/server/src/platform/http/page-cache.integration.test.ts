import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WEB_ROOT } from '../paths';
import { buildTestApp, testEnv, type TestApp } from '../../../test/helpers';
import { redisReachable, TEST_REDIS_URL } from '../../../test/redis';

const built = existsSync(path.join(WEB_ROOT, 'build/server/index.js'));
const OPERATOR = { authorization: `Bearer ${testEnv().OPERATOR_TOKEN}`, 'content-type': 'application/json' };
const scriptNonce = (csp: unknown) => /script-src[^;]*'nonce-([0-9a-f]+)'/.exec(String(csp))?.[1];

/** Signed-out visitors share a rendered page for PAGE_CACHE_TTL_MS; each hit carries its own CSP nonce. */
describe.runIf(built)('the page cache of the built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ ssr: 'production', env: { PAGE_CACHE_TTL_MS: '60000' } });
  });
  afterAll(() => t.close());

  it('serves a signed-out visitor the cached page with this request’s nonce, and never a stale one', async () => {
    const first = await t.app.inject({ url: '/about-us' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-page-cache']).toBeUndefined();
    const second = await t.app.inject({ url: '/about-us' });
    expect(second.headers['x-page-cache']).toBe('hit');
    const [n1, n2] = [scriptNonce(first.headers['content-security-policy']), scriptNonce(second.headers['content-security-policy'])];
    expect(n1).toBeTruthy();
    expect(n2).not.toBe(n1);
    expect(second.body).toContain(`nonce="${n2}"`);
    expect(second.body).not.toContain(n1!);
    expect(second.body.length).toBe(first.body.length);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
  });

  it('inlines a cached page’s critical CSS with this request’s style nonce, and loads its stylesheets without blocking', async () => {
    const url = '/games/slots';
    const first = await t.app.inject({ url });
    expect(first.body).not.toContain('data-beasties-media');
    // the worker thread reworks the kept page; the next hits get it
    const hit = await vi.waitFor(
      async () => {
        const r = await t.app.inject({ url });
        expect(r.body).toContain('data-beasties-media');
        return r;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(hit.headers['x-page-cache']).toBe('hit');
    const csp = String(hit.headers['content-security-policy']);
    const styleNonce = /style-src[^;]*'nonce-([0-9a-f]+)'/.exec(csp)?.[1];
    const inline = /<style nonce="([0-9a-f]+)">([\s\S]*?)<\/style>/.exec(hit.body);
    expect(inline?.[1]).toBe(styleNonce);
    expect(inline![2].length).toBeGreaterThan(1_000);
    // every stylesheet link is deferred; a script with this request's nonce (no inline handler) switches it on
    expect(hit.body).toMatch(/<link[^>]*rel="stylesheet"[^>]*media="print" data-beasties-media="all">/);
    expect(hit.body).not.toMatch(/ onload=/);
    expect(hit.body).toContain(`<script nonce="${scriptNonce(csp)}">document.querySelectorAll('link[data-beasties-media]')`);
    // the same document otherwise: the page's own scripts still carry this request's nonce
    expect(hit.body.match(new RegExp(`nonce="${scriptNonce(csp)}"`, 'g'))!.length).toBeGreaterThanOrEqual(
      first.body.match(new RegExp(`nonce="${scriptNonce(first.headers['content-security-policy'])}"`, 'g'))!.length,
    );
  });

  it('renders a page afresh for a visitor with a session cookie, and for another URL or language', async () => {
    await t.app.inject({ url: '/about-us' });
    const signedIn = await t.app.inject({ url: '/about-us', cookies: { fortuna_session: 'some-session' } });
    expect(signedIn.headers['x-page-cache']).toBeUndefined();
    const german = await t.app.inject({ url: '/de/about-us' });
    expect(german.headers['x-page-cache']).toBeUndefined();
    expect(german.body).toContain('lang="de"');
  });

  it('forgets every page when an operator changes something', async () => {
    await t.app.inject({ url: '/about-us' });
    expect((await t.app.inject({ url: '/about-us' })).headers['x-page-cache']).toBe('hit');
    const changed = await t.app.inject({ method: 'POST', url: '/api/operator/maintenance', headers: OPERATOR, payload: { active: false } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await t.app.inject({ url: '/about-us' })).headers['x-page-cache']).toBeUndefined();
  });

  it('never serves a page rendered for a visitor let in to one the access gate turns away', async () => {
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/operator/ip-blocks',
      headers: OPERATOR,
      payload: { range: '203.0.113.0/24' },
    });
    expect(blocked.statusCode, blocked.body).toBe(201);
    await t.app.inject({ url: '/about-us', remoteAddress: '198.51.100.7' });
    expect((await t.app.inject({ url: '/about-us', remoteAddress: '198.51.100.7' })).headers['x-page-cache']).toBe('hit');
    const refused = await t.app.inject({ url: '/about-us', remoteAddress: '203.0.113.9' });
    expect(refused.headers['x-page-cache']).toBeUndefined();
    expect(refused.statusCode).toBe(403);
  });

  it('does not keep a page that says no-store (the sandbox mailbox)', async () => {
    await t.app.inject({ url: '/dev/mailbox' });
    const again = await t.app.inject({ url: '/dev/mailbox' });
    expect(again.headers['x-page-cache']).toBeUndefined();
  });

  it('does not keep a page that is not found', async () => {
    await t.app.inject({ url: '/no-such-page-here' });
    const again = await t.app.inject({ url: '/no-such-page-here' });
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-page-cache']).toBeUndefined();
  });
});

/** Two instances sharing Redis: an operator's write on one clears the pages the other has cached. */
describe.runIf(built && (await redisReachable()))('the page cache across instances', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((a) => a.close())));

  it('forgets the pages of every instance when an operator changes something on one', async () => {
    const env = { PAGE_CACHE_TTL_MS: '60000', REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: `pages-${Date.now().toString(36)}` };
    const [a, b] = [await buildTestApp({ ssr: 'production', env }), await buildTestApp({ ssr: 'production', env })];
    apps.push(a, b);
    await b.app.inject({ url: '/about-us' });
    expect((await b.app.inject({ url: '/about-us' })).headers['x-page-cache']).toBe('hit');
    // the subscriber connects in the background: publish until B has heard one (each write is harmless)
    await vi.waitFor(
      async () => {
        const changed = await a.app.inject({
          method: 'POST',
          url: '/api/operator/maintenance',
          headers: OPERATOR,
          payload: { active: false },
        });
        expect(changed.statusCode, changed.body).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect((await b.app.inject({ url: '/about-us' })).headers['x-page-cache']).toBeUndefined();
      },
      { timeout: 5_000, interval: 100 },
    );
  });
});
