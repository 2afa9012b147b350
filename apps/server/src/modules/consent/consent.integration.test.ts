import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, REFERRAL_COOKIE } from '@fortuna/contracts';
import { pageViews } from './consent.tables';
import { testSuite } from '../../../test/suite';

/** Cookies a response sets, by name. */
const setCookies = (res: { cookies: { name: string; value: string; maxAge?: number }[] }) =>
  Object.fromEntries(res.cookies.map((c) => [c.name, c]));

/** Necessary cookies: the consent choice, the language, sign-in and security ones. Nothing else before consent. */
const NECESSARY = new Set([CONSENT_COOKIE, 'fortuna_locale', 'locale', 'site_access']);

const REF = '0123456789abcdef0123456789abcdef';
const json = { 'content-type': 'application/json' };

describe('cookie consent', () => {
  // pages without SSR: the site rules (which set the referral and locale cookies) run before any route
  const t = testSuite();

  it('sets no analytics or marketing cookie before consent: a referral landing, pages and API calls', async () => {
    const names = new Set<string>();
    for (const url of [`/?ref=${REF}&siteId=aff-1`, `/about-us?ref=${REF}`, '/cookie-policy', '/api/app/config', '/api/notify/partner']) {
      const res = await t.app.inject({ url, headers: { referer: 'https://partner.example/' } });
      expect(res.statusCode, url).not.toBe(500);
      for (const c of res.cookies) names.add(c.name);
    }
    expect([...names].filter((n) => !NECESSARY.has(n))).toEqual([]);
    // a page view is not kept without analytics consent
    const visit = await t.app.inject({ method: 'POST', url: '/api/visits', headers: json, payload: { path: '/' } });
    expect(visit.json()).toEqual({ recorded: false });
    expect(await t.database.db.select().from(pageViews)).toHaveLength(0);
  });

  it('reject keeps only the necessary choice cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/consent',
      headers: json,
      payload: { analytics: false, marketing: false, referral: { refId: REF } },
    });
    expect(res.statusCode).toBe(200);
    const set = setCookies(res);
    expect(Object.keys(set)).toEqual([CONSENT_COOKIE]);
    expect(set[CONSENT_COOKIE].value).toBe('v1.a0.m0');
    expect(set[CONSENT_COOKIE].maxAge).toBe(182 * 24 * 60 * 60);
    // with the choice made, a referral landing still sets nothing
    const landing = await t.app.inject({ url: `/about-us?ref=${REF}`, cookies: { [CONSENT_COOKIE]: 'v1.a0.m0' } });
    expect(landing.cookies.map((c) => c.name)).not.toContain(REFERRAL_COOKIE);
  });

  it('marketing consent keeps the landing referral; withdrawing it removes the referral cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/consent',
      headers: json,
      payload: {
        analytics: false,
        marketing: true,
        referral: { refId: REF.toUpperCase(), siteId: 'aff-1', httpReferrer: 'https://partner.example/' },
      },
    });
    const set = setCookies(res);
    expect(set[CONSENT_COOKIE].value).toBe('v1.a0.m1');
    expect(JSON.parse(set[REFERRAL_COOKIE].value)).toEqual({ refId: REF, siteId: 'aff-1', httpReferrer: 'https://partner.example/' });
    const landing = await t.app.inject({ url: `/about-us?ref=${REF}`, cookies: { [CONSENT_COOKIE]: 'v1.a0.m1' } });
    expect(landing.cookies.map((c) => c.name)).toContain(REFERRAL_COOKIE);

    const withdrawn = await t.app.inject({
      method: 'POST',
      url: '/api/consent',
      headers: json,
      cookies: { [REFERRAL_COOKIE]: set[REFERRAL_COOKIE].value },
      payload: { analytics: false, marketing: false },
    });
    const cleared = setCookies(withdrawn)[REFERRAL_COOKIE];
    expect(cleared?.value).toBe('');
  });

  it('analytics consent records page views first-party: path and referrer origin, never a query', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/visits',
      headers: json,
      cookies: { [CONSENT_COOKIE]: 'v1.a1.m0' },
      payload: { path: '/games/all?email=a@b.c', referrer: 'https://search.example/q?who=someone' },
    });
    expect(res.json()).toEqual({ recorded: true });
    const rows = await t.database.db.select().from(pageViews);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ path: '/games/all', referrer: 'https://search.example/q' });
  });

  it('refuses bad input with 400 envelopes', async () => {
    for (const payload of [{ analytics: 'yes', marketing: false }, { analytics: true }, { analytics: true, marketing: true, extra: 1 }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/consent', headers: json, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400 });
    }
    const visit = await t.app.inject({ method: 'POST', url: '/api/visits', headers: json, payload: { path: 'no-slash' } });
    expect(visit.statusCode).toBe(400);
  });
});
