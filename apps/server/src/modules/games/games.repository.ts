import { and, asc, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { GameFlag, GameOrderType, LiveGameType, StoredGameCategory } from '@fortuna/contracts';
import { GAME_FLAGS, utcDay } from '@fortuna/contracts';
import { defineRepository } from '../../platform/db';
import {
  gameBigWins,
  gameContributions,
  gameFavorites,
  gameNames,
  gamePlayDays,
  gameRecentPlays,
  games,
  gameStudios,
} from './games.tables';

/** What narrows a game list. Every field is optional; `favoritesOf` limits to a player's favourites. */
export interface GameFilter {
  categories?: StoredGameCategory[];
  releasedSince?: string;
  providers?: string[];
  liveType?: LiveGameType;
  query?: string;
  flags?: Partial<Record<GameFlag, boolean>>;
  favoritesOf?: string;
  ids?: number[];
  /** the back office sees disabled games too (players never do); `enabled` narrows to one state */
  includeDisabled?: boolean;
  enabled?: boolean;
}

export type GameOrder = GameOrderType | 'favorite-added' | 'recent';

export interface GameRow {
  id: number;
  /** plays in the week from the list's weekStart (0 where not asked for) */
  weekPlays: number;
  url: string;
  name: string;
  icon: string;
  desktop: boolean;
  mobile: boolean;
  category: string;
  liveType: string | null;
  providerName: string;
  providerUri: string;
  engine: string;
  rtpBps: number;
  rtpVariant: string;
  volatility: string;
  theme: string;
  releaseDate: string;
  popularity: number;
  isTournamentGame: boolean;
  isBuyableBonusGame: boolean;
  isMegawaysGame: boolean;
  isGrid: boolean;
  isBonusGameAvailable: boolean;
  isJackpot: boolean;
  enabled: boolean;
  displayOrder: number | null;
}

const flagColumn = {
  isTournamentGame: games.isTournamentGame,
  isBuyableBonusGame: games.isBuyableBonusGame,
  isMegawaysGame: games.isMegawaysGame,
  isGrid: games.isGrid,
  isBonusGameAvailable: games.isBonusGameAvailable,
  isJackpot: games.isJackpot,
} as const;

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The only file of the games module that touches Drizzle. */
export const createGamesRepository = defineRepository((db) => {
  function conditions(filter: GameFilter, skip: { category?: boolean; providers?: boolean } = {}): SQL | undefined {
    const parts: (SQL | undefined)[] = [];
    if (filter.enabled !== undefined) parts.push(eq(games.enabled, filter.enabled));
    else if (!filter.includeDisabled) parts.push(eq(games.enabled, true));
    if (filter.categories?.length && !skip.category) parts.push(inArray(games.category, filter.categories));
    if (filter.releasedSince) parts.push(gte(games.releaseDate, filter.releasedSince));
    if (filter.providers?.length && !skip.providers) {
      parts.push(
        sql`${games.studioId} in (select ${gameStudios.id} from ${gameStudios} where ${inArray(gameStudios.uri, filter.providers)})`,
      );
    }
    if (filter.liveType) parts.push(eq(games.liveType, filter.liveType));
    // search_text is stored lower-cased: LIKE (not ILIKE) is cheaper and still served by the trigram index
    if (filter.query) parts.push(sql`${games.searchText} like ${`%${escapeLike(filter.query.toLowerCase())}%`}`);
    for (const flag of GAME_FLAGS) if (filter.flags?.[flag]) parts.push(eq(flagColumn[flag], true));
    if (filter.favoritesOf) {
      parts.push(
        sql`${games.id} in (select ${gameFavorites.gameId} from ${gameFavorites} where ${gameFavorites.playerId} = ${filter.favoritesOf})`,
      );
    }
    if (filter.ids) parts.push(filter.ids.length ? inArray(games.id, filter.ids) : sql`false`);
    return parts.length ? and(...parts) : undefined;
  }

  const localName = (locale: string) =>
    sql<string>`coalesce((select ${gameNames.name} from ${gameNames} where ${gameNames.gameId} = ${games.id} and ${gameNames.locale} = ${locale}), ${games.name})`;

  function columns(locale: string, weekStart = '9999-12-31') {
    return {
      weekPlays: sql<number>`coalesce((select sum(${gamePlayDays.plays}) from ${gamePlayDays} where ${gamePlayDays.gameId} = ${games.id} and ${gamePlayDays.day} >= ${weekStart}), 0)::int`,
      id: games.id,
      url: games.url,
      name: localName(locale),
      icon: games.icon,
      desktop: games.desktop,
      mobile: games.mobile,
      category: games.category,
      liveType: games.liveType,
      providerName: gameStudios.name,
      providerUri: gameStudios.uri,
      engine: games.engine,
      rtpBps: games.rtpBps,
      rtpVariant: games.rtpVariant,
      volatility: games.volatility,
      theme: games.theme,
      releaseDate: games.releaseDate,
      popularity: games.popularity,
      isTournamentGame: games.isTournamentGame,
      isBuyableBonusGame: games.isBuyableBonusGame,
      isMegawaysGame: games.isMegawaysGame,
      isGrid: games.isGrid,
      isBonusGameAvailable: games.isBonusGameAvailable,
      isJackpot: games.isJackpot,
      enabled: games.enabled,
      displayOrder: games.displayOrder,
    };
  }

  return {
    /** the tournament flag: set on exactly these games (those running tournaments count); how many rows changed */
    async setTournamentGames(urls: string[]): Promise<number> {
      const wanted = sql`(${games.url} in (select jsonb_array_elements_text(${JSON.stringify(urls)}::jsonb)))`;
      const changed = await db
        .update(games)
        .set({ isTournamentGame: wanted })
        .where(sql`${games.isTournamentGame} is distinct from ${wanted}`)
        .returning({ id: games.id });
      return changed.length;
    },

    async list(input: {
      filter: GameFilter;
      order: GameOrder;
      locale: string;
      offset: number;
      limit: number;
      weekStart: string;
      playerId?: string;
    }): Promise<GameRow[]> {
      const { filter, order, locale } = input;
      const weekly = db
        .select({ gameId: gamePlayDays.gameId, plays: sql<number>`sum(${gamePlayDays.plays})`.as('week_plays') })
        .from(gamePlayDays)
        .where(gte(gamePlayDays.day, input.weekStart))
        .groupBy(gamePlayDays.gameId)
        .as('weekly');
      const joined = db.select(columns(locale, input.weekStart)).from(games).innerJoin(gameStudios, eq(gameStudios.id, games.studioId));
      const base = order === 'hot' ? joined.leftJoin(weekly, eq(weekly.gameId, games.id)) : joined;
      const where = conditions(filter);
      const weekPlays = sql`coalesce(${weekly.plays}, 0)`;
      const orderBy: SQL[] =
        order === 'new'
          ? [desc(games.releaseDate), desc(games.popularity), asc(games.id)]
          : order === 'az'
            ? [asc(games.name), asc(games.id)]
            : order === 'za'
              ? [desc(games.name), desc(games.id)]
              : order === 'rtp'
                ? [desc(games.rtpBps), desc(games.popularity), asc(games.id)]
                : order === 'hot'
                  ? [sql`${weekPlays} desc`, desc(games.releaseDate), asc(games.id)]
                  : order === 'favorite-added' && input.playerId
                    ? [
                        sql`(select ${gameFavorites.createdAt} from ${gameFavorites} where ${gameFavorites.gameId} = ${games.id} and ${gameFavorites.playerId} = ${input.playerId}) desc`,
                        asc(games.id),
                      ]
                    : [sql`${games.displayOrder} asc nulls last`, desc(games.popularity), asc(games.id)];
      return (await base
        .where(where)
        .orderBy(...orderBy)
        .offset(input.offset)
        .limit(input.limit)) as GameRow[];
    },

    async count(filter: GameFilter): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(games)
        .where(conditions(filter));
      return row.n;
    },

    /**
     * Every count a list shows, from one scan: buckets per (category, studio) of the games matching
     * everything but the category and provider filters. The service sums them into total, features
     * (within category and providers), categories (within providers) and providers (within category).
     */
    async facets(filter: GameFilter) {
      const [buckets, studios] = await Promise.all([
        db
          .select({
            category: games.category,
            studioId: games.studioId,
            total: sql<number>`count(*)::int`,
            isTournamentGame: sql<number>`(count(*) filter (where ${games.isTournamentGame}))::int`,
            isBuyableBonusGame: sql<number>`(count(*) filter (where ${games.isBuyableBonusGame}))::int`,
            isMegawaysGame: sql<number>`(count(*) filter (where ${games.isMegawaysGame}))::int`,
            isGrid: sql<number>`(count(*) filter (where ${games.isGrid}))::int`,
            isBonusGameAvailable: sql<number>`(count(*) filter (where ${games.isBonusGameAvailable}))::int`,
            isJackpot: sql<number>`(count(*) filter (where ${games.isJackpot}))::int`,
          })
          .from(games)
          .where(conditions(filter, { category: true, providers: true }))
          .groupBy(games.category, games.studioId),
        db
          .select({ id: gameStudios.id, name: gameStudios.name, uri: gameStudios.uri, logo: gameStudios.logo })
          .from(gameStudios)
          .orderBy(asc(gameStudios.name)),
      ]);
      return { buckets, studios };
    },

    async favoriteIds(playerId: string, gameIds: number[]): Promise<Set<number>> {
      if (!gameIds.length) return new Set();
      const rows = await db
        .select({ gameId: gameFavorites.gameId })
        .from(gameFavorites)
        .where(and(eq(gameFavorites.playerId, playerId), inArray(gameFavorites.gameId, gameIds)));
      return new Set(rows.map((r) => r.gameId));
    },

    async allProviders() {
      return db
        .select({ name: gameStudios.name, uri: gameStudios.uri, logo: gameStudios.logo, gamesCount: sql<number>`count(${games.id})::int` })
        .from(gameStudios)
        .leftJoin(games, and(eq(games.studioId, gameStudios.id), eq(games.enabled, true)))
        .groupBy(gameStudios.id)
        .orderBy(asc(gameStudios.name));
    },

    async studioByUri(uri: string) {
      const [row] = await db.select().from(gameStudios).where(eq(gameStudios.uri, uri)).limit(1);
      return row;
    },

    async typeCounts() {
      return db
        .select({ category: games.category, liveType: games.liveType, count: sql<number>`count(*)::int` })
        .from(games)
        .where(eq(games.enabled, true))
        .groupBy(games.category, games.liveType);
    },

    async artSource(url: string) {
      const [row] = await db
        .select({ url: games.url, name: games.name, theme: games.theme, studio: gameStudios.name })
        .from(games)
        .innerJoin(gameStudios, eq(gameStudios.id, games.studioId))
        .where(eq(games.url, url))
        .limit(1);
      return row;
    },

    async gameExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: games.id }).from(games).where(eq(games.id, id)).limit(1);
      return !!row;
    },

    async gameIdByUrl(url: string): Promise<number | undefined> {
      const [row] = await db.select({ id: games.id }).from(games).where(eq(games.url, url)).limit(1);
      return row?.id;
    },

    /** Toggles a favourite (call it inside a transaction: the lock holds until it ends); `max` caps how many a player keeps. */
    async toggleFavorite(playerId: string, gameId: number, max: number, at: Date): Promise<'added' | 'removed' | 'full'> {
      // serialise one player's toggles so two parallel adds cannot pass the cap together
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${playerId}))`);
      const removed = await db
        .delete(gameFavorites)
        .where(and(eq(gameFavorites.playerId, playerId), eq(gameFavorites.gameId, gameId)))
        .returning({ gameId: gameFavorites.gameId });
      if (removed.length) return 'removed';
      const [{ n }] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(gameFavorites)
        .where(eq(gameFavorites.playerId, playerId));
      if (n >= max) return 'full';
      await db.insert(gameFavorites).values({ playerId, gameId, createdAt: at }).onConflictDoNothing();
      return 'added';
    },

    async recentIds(playerId: string, limit: number): Promise<number[]> {
      const rows = await db
        .select({ gameId: gameRecentPlays.gameId })
        .from(gameRecentPlays)
        .where(eq(gameRecentPlays.playerId, playerId))
        .orderBy(desc(gameRecentPlays.lastPlayedAt))
        .limit(limit);
      return rows.map((r) => r.gameId);
    },

    async recordPlay(playerId: string, gameId: number, at: Date) {
      await db
        .insert(gameRecentPlays)
        .values({ playerId, gameId, lastPlayedAt: at, plays: 1 })
        .onConflictDoUpdate({
          target: [gameRecentPlays.playerId, gameRecentPlays.gameId],
          set: {
            lastPlayedAt: sql`greatest(${gameRecentPlays.lastPlayedAt}, excluded.last_played_at)`,
            plays: sql`${gameRecentPlays.plays} + 1`,
          },
        });
      await db
        .insert(gamePlayDays)
        .values({ gameId, day: utcDay(at), plays: 1 })
        .onConflictDoUpdate({ target: [gamePlayDays.gameId, gamePlayDays.day], set: { plays: sql`${gamePlayDays.plays} + 1` } });
    },

    async insertBigWin(row: typeof gameBigWins.$inferInsert): Promise<boolean> {
      const inserted = await db.insert(gameBigWins).values(row).onConflictDoNothing().returning({ id: gameBigWins.id });
      return inserted.length > 0;
    },

    async bigWins(since: Date, sort: 'winSum' | 'multiplier' | 'win', limit: number, locale: string) {
      const key =
        sort === 'multiplier'
          ? sql`(${gameBigWins.winSum}::float8 / ${gameBigWins.bet}) desc`
          : sort === 'win'
            ? sql`(${gameBigWins.winSum} - ${gameBigWins.bet}) desc`
            : sql`${gameBigWins.winSum} desc`;
      return db
        .select({
          id: gameBigWins.id,
          gameId: games.id,
          gameUrl: games.url,
          gameName: localName(locale),
          gameIcon: games.icon,
          playerName: gameBigWins.playerName,
          bet: gameBigWins.bet,
          winSum: gameBigWins.winSum,
          currency: gameBigWins.currency,
          at: gameBigWins.at,
        })
        .from(gameBigWins)
        .innerJoin(games, eq(games.id, gameBigWins.gameId))
        .where(gte(gameBigWins.at, since))
        .orderBy(key, desc(gameBigWins.at), desc(gameBigWins.id))
        .limit(limit);
    },

    async contributions(input: { category?: StoredGameCategory; query?: string; locale: string; offset: number; limit: number }) {
      const where = conditions({ categories: input.category ? [input.category] : undefined, query: input.query });
      const rows = await db
        .select({
          id: games.id,
          url: games.url,
          name: localName(input.locale),
          provider: gameStudios.name,
          category: games.category,
          percent: sql<number>`coalesce(${gameContributions.percent}, 0)`,
        })
        .from(games)
        .innerJoin(gameStudios, eq(gameStudios.id, games.studioId))
        .leftJoin(gameContributions, eq(gameContributions.gameId, games.id))
        .where(where)
        .orderBy(asc(games.category), sql`${localName(input.locale)} asc`, asc(games.id))
        .offset(input.offset)
        .limit(input.limit);
      const [{ n }] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(games)
        .where(where);
      const shares = await db
        .select({ category: games.category, percent: gameContributions.percent, n: sql<number>`count(*)::int` })
        .from(games)
        .innerJoin(gameContributions, eq(gameContributions.gameId, games.id))
        .groupBy(games.category, gameContributions.percent);
      return { rows, total: n, shares };
    },

    /** the wagering contribution of one game (percent), null for a game not in the catalogue */
    async contributionByUrl(url: string): Promise<number | null> {
      const [row] = await db
        .select({ percent: sql<number>`coalesce(${gameContributions.percent}, 0)` })
        .from(games)
        .leftJoin(gameContributions, eq(gameContributions.gameId, games.id))
        .where(eq(games.url, url))
        .limit(1);
      return row ? Number(row.percent) : null;
    },

    /** the back office's list: every game (disabled ones too), sorted and paged, with the count of all matches */
    async operatorList(input: { filter: GameFilter; sort: string; dir: 'asc' | 'desc'; offset: number; limit: number }) {
      const { query, ...rest } = input.filter;
      const byText = query
        ? sql`(${games.searchText} like ${`%${escapeLike(query.toLowerCase())}%`} or ${games.url} like ${`%${escapeLike(query.toLowerCase())}%`})`
        : undefined;
      const where = and(conditions({ includeDisabled: true, ...rest }), byText);
      const key =
        {
          name: games.name,
          popularity: games.popularity,
          displayOrder: games.displayOrder,
          rtp: games.rtpBps,
          releaseDate: games.releaseDate,
          category: games.category,
          studio: gameStudios.name,
        }[input.sort] ?? games.displayOrder;
      const dir = input.dir === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
      const [rows, [{ n }]] = await Promise.all([
        db
          .select(columns('en'))
          .from(games)
          .innerJoin(gameStudios, eq(gameStudios.id, games.studioId))
          .where(where)
          .orderBy(sql`${key} ${dir}`, desc(games.popularity), asc(games.id))
          .offset(input.offset)
          .limit(input.limit),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(games)
          .where(where),
      ]);
      return { rows: rows as GameRow[], total: n };
    },

    async gameById(id: number): Promise<GameRow | undefined> {
      const [row] = await db
        .select(columns('en'))
        .from(games)
        .innerJoin(gameStudios, eq(gameStudios.id, games.studioId))
        .where(eq(games.id, id))
        .limit(1);
      return row as GameRow | undefined;
    },

    async updateGame(
      id: number,
      patch: Partial<{ enabled: boolean; displayOrder: number | null; category: string; rtpVariant: string; rtpBps: number }>,
    ) {
      await db.update(games).set(patch).where(eq(games.id, id));
    },

    async gameByUrl(url: string, locale: string): Promise<GameRow | undefined> {
      const [row] = await db
        .select(columns(locale))
        .from(games)
        .innerJoin(gameStudios, eq(gameStudios.id, games.studioId))
        .where(eq(games.url, url))
        .limit(1);
      return row as GameRow | undefined;
    },
  };
});
export type GamesRepository = ReturnType<typeof createGamesRepository>;
