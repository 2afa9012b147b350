import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_LOCALE,
  href,
  isCaseSensitivePath,
  isLocale,
  LOCALE_COOKIE,
  localeFromAcceptLanguage,
  localeOfPath,
  matchPath,
  REFERRAL_COOKIE,
  REFERRAL_COOKIE_MAX_AGE_S,
  referralCookieSchema,
  type Locale,
  type ReferralCookie,
  CONSENT_COOKIE,
  parseConsent,
} from '@fortuna/contracts';
import { isCrawler, requestHost } from '../../platform/http/request-meta';

/**
 * Server-side path and host rules, run before any route:
 * basic-auth host gate; for pages: slashes collapsed, trailing slash removed, `/en` prefix removed,
 * upper case 301 to lower case (not for confirm-email / reset-password), the first visit to `/`
 * redirected to the visitor's language (never for crawlers), sign-up only on the main host,
 * the referral cookie (with marketing consent) and the locale cookie.
 */
export interface SiteRulesOptions {
  mainHost: string;
  basicAuthHost?: string;
  basicAuthCredential?: string;
  secret: string;
}

const NON_PAGE_PREFIXES = [
  '/api',
  '/assets',
  '/healthz',
  '/readyz',
  '/connection',
  '/admin',
  '/icons',
  '/images',
  '/__manifest',
  '/rgs',
  '/sandbox',
];
const BASIC_AUTH_COOKIE = 'site_access';
const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function isPagePath(pathname: string): boolean {
  if (NON_PAGE_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return false;
  const last = pathname.split('/').pop() ?? '';
  return !last.includes('.');
}

/** The canonical form of a page path, or null when it is already canonical. */
export function canonicalPath(pathname: string): string | null {
  let path = pathname.replace(/\/{2,}/g, '/');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  if (path === '/en' || path.toLowerCase() === '/en') path = '/';
  else if (/^\/en\//i.test(path)) path = path.slice(3);
  if (path !== path.toLowerCase() && !isCaseSensitivePath(path)) path = path.toLowerCase();
  return path === pathname ? null : path;
}

export function readReferralCookie(request: FastifyRequest): (ReferralCookie & { refId: string }) | null {
  const raw = request.cookies[REFERRAL_COOKIE];
  if (!raw) return null;
  try {
    const parsed = referralCookieSchema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.refId ? { ...parsed.data, refId: parsed.data.refId } : null;
  } catch {
    return null;
  }
}

function isMainHost(host: string, mainHost: string) {
  return host === mainHost || host === 'localhost' || host === '127.0.0.1';
}

function safeEqual(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function registerSiteRules(app: FastifyInstance, opts: SiteRulesOptions) {
  const accessToken = opts.basicAuthCredential
    ? createHash('sha256').update(`${opts.secret}:${opts.basicAuthCredential}`).digest('hex')
    : undefined;

  const gate = (request: FastifyRequest, reply: FastifyReply): boolean => {
    if (!opts.basicAuthHost || !opts.basicAuthCredential || requestHost(request) !== opts.basicAuthHost.toLowerCase()) return true;
    const path = request.url.split('?')[0];
    if (path === '/healthz' || path === '/readyz') return true;
    const cookie = request.cookies[BASIC_AUTH_COOKIE];
    if (cookie && accessToken && safeEqual(cookie, accessToken)) return true;
    const header = request.headers.authorization ?? '';
    if (header.startsWith('Basic ')) {
      const given = Buffer.from(header.slice(6), 'base64').toString('utf8');
      if (safeEqual(given, opts.basicAuthCredential)) {
        reply.setCookie(BASIC_AUTH_COOKIE, accessToken!, { path: '/', httpOnly: true, sameSite: 'lax', maxAge: 30 * 24 * 60 * 60 });
        return true;
      }
    }
    void reply
      .status(401)
      .header('www-authenticate', 'Basic realm="Fortuna", charset="UTF-8"')
      .type('application/json; charset=utf-8')
      .send({ code: 401, message: 'Access denied' });
    return false;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!gate(request, reply)) return reply;
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [pathname, search = ''] = request.url.split(/\?(.*)/s, 2) as [string, string?];
    if (!isPagePath(pathname)) return;
    const query = search ? `?${search}` : '';

    const canonical = canonicalPath(pathname);
    if (canonical) return reply.redirect(canonical + query, 301);

    const segments = pathname.split('/').filter(Boolean);
    if (segments.length === 1 && /^[a-z]{2}$/.test(segments[0]) && !isLocale(segments[0])) {
      // an unknown locale on the home path goes home; on any other path it is a 404 (no route matches)
      return reply.redirect('/', 302);
    }

    const locale = localeOfPath(pathname);
    const match = matchPath(pathname);
    if (match?.route.name === 'sign-up' && !isMainHost(requestHost(request), opts.mainHost)) {
      return reply.redirect(href('home', {}, locale), 302);
    }

    const params = new URLSearchParams(search);
    const ref = params.get('ref');
    // the referral cookie is a marketing cookie: set only after the visitor allowed marketing
    // (without it, the consent banner sends the landing page's ref with the choice: POST /api/consent)
    if (ref && /^[0-9a-f]{32}$/i.test(ref) && parseConsent(request.cookies[CONSENT_COOKIE])?.marketing) {
      // read back at sign-up by the auth module (REFERRAL_COOKIE, referralCookieSchema): absent fields are left out
      const referral: ReferralCookie = { refId: ref.toLowerCase() };
      const referrer = (request.headers.referer ?? '').slice(0, 500);
      const siteId = (params.get('siteId') ?? '').slice(0, 64);
      if (referrer) referral.httpReferrer = referrer;
      if (siteId) referral.siteId = siteId;
      reply.setCookie(REFERRAL_COOKIE, JSON.stringify(referral), { path: '/', sameSite: 'lax', maxAge: REFERRAL_COOKIE_MAX_AGE_S });
    }

    const cookieLocale = request.cookies[LOCALE_COOKIE];
    if (pathname === '/' && !isCrawler(request)) {
      const wanted: Locale = isLocale(cookieLocale)
        ? cookieLocale
        : (localeFromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LOCALE);
      if (wanted !== DEFAULT_LOCALE) {
        reply.setCookie(LOCALE_COOKIE, wanted, { path: '/', sameSite: 'lax', maxAge: LOCALE_COOKIE_MAX_AGE_S });
        return reply.redirect(href('home', {}, wanted) + query, 302);
      }
    }
    if (cookieLocale !== locale && match) {
      reply.setCookie(LOCALE_COOKIE, locale, { path: '/', sameSite: 'lax', maxAge: LOCALE_COOKIE_MAX_AGE_S });
    }
  });
}
