import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { BONUS_PAGE_SIZE, type BonusList } from '@fortuna/contracts';
import { api } from '../../lib/api';

export interface BonusHistoryFilters {
  fromDate?: string;
  toDate?: string;
}

/** Bonus history (spec §7 GET /bonus): pages of 20 by offset, newest first; the next page while a full one came back. */
export function useBonusHistory(filters: BonusHistoryFilters, enabled = true) {
  return useInfiniteQuery({
    queryKey: ['bonuses', 'history', filters],
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
    enabled,
  });
}
