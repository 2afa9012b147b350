import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { TOURNAMENT_LIST_LIMIT, TOURNAMENT_PAST_PAGE_SIZE, type Locale } from '@fortuna/contracts';
import { call } from '../../lib/api';

type ListStatus = 'active' | 'future' | 'past';

/** The tournaments' cached queries (by language: titles come translated). */
export const tournamentsKeys = {
  all: ['tournaments'] as const,
  list: (status: ListStatus, locale: Locale) => ['tournaments', 'list', status, locale] as const,
  detail: (id: number, locale: Locale) => ['tournaments', 'detail', id, locale] as const,
};

export const tournamentsQueries = {
  /** active or future: one list of up to 100 */
  list: (status: 'active' | 'future', locale: Locale) =>
    queryOptions({
      queryKey: tournamentsKeys.list(status, locale),
      queryFn: ({ signal }) => call('GET /tournament-list', { query: { status, 'pagination[limit]': TOURNAMENT_LIST_LIMIT }, signal }),
    }),
  /** past: 3 per page, the next page while the last one was full */
  past: (locale: Locale) =>
    infiniteQueryOptions({
      queryKey: tournamentsKeys.list('past', locale),
      queryFn: ({ pageParam, signal }) =>
        call('GET /tournament-list', {
          query: { status: 'past', 'pagination[offset]': pageParam, 'pagination[limit]': TOURNAMENT_PAST_PAGE_SIZE },
          signal,
        }),
      initialPageParam: 0,
      getNextPageParam: (last, pages) =>
        last.tournaments.length < TOURNAMENT_PAST_PAGE_SIZE ? undefined : pages.length * TOURNAMENT_PAST_PAGE_SIZE,
    }),
  detail: (id: number, locale: Locale) =>
    queryOptions({
      queryKey: tournamentsKeys.detail(id, locale),
      queryFn: ({ signal }) => call('GET /tournament/:id', { params: { id }, signal }),
    }),
};

export const joinTournament = (id: number) => call('POST /tournament/:id/join', { params: { id } });
