import { queryOptions, useQuery } from '@tanstack/react-query';
import { SIGNED_IN_HINT_COOKIE, type PlayerInfoDto } from '@fortuna/contracts';
import { ApiError, call } from './api';

/**
 * The signed-in player as GET /api/player/info returns it (the contract's playerInfo). Signed out =
 * `null` (the endpoint answers 401). Every feature reads the player through `usePlayerInfo`.
 */
export type PlayerInfo = PlayerInfoDto;

/** The player's cached queries: everything under `all` belongs to who is signed in. */
export const playerKeys = {
  all: ['player'] as const,
  info: ['player', 'info'] as const,
  profile: ['player', 'profile'] as const,
  /** GET /player/balances, the whole list (the site shows the first item) */
  balances: ['player', 'balances'] as const,
};
export const playerInfoKey = playerKeys.info;

const hasSignedInHint = () => document.cookie.split(/;\s*/).some((c) => c.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));

export async function fetchPlayerInfo(): Promise<PlayerInfo | null> {
  // no session was opened in this browser: signed out without asking (SIGNED_IN_HINT_COOKIE)
  if (typeof document !== 'undefined' && !hasSignedInHint()) return null;
  try {
    return await call('GET /player/info');
  } catch (err) {
    if (err instanceof ApiError && (err.status === 401 || err.status === 404)) {
      if (typeof document !== 'undefined') document.cookie = `${SIGNED_IN_HINT_COOKIE}=; max-age=0; path=/`;
      return null;
    }
    throw err;
  }
}

export const fetchBalances = () => call('GET /player/balances');

export const playerQueries = {
  info: () => queryOptions({ queryKey: playerKeys.info, queryFn: fetchPlayerInfo, staleTime: 30_000 }),
  /** the profile (GET /profile/info): registration day, personal details */
  profile: () => queryOptions({ queryKey: playerKeys.profile, queryFn: () => call('GET /profile/info') }),
  balances: () => queryOptions({ queryKey: playerKeys.balances, queryFn: fetchBalances, staleTime: 15_000 }),
};

export function usePlayerInfo() {
  const query = useQuery(playerQueries.info());
  return { player: query.data ?? null, isLoggedIn: !!query.data?.auth, isLoading: query.isLoading, refetch: query.refetch };
}
