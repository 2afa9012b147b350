import { queryOptions } from '@tanstack/react-query';
import type { PrivacyRequestType } from '@fortuna/contracts';
import { call } from '../../lib/api';
import { playerKeys } from '../../lib/player';

/** The player's privacy (GDPR) requests, under the player's keys. */
export const privacyKeys = { requests: [...playerKeys.all, 'privacy', 'requests'] as const };

export const privacyQueries = {
  /** read again every few seconds while an export is being built, so the download appears by itself */
  requests: () =>
    queryOptions({
      queryKey: privacyKeys.requests,
      queryFn: () => call('GET /profile/gdpr/requests'),
      refetchInterval: (q) =>
        q.state.data?.requests.some((r) => r.type === 'export' && r.status !== 'completed' && r.status !== 'rejected') ? 5_000 : false,
    }),
};

export const sendPrivacyRequest = (type: PrivacyRequestType, text: string) =>
  call('POST /profile/gdpr/:type', { params: { type }, body: { text } });
