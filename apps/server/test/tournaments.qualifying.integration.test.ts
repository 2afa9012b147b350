import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { playerSuite } from './suite';
import { makeFundedWallet, makePlayer } from './factories';
import { asPlayer } from './test-sessions';
import { seamless } from '../src/modules/rgs/test/rgs.test-support';
import { operatorHeaders, tournamentInput } from './tournaments.test-support';

describe('tournaments: whole categories and studios qualify', () => {
  const t = playerSuite();

  const create = (overrides: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/operator/tournaments',
      headers: operatorHeaders(),
      payload: { ...tournamentInput(t, {}, 1_000, 3_600_000), games: [], ...overrides },
    });
  const tick = async () =>
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/operator/tournaments/lifecycle', headers: operatorHeaders() })).statusCode,
    ).toBe(200);
  const detail = async (id: number, playerId?: string) =>
    (await t.app.inject({ url: `/api/tournament/${id}`, headers: playerId ? asPlayer(playerId) : {} })).json();
  /** a lobby category's whole list (pages of 100) and its studios */
  const catalogue = async (category: string) => {
    const games: { url: string; isTournamentGame?: boolean }[] = [];
    let providers: { uri: string; name: string }[] = [];
    for (let offset = 0; ; offset += 100) {
      const page = (await t.app.inject({ url: `/api/search/games?category=${category}&offset=${offset}&limit=100` })).json() as {
        games: { url: string; isTournamentGame?: boolean }[];
        providers: { uri: string; name: string }[];
      };
      games.push(...page.games);
      providers = page.providers;
      if (page.games.length < 100) return { games, providers };
    }
  };

  it('refuses an input with no game, category or studio, and an unknown studio (400, nothing stored)', async () => {
    const none = await create({});
    expect(none.statusCode).toBe(400);
    const unknown = await create({ studios: ['no-such-studio'] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.studios[0]).toContain('no-such-studio');
    expect((await create({ categories: ['all'] })).statusCode).toBe(400);
  });

  it('a category tournament scores bets on any of its games, not on games of other categories', async () => {
    const res = await create({ categories: ['slots'] });
    expect(res.statusCode).toBe(200);
    const id = (res.json() as { id: number }).id;
    const view = await detail(id);
    expect(view.conditions).toMatchObject({ categories: ['slots'], studios: [] });
    const slots = new Set((await catalogue('slots')).games.map((g) => g.url));
    const games = (view.games as { url: string }[]).map((g) => g.url);
    expect(games.length).toBeGreaterThan(1);
    expect(games.every((url) => slots.has(url))).toBe(true);

    const player = (await makePlayer(t)).id;
    await makeFundedWallet(t, player, { amount: 100_000 });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/tournament/${id}/join`,
          headers: { 'content-type': 'application/json', ...asPlayer(player) },
        })
      ).statusCode,
    ).toBe(200);
    t.clock.advance(1_000);
    await tick();
    // the lobby's tournament ribbon follows the running tournaments: on every qualifying slot, on no live game
    const flagged = (list: { url: string; isTournamentGame?: boolean }[]) => list.filter((g) => g.isTournamentGame).map((g) => g.url);
    const slotRibbons = new Set(flagged((await catalogue('slots')).games));
    expect(games.filter((url) => !slotRibbons.has(url))).toEqual([]);
    expect(flagged((await catalogue('livegames')).games)).toEqual([]);
    // the game server's ids of the games (what its wallet calls name), read from a plain game tournament
    const gameIdOf = async (url: string) => {
      const made = await create({ games: [url], categories: [], seoTitle: `probe-${url}-${Date.now()}` });
      const row = (await t.database.db.execute(sql`select game_ids from tournaments where id = ${made.json().id}`)) as unknown as {
        rows: { game_ids: string[] }[];
      };
      return row.rows[0].game_ids[0];
    };
    const round = async (url: string, tag: string, win: number) => {
      const base = { playerId: player, currency: 'EUR', gameId: await gameIdOf(url), roundId: `q-${tag}-${player}`, amount: 100 };
      await seamless(t, '/bet', { ...base, transactionId: `qb-${tag}-${player}` });
      await seamless(t, '/win', { ...base, transactionId: `qw-${tag}-${player}`, amount: win });
    };
    await round(games.at(-1)!, 'slot', 700);
    // a game outside the category (an instant-win game of the in-house studio) does not count
    const outside = (await catalogue('instant-win')).games[0].url;
    expect(slots.has(outside)).toBe(false);
    await round(outside, 'other', 5_000);
    expect((await detail(id, player)).me).toMatchObject({ points: 700 });
  });

  it('a studio tournament names the studio, and games the category gains later are folded in by the lifecycle', async () => {
    const { providers } = await catalogue('slots');
    const studio = providers[0];
    const res = await create({ studios: [studio.uri] });
    expect(res.statusCode).toBe(200);
    const id = (res.json() as { id: number }).id;
    const view = await detail(id);
    expect(view.conditions.studios).toEqual([{ uri: studio.uri, name: studio.name }]);
    const games = (view.games as { url: string }[]).map((g) => g.url);
    expect(games.length).toBeGreaterThan(0);

    // as if the catalogue had gained a game since: the next lifecycle pass (a minute on) adds it back
    const dropped = games[0];
    await t.database.db.execute(
      sql`update tournaments set qualifying_games = qualifying_games - ${dropped}::text, game_ids = game_ids - (game_ids->>0) where id = ${id}`,
    );
    expect((await detail(id)).games.map((g: { url: string }) => g.url)).not.toContain(dropped);
    t.clock.advance(61_000);
    await tick();
    expect((await detail(id)).games.map((g: { url: string }) => g.url)).toContain(dropped);
  });
});
