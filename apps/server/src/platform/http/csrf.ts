import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@fortuna/contracts';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: a server-to-server route (a provider callback checked by its signature) that takes
     * other content types and is never called by a browser with the player's cookies
     */
    csrf?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ALLOWED_FETCH_SITES = new Set(['same-origin', 'none']);

export interface CsrfOptions {
  /** the site's public origin (PUBLIC_URL); the request's own host is accepted too */
  publicUrl: string;
}

/**
 * Cross-site request forgery, refused on every state-changing request (SameSite=Lax cookies are
 * the first wall; this is the second, which also covers sibling subdomains and old browsers):
 * - a browser's `Origin` (or, without it, `Sec-Fetch-Site`) must say the request comes from this site;
 * - an /api request must be JSON (`Content-Type: application/json`), bodiless ones included, which a
 *   cross-site form or "simple" fetch cannot send without a CORS preflight that we never grant.
 * A request with `Authorization: Bearer` (operator tools, curl) skips the content type: browsers
 * never attach that header by themselves. Routes with `config.csrf === false` skip both.
 */
export function registerCsrfProtection(app: FastifyInstance, options: CsrfOptions) {
  const publicHost = new URL(options.publicUrl).host.toLowerCase();
  const refuse = (message: string) => new AppError(403, ERROR_CODES.forbidden, message);

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.csrf === false) return;
    const origin = header(request, 'origin');
    if (origin !== undefined) {
      if (!sameSite(origin, request, publicHost)) throw refuse('Cross-site request refused');
    } else {
      const site = header(request, 'sec-fetch-site');
      if (site !== undefined && !ALLOWED_FETCH_SITES.has(site.toLowerCase())) throw refuse('Cross-site request refused');
    }
    const path = request.url.split('?')[0];
    if ((path === '/api' || path.startsWith('/api/')) && !/^bearer /i.test(header(request, 'authorization') ?? '')) {
      const type = (header(request, 'content-type') ?? '').split(';')[0].trim().toLowerCase();
      if (type !== 'application/json') throw new AppError(415, ERROR_CODES.unsupportedMediaType, 'Send Content-Type: application/json');
    }
    // a bodiless JSON request (logout, lite-block…): the JSON parser would refuse an empty body, so
    // the checked header goes and the request is what it is, one without a body
    const length = header(request, 'content-length');
    if ((length === undefined || length === '0') && request.headers['transfer-encoding'] === undefined)
      delete request.headers['content-type'];
  });
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function sameSite(origin: string, request: FastifyRequest, publicHost: string): boolean {
  let host: string;
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    host = url.host.toLowerCase();
  } catch {
    return false; // "null" (sandboxed frames, some redirects) and junk
  }
  return host === publicHost || host === request.host.toLowerCase();
}
