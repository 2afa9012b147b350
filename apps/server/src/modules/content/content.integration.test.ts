import { describe, expect, it } from 'vitest';
import { bannerListSchema, blockSchema, iconsSchema, LOCALES, menuSchema, seoSchema, STATIC_PAGES, uriMapSchema } from '@fortuna/contracts';
import { partnerVisits } from './content.tables';
import { testSuite } from '../../../test/suite';

describe('content API', () => {
  const t = testSuite();

  it('serves every static page in all 9 locales, with a localized slug and links', async () => {
    for (const locale of LOCALES) {
      for (const page of STATIC_PAGES) {
        const res = await t.app.inject({ url: `/api/blocks/${page}?locale=${locale}` });
        expect(res.statusCode, `${page} ${locale}`).toBe(200);
        const block = blockSchema.parse(res.json());
        expect(block.body.length).toBeGreaterThan(400);
        expect(block.locale).toBe(locale);
      }
    }
    const es = blockSchema.parse((await t.app.inject({ url: '/api/blocks/aviso-de-privacidad?locale=es' })).json());
    expect(es.key).toBe('privacy-notice');
    const de = blockSchema.parse((await t.app.inject({ url: '/api/blocks/responsible-gaming?locale=de' })).json());
    expect(de.body).toContain('href="/de/player/exclusion"');
  });

  it('non-English pages are really translated', async () => {
    const en = blockSchema.parse((await t.app.inject({ url: '/api/blocks/terms-and-conditions?locale=en' })).json());
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      const other = blockSchema.parse((await t.app.inject({ url: `/api/blocks/terms-and-conditions?locale=${locale}` })).json());
      expect(other.title).not.toBe(en.title);
      expect(other.body).not.toBe(en.body);
    }
  });

  it('takes the locale from Accept-Language when the query has none', async () => {
    const res = await t.app.inject({ url: '/api/blocks/about-us', headers: { 'accept-language': 'fi' } });
    expect(res.json().title).toBe('Tietoa meistä');
  });

  it('lists blocks, the menu with a pageUrl per locale, navigation, the uri map', async () => {
    const list = await t.app.inject({ url: '/api/blocks?locale=pl' });
    expect(list.statusCode).toBe(200);
    expect(list.json().items.length).toBe(8);
    const menu = menuSchema.parse((await t.app.inject({ url: '/api/blocks/menu?locale=de' })).json());
    const slots = menu.items.find((i) => i.key === 'slots')!;
    expect(slots).toMatchObject({ uri: 'spielautomaten', name: 'Spielautomaten' });
    expect(slots.pageUrl).toMatchObject({
      en: '/games/slots',
      de: '/de/games/spielautomaten',
      es: '/es/juegos/tragamonedas',
      fr: '/fr/jeux/machines-a-sous',
    });
    const nav = await t.app.inject({ url: '/api/blocks/navigation' });
    expect(nav.json().footer.map((l: { route: string }) => l.route)).toContain('player-exclusion');
    const map = uriMapSchema.parse((await t.app.inject({ url: '/api/pages/uri/map' })).json());
    expect(map.block['vip-club']).toMatchObject({ en: 'vip-club', de: 'vip-klub' });
    expect(map.block['summer-festival']).toBeUndefined();
  });

  it('serves banners, icons and seo', async () => {
    const banners = bannerListSchema.parse((await t.app.inject({ url: '/api/banners?locale=ro' })).json());
    expect(banners.items).toHaveLength(2);
    const icons = iconsSchema.parse((await t.app.inject({ url: '/api/icons' })).json());
    expect(new Set(icons.iconList.map((i) => i.kind))).toEqual(new Set(['provider', 'payment', 'partner', 'certificate']));
    const seo = seoSchema.parse((await t.app.inject({ url: '/api/seo?locale=fr' })).json());
    expect(seo.items.find((i) => i.route === 'home')?.title).toMatch(/machines à sous/);
    expect(seo.publicUrl).toBe('http://localhost:3000');
  });

  it('answers 404 for an unknown or unpublished block, 400 for a bad id or locale', async () => {
    expect((await t.app.inject({ url: '/api/blocks/nope?locale=en' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/blocks/summer-festival?locale=en' })).statusCode).toBe(404);
    const bad = await t.app.inject({ url: '/api/blocks/%3Cscript%3E' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 400 });
    expect((await t.app.inject({ url: '/api/blocks?locale=xx' })).statusCode).toBe(400);
  });

  it('previews unpublished content only with the operator credential', async () => {
    expect((await t.app.inject({ url: '/api/pages/preview?key=summer-festival&locale=de' })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/pages/preview?key=summer-festival&token=wrong-token-0000000000' })).statusCode).toBe(403);
    const ok = await t.app.inject({
      url: '/api/pages/preview?key=summer-festival&locale=de',
      headers: { 'x-operator-token': 'operator-token-for-tests-0123456789' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ published: false, locale: 'de' });
    const admin = await t.app.inject({ url: '/admin/preview?key=summer-festival&token=operator-token-for-tests-0123456789' });
    expect(admin.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/admin/preview?key=BAD%20KEY' })).statusCode).toBe(400);
  });

  it('records a partner visit once, only for a valid referral cookie', async () => {
    const none = await t.app.inject({ url: '/api/notify/partner' });
    expect(none.json()).toEqual({ recorded: false });
    const page = await t.app.inject({
      url: '/about-us?ref=0123456789abcdef0123456789ABCDEF&siteId=aff-7',
      headers: { referer: 'https://partner.example/review' },
      // the referral cookie is a marketing cookie: set only with that consent (modules/consent)
      cookies: { fortuna_consent: 'v1.a0.m1' },
    });
    const set = page.cookies.find((c) => c.name === 'fortuna_ref')!;
    expect(JSON.parse(set.value)).toEqual({
      refId: '0123456789abcdef0123456789abcdef',
      httpReferrer: 'https://partner.example/review',
      siteId: 'aff-7',
    });
    expect(set.maxAge).toBe(30 * 24 * 60 * 60);
    const first = await t.app.inject({ url: '/api/notify/partner?path=/about-us', cookies: { fortuna_ref: set.value } });
    expect(first.json()).toEqual({ recorded: true });
    const again = await t.app.inject({ url: '/api/notify/partner', cookies: { fortuna_ref: set.value, partner_notified: '1' } });
    expect(again.json()).toEqual({ recorded: false });
    const rows = await t.database.db.select().from(partnerVisits);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ refId: '0123456789abcdef0123456789abcdef', siteId: 'aff-7', path: '/about-us' });
  });

  it('ignores a ref that is not exactly 32 hex characters', async () => {
    for (const ref of ['0123456789abcdef0123456789abcde', '0123456789abcdef0123456789abcdeg', '0123456789abcdef0123456789abcdef0']) {
      const res = await t.app.inject({ url: `/about-us?ref=${ref}`, cookies: { fortuna_consent: 'v1.a0.m1' } });
      expect(res.cookies.find((c) => c.name === 'fortuna_ref')).toBeUndefined();
    }
  });

  it('seeding again changes nothing', async () => {
    const before = (await t.app.inject({ url: '/api/blocks?locale=en' })).json().items.length;
    const { createContentService } = await import('./content.service');
    const { createContentRepository } = await import('./content.repository');
    const service = createContentService({ repository: createContentRepository(t.database.db), clock: t.clock, publicUrl: 'http://x' });
    await service.seed();
    expect((await t.app.inject({ url: '/api/blocks?locale=en' })).json().items.length).toBe(before);
  });

  it('serves sitemap.xml with every locale and robots.txt', async () => {
    const sitemap = await t.app.inject({ url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/xml/);
    expect(sitemap.body).toContain('<loc>http://localhost:3000/es/aviso-de-privacidad</loc>');
    expect(sitemap.body).toContain('hreflang="x-default" href="http://localhost:3000/privacy-notice"');
    expect(sitemap.body).toContain('<loc>http://localhost:3000/fr/inscription</loc>');
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(robots.body).toContain('Disallow: /es/jugador');
  });
});
