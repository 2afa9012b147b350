import { z } from 'zod';

/**
 * Identity verification (KYC). The shapes follow the vendor we model (Sumsub): an applicant per
 * player on a verification level, a review whose status moves init → pending → completed, and an
 * answer GREEN, or RED with reject labels and a RETRY (resubmit) or FINAL flag.
 */
export const KYC_LEVEL = 'basic-kyc-level';
export const REVIEW_STATUSES = ['init', 'pending', 'queued', 'onHold', 'completed'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_ANSWERS = ['GREEN', 'RED'] as const;
export type ReviewAnswer = (typeof REVIEW_ANSWERS)[number];
export const REJECT_TYPES = ['RETRY', 'FINAL'] as const;
export type RejectType = (typeof REJECT_TYPES)[number];

/** Reject labels an operator may give (a subset of the vendor's list, each translated on the site). */
export const REJECT_LABELS = [
  'UNSATISFACTORY_PHOTOS',
  'SCREENSHOTS',
  'DOCUMENT_PAGE_MISSING',
  'DOCUMENT_DAMAGED',
  'EXPIRATION_DATE',
  'SELFIE_MISMATCH',
  'BAD_SELFIE',
  'FORGERY',
  'GRAPHIC_EDITOR',
  'UNDERAGE_PERSON',
  'WRONG_USER_REGION',
  'DUPLICATE',
] as const;
export type RejectLabel = (typeof REJECT_LABELS)[number];

/** Identity documents the player may show, and which of them have a back side. */
export const ID_DOC_TYPES = ['ID_CARD', 'PASSPORT', 'DRIVERS', 'RESIDENCE_PERMIT'] as const;
export type IdDocType = (typeof ID_DOC_TYPES)[number];
export const TWO_SIDED_DOC_TYPES: readonly IdDocType[] = ['ID_CARD', 'DRIVERS', 'RESIDENCE_PERMIT'];
export const ID_DOC_SIDES = ['FRONT_SIDE', 'BACK_SIDE'] as const;
export type IdDocSide = (typeof ID_DOC_SIDES)[number];
/** The steps of basic-kyc-level: an identity document, then a selfie. */
export const KYC_STEPS = ['IDENTITY', 'SELFIE'] as const;
export type KycStep = (typeof KYC_STEPS)[number];

/** Files a player may upload, by extension; the content must agree with the name. */
export const UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'png', 'bmp', 'doc', 'docx', 'pdf', 'tiff'] as const;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];
/** The `accept` attribute of the upload inputs. */
export const UPLOAD_ACCEPT = UPLOAD_EXTENSIONS.map((e) => `.${e}`).join(',');
/** Largest upload by default (KYC_UPLOAD_MAX_BYTES). */
export const DEFAULT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

export const reviewResultSchema = z.object({
  reviewAnswer: z.enum(REVIEW_ANSWERS),
  rejectLabels: z.array(z.string()),
  reviewRejectType: z.enum(REJECT_TYPES).nullable(),
  /** a comment meant for the player */
  moderationComment: z.string().nullable(),
});
export type ReviewResult = z.infer<typeof reviewResultSchema>;

