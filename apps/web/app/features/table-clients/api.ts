import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api';

/** Provably-fair seeds of the game session (apps/server rgs/studio/fairness.routes.ts). */
export const fetchSeeds = (sessionId: string) => call('GET /rgs/fairness', { query: { sessionId } });
export const setClientSeed = (sessionId: string, clientSeed: string) =>
  call('POST /rgs/fairness/client-seed', { body: { sessionId, clientSeed } });
export const rotateSeed = (sessionId: string) => call('POST /rgs/fairness/rotate', { body: { sessionId } });

/** The table clients' cached queries. */
export const tableKeys = {
  /** the seeds as of the `nonceHint`-th round (a new round asks again) */
  seeds: (sessionId: string, nonceHint: number) => ['fair-seeds', sessionId, nonceHint] as const,
};

export const tableQueries = {
  seeds: (sessionId: string, nonceHint: number) =>
    queryOptions({ queryKey: tableKeys.seeds(sessionId, nonceHint), queryFn: () => fetchSeeds(sessionId) }),
};
