import type { IdDocSide, KycStep, RejectType, ReviewAnswer, ReviewStatus } from '@fortuna/contracts';

/**
 * The seam every identity-verification vendor implements, shaped like Sumsub's API: an applicant
 * per player (`externalUserId`) on a level, an access token for the vendor's web UI, the documents
 * it holds, and signed webhooks that report the review. The embedded sandbox is on by default; the
 * Sumsub adapter is switched on by configuration.
 */
export interface ProviderReviewResult {
  reviewAnswer: ReviewAnswer;
  rejectLabels: string[];
  reviewRejectType: RejectType | null;
  /** for the player */
  moderationComment: string | null;
}

export interface ProviderApplicant {
  id: string;
  /** the vendor's inspection id (Sumsub reads document images through it) */
  inspectionId: string | null;
  externalUserId: string;
  levelName: string;
  createdAt: Date;
  review: { reviewStatus: ReviewStatus; reviewResult: ProviderReviewResult | null };
}

export interface ProviderDocument {
  id: string;
  step: KycStep;
  idDocType: string;
  idDocSubType: IdDocSide | null;
  fileName: string;
  contentType: string;
  size: number;
  state: 'uploaded' | 'accepted' | 'rejected';
  addedAt: Date;
}

export type KycWebhookType = 'applicantCreated' | 'applicantPending' | 'applicantReviewed' | 'applicantOnHold' | 'applicantReset';

export interface KycWebhookEvent {
  type: KycWebhookType | string;
  applicantId: string;
  externalUserId: string;
  levelName: string;
  reviewStatus: ReviewStatus;
  reviewResult: ProviderReviewResult | null;
  /** when the vendor made the event: an older event never overwrites a newer state */
  createdAt: Date;
}

/** The vendor refused a call (HTTP status and its message). */
export class KycProviderError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export class InvalidWebhookError extends Error {}

export interface KycProvider {
  readonly id: 'sandbox' | 'sumsub';
  createApplicant(input: { externalUserId: string; levelName: string; email?: string; phone?: string }): Promise<ProviderApplicant>;
  applicantByExternalUserId(externalUserId: string): Promise<ProviderApplicant | null>;
  getApplicant(applicantId: string): Promise<ProviderApplicant | null>;
  /** a short-lived token for the verification UI of this applicant */
  accessToken(input: { externalUserId: string; levelName: string; ttlSeconds: number }): Promise<{ token: string; userId: string }>;
  listDocuments(applicant: { id: string; inspectionId: string | null }): Promise<ProviderDocument[]>;
  documentContent(
    applicant: { id: string; inspectionId: string | null },
    documentId: string,
  ): Promise<{ bytes: Uint8Array; contentType: string } | null>;
  /**
   * forgets the applicant and every file it holds, when the casino's retention period has ended;
   * a vendor without it keeps its copies for the retention configured in its own dashboard
   */
  deleteApplicant?(applicant: { id: string; inspectionId: string | null }): Promise<void>;
  /** parses and authenticates a webhook; throws InvalidWebhookError when it is not genuine */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): KycWebhookEvent;
}

/** Which step a reject label concerns: the selfie, or the identity document. */
export function stepOfLabel(label: string): KycStep {
  return label === 'SELFIE_MISMATCH' || label === 'BAD_SELFIE' ? 'SELFIE' : 'IDENTITY';
}
