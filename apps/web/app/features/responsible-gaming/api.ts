import { queryOptions } from '@tanstack/react-query';
import type { MetricDelete, MetricId, MetricSave } from '@fortuna/contracts';
import { call } from '../../lib/api';
import { playerKeys } from '../../lib/player';

/** The player's responsible-gaming queries (under playerKeys.all: they belong to who is signed in). */
export const rgKeys = {
  all: [...playerKeys.all, 'rg'] as const,
  metrics: [...playerKeys.all, 'rg', 'metrics'] as const,
  lostMoney: [...playerKeys.all, 'rg', 'lost-money'] as const,
  statistic: [...playerKeys.all, 'rg', 'session-statistic'] as const,
};

export const rgQueries = {
  metrics: () => queryOptions({ queryKey: rgKeys.metrics, queryFn: () => call('GET /profile/metrics'), staleTime: 15_000 }),
  lostMoney: () => queryOptions({ queryKey: rgKeys.lostMoney, queryFn: () => call('GET /player/lost/money') }),
  statistic: () => queryOptions({ queryKey: rgKeys.statistic, queryFn: () => call('GET /player/session/statistic') }),
};

export const rgApi = {
  save: (id: MetricId, body: MetricSave) => call('POST /profile/metrics/:id/save', { params: { id }, body }),
  remove: (id: MetricId, body: MetricDelete = {}) => call('POST /profile/metrics/:id/delete', { params: { id }, body }),
  answerRealityCheck: (answer: 'continue' | 'logout' | 'history') => call('POST /player/reality-check', { body: { answer } }),
};
