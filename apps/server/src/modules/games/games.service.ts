import {
  BIG_WIN_MIN_AMOUNT,
  BIG_WIN_MIN_MULTIPLIER,
  CONTRIBUTION_PAGE_SIZE,
  FAVOURITES_MAX,
  GAME_CATEGORIES,
  GAME_FLAGS,
  HOME_FILTERS,
  LIVE_GAME_TYPES,
  NEW_GAME_DAYS,
  RECENT_GAMES_LIMIT,
  STORED_GAME_CATEGORIES,
  WINNERS_WINDOW_DAYS,
  type Contribution,
  type Game,
  type GameCategory,
  type GameFlag,
  type GameList,
  type GameOrderType,
  type GamesTypeCount,
  type GameTiles,
  type HomeFilter,
  type LiveGameType,
  type Provider,
  type StoredGameCategory,
  type Winner,
  type WinSortKey,
  utcDay,
  type AdminGame,
  type AdminGameQuery,
  type AdminGameUpdate,
  type GameEngine,
  type RtpVariant,
} from '@fortuna/contracts';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { badRequest, notFound } from '../../platform/errors';
import { gameArtSvg, studioLogoSvg } from './catalogue/art';
import { ENGINE_RTP_VARIANTS, rtpVariantsOf } from './games.rtp';
import type { GameTheme } from '@fortuna/contracts';
import type { GameFilter, GameOrder, GameRow, GamesRepository } from './games.repository';

const DAY_MS = 86_400_000;

/** A list request as the routes parse it. */
export interface ListRequest {
  category?: string;
  providers?: string[];
  liveType?: LiveGameType;
  query?: string;
  orderType?: GameOrderType;
  flags?: Partial<Record<GameFlag, boolean>>;
  offset: number;
  limit: number;
}

export interface RecordPlayInput {
  playerId: string;
  gameId: number;
  at?: Date;
}

export interface RecordWinInput {
  /** the game server's round id: recording the same round twice keeps one row */
  roundId: string;
  gameId: number;
  playerId: string;
  /** what the feed shows (masked when read) */
  playerName: string;
  bet: number;
  winSum: number;
  currency: string;
  at?: Date;
}

export function maskName(name: string): string {
  if (name.length <= 2) return `${name[0] ?? '*'}***`;
  if (name.length <= 5) return `${name[0]}***${name[name.length - 1]}`;
  return `${name.slice(0, 2)}***${name.slice(-2)}`;
}

export function isBigWin(bet: number, winSum: number): boolean {
  return bet > 0 && (winSum >= bet * BIG_WIN_MIN_MULTIPLIER || winSum - bet >= BIG_WIN_MIN_AMOUNT);
}

/** How a list request becomes a filter and an order: categories, home filters and favourites share one path. */
export function resolveCategory(category: string | undefined, today: Date): { filter: GameFilter; order: GameOrder } {
  const filter: GameFilter = {};
  let order: GameOrder = 'popular';
  switch (category as GameCategory | HomeFilter | undefined) {
    case undefined:
    case 'all':
    case 'popular-top':
      break;
    case 'new':
      filter.releasedSince = utcDay(new Date(today.getTime() - NEW_GAME_DAYS * DAY_MS));
      order = 'new';
      break;
    case 'hot':
      order = 'hot';
      break;
    default:
      if ((STORED_GAME_CATEGORIES as string[]).includes(category!)) filter.categories = [category as StoredGameCategory];
      else throw notFound(`Unknown game category "${category}"`);
  }
  return { filter, order };
}

