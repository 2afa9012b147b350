import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { alternates, BLOCK_SLUGS, CATEGORY_SLUGS, LOCALIZED_ROUTES, type LocalizedRoute } from '@fortuna/contracts';
import { WEB_ROOT } from '../../app';
import { buildTestApp, TEST_MAILBOX_KEY } from '../../../test/helpers';
import { testSuite } from '../../../test/suite';

/**
 * Pages over HTTP, server-rendered by the built web app: the whole route table × 9 locales answers
 * 200 with the right canonical and hreflang links, and the path rules redirect or 404.
 * Needs `npm run build` first.
 */
const built = existsSync(path.join(WEB_ROOT, 'build/server/index.js'));
const ORIGIN = 'http://localhost:3000';
const OPERATOR = 'operator-token-for-tests-0123456789';
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

function sampleParams(route: LocalizedRoute): Record<string, string> {
  return {
    id: 'summer-42',
    category: CATEGORY_SLUGS[route.locale].slots,
    provider: 'northwind-gaming', // a studio of the seeded game catalogue
    block: BLOCK_SLUGS[route.locale]['vip-club'],
    payload: 'AbC123xYz',
    hash: 'a1b2c3',
    playerId: '7',
    type: 'promo',
  };
}

function concrete(route: LocalizedRoute): string {
  const params = sampleParams(route);
  return (
    route.pattern
      .split('/')
      .map((seg) =>
        seg.startsWith(':') ? (seg.endsWith('?') ? (seg.includes('id') ? '' : params[seg.slice(1, -1)]) : params[seg.slice(1)]) : seg,
      )
      .join('/')
      .replace(/\/+$/, '') || '/'
  );
}

function linkHref(html: string, rel: string, hreflang?: string): string | undefined {
  for (const tag of html.match(/<link [^>]*>/g) ?? []) {
    if (!tag.includes(`rel="${rel}"`)) continue;
    if (hreflang && !tag.toLowerCase().includes(`hreflang="${hreflang}"`)) continue;
    return /href="([^"]*)"/.exec(tag)?.[1];
  }
  return undefined;
}

