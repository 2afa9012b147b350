import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api';

/** The realtime feature's queries: the app config carries the connection's url and token. */
export const realtimeKeys = {
  appConfig: ['app', 'config'] as const,
  /** every jackpot pool's figure (game clients key each pool under it) */
  jackpots: ['jackpot'] as const,
};

export const fetchAppConfig = () => call('GET /app/config');

export const realtimeQueries = {
  appConfig: () => queryOptions({ queryKey: realtimeKeys.appConfig, queryFn: fetchAppConfig, staleTime: Infinity }),
};
