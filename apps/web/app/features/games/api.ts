import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import {
  GAME_FILTER_KEYS,
  GAME_FLAGS,
  flagOfSlug,
  type ApiQuery,
  type Game,
  type GameFlag,
  type GameList,
  type GameOrderType,
  type LiveGameType,
  LIVE_GAME_TYPES,
  type Winner,
} from '@fortuna/contracts';
import { call } from '../../lib/api';

/** What a lobby list shows, as the page URL carries it (?f=megaways&order=new&q=...). */
export interface ListParams {
  category?: string;
  providers?: string[];
  flags: GameFlag[];
  orderType?: GameOrderType;
  query?: string;
  liveType?: LiveGameType;
  favorites?: boolean;
}

export function listParamsFromUrl(search: URLSearchParams, base: Partial<ListParams> = {}): ListParams {
  const flags = search
    .getAll('f')
    .flatMap((v) => v.split(','))
    .map((slug) => flagOfSlug(slug))
    .filter((f): f is GameFlag => !!f);
  const order = search.get('order') ?? undefined;
  const q = search.get('q')?.trim() || undefined;
  const live = search.get('live');
  const liveType =
    base.category === 'livegames' && (LIVE_GAME_TYPES as readonly string[]).includes(live ?? '') ? (live as LiveGameType) : undefined;
  return { ...base, flags: [...new Set(flags)], orderType: order as GameOrderType | undefined, query: q, liveType };
}

export function urlWithParams(pathname: string, params: Pick<ListParams, 'flags' | 'orderType' | 'query' | 'liveType'>): string {
  const search = new URLSearchParams();
  if (params.liveType) search.set('live', params.liveType);
  for (const f of params.flags) search.append('f', GAME_FILTER_KEYS[f]);
  if (params.orderType) search.set('order', params.orderType);
  if (params.query) search.set('q', params.query);
  const s = search.toString();
  return s ? `${pathname}?${s}` : pathname;
}

export function listQuery(params: ListParams, page: number): ApiQuery<'GET /games'> {
  const q: ApiQuery<'GET /games'> = { page };
  if (params.favorites) q.category = 'favorites';
  else if (params.category) q.category = params.category;
  if (params.providers?.length) q.providers = params.providers;
  if (params.orderType) q.orderType = params.orderType;
  if (params.query) q.query = params.query;
  if (params.liveType) q.liveType = params.liveType;
  for (const f of GAME_FLAGS) if (params.flags.includes(f)) q[f] = '1';
  return q;
}

/** The lobby's cached queries. */
export const gamesKeys = {
  all: ['games'] as const,
  lists: ['games', 'list'] as const,
  list: (params: ListParams) => ['games', 'list', params] as const,
  /** the favourites lists (any filter) */
  favoriteLists: ['games', 'list', { favorites: true }] as const,
  providers: ['games', 'providers'] as const,
  winners: (sort: WinnerSort) => ['games', 'winners', sort] as const,
  recent: ['games', 'recent'] as const,
  favorites: ['games', 'favorites'] as const,
  favoritesSidebar: ['games', 'favorites', 'sidebar'] as const,
  search: (query: string, locale: string) => ['games', 'search', query, locale] as const,
};
export type WinnerSort = 'winSum' | 'multiplier' | 'win';

export const gamesQueries = {
  providers: () =>
    queryOptions({
      queryKey: gamesKeys.providers,
      queryFn: () => call('GET /providers').then((r) => r.providers),
      staleTime: 300_000,
    }),
  winners: (sort: WinnerSort) =>
    queryOptions({
      queryKey: gamesKeys.winners(sort),
      queryFn: () => call('GET /winners', { query: { sort } }).then((r) => r.winners),
      refetchInterval: 60_000,
      staleTime: 30_000,
    }),
  recent: () =>
    queryOptions({
      queryKey: gamesKeys.recent,
      queryFn: () => call('GET /game/recent').then((r) => r.games),
      staleTime: 30_000,
    }),
  favoritesSidebar: () =>
    queryOptions({
      queryKey: gamesKeys.favoritesSidebar,
      queryFn: () => call('GET /games', { query: { category: 'favorites', 'pagination[limit]': 24 } }).then((r) => r.games),
      staleTime: 30_000,
    }),
  /** the global search's results (two letters at least) */
  search: (query: string, locale: string) =>
    queryOptions({
      queryKey: gamesKeys.search(query, locale),
      queryFn: ({ signal }) => call('GET /search/games', { query: { query, 'pagination[limit]': 20 }, signal }),
      staleTime: 30_000,
    }),
};

export function fetchGamePage(params: ListParams, page: number, signal?: AbortSignal) {
  const query = listQuery(params, page);
  // a favourites list is the player's own (GET /games?category=favorites); any other list is a search
  return params.favorites
    ? call('GET /games', { query, signal })
    : call('GET /search/games', { query: query as ApiQuery<'GET /search/games'>, signal });
}

/** The first page (12 games) comes from the server render, then 8 per page as the grid scrolls. */
export function useGameList(params: ListParams, firstPage?: GameList, enabled = true) {
  return useInfiniteQuery({
    queryKey: gamesKeys.list(params),
    queryFn: ({ pageParam, signal }) => fetchGamePage(params, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastParam) =>
      pages.reduce((n, p) => n + p.games.length, 0) < last.total && last.games.length ? lastParam + 1 : undefined,
    initialData: firstPage ? { pages: [firstPage], pageParams: [1] } : undefined,
    staleTime: 30_000,
    enabled,
  });
}

export function useProviders() {
  return useQuery(gamesQueries.providers());
}

/** `initialAt`: when the server read `initial` (a cached page's winners are refetched once stale) */
export function useWinners(sort: WinnerSort = 'winSum', initial?: Winner[], initialAt?: number) {
  return useQuery({ ...gamesQueries.winners(sort), initialData: initial, initialDataUpdatedAt: initial ? initialAt : undefined });
}

export function useRecentGames(enabled: boolean) {
  return useQuery({ ...gamesQueries.recent(), enabled });
}

export function useFavoriteGames(enabled: boolean) {
  return useQuery({ ...gamesQueries.favoritesSidebar(), enabled });
}

/** Toggles a favourite and flips the heart in every cached list; the server's message is the error. */
export function useToggleFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (game: Game) => call('POST /favorites/:id', { params: { id: game.id } }),
    onSuccess: ({ added }, game) => {
      client.setQueriesData<InfiniteData<GameList>>({ queryKey: gamesKeys.lists }, (data) =>
        data && 'pages' in data
          ? {
              ...data,
              pages: data.pages.map((p) => ({ ...p, games: p.games.map((g) => (g.id === game.id ? { ...g, isFavorite: added } : g)) })),
            }
          : data,
      );
      void client.invalidateQueries({ queryKey: gamesKeys.favorites });
      void client.invalidateQueries({ queryKey: gamesKeys.favoriteLists, exact: false });
    },
  });
}
