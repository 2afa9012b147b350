import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { BONUS_PAGE_SIZE, type BonusList } from '@fortuna/contracts';
import { api } from '../../lib/api';

export interface BonusHistoryFilters {
  fromDate?: string;
  toDate?: string;
}

/** The bonuses' cached queries. */
export const bonusKeys = {
  all: ['bonuses'] as const,
  history: (filters: BonusHistoryFilters) => ['bonuses', 'history', filters] as const,
  /** how many bonuses are active or queued (the header's balance drop-down) */
  activeCount: ['bonuses', 'count', 'active-queued'] as const,
};

export const bonusQueries = {
  /** GET /bonus: pages of 20 by offset, newest first; the next page while a full one came back */
  history: (filters: BonusHistoryFilters) =>
    infiniteQueryOptions({
      queryKey: bonusKeys.history(filters),
      queryFn: ({ pageParam, signal }) =>
        api<BonusList>('/bonus', {
          query: {
            'pagination[limit]': BONUS_PAGE_SIZE,
            'pagination[offset]': pageParam,
            'order[name]': 'id',
            'order[direction]': 'DESC',
            ...filters,
          },
          signal,
        }),
      initialPageParam: 0,
      getNextPageParam: (last, pages) => {
        const loaded = pages.reduce((n, p) => n + p.collection.length, 0);
        return last.collection.length < BONUS_PAGE_SIZE || loaded >= last.total ? undefined : loaded;
      },
      placeholderData: keepPreviousData,
      // a filter left behind is dropped: coming back to it starts again at the first page
      gcTime: 0,
    }),
  activeCount: () =>
    queryOptions({
      queryKey: bonusKeys.activeCount,
      staleTime: 30_000,
      queryFn: async () => {
        const res = await api<{ total?: number }>('/bonus', { query: { 'pagination[limit]': 1, statuses: 'active,queued' } });
        return res.total ?? 0;
      },
    }),
};

export function useBonusHistory(filters: BonusHistoryFilters, enabled = true) {
  return useInfiniteQuery({ ...bonusQueries.history(filters), enabled });
}
