import { z } from 'zod';
import { profileCorrectionSchema } from './player';
import { isSingleLine } from './text';

/**
 * Privacy (GDPR) requests: the player asks for an export of their data, its erasure or a
 * rectification, with a text of at least 10 characters. Each must be answered within one month.
 */
export const PRIVACY_REQUEST_TYPES = ['export', 'erasure', 'rectification'] as const;
export type PrivacyRequestType = (typeof PRIVACY_REQUEST_TYPES)[number];
export const PRIVACY_REQUEST_STATUSES = ['received', 'processing', 'completed', 'rejected'] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];
export const PRIVACY_TEXT_MIN = 10;
export const PRIVACY_TEXT_MAX = 2000;
/** How long a finished export can be downloaded. */
export const PRIVACY_EXPORT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const privacyRequestParamsSchema = z.object({ type: z.enum(PRIVACY_REQUEST_TYPES) });
export const privacyRequestBodySchema = z.object({
  text: z
    .string({ error: 'errors.required' })
    .trim()
    .min(PRIVACY_TEXT_MIN, 'errors.privacyTextTooShort')
    .max(PRIVACY_TEXT_MAX, 'errors.privacyTextTooLong')
    // line breaks are fine in a request's text; other control characters are refused by the input guard
    .refine((v) => isSingleLine(v.replace(/\r?\n/g, ' ')), 'errors.privacyTextTooShort'),
});
export type PrivacyRequestBody = z.infer<typeof privacyRequestBodySchema>;

export const privacyRequestSchema = z.object({
  id: z.string(),
  type: z.enum(PRIVACY_REQUEST_TYPES),
  status: z.enum(PRIVACY_REQUEST_STATUSES),
  text: z.string(),
  createdAt: z.iso.datetime(),
  /** the request must be answered by then (one month after it arrived) */
  dueAt: z.iso.datetime(),
  processedAt: z.iso.datetime().nullable(),
  /** the operator's answer, when there is one */
  answer: z.string().nullable(),
  /** a finished export: where to download it and until when */
  download: z.object({ url: z.string(), expiresAt: z.iso.datetime(), size: z.number().int() }).nullable(),
});
export type PrivacyRequest = z.infer<typeof privacyRequestSchema>;
export const privacyRequestListSchema = z.object({ requests: z.array(privacyRequestSchema) });
export type PrivacyRequestList = z.infer<typeof privacyRequestListSchema>;

export const privacyDownloadParamsSchema = z.object({ id: z.uuid() });
export const privacyDownloadQuerySchema = z.object({ token: z.string().regex(/^\d{10,13}\.[0-9a-f]{64}$/) });

/** Operator steps: approve (erasure runs, rectification is done) or reject, with an answer for the player. */
export const operatorPrivacyDecisionSchema = z
  .object({
    answer: z.string().trim().max(1000).optional(),
    /** a rectification's corrected identity fields (name, surname, birth date) */
    corrections: profileCorrectionSchema.optional(),
  })
  .nullish();
/** How many exports a player may ask for in 30 days (further copies of the same data are excessive). */
export const PRIVACY_EXPORTS_PER_30_DAYS = 3;
export const operatorPrivacyQuerySchema = z.object({ status: z.enum(PRIVACY_REQUEST_STATUSES).optional() });
export const operatorPrivacyRequestSchema = privacyRequestSchema.extend({ playerId: z.string(), overdue: z.boolean() });
export const operatorPrivacyListSchema = z.object({ requests: z.array(operatorPrivacyRequestSchema) });
/** the back office's GDPR queue, paged on the server */
export const adminGdprQuerySchema = operatorPrivacyQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export const adminGdprPageSchema = operatorPrivacyListSchema.extend({ total: z.number().int(), page: z.number().int() });
