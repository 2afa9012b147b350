import { describe, expect, it } from 'vitest';
import type { AdminGame } from '@fortuna/contracts';
import { launchAndOpen, spin } from '../../src/modules/rgs/test/rgs.test-support';
import { testEnv } from '../helpers';
import { adminSuite, suiteOperator } from './support';

/** The catalogue in the back office: search, sort and paging on the server; switching a game off, its place, category and RTP variant. */
describe('back-office games', () => {
  const t = adminSuite();
  const marketing = suiteOperator(t, 'marketing');

  const list = async (query: string) => {
    const res = await marketing.client.req('GET', `/api/admin/games?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: AdminGame[]; total: number; page: number };
  };
  const put = (id: number, body: unknown) => marketing.client.req('PUT', `/api/admin/games/${id}`, body);
  const search = async (query: string) =>
    (await t.app.inject({ url: `/api/search/games?query=${encodeURIComponent(query)}&category=all` })).json() as {
      games: { url: string }[];
      total: number;
    };
  const launch = (url: string) =>
    t.app.inject({ method: 'POST', url: `/api/game/demo/${url}`, headers: { 'content-type': 'application/json' } });

  it('searches, filters, sorts and pages on the server', async () => {
    const all = await list('pageSize=5');
    expect(all.items).toHaveLength(5);
    expect(all.total).toBeGreaterThan(100);
    const slots = await list('category=slots&sort=rtp&dir=desc&pageSize=20');
    expect(slots.items.every((g) => g.category === 'slots')).toBe(true);
    const rtps = slots.items.map((g) => g.rtp);
    expect(rtps).toEqual([...rtps].sort((a, b) => b - a));
    const studio = slots.items[0].studio.uri;
    const byStudio = await list(`studio=${studio}&pageSize=200`);
    expect(byStudio.items.every((g) => g.studio.uri === studio)).toBe(true);
    const page2 = await list('sort=name&pageSize=5&page=2');
    const page1 = await list('sort=name&pageSize=5&page=1');
    expect(page2.page).toBe(2);
    expect(page2.items[0].name >= page1.items[4].name).toBe(true);
    const named = await list(`q=${encodeURIComponent(page1.items[0].name)}`);
    expect(named.items.map((g) => g.id)).toContain(page1.items[0].id);
  });

  it('a disabled game is gone from the lobby and search, cannot be launched and starts no new round; enabling brings it back', async () => {
    const game = (await list('category=slots&enabled=true&pageSize=200')).items.find((g) => g.engine === 'line-slot')!;
    expect(game).toBeDefined();
    // a session opened before the switch (demo mode: no money needed)
    const session = await launchAndOpen(t, game.url, null);
    expect((await search(game.name)).games.map((g) => g.url)).toContain(game.url);
    const countBefore = (await search('')).total;

    const off = await put(game.id, { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ id: game.id, enabled: false });

    expect((await search(game.name)).games.map((g) => g.url)).not.toContain(game.url);
    expect((await search('')).total).toBe(countBefore - 1);
    expect((await t.app.inject({ url: `/api/game/demo/${game.url}` })).statusCode).toBe(404);
    const refused = await launch(game.url);
    expect(refused.statusCode, refused.body).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    const round = await spin(t, session.sessionId, null, { bet: { amount: 20 } });
    expect(round.statusCode, round.body).toBeGreaterThanOrEqual(400);
    expect(round.statusCode).toBeLessThan(500);
    expect((await list(`enabled=false&q=${encodeURIComponent(game.url)}`)).items.map((g) => g.id)).toContain(game.id);

    expect((await put(game.id, { enabled: true })).statusCode).toBe(200);
    expect((await search(game.name)).games.map((g) => g.url)).toContain(game.url);
    expect((await launch(game.url)).statusCode).toBe(200);

    const audit = await marketing.client.req('GET', `/api/admin/audit?target=${encodeURIComponent(`game:${game.url}`)}`);
    // marketing may not read the audit log; the operator token may
    expect(audit.statusCode).toBe(403);
    const entries = (
      await t.app.inject({
        url: `/api/admin/audit?target=${encodeURIComponent(`game:${game.url}`)}`,
        headers: { authorization: `Bearer ${testEnv().OPERATOR_TOKEN}` },
      })
    ).json().items as { action: string; before: { enabled: boolean }; after: { enabled: boolean }; actor: string }[];
    expect(entries.map((e) => [e.before.enabled, e.after.enabled])).toEqual([
      [false, true],
      [true, false],
    ]);
    expect(entries[0]).toMatchObject({ action: 'PUT /api/admin/games/:id', actor: marketing.email });
  });

  it('a pinned display order puts the game first in the lobby', async () => {
    const last = (await search('')).total;
    const tail = (await t.app.inject({ url: `/api/search/games?category=all&offset=${last - 1}&limit=1` })).json().games[0];
    const game = (await list(`q=${encodeURIComponent(tail.url)}`)).items.find((g) => g.url === tail.url)!;
    expect((await put(game.id, { displayOrder: 1 })).statusCode).toBe(200);
    const first = (await t.app.inject({ url: '/api/search/games?category=all&offset=0&limit=1' })).json().games[0];
    expect(first.url).toBe(game.url);
    expect((await put(game.id, { displayOrder: null })).json().displayOrder).toBeNull();
  });

  it('switches the RTP variant among those the engine offers; another is refused', async () => {
    const slot = (await list('category=slots&pageSize=200')).items.find((g) => g.engine === 'line-slot' && g.rtpVariant !== 'low')!;
    expect(slot.rtpVariants).toEqual(expect.arrayContaining(['high', 'standard', 'low']));
    const low = await put(slot.id, { rtpVariant: 'low' });
    expect(low.statusCode, low.body).toBe(200);
    expect(low.json()).toMatchObject({ rtpVariant: 'low', rtp: 94 });
    const detail = (await t.app.inject({ url: `/api/game/demo/${slot.url}` })).json().game;
    expect(detail).toMatchObject({ rtpVariant: 'low', rtp: 94 });

    const table = (await list('category=tablegames&pageSize=200')).items.find((g) => g.engine === 'roulette')!;
    expect(table.rtpVariants).toEqual(['standard']);
    const refused = await put(table.id, { rtpVariant: 'high' });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors.rtpVariant).toBeDefined();
    expect((await list(`q=${encodeURIComponent(table.url)}`)).items.find((g) => g.id === table.id)!.rtpVariant).toBe(table.rtpVariant);
  });

  it('moves a game to another category, but never into or out of the live category', async () => {
    const slot = (await list('category=slots&pageSize=1')).items[0];
    const moved = await put(slot.id, { category: 'jackpot' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().category).toBe('jackpot');
    expect((await put(slot.id, { category: 'livegames' })).statusCode).toBe(400);
    const live = (await list('category=livegames&pageSize=1')).items[0];
    expect((await put(live.id, { category: 'slots' })).statusCode).toBe(400);
    await put(slot.id, { category: 'slots' });
  });

  it('refuses hostile input with a 4xx and changes nothing', async () => {
    const game = (await list('pageSize=1')).items[0];
    for (const body of [
      {},
      { enabled: 'yes' },
      { displayOrder: 0 },
      { displayOrder: 10_000 },
      { displayOrder: 1.5 },
      { category: 'poker-room' },
      { rtpVariant: 'max' },
      { enabled: true, popularity: 1 },
      { name: '<script>' },
    ]) {
      const res = await put(game.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await put(999_999_999, { enabled: false })).statusCode).toBe(404);
    for (const id of ['abc', '-1', '0', '99999999999999', "1'--"]) {
      const res = await marketing.client.req('PUT', `/api/admin/games/${encodeURIComponent(id)}`, { enabled: false });
      expect(res.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, id).toBeLessThan(500);
    }
    for (const q of [
      'sort=popularity;drop',
      'category=x',
      'enabled=maybe',
      'pageSize=0',
      'page=-1',
      'studio=../x',
      `q=${'x'.repeat(101)}`,
    ]) {
      expect((await marketing.client.req('GET', `/api/admin/games?${q}`)).statusCode, q).toBe(400);
    }
    expect((await list(`q=${encodeURIComponent("%' or 1=1 --")}`)).total).toBe(0);
    expect((await list(`q=${encodeURIComponent(game.url)}`)).items[0]).toEqual(game);
  });
});
