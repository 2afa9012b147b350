import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { MESSAGES_PAGE_SIZE, type Locale } from '@fortuna/contracts';
import { call } from '../../lib/api';
import { playerKeys } from '../../lib/player';

/** The inbox's cached queries: under the player's keys, so they go with the player on logout. */
export const messagesKeys = {
  all: [...playerKeys.all, 'messages'] as const,
  /** every language's inbox pages */
  inboxes: [...playerKeys.all, 'messages', 'inbox'] as const,
  inbox: (locale: Locale) => [...playerKeys.all, 'messages', 'inbox', locale] as const,
  unread: [...playerKeys.all, 'messages', 'unread'] as const,
};

export const messagesQueries = {
  /** GET /messages: pages of 20, newest first, rendered by the server in `locale` */
  inbox: (locale: Locale) =>
    infiniteQueryOptions({
      queryKey: messagesKeys.inbox(locale),
      queryFn: ({ pageParam, signal }) => call('GET /messages', { query: { locale, page: pageParam }, signal }),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => {
        const loaded = pages.reduce((n, p) => n + p.list.length, 0);
        return last.list.length < MESSAGES_PAGE_SIZE || loaded >= last.total ? undefined : last.page + 1;
      },
    }),
  /** the header's badge; kept current by the messageCreated and messagesUnread pushes */
  unread: () =>
    queryOptions({
      queryKey: messagesKeys.unread,
      queryFn: async () => (await call('GET /messages/unread')).unread,
      staleTime: 60_000,
    }),
};

export const markRead = (id: string) => call('POST /messages/:id/read', { params: { id } });
export const deleteMessage = (id: string) => call('POST /messages/:id/delete', { params: { id } });
export const markAllRead = () => call('POST /messages/read-all');
