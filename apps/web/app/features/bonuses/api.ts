import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { BONUS_PAGE_SIZE } from '@fortuna/contracts';
import { call } from '../../lib/api';
import { playerKeys } from '../../lib/player';

export interface BonusHistoryFilters {
  fromDate?: string;
  toDate?: string;
}

/** The bonuses' cached queries. */
export const bonusKeys = {
  all: ['bonuses'] as const,
  history: (filters: BonusHistoryFilters) => ['bonuses', 'history', filters] as const,
};

export const bonusQueries = {
  /** GET /bonus: pages of 20 by offset, newest first; the next page while a full one came back */
  history: (filters: BonusHistoryFilters) =>
    infiniteQueryOptions({
      queryKey: bonusKeys.history(filters),
      queryFn: ({ pageParam, signal }) =>
        call('GET /bonus', {
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
  /** how many bonuses are active or queued: read from the live list (one fetch serves both) */
  activeCount: () => queryOptions({ ...offerQueries.live(), select: (list) => list.total }),
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
  campaignCount: ['bonuses', 'campaigns', 'count'] as const,
  freeSpins: ['bonuses', 'free-spins'] as const,
};

export const offerQueries = {
  /** the player's active and queued bonuses (after-login load) */
  live: () =>
    queryOptions({
      queryKey: offerKeys.live,
      queryFn: ({ signal }) =>
        call('GET /bonus', { query: { 'pagination[limit]': 100, statuses: 'active,queued', 'order[direction]': 'ASC' }, signal }),
    }),
  campaigns: (locale: string) =>
    queryOptions({
      queryKey: offerKeys.campaigns(locale),
      queryFn: ({ signal }) => call('GET /bonus-campaign/active-list', { query: { locale }, signal }),
    }),
  /** the player's free spins with spins left (each with its game's link) */
  freeSpins: () =>
    queryOptions({
      queryKey: offerKeys.freeSpins,
      queryFn: ({ signal }) => call('GET /player/free-spins', { signal }),
    }),
  /** last week's cashback (Monday to Monday, UTC) */
  cashback: () => queryOptions({ queryKey: offerKeys.cashback, queryFn: ({ signal }) => call('GET /player/cashback', { signal }) }),
  /** open campaigns, and how many the player has neither chosen nor been rewarded by */
  campaignCount: () =>
    queryOptions({ queryKey: offerKeys.campaignCount, queryFn: ({ signal }) => call('GET /bonus-campaign/count', { signal }) }),
  promo: (locale: string) =>
    queryOptions({
      queryKey: offerKeys.promo(locale),
      staleTime: 60_000,
      queryFn: ({ signal }) => call('GET /promo', { query: { locale }, signal }),
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
  activateCampaign: (id: string) => call('POST /bonus-campaign/activate/:id', { params: { id } }),
  deactivateCampaign: (id: string) => call('POST /bonus-campaign/deactivate/:id', { params: { id } }),
  activateBonus: (id: string) => call('POST /bonus/:id/activate', { params: { id } }),
  cancelBonus: (id: string) => call('POST /bonus/:id/cancel', { params: { id } }),
  takeCashback: () => call('POST /player/cashback/take'),
  /** a manual campaign's reward: a bonus, or free spins */
  pickup: (id: string) => call('POST /bonus-campaign/pickup', { body: { id } }),
  activateCode: (code: string) => call('POST /bonus-code/activate', { body: { code } }),
};

export function useLiveBonuses(enabled = true) {
  return useQuery({ ...offerQueries.live(), enabled });
}

/** A daily campaign's promotion days: under the bonuses' key, so a bonus change reads them again. */
export const promotionDaysKeys = {
  of: (id: string, locale: string, signedIn: boolean) => ['bonuses', 'promotion-days', id, locale, signedIn] as const,
};

export const promotionDaysQueries = {
  /** the terms and, per day, the player's status (a visitor's view when signed out) */
  of: (id: string, locale: string, signedIn: boolean) =>
    queryOptions({
      queryKey: promotionDaysKeys.of(id, locale, signedIn),
      queryFn: ({ signal }) => call('GET /bonus-campaign/promotion-days/:id', { params: { id }, query: { locale }, signal }),
    }),
};

export const promotionDaysCalls = {
  join: (id: string, locale: string) => call('POST /bonus-campaign/promotion-days/:id/join', { params: { id }, query: { locale } }),
  leave: (id: string, locale: string) => call('POST /bonus-campaign/promotion-days/:id/cancel', { params: { id }, query: { locale } }),
};
