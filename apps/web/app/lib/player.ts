import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from './api';

/**
 * playerInfo of spec §3, as GET /api/player/info returns it (the auth module serves it).
 * Signed out = `null` (the endpoint answers 401). Every feature reads the player through this hook.
 */
export interface PlayerInfo {
  auth: boolean;
  id: string;
  login: string;
  deviceId: string;
  language: string;
  balance: number;
  blockStatus: number;
  phoneConfirmed: boolean;
  rejectedPaymentsCount: number;
  policyAccepted: boolean;
  termsAccepted: boolean;
  accountPolicyName: string;
  verifiedSumSub: boolean;
  trusted: boolean;
  status: string;
  profileComplete: boolean;
}

export const playerInfoKey = ['player', 'info'] as const;

export async function fetchPlayerInfo(): Promise<PlayerInfo | null> {
  try {
    return await api<PlayerInfo>('/player/info');
  } catch (err) {
    if (err instanceof ApiError && (err.status === 401 || err.status === 404)) return null;
    throw err;
  }
}

export function usePlayerInfo() {
  const query = useQuery({ queryKey: playerInfoKey, queryFn: fetchPlayerInfo, staleTime: 30_000 });
  return { player: query.data ?? null, isLoggedIn: !!query.data?.auth, isLoading: query.isLoading, refetch: query.refetch };
}
