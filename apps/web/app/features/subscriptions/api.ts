import { queryOptions } from '@tanstack/react-query';
import type { SubscriptionType } from '@fortuna/contracts';
import { ApiError, call } from '../../lib/api';
import { playerKeys } from '../../lib/player';

/** Under the player's keys, so the choices go with the player on logout. */
export const subscriptionsKeys = { current: [...playerKeys.all, 'subscriptions'] as const };

export const subscriptionsQuery = () =>
  queryOptions({ queryKey: subscriptionsKeys.current, queryFn: ({ signal }) => call('GET /subscriptions', { signal }) });

export const changeSubscription = (type: SubscriptionType, on: boolean) =>
  call('POST /subscription/:type/:action', { params: { type, action: on ? 'subscribe' : 'unsubscribe' } });

export const unsubscribeByLink = (params: { type: SubscriptionType; hash: string; playerId: string }) =>
  call('POST /subscription/:type/:hash/:playerId/unsubscribe', { params });

/** A subscription error keeps the server's message (shown as it is); else the fallback. */
export const serverMessage = (err: unknown, fallback: string) => (err instanceof ApiError && err.message ? err.message : fallback);