/** GET /api/verification/check/applicant?applicantId= */
export const applicantSchema = z.object({
  applicantId: z.string(),
  applicantData: z.object({
    levelName: z.string(),
    reviewStatus: z.enum(REVIEW_STATUSES),
    reviewResult: reviewResultSchema.nullable(),
  }),
});
export type Applicant = z.infer<typeof applicantSchema>;
export const checkApplicantQuerySchema = z.object({ applicantId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/** POST /api/verification/create/applicant */
export const createApplicantResponseSchema = z.object({ applicantId: z.string() });

/** GET /api/verification/applicant/getToken: the verification UI's access token. */
export const applicantTokenSchema = z.object({
  token: z.string(),
  userId: z.string(),
  applicantId: z.string(),
  /** which verification UI to show: the embedded sandbox or the vendor's web SDK */
  provider: z.enum(['sandbox', 'sumsub']),
  expiresAt: z.iso.datetime(),
});
export type ApplicantToken = z.infer<typeof applicantTokenSchema>;

export const DOCUMENT_STATES = ['missing', 'uploaded', 'accepted', 'rejected'] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];

export const kycDocumentSchema = z.object({
  id: z.string(),
  step: z.enum(KYC_STEPS),
  idDocType: z.string(),
  idDocSubType: z.enum(ID_DOC_SIDES).nullable(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  state: z.enum(DOCUMENT_STATES),
  uploadedAt: z.iso.datetime(),
});
export type KycDocument = z.infer<typeof kycDocumentSchema>;

/** GET /api/verification/documents/requested: what is still needed, step by step. */
export const documentsRequestedSchema = z.object({
  applicantId: z.string().nullable(),
  reviewStatus: z.enum(REVIEW_STATUSES).nullable(),
  steps: z.array(
    z.object({
      step: z.enum(KYC_STEPS),
      state: z.enum(DOCUMENT_STATES),
      /** what to upload next for this step (sides still missing), empty when nothing is needed */
      requested: z.array(z.object({ idDocType: z.string().nullable(), idDocSubType: z.enum(ID_DOC_SIDES).nullable() })),
      rejectLabels: z.array(z.string()),
    }),
  ),
  documents: z.array(kycDocumentSchema),
  /** the player may upload now (no review running, not finally refused) */
  canUpload: z.boolean(),
  /** everything needed is there and can be sent for review */
  canSubmit: z.boolean(),
});
export type DocumentsRequested = z.infer<typeof documentsRequestedSchema>;

/** Query of the sandbox upload (the body is the file itself). */
export const sandboxUploadQuerySchema = z.object({
  step: z.enum(KYC_STEPS),
  idDocType: z.string().regex(/^[A-Z_]{2,32}$/),
  idDocSubType: z.enum(ID_DOC_SIDES).optional(),
  fileName: z.string().min(1).max(200),
});

/** POST /api/operator/verification/applicants/:applicantId/review */
export const operatorReviewSchema = z.discriminatedUnion('reviewAnswer', [
  z.object({ reviewAnswer: z.literal('GREEN') }),
  z.object({
    reviewAnswer: z.literal('RED'),
    rejectLabels: z.array(z.enum(REJECT_LABELS)).min(1).max(REJECT_LABELS.length),
    reviewRejectType: z.enum(REJECT_TYPES),
    moderationComment: z.string().trim().max(500).optional(),
  }),
]);
export type OperatorReview = z.infer<typeof operatorReviewSchema>;

export const operatorApplicantSchema = z.object({
  applicantId: z.string(),
  externalUserId: z.string(),
  levelName: z.string(),
  reviewStatus: z.enum(REVIEW_STATUSES),
  reviewResult: reviewResultSchema.nullable(),
  documents: z.array(kycDocumentSchema),
  createdAt: z.iso.datetime(),
});
export const operatorApplicantListSchema = z.object({ applicants: z.array(operatorApplicantSchema) });
export const operatorApplicantQuerySchema = z.object({ reviewStatus: z.enum(REVIEW_STATUSES).optional() });
/** the back office's KYC queue, paged on the server */
export const adminKycQuerySchema = operatorApplicantQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export const adminKycPageSchema = operatorApplicantListSchema.extend({ total: z.number().int(), page: z.number().int() });

/**
 * Whether a verification state allows withdrawals: the verified flag, or the basic level with its
 * review completed and answered GREEN.
 */
export function verificationAllowsWithdrawal(v: {
  verifiedSumSub: boolean;
  levelName?: string | null;
  reviewStatus?: string | null;
  reviewAnswer?: string | null;
}): boolean {
  return v.verifiedSumSub || (v.levelName === KYC_LEVEL && v.reviewStatus === 'completed' && v.reviewAnswer === 'GREEN');
}

/** The review came back RED (the sidebar dot and the link to the verification page). */
export function verificationNeedsAttention(a: Applicant | null | undefined): boolean {
  return a?.applicantData.reviewResult?.reviewAnswer === 'RED';
}

/**
 * Units of each account currency per euro, for the anti-money-laundering deposit threshold only
 * (a rule of thumb that errs on the strict side, not an exchange rate for money).
 */
export const EUR_REFERENCE_RATES: Record<string, number> = { EUR: 1, GBP: 0.85, USD: 1.1, NOK: 11.5, BRL: 5.5, PLN: 4.3, RON: 5 };

/** The deposit threshold in minor units of `currency` (an unknown currency counts as euros). */
export function depositVerificationThreshold(thresholdEur: number, currency: string): number {
  return Math.round(thresholdEur * 100 * (EUR_REFERENCE_RATES[currency] ?? 1));
}
