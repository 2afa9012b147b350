import type { Applicant } from '@fortuna/contracts';

/** Where the player stands, for the page and the menus' attention dot. */
export type VerificationStage = 'verified' | 'start' | 'inReview' | 'retry' | 'refused';

export function stageOf(applicant: Applicant | undefined, verifiedFlag: boolean): VerificationStage {
  if (verifiedFlag) return 'verified';
  const status = applicant?.applicantData.reviewStatus;
  const result = applicant?.applicantData.reviewResult;
  if (status === 'completed' && result?.reviewAnswer === 'GREEN') return 'verified';
  if (status === 'completed' && result?.reviewAnswer === 'RED') return result.reviewRejectType === 'FINAL' ? 'refused' : 'retry';
  if (status === 'pending' || status === 'queued' || status === 'onHold') return 'inReview';
  return 'start';
}

/** The review answered RED: the menus show a dot that leads to the verification page. */
export const isRed = (applicant: Applicant | undefined) =>
  applicant?.applicantData.reviewStatus === 'completed' && applicant.applicantData.reviewResult?.reviewAnswer === 'RED';