describe.runIf(built)('pages over HTTP (SSR)', () => {
  const t = testSuite(() => buildTestApp({ ssr: 'production' }), 180_000);

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers: { 'user-agent': BROWSER, ...headers } });

  const pages = LOCALIZED_ROUTES.filter((r) => !r.def.englishOnly || r.locale === 'en');
  it.each(pages.map((r) => [r.id, r] as const))('%s answers 200 with canonical and 9 alternates + x-default', async (_id, route) => {
    let url = concrete(route);
    if (route.name === 'page-preview') url += `?key=summer-festival&token=${OPERATOR}`;
    // the developer mailbox exists only for whoever has its key (the cookie the printed link sets)
    const mailbox = route.name === 'dev-mailbox' ? `; fortuna_mailbox=${TEST_MAILBOX_KEY}` : '';
    const res = await get(url, { cookie: `locale=${route.locale}${mailbox}` });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const path = url.split('?')[0];
    expect(linkHref(res.body, 'canonical')).toBe(ORIGIN + path);
    for (const alt of alternates(path)) {
      expect(linkHref(res.body, 'alternate', alt.hreflang), `${path} ${alt.hreflang}`).toBe(ORIGIN + alt.path);
    }
    expect(res.body).toContain(`<html lang="${route.locale}"`);
  });

  it('the developer mailbox page is a 404 without its key', async () => {
    expect((await get('/dev/mailbox')).statusCode).toBe(404);
    expect((await get('/dev/mailbox', { cookie: 'fortuna_mailbox=a-guessed-key-0123456789' })).statusCode).toBe(404);
  });

  it('renders the static page content and a per-locale title', async () => {
    const res = await get('/es/aviso-de-privacidad');
    expect(res.body).toContain('<title>Aviso de privacidad | Fortuna Casino</title>');
    expect(res.body).toContain('Reglamento General de Protección de Datos');
    const home = await get('/fr');
    expect(home.body).toMatch(/<title>Fortuna Casino : machines à sous/);
  });

  it('an unknown path, an unknown locale prefix or a segment of another locale is a 404 page', async () => {
    for (const url of ['/nope', '/xx/about-us', '/de/registro', '/zz/games/slots', '/block/no-such-block']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('data-testid="error-404"');
    }
    expect((await get('/nope')).body).toContain('This page could not be found');
    const de = await get('/de/no-such-page');
    expect(de.statusCode).toBe(404);
    expect(de.body).toContain('Diese Seite wurde nicht gefunden');
  });

  it('collapses slashes, removes the trailing slash and /en, lower-cases with 301, keeping the query', async () => {
    const cases: [string, string][] = [
      ['//about-us', '/about-us'],
      ['/de//games///slots', '/de/games/slots'],
      ['/about-us/', '/about-us'],
      ['/About-Us?x=1', '/about-us?x=1'],
      ['/DE/Sign-Up', '/de/sign-up'],
      ['/en/about-us', '/about-us'],
      ['/en', '/'],
      ['/en/confirm/email/AbC', '/confirm/email/AbC'],
      ['/en/reset/password/XyZ/', '/reset/password/XyZ'],
    ];
    for (const [from, to] of cases) {
      const res = await get(from);
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
  });

  it('an unknown locale on the home path goes home', async () => {
    const res = await get('/xx');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
  });

  it('keeps upper case in confirm-email and reset-password payloads', async () => {
    expect((await get('/confirm/email/AbC')).statusCode).toBe(200);
    expect((await get('/de/reset/password/XyZ')).statusCode).toBe(200);
  });

  it('first visit to / goes to the cookie locale, else Accept-Language (first two letters, in order), else stays English', async () => {
    const byHeader = await get('/', { 'accept-language': 'xx-YY, fr-CA;q=0.9, de;q=0.8' });
    expect(byHeader.statusCode).toBe(302);
    expect(byHeader.headers.location).toBe('/fr');
    const byCookie = await get('/', { 'accept-language': 'fr', cookie: 'locale=pl' });
    expect(byCookie.headers.location).toBe('/pl');
    const nb = await get('/?ref=0123456789abcdef0123456789abcdef', { 'accept-language': 'nb-NO' });
    expect(nb.headers.location).toBe('/no?ref=0123456789abcdef0123456789abcdef');
    const none = await get('/', { 'accept-language': 'ja, zh' });
    expect(none.statusCode).toBe(200);
    const english = await get('/', { cookie: 'locale=en', 'accept-language': 'de' });
    expect(english.statusCode).toBe(200);
  });

  it('never redirects a crawler by language', async () => {
    const res = await t.app.inject({
      url: '/',
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'accept-language': 'de' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="en"');
  });

  it('sends sign-up home on a host that is not the main one', async () => {
    const res = await get('/es/registro', { host: 'mirror.example.com' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/es');
    expect((await get('/sign-up', { host: 'mirror.example.com' })).headers.location).toBe('/');
    expect((await get('/sign-up', { host: 'localhost:3000' })).statusCode).toBe(200);
  });
});

describe.runIf(built)('hosts: basic-auth gate and suspended domain', () => {
  const t = testSuite(
    () =>
      buildTestApp({
        ssr: 'production',
        env: { BASIC_AUTH_HOST: 'staging.example.com', BASIC_AUTH_CREDENTIAL: 'team:s3cret-pass', SUSPENDED_HOST: 'old.example.com' },
      }),
    180_000,
  );

  it('answers 401 Access denied on the gated host until the credential is given, then remembers it in a cookie', async () => {
    const denied = await t.app.inject({ url: '/about-us', headers: { host: 'staging.example.com' } });
    expect(denied.statusCode).toBe(401);
    expect(denied.json()).toEqual({ code: 401, message: 'Access denied' });
    expect(denied.headers['www-authenticate']).toMatch(/^Basic/);
    const api = await t.app.inject({ url: '/api/icons', headers: { host: 'staging.example.com' } });
    expect(api.statusCode).toBe(401);
    const wrong = await t.app.inject({
      url: '/about-us',
      headers: { host: 'staging.example.com', authorization: `Basic ${Buffer.from('team:nope').toString('base64')}` },
    });
    expect(wrong.statusCode).toBe(401);
    const ok = await t.app.inject({
      url: '/about-us',
      headers: { host: 'staging.example.com', authorization: `Basic ${Buffer.from('team:s3cret-pass').toString('base64')}` },
    });
    expect(ok.statusCode).toBe(200);
    const cookie = ok.cookies.find((c) => c.name === 'site_access')!;
    expect(cookie.httpOnly).toBe(true);
    const again = await t.app.inject({
      url: '/de/about-us',
      headers: { host: 'staging.example.com' },
      cookies: { site_access: cookie.value },
    });
    expect(again.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/about-us', headers: { host: 'localhost' } })).statusCode).toBe(200);
  });

  it('shows the suspension notice on the suspended domain and tells the cashier through app config', async () => {
    const page = await t.app.inject({ url: '/about-us', headers: { host: 'old.example.com', 'user-agent': BROWSER } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="suspended-notice"');
    const config = await t.app.inject({ url: '/api/app/config', headers: { host: 'old.example.com' } });
    expect(config.json().projectConfig.suspended).toBe(true);
    const main = await t.app.inject({ url: '/about-us', headers: { host: 'localhost' } });
    expect(main.body).not.toContain('data-testid="suspended-notice"');
  });
});

describe.skipIf(built)('pages over HTTP (SSR)', () => {
  it('needs the built web app', () => {
    throw new Error('apps/web/build is missing: run "npm run build" before the SSR page tests');
  });
});
