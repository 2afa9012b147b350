import { queryOptions } from '@tanstack/react-query';
import type { LostMoney, MetricDelete, MetricId, Metrics, MetricSave, SessionStatistic } from '@fortuna/contracts';
import { api } from '../../lib/api';
import { playerKeys } from '../../lib/player';

/** The player's responsible-gaming queries (under playerKeys.all: they belong to who is signed in). */
export const rgKeys = {
  all: [...playerKeys.all, 'rg'] as const,
  metrics: [...playerKeys.all, 'rg', 'metrics'] as const,
  lostMoney: [...playerKeys.all, 'rg', 'lost-money'] as const,
  statistic: [...playerKeys.all, 'rg', 'session-statistic'] as const,
};

export const rgQueries = {
  metrics: () => queryOptions({ queryKey: rgKeys.metrics, queryFn: () => api<Metrics>('/profile/metrics'), staleTime: 15_000 }),
  lostMoney: () => queryOptions({ queryKey: rgKeys.lostMoney, queryFn: () => api<LostMoney>('/player/lost/money') }),
  statistic: () => queryOptions({ queryKey: rgKeys.statistic, queryFn: () => api<SessionStatistic>('/player/session/statistic') }),
};

export const rgApi = {
  save: (id: MetricId, body: MetricSave) => api<Metrics>(`/profile/metrics/${id}/save`, { method: 'POST', body }),
  remove: (id: MetricId, body: MetricDelete = {}) => api<Metrics>(`/profile/metrics/${id}/delete`, { method: 'POST', body }),
  answerRealityCheck: (answer: 'continue' | 'logout' | 'history') =>
    api<{ status: true }>('/player/reality-check', { method: 'POST', body: { answer } }),
};
