import { createHmac, timingSafeEqual } from 'node:crypto';
import { REJECT_TYPES, REVIEW_ANSWERS, REVIEW_STATUSES, type ReviewStatus } from '@fortuna/contracts';
import { InvalidWebhookError, type KycWebhookEvent, type ProviderReviewResult } from './provider';

/**
 * Webhooks in Sumsub's form, which the sandbox sends too: the JSON body, its HMAC under the webhook
 * secret in `X-Payload-Digest` (hex) and the algorithm in `X-Payload-Digest-Alg`.
 */
export const DIGEST_HEADER = 'x-payload-digest';
export const DIGEST_ALG_HEADER = 'x-payload-digest-alg';
const ALGORITHMS: Record<string, string> = { HMAC_SHA1_HEX: 'sha1', HMAC_SHA256_HEX: 'sha256', HMAC_SHA512_HEX: 'sha512' };

export function payloadDigest(secret: string, body: string, alg = 'HMAC_SHA256_HEX'): string {
  const hash = ALGORITHMS[alg];
  if (!hash) throw new Error(`unknown digest algorithm ${alg}`);
  return createHmac(hash, secret).update(body, 'utf8').digest('hex');
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** True when the body carries a genuine digest (constant-time comparison). */
export function verifyPayloadDigest(secret: string, body: string, headers: Record<string, string | string[] | undefined>): boolean {
  const given = one(headers[DIGEST_HEADER])?.toLowerCase();
  const alg = one(headers[DIGEST_ALG_HEADER]) ?? 'HMAC_SHA1_HEX';
  if (!given || !ALGORITHMS[alg] || !/^[0-9a-f]+$/.test(given)) return false;
  const expected = Buffer.from(payloadDigest(secret, body, alg), 'hex');
  const actual = Buffer.from(given, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Sumsub writes event times as `2024-03-01 12:00:00.123` in UTC. */
export function formatEventTime(d: Date): string {
  return d.toISOString().replace('T', ' ').replace('Z', '');
}
function parseEventTime(v: unknown): Date | null {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z?$/.test(v)) return null;
  const d = new Date(`${v.replace(' ', 'T').replace(/Z$/, '')}Z`);
  return Number.isNaN(d.getTime()) ? null : d;
}

export function parseReviewResult(v: unknown): ProviderReviewResult | null {
  if (!v || typeof v !== 'object') return null;
  const r = v as Record<string, unknown>;
  if (!(REVIEW_ANSWERS as readonly unknown[]).includes(r.reviewAnswer)) return null;
  return {
    reviewAnswer: r.reviewAnswer as ProviderReviewResult['reviewAnswer'],
    rejectLabels: Array.isArray(r.rejectLabels) ? r.rejectLabels.filter((l): l is string => typeof l === 'string').slice(0, 50) : [],
    reviewRejectType: (REJECT_TYPES as readonly unknown[]).includes(r.reviewRejectType) ? (r.reviewRejectType as 'RETRY' | 'FINAL') : null,
    moderationComment: typeof r.moderationComment === 'string' ? r.moderationComment.slice(0, 1000) : null,
  };
}

export function parseReviewStatus(v: unknown): ReviewStatus | null {
  return (REVIEW_STATUSES as readonly unknown[]).includes(v) ? (v as ReviewStatus) : null;
}

/** Checks the digest, then reads the event; anything not genuine or not understood is InvalidWebhookError. */
export function readSignedWebhook(
  secret: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): KycWebhookEvent {
  if (!verifyPayloadDigest(secret, rawBody, headers)) throw new InvalidWebhookError('bad digest');
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(rawBody) as Record<string, unknown>;
  } catch {
    throw new InvalidWebhookError('not JSON');
  }
  const createdAt = parseEventTime(body.createdAtMs) ?? parseEventTime(body.createdAt);
  const reviewStatus = parseReviewStatus(body.reviewStatus);
  if (typeof body.applicantId !== 'string' || typeof body.type !== 'string' || !createdAt || !reviewStatus)
    throw new InvalidWebhookError('not a webhook we understand');
  return {
    type: body.type,
    applicantId: body.applicantId,
    externalUserId: typeof body.externalUserId === 'string' ? body.externalUserId : '',
    levelName: typeof body.levelName === 'string' ? body.levelName : '',
    reviewStatus,
    reviewResult: parseReviewResult(body.reviewResult),
    createdAt,
  };
}
