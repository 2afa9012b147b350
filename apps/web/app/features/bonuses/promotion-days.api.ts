import { queryOptions } from '@tanstack/react-query';
import { call } from '../../lib/api';

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
