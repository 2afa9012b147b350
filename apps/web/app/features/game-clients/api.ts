import type { GameLaunch, GameMode, GameSession, PlayResult, RoundHistory } from '@fortuna/contracts';
import { api } from '../../lib/api';

/** The game client's calls: launch (casino), session and play (game server), round history. */
export const launchGame = (mode: GameMode, gameUrl: string, locale: string) =>
  api<GameLaunch>(`/game/${mode}/${encodeURIComponent(gameUrl)}`, { method: 'POST', query: { locale } });

export const openGameSession = (token: string) => api<GameSession>('/rgs/session', { method: 'POST', body: { token } });

export const playRound = (sessionId: string, body: { bet?: unknown; action?: unknown }) =>
  api<PlayResult>('/rgs/play', { method: 'POST', body: { sessionId, ...body } });

export const fetchJackpot = (poolId: string) => api<{ poolId: string; currency: string; amount: number }>(`/rgs/jackpot/${poolId}`);

export const fetchRoundHistory = (query: { page: number; fromDate?: string; toDate?: string; q?: string }) =>
  api<RoundHistory>('/history/rounds', { query });
