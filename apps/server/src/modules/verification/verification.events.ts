import type { ReviewAnswer, ReviewStatus } from '@fortuna/contracts';

/** Events the verification module emits (after the change has committed). */
export const VERIFICATION_EVENTS = {
  /** the vendor reported a new review state for a player's applicant */
  reviewChanged: 'verification.reviewChanged',
} as const;

export interface VerificationReviewChanged {
  playerId: string;
  applicantId: string;
  reviewStatus: ReviewStatus;
  reviewAnswer: ReviewAnswer | null;
  reviewRejectType: 'RETRY' | 'FINAL' | null;
  rejectLabels: string[];
}

declare module '../../platform/events' {
  interface DomainEvents {
    'verification.reviewChanged': VerificationReviewChanged;
  }
}
