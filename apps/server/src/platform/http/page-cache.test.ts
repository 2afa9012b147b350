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
});
