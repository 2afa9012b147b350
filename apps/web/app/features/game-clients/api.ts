import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiQuery, GameMode } from '@fortuna/contracts';
import { call } from '../../lib/api';
import { realtimeKeys } from '../realtime';

/** The game client's calls: launch (casino), session and play (game server), round history. */
export const launchGame = (mode: GameMode, gameUrl: string, locale: string) =>
  call('POST /game/:mode/:gameUrl', { params: { mode, gameUrl }, query: { locale } });

export const openGameSession = (token: string) => call('POST /rgs/session', { body: { token } });

export const playRound = (sessionId: string, body: { bet?: unknown; action?: unknown; freeSpins?: boolean }) =>
  call('POST /rgs/play', { body: { sessionId, ...body } });

export const fetchJackpot = (poolId: string) => call('GET /rgs/jackpot/:poolId', { params: { poolId } });

/** The player's live free-spins grants (a bonus's spins to play), read again when a new grant arrives. */
export const fetchFreeSpinsGrants = () => call('GET /player/free-spins');

export const fetchRoundHistory = (query: ApiQuery<'GET /history/rounds'>) => call('GET /history/rounds', { query });

export interface RoundHistoryFilter {
  q: string;
  fromDate: string;
  toDate: string;
}

/** The game clients' cached queries. */
export const gameKeys = {
  launch: (mode: GameMode, gameUrl: string, locale: string, playerId: string | null) =>
    ['game-launch', mode, gameUrl, locale, playerId] as const,
  session: (token: string) => ['rgs-session', token] as const,
  rounds: (page: number, filter: RoundHistoryFilter) => ['history', 'rounds', page, filter] as const,
  /** a jackpot pool's figure, under the key the realtime provider reloads after a missed push */
  jackpot: (poolId: string | undefined) => [...realtimeKeys.jackpots, poolId ?? ''] as const,
};

export const gameQueries = {
  /** a launch is good for a minute and never reused once the page is left */
  launch: (mode: GameMode, gameUrl: string, locale: string, playerId: string | null) =>
    queryOptions({
      queryKey: gameKeys.launch(mode, gameUrl, locale, playerId),
      queryFn: () => launchGame(mode, gameUrl, locale),
      staleTime: 60_000,
      gcTime: 0,
    }),
  /** the launch token is exchanged once for the session */
  session: (token: string) =>
    queryOptions({ queryKey: gameKeys.session(token), queryFn: () => openGameSession(token), staleTime: Infinity, gcTime: 0 }),
  rounds: (page: number, filter: RoundHistoryFilter) =>
    queryOptions({
      queryKey: gameKeys.rounds(page, filter),
      queryFn: () =>
        fetchRoundHistory({ page, q: filter.q || undefined, fromDate: filter.fromDate || undefined, toDate: filter.toDate || undefined }),
      placeholderData: keepPreviousData,
    }),
};
