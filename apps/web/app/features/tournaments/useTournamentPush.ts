import { useQuery, useQueryClient } from '@tanstack/react-query';
import { realtimeChannel, type Locale } from '@fortuna/contracts';
import { realtimeQueries, useRealtimeChannel, useRealtimeEvent } from '../realtime';
import { tournamentsKeys } from './api';

/**
 * Keeps a tournament page current over the WebSocket: the public tournaments channel carries the
 * leaderboard (at most once a second) and status changes; the page then reads the tournament again
 * (one GET, which also brings the player's own place). The player's own standing arrives on their
 * tournament channel.
 */
export function useTournamentPush(id: number, locale: Locale) {
  const queryClient = useQueryClient();
  const config = useQuery(realtimeQueries.appConfig());
  const projectId = config.data?.projectConfig.projectId;
  useRealtimeChannel(projectId ? realtimeChannel.tournaments(projectId) : null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: tournamentsKeys.detail(id, locale) });
  useRealtimeEvent('tournamentLeaders', (p) => {
    if (p.tournamentId === id) refresh();
  });
  useRealtimeEvent('tournamentStatus', (p) => {
    if (p.tournamentId === id) refresh();
  });
  useRealtimeEvent('tournamentStanding', (p) => {
    if (p.tournamentId === String(id)) refresh();
  });
}
