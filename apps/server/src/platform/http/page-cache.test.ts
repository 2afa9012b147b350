import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { createPageCache, personalise } from './page-cache';

const page = (body: string) => ({
  status: 200,
  headers: [] as [string, string][],
  body,
  scriptNonce: 'n1',
  styleNonce: 's1',
  requestId: 'r1',
  expires: 0,
});
const request = (over: Partial<{ method: string; url: string; headers: Record<string, string>; cookies: Record<string, string> }> = {}) =>
  ({ method: 'GET', url: '/', headers: { host: 'casino' }, cookies: {}, ...over }) as unknown as FastifyRequest;

describe('page cache', () => {
  it('keeps a page for its TTL only', () => {
    let now = 1_000;
    const cache = createPageCache({ ttlMs: 5_000, now: () => now });
    cache.set('k', page('<html>'));
    now += 4_999;
    expect(cache.get('k')?.body).toBe('<html>');
    now += 1;
    expect(cache.get('k')).toBeUndefined();
  });

  it('takes a reworked body (critical CSS) for the page it was made from, never for a page cleared or replaced since', () => {
    const now = 0;
    const cache = createPageCache({ ttlMs: 60_000, now: () => now });
    const kept = cache.set('k', page('<link rel="stylesheet" nonce="n1">'))!;
    expect(cache.replaceBody('k', kept, '<style nonce="s1">a{}</style>')).toBe(true);
    const reworked = cache.get('k')!;
    expect(reworked.body).toBe('<style nonce="s1">a{}</style>');
    // same expiry, and the new body's per-request values are swapped on each hit
    expect(reworked.expires).toBe(kept.expires);
    expect(personalise(reworked, { scriptNonce: 'n2', styleNonce: 's2', requestId: 'r2' })).toBe('<style nonce="s2">a{}</style>');
    // a page re-rendered meanwhile keeps its own body
    const next = cache.set('k', page('v2'))!;
    expect(cache.replaceBody('k', kept, 'late')).toBe(false);
    expect(cache.get('k')?.body).toBe('v2');
    // and a cleared one stays cleared
    cache.clear();
    expect(cache.replaceBody('k', next, 'late')).toBe(false);
    expect(cache.get('k')).toBeUndefined();
  });

  it('serves the old page while one request re-renders it, then the new one', () => {
    let now = 0;
    const cache = createPageCache({ ttlMs: 5_000, staleMs: 30_000, refreshTimeoutMs: 10_000, now: () => now });
    expect(cache.lookup('k').kind).toBe('render');
    cache.set('k', page('v1'));
    now = 5_000;
    expect(cache.lookup('k').kind).toBe('render'); // the one that re-renders
    const others = [cache.lookup('k'), cache.lookup('k')];
    expect(others.map((o) => (o.kind === 'stale' ? o.page.body : o.kind))).toEqual(['v1', 'v1']);
    cache.set('k', page('v2'));
    expect(cache.lookup('k')).toMatchObject({ kind: 'fresh', page: { body: 'v2' } });
  });

  it('lets the next request render when a re-render is abandoned or hangs, and forgets pages past their stale window', () => {
    let now = 0;
    const cache = createPageCache({ ttlMs: 5_000, staleMs: 30_000, refreshTimeoutMs: 10_000, now: () => now });
    cache.set('k', page('v1'));
    now = 6_000;
    const first = cache.lookup('k');
    expect(first.kind).toBe('render');
    cache.abandon('k', first.kind === 'render' ? first.ticket : -1);
    expect(cache.lookup('k').kind).toBe('render');
    expect(cache.lookup('k').kind).toBe('stale');
    now = 16_000; // the refresher never finished
    expect(cache.lookup('k').kind).toBe('render');
    now = 36_000; // past TTL + stale window: gone
    expect(cache.lookup('k').kind).toBe('render');
  });

  it('makes requests for a page nobody has yet wait for the one render instead of rendering it 20 times', async () => {
    const cache = createPageCache({ ttlMs: 5_000 });
    const first = cache.lookup('k');
    const waiting = [cache.lookup('k'), cache.lookup('k')];
    expect([first.kind, ...waiting.map((w) => w.kind)]).toEqual(['render', 'wait', 'wait']);
    cache.set('k', page('v1'), first.kind === 'render' ? first.ticket : undefined);
    const pages = await Promise.all(waiting.map((w) => (w.kind === 'wait' ? w.page : undefined)));
    expect(pages.map((p) => p?.body)).toEqual(['v1', 'v1']);

    // an abandoned render (a 404, the visitor left) sends the waiters off to render for themselves
    const second = cache.lookup('x');
    const waiter = cache.lookup('x');
    cache.abandon('x', second.kind === 'render' ? second.ticket : -1);
    expect(waiter.kind === 'wait' ? await waiter.page : 'no wait').toBeUndefined();
  });

  it('does not keep a page whose render started before an operator change cleared the cache', () => {
    const cache = createPageCache({ ttlMs: 5_000 });
    const before = cache.lookup('k');
    cache.clear();
    cache.set('k', page('old'), before.kind === 'render' ? before.ticket : undefined);
    expect(cache.get('k')).toBeUndefined();
    const after = cache.lookup('k');
    cache.set('k', page('new'), after.kind === 'render' ? after.ticket : undefined);
    expect(cache.get('k')?.body).toBe('new');
  });

  it('drops the least recently used page beyond its entry and byte bounds', () => {
    const cache = createPageCache({ ttlMs: 60_000, maxEntries: 2, maxBytes: 1_000 });
    cache.set('a', page('a'));
    cache.set('b', page('b'));
    cache.get('a');
    cache.set('c', page('c'));
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map((p) => p?.body)).toEqual(['a', undefined, 'c']);
    cache.set('big', page('x'.repeat(126)));
    cache.set('big2', page('x'.repeat(125)));
    expect(cache.size).toBeLessThanOrEqual(2);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('has no key for a signed-in visitor, an operator call or a form post, and one per URL, language, host and cookies', () => {
    const cache = createPageCache({ ttlMs: 5_000 });
    expect(cache.keyFor(request({ cookies: { fortuna_session: 'x' } }))).toBeUndefined();
    expect(cache.keyFor(request({ headers: { authorization: 'Bearer t' } }))).toBeUndefined();
    expect(cache.keyFor(request({ method: 'POST' }))).toBeUndefined();
    const keys = new Set(
      [
        request(),
        request({ url: '/?x=1' }),
        request({ headers: { host: 'other' } }),
        request({ headers: { host: 'casino', 'accept-language': 'de' } }),
        request({ headers: { host: 'casino', cookie: 'consent=all' } }),
      ].map((r) => cache.keyFor(r)),
    );
    expect(keys.size).toBe(5);
    expect(cache.keyFor(request(), 'none')).not.toBe(cache.keyFor(request(), 'full'));
    expect(createPageCache({ ttlMs: 0 }).keyFor(request())).toBeUndefined();
  });

  it('gives every hit its own nonces and request id', () => {
    const html = '<script nonce="n1">x</script><style nonce="s1"></style><meta content="r1">';
    expect(personalise(page(html), { scriptNonce: 'N2', styleNonce: 'S2', requestId: 'R2' })).toBe(
      '<script nonce="N2">x</script><style nonce="S2"></style><meta content="R2">',
    );
  });

  it('replaces every occurrence, on every hit, from one cut of the page', () => {
    const cached = page('a n1 b n1 c s1 d r1 e');
    expect(personalise(cached, { scriptNonce: 'X', styleNonce: 'Y', requestId: 'Z' })).toBe('a X b X c Y d Z e');
    expect(personalise(cached, { scriptNonce: 'P', styleNonce: 'Q', requestId: '' })).toBe('a P b P c Q d r1 e');
  });
});
