import { describe, expect, it } from 'vitest';
import { adminBannerSchema, adminContentEntrySchema, blockSchema } from '@fortuna/contracts';
import { testEnv } from '../helpers';
import { adminSuite, signedInOperator, suiteOperator } from './support';

/** Content pages, blocks and banners per locale in the back office (`/api/admin/content`, the `content` permission). */
describe('back-office content', () => {
  const t = adminSuite();
  const marketing = suiteOperator(t, 'marketing');

  const publicBlock = async (id: string, locale: string) => t.app.inject({ url: `/api/blocks/${id}?locale=${locale}` });

  it('an edit is a draft: players keep the published text, the preview shows the draft, publishing makes it live', async () => {
    const m = marketing.client;
    const before = blockSchema.parse((await publicBlock('about-us', 'de')).json());
    const saved = await m.req('PUT', '/api/admin/content/blocks/page/about-us/de', {
      title: 'Über uns – Herbst',
      description: 'Wer wir sind',
      body: '<h2>Herbst</h2><p>Neu bei uns: <a href="/de/promo">Aktionen</a></p>',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const entry = adminContentEntrySchema.parse(saved.json());
    expect(entry).toMatchObject({ title: before.title, published: true, draft: { title: 'Über uns – Herbst' } });

    // players: unchanged
    expect((await publicBlock('about-us', 'de')).json().title).toBe(before.title);
    // the preview: the draft, for the signed-in operator only (the admin cookie is the credential)
    const preview = await m.req('GET', '/api/pages/preview?key=about-us&locale=de');
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ title: 'Über uns – Herbst', body: expect.stringContaining('<h2>Herbst</h2>') });
    expect(preview.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject({ url: '/api/pages/preview?key=about-us&locale=de' })).statusCode).toBe(403);
    const support = await signedInOperator(t, 'support');
    expect((await support.client.req('GET', '/api/pages/preview?key=about-us&locale=de')).statusCode).toBe(403);
    expect((await m.req('GET', '/admin/preview?key=about-us&locale=de')).json().title).toBe('Über uns – Herbst');

    // the list and the detail show the draft waiting
    const list = (await m.req('GET', '/api/admin/content/blocks?kind=page&locale=de')).json().items;
    expect(list.find((i: { key: string }) => i.key === 'about-us')).toMatchObject({ hasDraft: true, published: true });
    const detail = (await m.req('GET', '/api/admin/content/blocks/page/about-us')).json();
    expect(detail.locales).toHaveLength(9);

    const published = await m.req('POST', '/api/admin/content/blocks/page/about-us/de/publish');
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ title: 'Über uns – Herbst', draft: null, published: true });
    expect((await publicBlock('about-us', 'de')).json()).toMatchObject({ title: 'Über uns – Herbst', description: 'Wer wir sind' });
    // the other locales are untouched
    expect((await publicBlock('about-us', 'en')).json().title).toBe('About us');

    // unpublished: gone for players, still there for the preview
    expect((await m.req('POST', '/api/admin/content/blocks/page/about-us/de/unpublish')).statusCode).toBe(200);
    expect((await publicBlock('about-us', 'de')).statusCode).toBe(404);
    expect((await m.req('GET', '/api/pages/preview?key=about-us&locale=de')).statusCode).toBe(200);
    expect((await m.req('POST', '/api/admin/content/blocks/page/about-us/de/publish')).statusCode).toBe(200);
    expect((await publicBlock('about-us', 'de')).statusCode).toBe(200);

    // audited with before and after
    const audit = await t.app.inject({
      url: `/api/admin/audit?target=${encodeURIComponent('content:page:about-us:de')}`,
      headers: { authorization: `Bearer ${testEnv().OPERATOR_TOKEN}` },
    });
    const actions = audit.json().items.map((e: { action: string; actor: string }) => `${e.actor} ${e.action}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        `${marketing.email} PUT /api/admin/content/blocks/:kind/:key/:locale`,
        `${marketing.email} POST /api/admin/content/blocks/:kind/:key/:locale/publish`,
        `${marketing.email} POST /api/admin/content/blocks/:kind/:key/:locale/unpublish`,
      ]),
    );
  });

  it('sanitises the body on the server: no script, handler, frame, style or javascript: link is stored', async () => {
    const res = await marketing.client.req('PUT', '/api/admin/content/blocks/page/cookie-policy/en', {
      title: 'Cookies <b>now</b>',
      body:
        '<h2 onclick="alert(1)">Cookies</h2><script>alert(1)</script><p style="color:red">Hi <img src="x" onerror="alert(1)">' +
        '<a href="javascript:alert(1)">x</a><iframe src="https://evil.test"></iframe></p><form><input name="a"></form>' +
        '<table><tr><td colspan="2">cell</td></tr></table>',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().draft.body as string;
    for (const bad of ['<script', 'onclick', 'onerror', 'javascript:', '<iframe', 'style=', '<form', '<input'])
      expect(body, bad).not.toContain(bad);
    expect(body).toContain('<h2>Cookies</h2>');
    expect(body).toContain('<td colspan="2">cell</td>');
  });

  it('creates a block per locale (unpublished until published); its key and slug must be free', async () => {
    const m = marketing.client;
    const create = (body: object) => m.req('POST', '/api/admin/content/blocks', body);
    const spring = { key: 'spring-news', locale: 'en', slug: 'spring-news', title: 'Spring news', body: '<p>Spring is here</p>' };
    const created = await create(spring);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ kind: 'block', published: false, draft: null });
    expect((await publicBlock('spring-news', 'en')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/pages/uri/map' })).json().block['spring-news']).toBeUndefined();
    expect((await m.req('POST', '/api/admin/content/blocks/block/spring-news/en/publish')).statusCode).toBe(200);
    expect((await publicBlock('spring-news', 'en')).json()).toMatchObject({ title: 'Spring news' });
    // the cached uri map follows at once
    expect((await t.app.inject({ url: '/api/pages/uri/map' })).json().block['spring-news']).toEqual({ en: 'spring-news' });

    // the same key in another locale, with its own slug
    expect((await create({ ...spring, locale: 'de', slug: 'fruehlings-news', title: 'Frühlingsnews' })).statusCode).toBe(200);

    const refused = [
      [{ ...spring }, 409],
      [{ ...spring, key: 'about-us', slug: 'about-us-2' }, 400],
      [{ ...spring, key: 'autumn', slug: 'vip-club' }, 400],
      [{ ...spring, key: 'vip-klub', locale: 'de', slug: 'x-y' }, 400],
      [{ ...spring, key: 'Bad Key' }, 400],
      [{ ...spring, key: '../etc' }, 400],
      [{ ...spring, key: 'ok-key', slug: 'a/b' }, 400],
      [{ ...spring, key: 'ok-key', locale: 'xx' }, 400],
      [{ ...spring, key: 'ok-key', title: '' }, 400],
      [{ ...spring, key: 'ok-key', body: 'x'.repeat(100_001) }, 400],
      [{ ...spring, key: 'ok-key', title: 42 }, 400],
    ] as const;
    for (const [body, status] of refused) {
      const res = await create(body);
      expect(res.statusCode, `${JSON.stringify(body).slice(0, 120)}: ${res.body.slice(0, 300)}`).toBe(status);
      expect(res.json()).toMatchObject({ code: expect.any(Number), message: expect.any(String) });
    }
    const slugTaken = await create({ ...spring, key: 'autumn', slug: 'vip-club' });
    expect(slugTaken.json().errors).toMatchObject({ slug: [expect.any(String)] });
  });

  it('a new content page: draft, preview, publish, served at /block/<slug> in its locale, other locales added, deleted', async () => {
    const m = marketing.client;
    const page = { key: 'autumn-cup', locale: 'es', slug: 'copa-de-otono', title: 'Copa de otoño', body: '<p>Gira y gana</p>' };
    const created = await m.req('POST', '/api/admin/content/blocks', page);
    expect(created.statusCode, created.body).toBe(200);
    expect(adminContentEntrySchema.parse(created.json())).toMatchObject({ published: false, builtIn: false });
    // unpublished: not served, but previewed
    expect((await publicBlock('copa-de-otono', 'es')).statusCode).toBe(404);
    expect((await m.req('GET', '/api/pages/preview?key=autumn-cup&locale=es')).json()).toMatchObject({ title: 'Copa de otoño' });
    expect((await m.req('POST', '/api/admin/content/blocks/block/autumn-cup/es/publish')).statusCode).toBe(200);
    // served by its address and by its key, in Spanish only
    expect((await publicBlock('copa-de-otono', 'es')).json()).toMatchObject({ key: 'autumn-cup', title: 'Copa de otoño' });
    expect((await publicBlock('autumn-cup', 'es')).statusCode).toBe(200);
    expect((await publicBlock('autumn-cup', 'en')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/pages/uri/map' })).json().block['autumn-cup']).toEqual({ es: 'copa-de-otono' });

    // the English text is added under the same key, with its own address
    const en = await m.req('POST', '/api/admin/content/blocks', { ...page, locale: 'en', slug: 'autumn-cup', title: 'Autumn cup' });
    expect(en.statusCode, en.body).toBe(200);
    const detail = (await m.req('GET', '/api/admin/content/blocks/block/autumn-cup')).json();
    expect(detail.locales.map((l: { locale: string }) => l.locale).sort()).toEqual(['en', 'es']);

    // deleted in Spanish: gone for players and from the uri map at once; English stays
    const deleted = await m.req('DELETE', '/api/admin/content/blocks/block/autumn-cup/es');
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ deleted: true, key: 'autumn-cup', locale: 'es' });
    expect((await publicBlock('copa-de-otono', 'es')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/pages/uri/map' })).json().block['autumn-cup']).toBeUndefined();
    expect((await m.req('GET', '/api/admin/content/blocks/block/autumn-cup')).json().locales).toHaveLength(1);
    expect((await m.req('DELETE', '/api/admin/content/blocks/block/autumn-cup/es')).statusCode).toBe(404);
    // the address is free again
    expect((await m.req('POST', '/api/admin/content/blocks', page)).statusCode).toBe(200);

    // what comes with the site is unpublished, never deleted (a start would put it back)
    for (const url of ['page/about-us/en', 'block/vip-club/de', 'block/summer-festival/en']) {
      const res = await m.req('DELETE', `/api/admin/content/blocks/${url}`);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(409);
      expect(res.json()).toMatchObject({ code: 409, message: expect.any(String) });
    }
    expect((await publicBlock('vip-klub', 'de')).statusCode).toBe(200);

    // audited with before and after
    const audit = await t.app.inject({
      url: `/api/admin/audit?target=${encodeURIComponent('content:block:autumn-cup:es')}&action=DELETE`,
      headers: { authorization: `Bearer ${testEnv().OPERATOR_TOKEN}` },
    });
    expect(audit.json().items[0]).toMatchObject({
      actor: marketing.email,
      before: { slug: 'copa-de-otono', title: 'Copa de otoño', published: true },
      after: null,
    });
  });

  it("a new page's key and address cannot be one of the site's own names (its pages, routes, built-in blocks' addresses)", async () => {
    const base = { locale: 'de', title: 'Neu', body: '<p>x</p>' };
    const cases = [
      { key: 'privacy-notice', slug: 'ok-slug', field: 'key' },
      { key: 'cashier', slug: 'ok-slug', field: 'key' },
      { key: 'ok-key', slug: 'sign-up', field: 'slug' },
      { key: 'ok-key', slug: 'preview', field: 'slug' },
      // another locale's address of a built-in block: links to it would be rewritten to the built-in
      { key: 'ok-key', slug: 'vip-club', field: 'slug' },
      { key: 'ok-key', slug: 'club-vip', field: 'slug' },
      { key: 'zahlungsmethoden', slug: 'ok-slug', field: 'key' },
    ];
    for (const { field, ...names } of cases) {
      const res = await marketing.client.req('POST', '/api/admin/content/blocks', { ...base, ...names });
      expect(res.statusCode, `${JSON.stringify(names)}: ${res.body}`).toBe(400);
      expect(res.json().errors).toMatchObject({ [field]: [expect.any(String)] });
    }
  });

  it('parallel creations of different pages with one address in one locale: one is created, the others refused', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        marketing.client.req('POST', '/api/admin/content/blocks', {
          key: `same-slug-${i}`,
          locale: 'ro',
          slug: 'aceeasi-adresa',
          title: 'Pagina',
          body: '<p>x</p>',
        }),
      ),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 200)) {
      expect([400, 409]).toContain(r.statusCode);
      expect(r.json()).toMatchObject({ code: r.statusCode, message: expect.any(String) });
    }
    const rows = (await marketing.client.req('GET', '/api/admin/content/blocks?kind=block&locale=ro')).json().items;
    expect(rows.filter((r: { slug: string }) => r.slug === 'aceeasi-adresa')).toHaveLength(1);
  });

  it('refuses hostile paths and bodies with a 4xx in the error envelope, never a 500', async () => {
    const m = marketing.client;
    const cases: [string, string, unknown, number][] = [
      ['GET', '/api/admin/content/blocks?kind=post', undefined, 400],
      ['GET', '/api/admin/content/blocks?locale=zz', undefined, 400],
      ['GET', '/api/admin/content/blocks/page/nope', undefined, 404],
      ['GET', '/api/admin/content/blocks/widget/about-us', undefined, 400],
      ['PUT', '/api/admin/content/blocks/page/about-us/xx', { title: 'x', body: '' }, 400],
      ['PUT', '/api/admin/content/blocks/page/nope/en', { title: 'x', body: '' }, 404],
      ['PUT', '/api/admin/content/blocks/page/about-us/en', { title: 'x' }, 400],
      ['PUT', '/api/admin/content/blocks/page/about-us/en', [], 400],
      ['PUT', `/api/admin/content/blocks/page/${'a'.repeat(81)}/en`, { title: 'x', body: '' }, 400],
      ['POST', '/api/admin/content/blocks/page/nope/en/publish', undefined, 404],
      ['DELETE', '/api/admin/content/blocks/block/nope/en', undefined, 404],
      ['DELETE', '/api/admin/content/blocks/widget/nope/en', undefined, 400],
      ['DELETE', '/api/admin/content/blocks/block/Bad%20Key/en', undefined, 400],
      // the router resolves the dot segments: no such route
      ['POST', '/api/admin/content/blocks/page/%2e%2e/en/publish', undefined, 404],
      ['POST', '/api/admin/content/blocks/page/a%2Fb/en/publish', undefined, 400],
      ['POST', '/api/admin/content/banners', { key: 'b1', locale: 'en', title: 'x', route: 'nowhere', image: '/images/a.svg' }, 400],
      ['POST', '/api/admin/content/banners', { key: 'b1', locale: 'en', title: 'x', route: 'promo', image: 'javascript:alert(1)' }, 400],
      ['POST', '/api/admin/content/banners', { key: 'b1', locale: 'en', title: 'x', route: 'promo', image: '/images/../x.svg' }, 400],
      ['POST', '/api/admin/content/banners', { key: 'b1', locale: 'en', title: 'x', route: 'promo-item', image: '/images/a.svg' }, 400],
      ['PUT', '/api/admin/content/banners/nope/en', { title: 'x', route: 'promo', image: '/images/a.svg' }, 404],
      ['POST', '/api/admin/content/banners/nope/en/publish', undefined, 404],
    ];
    for (const [method, url, body, status] of cases) {
      const res = await m.req(method, url, body);
      expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 300)}`).toBe(status);
      expect(res.json()).toMatchObject({ code: expect.any(Number), message: expect.any(String) });
    }
    const notJson = await m.req('PUT', '/api/admin/content/blocks/page/about-us/en', '{"title":', { 'content-type': 'application/json' });
    expect(notJson.statusCode).toBe(400);
  });

  it('banners: created switched off, edited, switched on for players and off again', async () => {
    const m = marketing.client;
    const banner = {
      key: 'autumn',
      locale: 'fr',
      title: 'Automne',
      text: 'Des tours gratuits',
      cta: 'Voir',
      route: 'promo',
      image: '/images/banner-welcome.svg',
    };
    const created = await m.req('POST', '/api/admin/content/banners', banner);
    expect(created.statusCode, created.body).toBe(200);
    expect(adminBannerSchema.parse(created.json())).toMatchObject({ active: false, position: 0 });
    expect((await m.req('POST', '/api/admin/content/banners', banner)).statusCode).toBe(409);
    const banners = async () => (await t.app.inject({ url: '/api/banners?locale=fr' })).json().items.map((b: { key: string }) => b.key);
    expect(await banners()).not.toContain('autumn');
    const edited = await m.req('PUT', '/api/admin/content/banners/autumn/fr', {
      ...banner,
      key: undefined,
      locale: undefined,
      position: 5,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await m.req('POST', '/api/admin/content/banners/autumn/fr/publish')).json()).toMatchObject({ active: true, position: 5 });
    expect(await banners()).toContain('autumn');
    expect((await m.req('POST', '/api/admin/content/banners/welcome/fr/unpublish')).statusCode).toBe(200);
    expect(await banners()).not.toContain('welcome');
    const all = (await m.req('GET', '/api/admin/content/banners')).json().items;
    expect(all.find((b: { key: string; locale: string }) => b.key === 'welcome' && b.locale === 'fr')).toMatchObject({ active: false });
  });

  it('a banner edit is a draft: players keep the published banner until it is published; the draft is audited', async () => {
    const m = marketing.client;
    const live = async () => (await t.app.inject({ url: '/api/banners?locale=fi' })).json().items as { key: string; title: string }[];
    const before = (await live()).find((b) => b.key === 'tournaments')!;
    const edit = {
      title: 'Syysturnaukset',
      text: 'Uusia palkintoja',
      cta: 'Katso',
      route: 'tournaments',
      image: '/images/banner-tournaments.svg',
      position: 1,
    };
    const saved = await m.req('PUT', '/api/admin/content/banners/tournaments/fi', edit);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(adminBannerSchema.parse(saved.json())).toMatchObject({ title: before.title, active: true, draft: edit });
    expect((await live()).find((b) => b.key === 'tournaments')!.title).toBe(before.title);
    // switched off and on again: the draft waits while off, and goes live with the switch on
    expect((await m.req('POST', '/api/admin/content/banners/tournaments/fi/unpublish')).json()).toMatchObject({
      active: false,
      draft: edit,
    });
    expect((await live()).map((b) => b.key)).not.toContain('tournaments');
    const published = await m.req('POST', '/api/admin/content/banners/tournaments/fi/publish');
    expect(published.json()).toMatchObject({ ...edit, active: true, draft: null });
    expect((await live()).find((b) => b.key === 'tournaments')).toMatchObject({ title: 'Syysturnaukset', text: 'Uusia palkintoja' });
    const audit = await t.app.inject({
      url: `/api/admin/audit?target=${encodeURIComponent('content:banner:tournaments:fi')}`,
      headers: { authorization: `Bearer ${testEnv().OPERATOR_TOKEN}` },
    });
    const put = audit.json().items.find((e: { action: string }) => e.action.startsWith('PUT '));
    expect(put).toMatchObject({ before: { title: before.title, draft: null }, after: { title: before.title, draft: edit } });
  });

  it('the maintenance notice is stored: GET answers the current one, a clear removes it', async () => {
    const m = marketing.client;
    expect((await m.req('GET', '/api/operator/maintenance')).json()).toEqual({ notice: null });
    const notice = { active: true, message: 'Back at 06:00', endsAt: '2026-12-01T06:00:00.000Z' };
    expect((await m.req('POST', '/api/operator/maintenance', notice)).statusCode).toBe(200);
    const current = await m.req('GET', '/api/operator/maintenance');
    expect(current.statusCode, current.body).toBe(200);
    expect(current.json()).toEqual({ notice: { ...notice, updatedAt: expect.any(String), updatedBy: marketing.email } });
    // a page opened after the announcement gets it with the app config (a player's page, no operator needed)
    const config = async () => (await t.app.inject({ url: '/api/app/config' })).json().maintenanceConfig;
    expect(await config()).toEqual({ message: 'Back at 06:00', endsAt: notice.endsAt, updatedAt: current.json().notice.updatedAt });
    // only for those who may set it
    const support = await signedInOperator(t, 'support');
    expect((await support.client.req('GET', '/api/operator/maintenance')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/operator/maintenance' })).statusCode).toBe(403);
    for (const bad of [{ active: 'yes' }, { active: true, endsAt: 'tomorrow' }, { active: true, message: 'x'.repeat(2001) }, []]) {
      const res = await m.req('POST', '/api/operator/maintenance', bad);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, message: expect.any(String) });
    }
    expect((await m.req('GET', '/api/operator/maintenance')).json().notice).toMatchObject({ message: 'Back at 06:00' });
    // past its end, it is no longer shown to players
    const over = { active: true, message: 'Was back at 06:00', endsAt: '2020-01-01T06:00:00.000Z' };
    expect((await m.req('POST', '/api/operator/maintenance', over)).statusCode).toBe(200);
    expect(await config()).toBeUndefined();
    expect((await m.req('POST', '/api/operator/maintenance', notice)).statusCode).toBe(200);
    expect((await m.req('POST', '/api/operator/maintenance', { active: false })).statusCode).toBe(200);
    expect((await m.req('GET', '/api/operator/maintenance')).json()).toEqual({ notice: null });
    expect(await config()).toBeUndefined();
    const audit = await t.app.inject({
      url: `/api/admin/audit?target=maintenance-notice`,
      headers: { authorization: `Bearer ${testEnv().OPERATOR_TOKEN}` },
    });
    expect(audit.json().items[0]).toMatchObject({ before: { message: 'Back at 06:00' }, after: { active: false } });
  });

  it('parallel creations of one block in one locale: one is created, the others refused (409)', async () => {
    const body = { key: 'race-news', locale: 'pl', slug: 'race-news', title: 'Race', body: '<p>x</p>' };
    const results = await Promise.all(Array.from({ length: 6 }, () => marketing.client.req('POST', '/api/admin/content/blocks', body)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const rows = (await marketing.client.req('GET', '/api/admin/content/blocks?kind=block&locale=pl')).json().items;
    expect(rows.filter((r: { key: string }) => r.key === 'race-news')).toHaveLength(1);
  });
});
