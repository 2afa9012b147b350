import path from 'node:path';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { Readable, Transform } from 'node:stream';
import { createRequest } from '@remix-run/node-fetch-server';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { notFound } from '../errors';
import type { InvalidationBus } from '../invalidation';
import { createPageCache, personalise, type PageCache } from './page-cache';
import { createCriticalCss, type CriticalCss } from './critical-css';

/** published on the invalidation bus when an operator's write may change a page: every instance drops its pages */
export const PAGES_TOPIC = 'pages';

/**
 * Mounts the React Router app in this Fastify process (docs/decisions/0003).
 * Production: the Vite build in apps/web/build (hashed assets served with a one-year immutable cache).
 * Development: Vite in middleware mode, with hot reload.
 * Loaders get `context.api(path, init)` which calls our own /api through app.inject(), carrying the
 * visitor's cookies and language, so pages and the API share one code path and no network hop.
 */
export interface SsrOptions {
  mode: 'production' | 'development';
  webRoot: string;
  buildDir?: string;
  /** how long a signed-out visitor's page is reused (production only; 0 turns the cache off) */
  pageCacheTtlMs?: number;
  /** what else, besides the URL, host, language and cookies, a page depends on (see page-cache.ts) */
  pageVariant?: (request: FastifyRequest) => string;
  /** carries "pages are stale" to the other instances (without it, only this process clears) */
  invalidation?: InvalidationBus;
  /** inline each cached page's critical CSS (production; critical-css.ts); default on */
  criticalCss?: boolean;
}

export interface SsrLoadContext {
  cspNonce: string;
  api: (
    path: string,
    init?: { method?: string; body?: unknown },
  ) => Promise<{ status: number; json: unknown; headers: Record<string, unknown> }>;
  requestId: string;
}

/**
 * A loader's `context`: React Router's context provider (required with its middleware support on)
 * that also carries our fields, so loaders keep reading `context.api`.
 */
class SsrContext extends RouterContextProvider implements SsrLoadContext {
  constructor(
    readonly cspNonce: string,
    readonly requestId: string,
    readonly api: SsrLoadContext['api'],
  ) {
    super();
  }
}

