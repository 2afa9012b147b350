import { inArray, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import { transaction, type Db } from '../../platform/db';
import { generateCatalogue, type GameDef } from './catalogue/generate';
import { STUDIOS } from './catalogue/words';
import { gameContributions, gameNames, games, gameStudios } from './games.tables';

export const gameIconPath = (url: string) => `/api/game/art/${url}.svg`;
export const studioLogoPath = (uri: string) => `/api/providers/logo/${uri}.svg`;

function searchText(def: GameDef): string {
  return [def.name, ...Object.values(def.names)].join(' ').toLowerCase();
}

/**
 * Seeds the catalogue on first start. Idempotent: studios and games are keyed by uri and url
 * (insert ... on conflict do nothing), so a second start, or two instances starting together,
 * change nothing. Release dates count back from the seed date so "new" games exist on any day.
 */
export async function seedCatalogue(db: Db, clock: Clock, options: { count?: number; seed?: number } = {}): Promise<{ seeded: boolean }> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(gameStudios);
  if (n > 0 && !options.count) return { seeded: false };
  const defs = generateCatalogue(options.count ?? 160, options.seed ?? 7);
  const today = clock.now();
  await transaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727007)`);
    await tx
      .insert(gameStudios)
      .values(STUDIOS.map((s) => ({ name: s.name, uri: s.uri, logo: `/api/providers/logo/${s.uri}.svg` })))
      .onConflictDoNothing();
    const studios = await tx.select({ id: gameStudios.id, uri: gameStudios.uri }).from(gameStudios);
    const studioId = new Map(studios.map((s) => [s.uri, s.id]));
    for (let i = 0; i < defs.length; i += 500) {
      const batch = defs.slice(i, i + 500);
      await tx
        .insert(games)
        .values(
          batch.map((d) => ({
            url: d.url,
            name: d.name,
            icon: gameIconPath(d.url),
            desktop: d.desktop,
            mobile: d.mobile,
            category: d.category,
            liveType: d.liveType,
            studioId: studioId.get(d.studioUri)!,
            engine: d.engine,
            rtpBps: d.rtpBps,
            rtpVariant: d.rtpVariant,
            volatility: d.volatility,
            theme: d.theme,
            releaseDate: new Date(today.getTime() - d.releasedDaysAgo * 86_400_000).toISOString().slice(0, 10),
            popularity: d.popularity,
            isTournamentGame: d.isTournamentGame,
            isBuyableBonusGame: d.isBuyableBonusGame,
            isMegawaysGame: d.isMegawaysGame,
            isGrid: d.isGrid,
            isBonusGameAvailable: d.isBonusGameAvailable,
            isJackpot: d.isJackpot,
            searchText: searchText(d),
          })),
        )
        .onConflictDoNothing();
      const ids = await tx
        .select({ id: games.id, url: games.url })
        .from(games)
        .where(
          inArray(
            games.url,
            batch.map((d) => d.url),
          ),
        );
      const idOf = new Map(ids.map((r) => [r.url, r.id]));
      await tx
        .insert(gameContributions)
        .values(batch.map((d) => ({ gameId: idOf.get(d.url)!, percent: d.contribution })))
        .onConflictDoNothing();
      const names = batch.flatMap((d) =>
        Object.entries(d.names).map(([locale, name]) => ({ gameId: idOf.get(d.url)!, locale, name: name! })),
      );
      if (names.length) await tx.insert(gameNames).values(names).onConflictDoNothing();
    }
  });
  return { seeded: true };
}
