import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  FAVOURITES_MAX,
  GAME_ENGINES,
  GAME_FLAGS,
  LIVE_GAME_TYPES,
  NEW_GAME_DAYS,
  STORED_GAME_CATEGORIES,
  gameListSchema,
  type Game,
  type GameList,
} from '@fortuna/contracts';
import { buildTestApp } from '../../../test/helpers';
import type { SessionResolver } from '../../platform/http/auth-context';
import { createGamesRepository } from './games.repository';
import { createGamesService } from './games.service';
import { seedCatalogue } from './games.seed';
import { testSuite } from '../../../test/suite';

/** Test-only sessions: the x-test-player header names the signed-in player. */
const sessionResolver: SessionResolver = async (request) => {
  const id = request.headers['x-test-player'];
  return typeof id === 'string' ? { playerId: id, sessionId: `s-${id}` } : null;
};

describe('games catalogue and lobby', () => {
  const get = async (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { accept: 'application/json', ...headers } });
  const list = async (url: string, headers: Record<string, string> = {}): Promise<GameList> => {
    const res = await get(url, headers);
    expect(res.statusCode, res.body).toBe(200);
    return gameListSchema.parse(res.json());
  };
  const service = () => createGamesService({ repository: createGamesRepository(t.database.db), clock: t.clock });

  const t = testSuite(() => buildTestApp({ sessionResolver }));

  describe('seed', () => {
    it('has at least 8 studios and 150 games over every category, live type and engine', async () => {
      const { providers } = (await get('/api/providers')).json() as { providers: { uri: string; logo: string; gamesCount: number }[] };
      expect(providers.length).toBeGreaterThanOrEqual(8);
      const all = await list('/api/search/games?limit=100');
      expect(all.total).toBeGreaterThanOrEqual(150);
      const counts = (await get('/api/games-type-count')).json();
      for (const c of STORED_GAME_CATEGORIES) expect(counts.categories[c], c).toBeGreaterThan(0);
      for (const lt of LIVE_GAME_TYPES) expect(counts.liveTypes[lt], lt).toBeGreaterThan(0);
      expect(counts.categories.all).toBe(all.total);
      const engines = new Set<string>();
      for (let offset = 0; offset < all.total; offset += 100) {
        for (const g of (await list(`/api/search/games?offset=${offset}&limit=100`)).games) engines.add(g.engine);
      }
      expect([...engines].sort()).toEqual([...GAME_ENGINES].sort());
    });

    it('is idempotent: a second start changes nothing', async () => {
      const before = (await list('/api/search/games')).total;
      expect(await seedCatalogue(t.database.db, t.clock)).toEqual({ seeded: false });
      expect((await list('/api/search/games')).total).toBe(before);
    });
  });

  describe('paging', () => {
    it('gives 12 games first, then 8 per page, without overlap', async () => {
      const p1 = await list('/api/search/games?page=1');
      const p2 = await list('/api/search/games?page=2');
      const p3 = await list('/api/search/games?page=3');
      expect(p1.games).toHaveLength(12);
      expect(p2.games).toHaveLength(8);
      expect(p3.games).toHaveLength(8);
      const ids = [...p1.games, ...p2.games, ...p3.games].map((g) => g.id);
      expect(new Set(ids).size).toBe(28);
      const byOffset = await list('/api/search/games?offset=12');
      expect(byOffset.games.map((g) => g.id)).toEqual(p2.games.map((g) => g.id));
      const spec = await list('/api/search/games?pagination[offset]=20&pagination[limit]=8');
      expect(spec.games.map((g) => g.id)).toEqual(p3.games.map((g) => g.id));
      expect((await list('/api/search/games')).games).toHaveLength(12);
    });

    it('reports playedLastWeek for the games of the page', async () => {
      const p1 = await list('/api/search/games');
      expect(Object.keys(p1.playedLastWeek).sort()).toEqual(p1.games.map((g) => String(g.id)).sort());
    });
  });

  describe('filters', () => {
    for (const flag of GAME_FLAGS) {
      it(`filters by ${flag} and counts it in features`, async () => {
        const all = await list('/api/search/games?limit=1');
        const filtered = await list(`/api/search/games?${flag}=1&limit=100`);
        expect(filtered.total).toBeGreaterThan(0);
        expect(filtered.total).toBe(all.features[flag]);
        expect(filtered.games.every((g) => g[flag])).toBe(true);
        expect(filtered.features[flag]).toBe(filtered.total);
      });
    }

    it('combines flags (AND)', async () => {
      const both = await list('/api/search/games?isMegawaysGame=1&isBuyableBonusGame=true&limit=100');
      expect(both.games.every((g) => g.isMegawaysGame && g.isBuyableBonusGame)).toBe(true);
      const megaways = await list('/api/search/games?isMegawaysGame=1&limit=1');
      expect(both.total).toBe(megaways.features.isBuyableBonusGame);
    });

    for (const category of STORED_GAME_CATEGORIES) {
      it(`lists the ${category} category`, async () => {
        const res = await list(`/api/search/games?category=${category}&limit=100`);
        expect(res.total).toBeGreaterThan(0);
        expect(res.games.every((g) => g.category === category)).toBe(true);
        expect(res.categories.find((c) => c.name === category)?.count).toBe(res.total);
      });
    }

    it('home filter new keeps games released in the last days, newest first', async () => {
      const res = await list('/api/search/games?category=new&limit=100');
      expect(res.total).toBeGreaterThan(0);
      const since = new Date(t.clock.now().getTime() - NEW_GAME_DAYS * 86_400_000).toISOString().slice(0, 10);
      expect(res.games.every((g) => g.releaseDate >= since)).toBe(true);
      expect(res.games.map((g) => g.releaseDate)).toEqual([...res.games.map((g) => g.releaseDate)].sort().reverse());
    });

    it('filters by providers[] (one or several) and lists every provider of the category', async () => {
      const slots = await list('/api/search/games?category=slots&limit=1');
      const [a, b] = slots.providers;
      const one = await list(`/api/search/games?category=slots&providers[]=${a.uri}&limit=100`);
      expect(one.total).toBe(a.gamesCount);
      expect(one.games.every((g) => g.provider.uri === a.uri)).toBe(true);
      expect(one.providers).toEqual(slots.providers);
      const two = await list(`/api/search/games?category=slots&providers[]=${a.uri}&providers[]=${b.uri}&limit=100`);
      expect(two.total).toBe(a.gamesCount + b.gamesCount);
    });

    it('filters live games by live type', async () => {
      for (const lt of LIVE_GAME_TYPES) {
        const res = await list(`/api/search/games?category=livegames&liveType=${lt}`);
        expect(res.total).toBeGreaterThan(0);
        expect(res.games.every((g) => g.liveType === lt)).toBe(true);
      }
    });

    it('searches by part of a name, case-insensitively, in the visitor language too', async () => {
      const some = (await list('/api/search/games?category=slots&limit=1')).games[0];
      const part = some.name.slice(2, 7).toUpperCase();
      const res = await list(`/api/search/games?query=${encodeURIComponent(part)}&limit=100`);
      expect(res.games.map((g) => g.id)).toContain(some.id);
      expect(res.games.every((g) => g.name.toLowerCase().includes(part.toLowerCase()))).toBe(true);
      const de = await list(`/api/search/games?query=${encodeURIComponent('europäisches')}`, { 'accept-language': 'de' });
      expect(de.games.map((g) => g.name)).toContain('Europäisches Roulette');
      const en = await list('/api/search/games?query=europ', { 'accept-language': 'en' });
      expect(en.games.map((g) => g.name)).toContain('European Roulette');
      expect((await list('/api/search/games?query=100%25_x')).total).toBe(0);
    });
  });

  describe('orders', () => {
    const values = (games: Game[], key: (g: Game) => number | string) => games.map(key);
    it('popular: most popular first (the default)', async () => {
      const res = await list('/api/search/games?orderType=popular&limit=50');
      const pops = values(res.games, (g) => g.popularity);
      expect(pops).toEqual([...pops].sort((a, b) => Number(b) - Number(a)));
      expect((await list('/api/search/games?limit=50')).games.map((g) => g.id)).toEqual(res.games.map((g) => g.id));
    });
    it('new: latest release first', async () => {
      const res = await list('/api/search/games?orderType=new&limit=50');
      const dates = values(res.games, (g) => g.releaseDate) as string[];
      expect(dates).toEqual([...dates].sort().reverse());
    });
    it('az and za are mirror images', async () => {
      const az = await list('/api/search/games?category=slots&orderType=az&limit=100');
      const za = await list('/api/search/games?category=slots&orderType=za&limit=100');
      expect(az.total).toBeLessThanOrEqual(100);
      expect(za.games.map((g) => g.id)).toEqual(az.games.map((g) => g.id).reverse());
      expect(az.games[0].name.localeCompare(az.games[az.games.length - 1].name)).toBeLessThan(0);
    });
    it('rtp: highest return first', async () => {
      const res = await list('/api/search/games?orderType=rtp&limit=50');
      const rtps = values(res.games, (g) => g.rtp);
      expect(rtps).toEqual([...rtps].sort((a, b) => Number(b) - Number(a)));
    });
    it('hot: most played in the last week first', async () => {
      const svc = service();
      const target = (await list('/api/search/games?orderType=az&limit=3')).games;
      const player = randomUUID();
      for (let i = 0; i < 3; i++) await svc.recordPlay({ playerId: player, gameId: target[2].id });
      await svc.recordPlay({ playerId: player, gameId: target[1].id });
      // a play eight days ago does not count
      for (let i = 0; i < 5; i++)
        await svc.recordPlay({ playerId: player, gameId: target[0].id, at: new Date(t.clock.now().getTime() - 8 * 86_400_000) });
      const hot = await list('/api/search/games?category=hot&limit=2');
      expect(hot.games.map((g) => g.id)).toEqual([target[2].id, target[1].id]);
      expect(hot.playedLastWeek[String(target[2].id)]).toBe(3);
      const ordered = await list('/api/search/games?orderType=hot&limit=2');
      expect(ordered.games.map((g) => g.id)).toEqual([target[2].id, target[1].id]);
    });
  });

  describe('list shapes and counts', () => {
    it('block/{name} and ?block={name} give the same list; unknown blocks are 404', async () => {
      const a = await list('/api/games/block/popular-top');
      const b = await list('/api/games?block=popular-top');
      expect(a.games.map((g) => g.id)).toEqual(b.games.map((g) => g.id));
      expect((await get('/api/games/block/nope')).statusCode).toBe(404);
      expect((await get('/api/games?block=nope')).statusCode).toBe(404);
    });
    it('games/{name} takes a category or a provider uri', async () => {
      const live = await list('/api/games/games/livegames');
      expect(live.games.every((g) => g.category === 'livegames')).toBe(true);
      const provider = (await list('/api/search/games?limit=1')).games[0].provider.uri;
      const byProvider = await list(`/api/games/games/${provider}`);
      expect(byProvider.games.every((g) => g.provider.uri === provider)).toBe(true);
      const res = await get('/api/games/games/no-such-thing');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404 });
    });
    it('counts the filtered games', async () => {
      const res = await get('/api/games/count?category=slots&isMegawaysGame=1');
      const full = await list('/api/search/games?category=slots&isMegawaysGame=1');
      expect(res.json()).toEqual({ count: full.total });
    });
    it('serves /api/game/tiles for every home filter but all', async () => {
      const res = await get('/api/game/tiles?limit=4');
      const { tiles } = res.json() as { tiles: { filter: string; games: Game[]; total: number }[] };
      expect(tiles.map((x) => x.filter)).toEqual(['new', 'popular-top', 'jackpot', 'instant-win', 'livegames', 'hot']);
      expect(tiles.every((x) => x.games.length === 4)).toBe(true);
    });
    it('answers one game by mode and url, 404 otherwise', async () => {
      const g = (await list('/api/search/games?limit=1')).games[0];
      expect((await get(`/api/game/demo/${g.url}`)).json().game.id).toBe(g.id);
      expect((await get('/api/game/real/unknown-game')).statusCode).toBe(404);
      expect((await get('/api/game/other/x')).statusCode).toBe(400);
    });
  });

  describe('404 and bad input', () => {
    it('answers bad input with the 400 envelope', async () => {
      for (const url of [
        '/api/search/games?category=nope',
        '/api/search/games?orderType=random',
        '/api/search/games?limit=1000',
        '/api/search/games?page=0',
        '/api/search/games?isGrid=maybe',
        `/api/search/games?query=${'x'.repeat(200)}`,
        '/api/winners?sort=luck',
        '/api/games/count?category=nope',
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json(), url).toMatchObject({ code: 400, message: expect.any(String) });
      }
    });
    it('answers 404 for unknown games paths, games and art', async () => {
      for (const url of [
        '/api/games/unknown',
        '/api/game/art/no-such-game.svg',
        '/api/providers/logo/nobody.svg',
        '/api/games/block/slots-x',
      ]) {
        expect((await get(url)).statusCode, url).toBe(404);
      }
    });
  });

  describe('favourites', () => {
    const me = randomUUID();
    const as = { 'x-test-player': me };

    it('needs a signed-in player', async () => {
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/favorites/1', headers: { 'content-type': 'application/json' } })).statusCode,
      ).toBe(401);
      expect((await get('/api/games?category=favorites')).statusCode).toBe(401);
    });

    it('toggles a favourite: added, listed, flagged, removed', async () => {
      const g = (await list('/api/search/games?limit=1')).games[0];
      const add = await t.app.inject({
        method: 'POST',
        url: `/api/favorites/${g.id}`,
        headers: { 'content-type': 'application/json', ...as },
      });
      expect(add.json()).toEqual({ added: true });
      const favs = await list('/api/games?category=favorites', as);
      expect(favs.games.map((x) => x.id)).toEqual([g.id]);
      expect(favs.games[0].isFavorite).toBe(true);
      expect((await list('/api/search/games?limit=1', as)).games[0].isFavorite).toBe(true);
      expect((await list('/api/search/games?limit=1')).games[0].isFavorite).toBe(false);
      // another player sees none of mine
      expect((await list('/api/games?category=favorites', { 'x-test-player': randomUUID() })).total).toBe(0);
      const remove = await t.app.inject({
        method: 'POST',
        url: `/api/favorites/${g.id}`,
        headers: { 'content-type': 'application/json', ...as },
      });
      expect(remove.json()).toEqual({ added: false });
      expect((await list('/api/games?category=favorites', as)).total).toBe(0);
    });

    it('rejects an unknown game with 404', async () => {
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/favorites/99999999', headers: { 'content-type': 'application/json', ...as } }))
          .statusCode,
      ).toBe(404);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/favorites/abc', headers: { 'content-type': 'application/json', ...as } }))
          .statusCode,
      ).toBe(400);
    });

    it(`keeps at most ${FAVOURITES_MAX} favourites and says why`, async () => {
      await seedCatalogue(t.database.db, t.clock, { count: FAVOURITES_MAX + 20 });
      const player = { 'x-test-player': randomUUID() };
      const ids: number[] = [];
      for (let offset = 0; ids.length < FAVOURITES_MAX + 1; offset += 100) {
        ids.push(...(await list(`/api/search/games?orderType=az&offset=${offset}&limit=100`)).games.map((g) => g.id));
      }
      const svc = service();
      for (const id of ids.slice(0, FAVOURITES_MAX)) await svc.toggleFavorite(player['x-test-player'], id);
      const over = await t.app.inject({
        method: 'POST',
        url: `/api/favorites/${ids[FAVOURITES_MAX]}`,
        headers: { 'content-type': 'application/json', ...player },
      });
      expect(over.statusCode).toBe(400);
      expect(over.json().message).toMatch(/300/);
      expect((await list('/api/games?category=favorites', player)).total).toBe(FAVOURITES_MAX);
      // removing one makes room again; the newest favourite lists first
      t.clock.advance(1000);
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/favorites/${ids[0]}`,
            headers: { 'content-type': 'application/json', ...player },
          })
        ).json(),
      ).toEqual({ added: false });
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: `/api/favorites/${ids[FAVOURITES_MAX]}`,
            headers: { 'content-type': 'application/json', ...player },
          })
        ).json(),
      ).toEqual({ added: true });
      const favs = await list('/api/games?category=favorites&limit=1', player);
      expect(favs.games[0].id).toBe(ids[FAVOURITES_MAX]);
    });
  });

  describe('recent games and the winners feed', () => {
    it('lists a player’s recently played games, latest first', async () => {
      const player = randomUUID();
      expect((await get('/api/game/recent')).statusCode).toBe(401);
      const [a, b] = (await list('/api/search/games?limit=2')).games;
      const svc = service();
      await svc.recordPlay({ playerId: player, gameId: a.id });
      t.clock.advance(60_000);
      await svc.recordPlay({ playerId: player, gameId: b.id, at: t.clock.now() });
      const res = await get('/api/game/recent', { 'x-test-player': player });
      expect(res.json().games.map((g: Game) => g.id)).toEqual([b.id, a.id]);
    });

    it('records big wins once per round and sorts by winSum, multiplier and win', async () => {
      const svc = service();
      const [g] = (await list('/api/search/games?limit=1')).games;
      const player = randomUUID();
      const base = { gameId: g.id, playerId: player, playerName: 'lucky_player', currency: 'EUR' };
      expect(await svc.recordWin({ ...base, roundId: 'r-small', bet: 100, winSum: 150 })).toEqual({ recorded: false });
      expect(await svc.recordWin({ ...base, roundId: 'r-a', bet: 100, winSum: 5_000 })).toEqual({ recorded: true }); // x50, win 4 900
      expect(await svc.recordWin({ ...base, roundId: 'r-a', bet: 100, winSum: 5_000 })).toEqual({ recorded: false });
      await svc.recordWin({ ...base, roundId: 'r-b', bet: 10_000, winSum: 80_000 }); // x8, win 70 000
      await svc.recordWin({ ...base, roundId: 'r-c', bet: 1_000, winSum: 75_000 }); // x75, win 74 000
      await svc.recordWin({ ...base, roundId: 'r-old', bet: 100, winSum: 900_000, at: new Date(t.clock.now().getTime() - 8 * 86_400_000) });
      const order = async (sort: string) =>
        ((await get(`/api/winners?sort=${sort}`)).json().winners as { winSum: number; bet: number }[]).map((w) => `${w.bet}/${w.winSum}`);
      expect(await order('winSum')).toEqual(['10000/80000', '1000/75000', '100/5000']);
      expect(await order('multiplier')).toEqual(['1000/75000', '100/5000', '10000/80000']);
      expect(await order('win')).toEqual(['1000/75000', '10000/80000', '100/5000']);
      const w = (await get('/api/winners')).json().winners[0];
      expect(w).toMatchObject({ player: 'lu***er', currency: 'EUR', multiplier: 8, win: 70_000, game: { id: g.id, url: g.url } });
    });
  });

  describe('contribution and artwork', () => {
    it('lists the wagering contribution per game and per category', async () => {
      const res = await get('/api/contribution?category=livegames');
      const body = res.json();
      expect(res.statusCode).toBe(200);
      expect(body.total).toBeGreaterThan(0);
      expect(body.games.every((g: { category: string; percent: number }) => g.category === 'livegames' && g.percent === 10)).toBe(true);
      expect(body.byCategory).toMatchObject({ slots: 100, livegames: 10 });
    });

    it('serves a distinct, cacheable SVG per game and a logo per studio', async () => {
      const [a, b] = (await list('/api/search/games?limit=2')).games;
      const ra = await get(a.icon);
      const rb = await get(b.icon);
      expect(ra.statusCode).toBe(200);
      expect(ra.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(ra.headers['cache-control']).toMatch(/max-age=\d{6,}/);
      expect(ra.body).toMatch(/^<svg /);
      expect(ra.body).not.toBe(rb.body);
      const again = await get(a.icon, { 'if-none-match': String(ra.headers.etag) });
      expect(again.statusCode).toBe(304);
      const { providers } = (await get('/api/providers')).json() as { providers: { logo: string }[] };
      const logo = await get(providers[0].logo);
      expect(logo.statusCode).toBe(200);
      expect(logo.body).toMatch(/^<svg /);
    });
  });
});
