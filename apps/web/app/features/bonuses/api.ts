import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BONUS_PAGE_SIZE,
  type BonusCampaignList,
  type BonusHistoryItem,
  type Cashback,
  type FreeSpinsGrant,
  type BonusList,
  type PromoItem,
} from '@fortuna/contracts';
import { api } from '../../lib/api';
import { playerKeys } from '../../lib/player';

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

/** Active and queued bonuses, campaigns, promotions: their keys. */
export const offerKeys = {
  live: ['bonuses', 'live'] as const,
  campaigns: (locale: string) => ['bonuses', 'campaigns', locale] as const,
  promo: (locale: string) => ['bonuses', 'promo', locale] as const,
  cashback: ['bonuses', 'cashback'] as const,
  freeSpins: ['bonuses', 'free-spins'] as const,
};

export const offerQueries = {
  /** the player's active and queued bonuses (spec §4 after-login load) */
  live: () =>
    queryOptions({
      queryKey: offerKeys.live,
      queryFn: ({ signal }) =>
        api<BonusList>('/bonus', { query: { 'pagination[limit]': 100, statuses: 'active,queued', 'order[direction]': 'ASC' }, signal }),
    }),
  campaigns: (locale: string) =>
    queryOptions({
      queryKey: offerKeys.campaigns(locale),
      queryFn: ({ signal }) => api<BonusCampaignList>('/bonus-campaign/active-list', { query: { locale }, signal }),
    }),
  /** the player's free spins with spins left (each with its game's link) */
  freeSpins: () =>
    queryOptions({
      queryKey: offerKeys.freeSpins,
      queryFn: ({ signal }) => api<{ items: FreeSpinsGrant[] }>('/player/free-spins', { signal }),
    }),
  /** last week's cashback (Monday to Monday, UTC) */
  cashback: () => queryOptions({ queryKey: offerKeys.cashback, queryFn: ({ signal }) => api<Cashback>('/player/cashback', { signal }) }),
  promo: (locale: string) =>
    queryOptions({
      queryKey: offerKeys.promo(locale),
      staleTime: 60_000,
      queryFn: ({ signal }) => api<{ items: PromoItem[] }>('/promo', { query: { locale }, signal }),
    }),
};

/** After a bonus or campaign changed: the bonus lists, the campaigns and the balance are read again. */
export function useRefreshBonuses() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: bonusKeys.all });
    void client.invalidateQueries({ queryKey: playerKeys.balances });
  };
}

export const offerCalls = {
  activateCampaign: (id: string) => api(`/bonus-campaign/activate/${id}`, { method: 'POST' }),
  deactivateCampaign: (id: string) => api(`/bonus-campaign/deactivate/${id}`, { method: 'POST' }),
  activateBonus: (id: string) => api<BonusHistoryItem>(`/bonus/${id}/activate`, { method: 'POST' }),
  cancelBonus: (id: string) => api<BonusHistoryItem>(`/bonus/${id}/cancel`, { method: 'POST' }),
  takeCashback: () => api<{ amount: number; currency: string }>('/player/cashback/take', { method: 'POST' }),
  /** a manual campaign's reward: a bonus, or free spins */
  pickup: (id: string) => api<BonusHistoryItem | { freeSpins: FreeSpinsGrant }>('/bonus-campaign/pickup', { body: { id } }),
  activateCode: (code: string) =>
    api<{ bonus: BonusHistoryItem | null; freeSpins: FreeSpinsGrant | null }>('/bonus-code/activate', { body: { code } }),
};

export function useLiveBonuses(enabled = true) {
  return useQuery({ ...offerQueries.live(), enabled });
}
