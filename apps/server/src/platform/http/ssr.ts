import path from 'node:path';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { Readable } from 'node:stream';
import { createRequest } from '@remix-run/node-fetch-server';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { notFound } from '../errors';

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

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0];
    if (pathname === '/api' || pathname.startsWith('/api/')) throw notFound(`Route ${request.method} ${pathname} not found`);
    const handler = createRequestHandler(await getBuild(), opts.mode);
    const nonce = (reply as FastifyReply & { cspNonce?: { script: string } }).cspNonce?.script ?? '';
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
    const response = await handler(webRequest, context as never);
    // Sent through Fastify (not hijacked) so security headers and compression apply to pages too.
    reply.status(response.status);
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    if (!response.body || request.method === 'HEAD') return reply.send(response.body ? '' : null);
    return reply.send(Readable.fromWeb(response.body as never));
  };

  app.route({ method: ['GET', 'HEAD', 'POST'], url: '/*', handler: handle });
  app.route({ method: ['GET', 'HEAD'], url: '/', handler: handle });
}
