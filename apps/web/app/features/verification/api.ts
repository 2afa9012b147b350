import { queryOptions } from '@tanstack/react-query';
import type { Applicant } from '@fortuna/contracts';
import { ApiError, call } from '../../lib/api';
import { playerKeys } from '../../lib/player';

/** Verification's cached queries, under the player's keys (they go with the player on logout). */
export const verificationKeys = {
  all: [...playerKeys.all, 'verification'] as const,
  applicant: [...playerKeys.all, 'verification', 'applicant'] as const,
  documents: [...playerKeys.all, 'verification', 'documents'] as const,
  token: [...playerKeys.all, 'verification', 'token'] as const,
};

/**
 * The player's applicant at the verification vendor: made on first use (the call is idempotent) and
 * then read. A 400 from the vendor's side is tried once more, as the vendor's own SDK does.
 */
async function fetchApplicant(): Promise<Applicant> {
  let created: { applicantId: string };
  try {
    created = await call('POST /verification/create/applicant');
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 400)) throw err;
    created = await call('POST /verification/create/applicant');
  }
  return call('GET /verification/check/applicant', { query: { applicantId: created.applicantId } });
}

export const verificationQueries = {
  applicant: () => queryOptions({ queryKey: verificationKeys.applicant, queryFn: fetchApplicant, staleTime: 60_000 }),
  documents: () => queryOptions({ queryKey: verificationKeys.documents, queryFn: () => call('GET /verification/documents/requested') }),
  /** the verification UI's access token; read again shortly before it expires */
  token: () =>
    queryOptions({
      queryKey: verificationKeys.token,
      queryFn: () => call('GET /verification/applicant/getToken'),
      staleTime: 5 * 60_000,
      gcTime: 5 * 60_000,
    }),
};
