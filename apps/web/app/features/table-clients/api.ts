import type { FairSeedView, RotatedSeed } from '@fortuna/contracts';
import { api } from '../../lib/api';

/** Provably-fair seeds of the game session (apps/server rgs/studio/fairness.routes.ts). */
export const fetchSeeds = (sessionId: string) => api<FairSeedView>('/rgs/fairness', { query: { sessionId } });
export const setClientSeed = (sessionId: string, clientSeed: string) =>
  api<RotatedSeed>('/rgs/fairness/client-seed', { method: 'POST', body: { sessionId, clientSeed } });
export const rotateSeed = (sessionId: string) => api<RotatedSeed>('/rgs/fairness/rotate', { method: 'POST', body: { sessionId } });
