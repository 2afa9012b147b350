import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers';
import { createTournamentsRepository } from '../src/modules/tournaments/tournaments.repository';
import { seedTournaments, SEED_TOURNAMENT_SLOTS } from '../src/modules/tournaments/tournaments.seed';
import { testSuite } from './suite';

describe('the tournament seed: a running weekly slot race, an upcoming one, an awarded one', () => {
  const t = testSuite(() => buildTestApp(), 180_000);
  beforeAll(async () => {
    const repository = createTournamentsRepository(t.database.db);
    const gamesOf = async (urls: string[]) => {
      // the catalogue's games as the app's port resolves them (the RGS id of a catalogue game is its url)
      const found = [];
      for (const url of urls)
        if ((await t.app.inject({ url: `/api/game/real/${url}` })).statusCode === 200)
          found.push({ url, gameId: url, name: url, icon: null });
      return found;
    };
    await seedTournaments(repository, t.clock, gamesOf);
    await seedTournaments(repository, t.clock, gamesOf);
  }, 180_000);

  it('lists one in each list, on catalogue tournament slots, once', async () => {
    const list = async (status: string) =>
      (await t.app.inject({ url: `/api/tournament-list?status=${status}` })).json().tournaments as { seoTitle: string; id: number }[];
    expect((await list('active')).map((x) => x.seoTitle)).toEqual(['weekly-slot-race']);
    expect((await list('future')).map((x) => x.seoTitle)).toEqual(['multiplier-masters']);
    const past = await list('past');
    expect(past.map((x) => x.seoTitle)).toEqual(['autumn-spin-cup']);
    const detail = (await t.app.inject({ url: `/api/tournament/${past[0].id}`, headers: { 'accept-language': 'de' } })).json();
    expect(detail).toMatchObject({ status: 'awarded', title: 'Herbst-Spin-Cup', places: 3 });
    expect(detail.leaders).toHaveLength(6);
    expect(detail.leaders[0]).toMatchObject({ place: 1, prize: 20_000 });
    const weekly = (await list('active'))[0];
    const games = (await t.app.inject({ url: `/api/tournament/${weekly.id}` })).json().games as { url: string }[];
    expect(games.map((g) => g.url)).toEqual(SEED_TOURNAMENT_SLOTS);
  });
});