export function createGamesService(deps: { repository: GamesRepository; clock: Clock; facetCacheMs?: number }) {
  const { repository, clock } = deps;
  const artCache = new Map<string, string>();
  const logoCache = new Map<string, string>();

  /**
   * Facet counts depend only on the catalogue, which changes rarely: infinite scroll asks for the same
   * counts page after page, so they are kept for a minute (never for a player's favourites).
   */
  const facetCache = new Map<string, { expires: number; value: Promise<Awaited<ReturnType<GamesRepository['facets']>>> }>();
  const FACET_TTL_MS = deps.facetCacheMs ?? 60_000;
  function cachedFacets(filter: GameFilter) {
    if (filter.favoritesOf || filter.ids || FACET_TTL_MS <= 0) return repository.facets(filter);
    const key = JSON.stringify([filter.categories, filter.releasedSince, filter.liveType, filter.query, filter.flags]);
    const now = performance.now();
    const hit = facetCache.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = repository.facets(filter);
    value.catch(() => facetCache.delete(key));
    if (facetCache.size >= 1000) facetCache.delete(facetCache.keys().next().value!);
    facetCache.set(key, { expires: now + FACET_TTL_MS, value });
    return value;
  }

  /** who keeps copies of a game's row (the game server's short cache): told when an operator changes one */
  const changeListeners = new Set<(url: string) => void>();

  function toAdminGame(row: GameRow): AdminGame {
    return {
      id: row.id,
      url: row.url,
      name: row.name,
      category: row.category as StoredGameCategory,
      liveType: row.liveType as LiveGameType | null,
      studio: { name: row.providerName, uri: row.providerUri },
      engine: row.engine as GameEngine,
      rtp: row.rtpBps / 100,
      rtpVariant: row.rtpVariant as RtpVariant,
      rtpVariants: rtpVariantsOf(row.engine, row.rtpVariant),
      enabled: row.enabled,
      displayOrder: row.displayOrder,
      popularity: row.popularity,
      releaseDate: row.releaseDate,
    };
  }

  const weekStart = () => utcDay(new Date(clock.now().getTime() - 6 * DAY_MS));

  function toGame(row: GameRow, favorites: Set<number>): Game {
    return {
      id: row.id,
      url: row.url,
      name: row.name,
      icon: row.icon,
      desktop: row.desktop,
      mobile: row.mobile,
      isFavorite: favorites.has(row.id),
      category: row.category as StoredGameCategory,
      liveType: row.liveType as LiveGameType | null,
      provider: { name: row.providerName, uri: row.providerUri },
      isTournamentGame: row.isTournamentGame,
      isBuyableBonusGame: row.isBuyableBonusGame,
      isMegawaysGame: row.isMegawaysGame,
      isGrid: row.isGrid,
      isBonusGameAvailable: row.isBonusGameAvailable,
      isJackpot: row.isJackpot,
      rtp: row.rtpBps / 100,
      rtpVariant: row.rtpVariant as Game['rtpVariant'],
      volatility: row.volatility as Game['volatility'],
      releaseDate: row.releaseDate,
      popularity: row.popularity,
      engine: row.engine as Game['engine'],
      theme: row.theme as Game['theme'],
    };
  }

  async function gamesWithFavorites(rows: GameRow[], playerId: string | undefined): Promise<Game[]> {
    const favorites = playerId
      ? await repository.favoriteIds(
          playerId,
          rows.map((r) => r.id),
        )
      : new Set<number>();
    return rows.map((r) => toGame(r, favorites));
  }

  async function list(
    request: ListRequest & { base: { filter: GameFilter; order: GameOrder } },
    locale: string,
    playerId?: string,
  ): Promise<GameList> {
    const filter: GameFilter = {
      ...request.base.filter,
      providers: request.providers?.length ? request.providers : undefined,
      liveType: request.liveType,
      query: request.query || undefined,
      flags: request.flags,
    };
    const order = request.orderType ?? request.base.order;
    const since = weekStart();
    const [rows, facets] = await Promise.all([
      repository.list({ filter, order, locale, offset: request.offset, limit: request.limit, weekStart: since, playerId }),
      cachedFacets(filter),
    ]);
    const games = await gamesWithFavorites(rows, playerId);
    const providerIds = filter.providers ? new Set(facets.studios.filter((s) => filter.providers!.includes(s.uri)).map((s) => s.id)) : null;
    const inCategory = (c: string) => !filter.categories || (filter.categories as string[]).includes(c);
    const inProviders = (id: number) => !providerIds || providerIds.has(id);
    const features = Object.fromEntries(GAME_FLAGS.map((f) => [f, 0])) as Record<GameFlag, number>;
    const byCategory = new Map<string, number>();
    const byStudio = new Map<number, number>();
    let total = 0;
    for (const b of facets.buckets) {
      if (inProviders(b.studioId)) byCategory.set(b.category, (byCategory.get(b.category) ?? 0) + b.total);
      if (inCategory(b.category)) byStudio.set(b.studioId, (byStudio.get(b.studioId) ?? 0) + b.total);
      if (inCategory(b.category) && inProviders(b.studioId)) {
        total += b.total;
        for (const f of GAME_FLAGS) features[f] += b[f];
      }
    }
    const all = [...byCategory.values()].reduce((sum, n) => sum + n, 0);
    return {
      games,
      providers: facets.studios
        .filter((s) => byStudio.get(s.id))
        .map((s) => ({ name: s.name, uri: s.uri, logo: s.logo, gamesCount: byStudio.get(s.id)! })),
      categories: GAME_CATEGORIES.map((name) => ({ name, count: name === 'all' ? all : (byCategory.get(name) ?? 0) })),
      playedLastWeek: Object.fromEntries(rows.map((r) => [String(r.id), r.weekPlays])),
      features,
      total,
    };
  }

  return {
    /** GET /search/games and every list shape: a category or home filter plus the request's filters */
    search(request: ListRequest, locale: string, playerId?: string) {
      return list({ ...request, base: resolveCategory(request.category, clock.now()) }, locale, playerId);
    },

    favorites(request: ListRequest, locale: string, playerId: string) {
      return list({ ...request, base: { filter: { favoritesOf: playerId }, order: 'favorite-added' } }, locale, playerId);
    },

    /** games/{name}: a category, a home filter or a provider uri */
    async byName(name: string, request: ListRequest, locale: string, playerId?: string) {
      if ((GAME_CATEGORIES as readonly string[]).includes(name) || (HOME_FILTERS as readonly string[]).includes(name)) {
        return list({ ...request, base: resolveCategory(name, clock.now()) }, locale, playerId);
      }
      if (await repository.studioByUri(name)) {
        return list({ ...request, providers: [name], base: { filter: {}, order: 'popular' } }, locale, playerId);
      }
      throw notFound(`No games list named "${name}"`);
    },

    /** block/{name}: the lobby blocks are the home filters */
    block(name: string, request: ListRequest, locale: string, playerId?: string) {
      if (!(HOME_FILTERS as readonly string[]).includes(name)) throw notFound(`No games block named "${name}"`);
      return list({ ...request, base: resolveCategory(name, clock.now()) }, locale, playerId);
    },

    async count(request: Omit<ListRequest, 'offset' | 'limit' | 'orderType'>): Promise<number> {
      const base = resolveCategory(request.category, clock.now());
      return repository.count({
        ...base.filter,
        providers: request.providers?.length ? request.providers : undefined,
        liveType: request.liveType,
        query: request.query || undefined,
        flags: request.flags,
      });
    },

    /** Flags exactly these games as tournament games (the lobby's ribbon and filter); counts are read again after a change. */
    async markTournamentGames(urls: string[]): Promise<void> {
      if ((await repository.setTournamentGames(urls)) > 0) facetCache.clear();
    },

    async providers(): Promise<Provider[]> {
      return (await repository.allProviders()) as Provider[];
    },

    async provider(uri: string) {
      const studio = await repository.studioByUri(uri);
      if (!studio) throw notFound(`Unknown provider "${uri}"`);
      return studio;
    },

    async typeCount(): Promise<GamesTypeCount> {
      const rows = await repository.typeCounts();
      const categories = Object.fromEntries(GAME_CATEGORIES.map((c) => [c, 0])) as GamesTypeCount['categories'];
      const liveTypes = Object.fromEntries(LIVE_GAME_TYPES.map((t) => [t, 0])) as GamesTypeCount['liveTypes'];
      for (const r of rows) {
        categories.all += r.count;
        categories[r.category as StoredGameCategory] += r.count;
        if (r.liveType) liveTypes[r.liveType as LiveGameType] += r.count;
      }
      return { categories, liveTypes };
    },

    async toggleFavorite(playerId: string, gameId: number): Promise<{ added: boolean }> {
      if (!(await repository.gameExists(gameId))) throw notFound('Game not found');
      const result = await repository.transaction((tx) =>
        repository.withTx(tx).toggleFavorite(playerId, gameId, FAVOURITES_MAX, clock.now()),
      );
      if (result === 'full') throw badRequest(`You can keep at most ${FAVOURITES_MAX} favourite games. Remove one to add another.`);
      return { added: result === 'added' };
    },

    async recent(playerId: string, locale: string): Promise<Game[]> {
      const ids = await repository.recentIds(playerId, RECENT_GAMES_LIMIT);
      if (!ids.length) return [];
      const rows = await repository.list({
        filter: { ids },
        order: 'popular',
        locale,
        offset: 0,
        limit: ids.length,
        weekStart: weekStart(),
      });
      const order = new Map(ids.map((id, i) => [id, i]));
      rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
      return gamesWithFavorites(rows, playerId);
    },

    async tiles(limit: number, locale: string, playerId?: string): Promise<GameTiles> {
      const filters = HOME_FILTERS.filter((f) => f !== 'all');
      const tiles = await Promise.all(
        filters.map(async (filter) => {
          const result = await list({ offset: 0, limit, base: resolveCategory(filter, clock.now()) }, locale, playerId);
          return { filter, games: result.games, total: result.total };
        }),
      );
      return { tiles };
    },

    async winners(sort: WinSortKey, limit: number, locale: string): Promise<Winner[]> {
      const since = new Date(clock.now().getTime() - WINNERS_WINDOW_DAYS * DAY_MS);
      const rows = await repository.bigWins(since, sort, limit, locale);
      return rows.map((r) => ({
        id: r.id,
        game: { id: r.gameId, url: r.gameUrl, name: r.gameName, icon: r.gameIcon },
        player: maskName(r.playerName),
        bet: r.bet,
        winSum: r.winSum,
        win: r.winSum - r.bet,
        multiplier: Math.round((r.winSum / r.bet) * 100) / 100,
        currency: r.currency,
        at: new Date(r.at).toISOString(),
      }));
    },

    async contribution(input: { category?: GameCategory; query?: string; page: number }, locale: string): Promise<Contribution> {
      const { rows, total, shares } = await repository.contributions({
        category: input.category && input.category !== 'all' ? (input.category as StoredGameCategory) : undefined,
        query: input.query || undefined,
        locale,
        offset: (input.page - 1) * CONTRIBUTION_PAGE_SIZE,
        limit: CONTRIBUTION_PAGE_SIZE,
      });
      const best = new Map<string, { percent: number; n: number }>();
      for (const s of shares) {
        const cur = best.get(s.category);
        if (!cur || s.n > cur.n) best.set(s.category, { percent: s.percent, n: s.n });
      }
      return {
        games: rows.map((r) => ({ ...r, category: r.category as StoredGameCategory })),
        byCategory: Object.fromEntries([...best].map(([c, v]) => [c, v.percent])),
        total,
      };
    },

    /** how much of a bet on the game counts towards bonus wagering (the same table as /contribution) */
    contributionOf: (url: string, tx?: Db) => repository.withTx(tx).contributionByUrl(url),

    async game(url: string, locale: string, playerId?: string): Promise<Game> {
      const row = await repository.gameByUrl(url, locale);
      if (!row || !row.enabled) throw notFound('Game not found');
      const [game] = await gamesWithFavorites([row], playerId);
      return game;
    },

    /** a game for the game server, disabled ones included (their open rounds still finish): null when unknown */
    async catalogueEntry(url: string): Promise<{ game: Game; enabled: boolean } | null> {
      const row = await repository.gameByUrl(url, 'en');
      if (!row) return null;
      return { game: toGame(row, new Set()), enabled: row.enabled };
    },

    /** called with a game's url after an operator changed it, so copies of its row are dropped */
    onGameChanged(listener: (url: string) => void): () => void {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },

    /** The back office's view of the catalogue: every game, disabled ones too, searched, sorted and paged on the server. */
    operator: {
      async list(query: AdminGameQuery) {
        const { rows, total } = await repository.operatorList({
          filter: {
            query: query.q || undefined,
            categories: query.category ? [query.category] : undefined,
            providers: query.studio ? [query.studio] : undefined,
            enabled: query.enabled === undefined ? undefined : query.enabled === 'true',
          },
          sort: query.sort,
          dir: query.dir,
          offset: (query.page - 1) * query.pageSize,
          limit: query.pageSize,
        });
        return { items: rows.map(toAdminGame), total, page: query.page };
      },

      /**
       * Switches a game on or off, pins its place, moves it to another category or picks another of
       * its engine's RTP variants (the displayed RTP follows the variant). A live game stays live and
       * a table game cannot become live: the live type goes with the live category. Answers the game
       * before and after; the lobby's counts and the game server's copy are refreshed at once.
       */
      async update(id: number, patch: AdminGameUpdate): Promise<{ before: AdminGame; after: AdminGame }> {
        const row = await repository.gameById(id);
        if (!row) throw notFound('Game not found');
        const before = toAdminGame(row);
        const changes: Parameters<GamesRepository['updateGame']>[1] = {};
        if (patch.enabled !== undefined) changes.enabled = patch.enabled;
        if (patch.displayOrder !== undefined) changes.displayOrder = patch.displayOrder;
        if (patch.category !== undefined && patch.category !== row.category) {
          if (patch.category === 'livegames' || row.category === 'livegames')
            throw badRequest('A live game stays in the live category, and only live games belong there', {
              category: ['live games cannot change category'],
            });
          changes.category = patch.category;
        }
        if (patch.rtpVariant !== undefined && patch.rtpVariant !== row.rtpVariant) {
          if (!before.rtpVariants.includes(patch.rtpVariant))
            throw badRequest(`This game offers the RTP variants ${before.rtpVariants.join(', ')}`, {
              rtpVariant: [`not offered by this game (${before.rtpVariants.join(', ')})`],
            });
          changes.rtpVariant = patch.rtpVariant;
          const bps = ENGINE_RTP_VARIANTS[row.engine as GameEngine]?.[patch.rtpVariant];
          if (bps) changes.rtpBps = bps;
        }
        if (Object.keys(changes).length) {
          await repository.updateGame(id, changes);
          facetCache.clear();
          for (const listener of changeListeners) listener(row.url);
        }
        const after = toAdminGame((await repository.gameById(id))!);
        return { before, after };
      },
    },

    async art(url: string): Promise<string> {
      const cached = artCache.get(url);
      if (cached) return cached;
      const source = await repository.artSource(url);
      if (!source) throw notFound('No artwork for this game');
      const svg = gameArtSvg({ ...source, theme: source.theme as GameTheme });
      if (artCache.size > 5000) artCache.delete(artCache.keys().next().value!);
      artCache.set(url, svg);
      return svg;
    },

    async logo(uri: string): Promise<string> {
      const cached = logoCache.get(uri);
      if (cached) return cached;
      const studio = await repository.studioByUri(uri);
      if (!studio) throw notFound('Unknown provider');
      const svg = studioLogoSvg(studio);
      logoCache.set(uri, svg);
      return svg;
    },

    /** Called by the game server when a round starts: recent games and played-last-week counts. */
    async recordPlay(input: RecordPlayInput, tx?: Db): Promise<void> {
      const at = input.at ?? clock.now();
      if (tx) return repository.withTx(tx).recordPlay(input.playerId, input.gameId, at);
      await repository.transaction((t) => repository.withTx(t).recordPlay(input.playerId, input.gameId, at));
    },

    /** Called by the game server when a round settles: big wins enter the winners feed (once per round). */
    async recordWin(input: RecordWinInput, tx?: Db): Promise<{ recorded: boolean }> {
      if (!isBigWin(input.bet, input.winSum)) return { recorded: false };
      const row = {
        roundId: input.roundId,
        gameId: input.gameId,
        playerId: input.playerId,
        playerName: input.playerName,
        bet: input.bet,
        winSum: input.winSum,
        currency: input.currency,
        at: input.at ?? clock.now(),
      };
      const recorded = tx
        ? await repository.withTx(tx).insertBigWin(row)
        : await repository.transaction((t) => repository.withTx(t).insertBigWin(row));
      return { recorded };
    },
  };
}
export type GamesService = ReturnType<typeof createGamesService>;
