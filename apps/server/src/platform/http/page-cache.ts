import type { FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '@fortuna/contracts';

/**
 * Rendered pages for signed-out visitors, kept for a few seconds: the home page, a category page or
 * an info page is the same HTML for every visitor who sends the same cookies, language and host, so a
 * crawler or a traffic spike is served from memory instead of re-rendering React for each request.
 *
 * What makes a page cacheable: GET or HEAD, no session cookie, no Authorization header, status 200,
 * no Set-Cookie from the page itself and no `Cache-Control: no-store` or `private` (a route's
 * `headers`). The key is the host, the URL, the Accept-Language header and the whole Cookie header,
 * so anything a loader could read from the request is part of it, plus the caller's variant (who the
 * access gate lets in, which depends on the address). The page's per-request values (the CSP nonces
 * and the request id) are swapped for the new request's on each hit.
 *
 * Staleness: what a page shows changes through an operator (catalogue, content, banners, config), and
 * any successful operator write clears the cache of every instance (ssr.ts, through the invalidation
 * bus; without Redis only the writing instance, the others at their TTL). What changes without an
 * operator is kept out of the page's lasting state: the home page's winners carry the time they were
 * read, and the browser fetches them again after hydration once they are older than their staleTime
 * (30 s). So the TTL (PAGE_CACHE_TTL_MS, a minute by default) only bounds a lost invalidation message
 * and the winners shown before hydration.
 *
 * After the TTL a page stays servable for `staleMs` more while exactly one request re-renders it
 * (`lookup` answers `refresh` to that one and `stale` to the rest): when a popular page expires, 20
 * waiting connections must not all render React at once, which is what made the slowest 1% slow.
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

export type Lookup =
  | { kind: 'fresh' | 'stale'; page: CachedPage }
  /** no page yet, and another request is rendering it: its page (or undefined: render it yourself) */
  | { kind: 'wait'; page: Promise<CachedPage | undefined> }
  /** no page, or an old one: this request renders it, then calls `set` or `abandon` with the ticket */
  | { kind: 'render'; ticket: number };

interface Refresh {
  ticket: number;
  since: number;
  done: Promise<CachedPage | undefined>;
  finish: (page: CachedPage | undefined) => void;
}

export interface PageCacheOptions {
  ttlMs: number;
  /** how long after its TTL a page may still be served while one request renders its successor */
  staleMs?: number;
  /** a re-render that has not finished after this long (an error, a non-200) lets the next request try */
  refreshTimeoutMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

export function createPageCache({
  ttlMs,
  staleMs = 30_000,
  refreshTimeoutMs = 10_000,
  maxEntries = 500,
  maxBytes = 64 * 1024 * 1024,
  now = Date.now,
}: PageCacheOptions) {
  const entries = new Map<string, CachedPage>();
  /** key → the one request rendering it now */
  const refreshing = new Map<string, Refresh>();
  let tickets = 0;
  /** renders that started before the last `clear` may hold what the operator just changed */
  let clearedAfter = 0;
  let bytes = 0;

  const settle = (key: string, page: CachedPage | undefined, ticket?: number) => {
    const refresh = refreshing.get(key);
    if (!refresh || (ticket !== undefined && refresh.ticket !== ticket)) return;
    refreshing.delete(key);
    refresh.finish(page);
  };

  const fresh = (key: string, t: number) => {
    const entry = entries.get(key);
    if (!entry || entry.expires <= t) return undefined;
    // least recently used goes first: a hit moves the entry to the end
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  };

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

    /** The page while it is fresh; unlike `lookup`, never makes the caller the one to render it. */
    get(key: string): CachedPage | undefined {
      return fresh(key, now());
    },

    /** What to do for a request with this key: serve a fresh or stale page, or render (and then `set`). */
    lookup(key: string): Lookup {
      const t = now();
      const hit = fresh(key, t);
      if (hit) return { kind: 'fresh', page: hit };
      const entry = entries.get(key);
      if (entry && entry.expires + staleMs <= t) drop(key);
      const current = refreshing.get(key);
      if (current && current.since + refreshTimeoutMs > t) {
        const stale = entries.get(key);
        return stale ? { kind: 'stale', page: stale } : { kind: 'wait', page: current.done };
      }
      // nobody renders it, or the one who did has hung: this request takes over
      if (current) settle(key, undefined);
      let finish!: Refresh['finish'];
      const done = new Promise<CachedPage | undefined>((resolve) => (finish = resolve));
      const ticket = ++tickets;
      refreshing.set(key, { ticket, since: t, done, finish });
      return { kind: 'render', ticket };
    },

    /** Keeps a page; returns it as kept (undefined when it was not). */
    set(key: string, page: Omit<CachedPage, 'expires'>, ticket?: number): CachedPage | undefined {
      if (ttlMs <= 0 || page.body.length > maxBytes / 8) return void settle(key, undefined, ticket);
      if (ticket !== undefined && ticket <= clearedAfter) return void settle(key, undefined, ticket);
      drop(key);
      const entry = { ...page, expires: now() + ttlMs };
      entries.set(key, entry);
      bytes += page.body.length;
      settle(key, entry);
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        drop(oldest);
      }
      return entries.get(key);
    },

    /**
     * Swaps a kept page's body for a reworked one (its critical CSS inlined), if the page is still the
     * one kept under `key`: a page cleared or re-rendered meanwhile is left as it is.
     */
    replaceBody(key: string, page: CachedPage, body: string) {
      if (entries.get(key) !== page || body.length > maxBytes / 8) return false;
      entries.set(key, { ...page, body });
      bytes += body.length - page.body.length;
      return true;
    },

    /**
     * The render that `lookup` gave this ticket will not be kept (not a 200, cookies, no-store, an
     * error, the visitor left mid-stream); whoever waits for it renders for themselves.
     */
    abandon(key: string, ticket: number) {
      settle(key, undefined, ticket);
    },

    clear() {
      entries.clear();
      clearedAfter = tickets;
      for (const key of [...refreshing.keys()]) settle(key, undefined);
      bytes = 0;
    },

    get size() {
      return entries.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/** A page's body cut at its per-request values, once per cached page: a hit then only joins. */
interface Template {
  parts: string[];
  /** which value goes after parts[i] */
  holes: ('scriptNonce' | 'styleNonce' | 'requestId')[];
}
const templates = new WeakMap<CachedPage, Template>();

function templateOf(page: CachedPage): Template {
  let template = templates.get(page);
  if (template) return template;
  const values = (['scriptNonce', 'styleNonce', 'requestId'] as const).filter((name) => page[name]);
  const byValue = new Map(values.map((name) => [page[name], name]));
  template = { parts: [], holes: [] };
  if (!values.length) template.parts.push(page.body);
  else {
    const pattern = new RegExp([...byValue.keys()].map((v) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
    let last = 0;
    for (const match of page.body.matchAll(pattern)) {
      template.parts.push(page.body.slice(last, match.index));
      template.holes.push(byValue.get(match[0])!);
      last = match.index + match[0].length;
    }
    template.parts.push(page.body.slice(last));
  }
  templates.set(page, template);
  return template;
}

/** A cached page's body with this request's nonces and request id in place of the ones it was rendered with. */
export function personalise(page: CachedPage, values: { scriptNonce: string; styleNonce: string; requestId: string }): string {
  const { parts, holes } = templateOf(page);
  let body = parts[0];
  for (let i = 0; i < holes.length; i++) body += (values[holes[i]] || page[holes[i]]) + parts[i + 1];
  return body;
}