export async function registerSsr(app: FastifyInstance, opts: SsrOptions) {
  let getBuild: () => Promise<ServerBuild>;
  let critical: CriticalCss | undefined;

  if (opts.mode === 'development') {
    const { createServer } = await import('vite');
    const vite = await createServer({
      root: opts.webRoot,
      server: { middlewareMode: true, hmr: { server: app.server } },
      appType: 'custom',
    });
    await app.register((await import('@fastify/middie')).default);
    app.use(vite.middlewares);
    getBuild = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
    app.addHook('onClose', () => vite.close());
  } else {
    const buildDir = opts.buildDir ?? path.join(opts.webRoot, 'build');
    const serverEntry = path.join(buildDir, 'server/index.js');
    if (!existsSync(serverEntry)) throw new Error(`Web build not found at ${serverEntry}: run "npm run build"`);
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
    getBuild = async () => build;
    if (opts.criticalCss !== false) {
      const worker = createCriticalCss({ clientDir: path.join(buildDir, 'client'), log: app.log });
      critical = worker;
      app.addHook('onClose', () => worker.close());
    }
    await app.register(fastifyStatic, {
      root: path.join(buildDir, 'client'),
      wildcard: false,
      preCompressed: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  const productionHandler = opts.mode === 'production' ? createRequestHandler(await getBuild(), 'production') : undefined;
  const pages: PageCache = createPageCache({ ttlMs: opts.mode === 'production' ? (opts.pageCacheTtlMs ?? 0) : 0 });
  if (pages.enabled) {
    // an operator's change (content, catalogue, promotions…) shows on the next page view, on every instance
    opts.invalidation?.subscribe(PAGES_TOPIC, () => pages.clear());
    app.addHook('onResponse', async (request, reply) => {
      if (
        request.method !== 'GET' &&
        request.method !== 'HEAD' &&
        reply.statusCode < 400 &&
        /^\/api\/(operator|admin)\//.test(request.url)
      ) {
        if (opts.invalidation) opts.invalidation.publish(PAGES_TOPIC);
        else pages.clear();
      }
    });
  }

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0];
    if (pathname === '/api' || pathname.startsWith('/api/')) throw notFound(`Route ${request.method} ${pathname} not found`);
    const nonces = (reply as FastifyReply & { cspNonce?: { script: string; style: string } }).cspNonce;
    const cacheKey = pages.keyFor(request, opts.pageVariant?.(request) ?? '');
    let found = cacheKey ? pages.lookup(cacheKey) : undefined;
    // a page that another request is rendering right now: its result, not a render of our own
    const hit = found?.kind === 'wait' ? await found.page : found?.kind === 'render' ? undefined : found?.page;
    if (found?.kind === 'wait' && !hit) found = undefined;
    const ticket = found?.kind === 'render' ? found.ticket : undefined;
    if (hit) {
      reply.status(hit.status);
      for (const [name, value] of hit.headers) reply.header(name, value);
      reply.header('x-page-cache', found?.kind === 'stale' ? 'stale' : 'hit');
      if (request.method === 'HEAD') return reply.send('');
      return reply.send(personalise(hit, { scriptNonce: nonces?.script ?? '', styleNonce: nonces?.style ?? '', requestId: request.id }));
    }
    // production: one handler for the process (React Router derives the route tree once);
    // development: a fresh one per request so edits show up
    const handler = productionHandler ?? createRequestHandler(await getBuild(), opts.mode);
    const nonce = nonces?.script ?? '';
    const api: SsrLoadContext['api'] = async (apiPath, init) => {
      const method = (init?.method ?? 'GET') as 'GET';
      const res = await app.inject({
        method,
        url: apiPath.startsWith('/api') ? apiPath : `/api${apiPath}`,
        // the visitor's own address, so per-address limits and logs see them, not this process
        remoteAddress: request.ip,
        headers: {
          ...(method !== 'GET' && method !== 'HEAD' ? { 'content-type': 'application/json' } : {}),
          cookie: request.headers.cookie ?? '',
          'accept-language': request.headers['accept-language'] ?? '',
          'user-agent': request.headers['user-agent'] ?? '',
          accept: 'application/json',
          'x-forwarded-for': request.ip,
          host: request.headers.host ?? 'localhost',
          ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}),
        },
        ...(init?.body !== undefined ? { payload: init.body as object } : {}),
      });
      let json: unknown = null;
      try {
        json = res.body ? JSON.parse(res.body) : null;
      } catch {
        json = null;
      }
      return { status: res.statusCode, json, headers: res.headers };
    };
    const context = new SsrContext(nonce, request.id, api);
    const webRequest = createRequest(request.raw, reply.raw);
    let response: Response;
    try {
      response = await handler(webRequest, context as never);
    } catch (error) {
      if (cacheKey && ticket !== undefined) pages.abandon(cacheKey, ticket);
      throw error;
    }
    // Sent through Fastify (not hijacked) so security headers and compression apply to pages too.
    reply.status(response.status);
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    const uncacheable = /no-store|private/i.test(response.headers.get('cache-control') ?? '');
    const keepable =
      cacheKey &&
      ticket !== undefined &&
      response.body &&
      request.method !== 'HEAD' &&
      response.status === 200 &&
      !cookies.length &&
      !uncacheable;
    if (cacheKey && ticket !== undefined && !keepable) pages.abandon(cacheKey, ticket);
    if (!response.body || request.method === 'HEAD') return reply.send(response.body ? '' : null);
    const body = Readable.fromWeb(response.body as never);
    if (!keepable || !cacheKey || ticket === undefined) return reply.send(body);
    const key: string = cacheKey;
    // a visitor who leaves mid-stream must not leave the others waiting for this render
    reply.raw.once('close', () => pages.abandon(key, ticket));
    // streamed to the visitor as it renders, and kept whole for the next one
    const chunks: Buffer[] = [];
    const tee = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done(null, chunk);
      },
      flush(done) {
        keep();
        done();
      },
    });
    const keep = () => {
      const headers: [string, string][] = [];
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie' && name !== 'content-length') headers.push([name, value]);
      });
      const kept = pages.set(
        key,
        {
          status: 200,
          headers,
          body: Buffer.concat(chunks).toString('utf8'),
          scriptNonce: nonce,
          styleNonce: nonces?.style ?? '',
          requestId: request.id,
        },
        ticket,
      );
      // the next visitors get it with its critical CSS inlined, once the worker has done it
      if (kept && critical)
        void critical
          .inline(kept.body, { script: kept.scriptNonce, style: kept.styleNonce })
          .then((body) => body && pages.replaceBody(key, kept, body));
    };
    return reply.send(body.pipe(tee));
  };

  app.route({ method: ['GET', 'HEAD', 'POST'], url: '/*', handler: handle });
  app.route({ method: ['GET', 'HEAD'], url: '/', handler: handle });
}
