import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@fortuna/contracts';

/**
 * Rendered pages for signed-out visitors, kept for a few seconds: the home page, a category page or
 * an info page is the same HTML for every visitor who sends the same cookies, language and host, so a
 * crawler or a traffic spike is served from memory instead of re-rendering React for each request.
 *
 * What makes a page cacheable: GET or HEAD, no session cookie, no Authorization header, status 200,
 * no Set-Cookie from the page itself and no `Cache-Control: no-store` or `private` (a route's `headers`). The key is the host, the URL, the Accept-Language header and the
 * whole Cookie header, so anything a loader could read from the request is part of it, plus the
 * caller's variant (who the access gate lets in, which depends on the address). The page's
 * per-request values (the CSP nonces and the request id) are swapped for the new request's on each hit.
 * Staleness is bounded by the TTL; operator changes (any successful operator write) clear the cache at once.
 */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: string;
  /** the values this render used, replaced on every hit */
  scriptNonce: string;
  styleNonce: string;
  requestId: string;
  expires: number;
}

export interface PageCacheOptions {
  ttlMs: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

export function createPageCache({ ttlMs, maxEntries = 500, maxBytes = 64 * 1024 * 1024, now = Date.now }: PageCacheOptions) {
  const entries = new Map<string, CachedPage>();
  let bytes = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  };

  return {
    enabled: ttlMs > 0,

    /** The cache key of a request, or undefined when its page must be rendered for it alone. */
    keyFor(request: FastifyRequest, variant = ''): string | undefined {
      if (ttlMs <= 0) return undefined;
      if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
      if (request.headers.authorization || request.cookies?.[SESSION_COOKIE]) return undefined;
      return JSON.stringify([
        request.headers.host ?? '',
        request.url,
        request.headers['accept-language'] ?? '',
        request.headers.cookie ?? '',
        variant,
      ]);
    },

    get(key: string): CachedPage | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        drop(key);
        return undefined;
      }
      // least recently used goes first: a hit moves the entry to the end
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },

    set(key: string, page: Omit<CachedPage, 'expires'>) {
      if (ttlMs <= 0 || page.body.length > maxBytes / 8) return;
      drop(key);
      entries.set(key, { ...page, expires: now() + ttlMs });
      bytes += page.body.length;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        drop(oldest);
      }
    },

    clear() {
      entries.clear();
      bytes = 0;
    },

    get size() {
      return entries.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** A cached page's body with this request's nonces and request id in place of the ones it was rendered with. */
export function personalise(page: CachedPage, values: { scriptNonce: string; styleNonce: string; requestId: string }): string {
  let body = page.body;
  if (page.scriptNonce && values.scriptNonce) body = body.replaceAll(page.scriptNonce, values.scriptNonce);
  if (page.styleNonce && values.styleNonce) body = body.replaceAll(page.styleNonce, values.styleNonce);
  if (page.requestId && values.requestId) body = body.replaceAll(page.requestId, values.requestId);
  return body;
}
