import { describe, expect, it } from 'vitest';
import type { Applicant } from '@fortuna/contracts';
import { isRed, stageOf } from './review';

const applicant = (
  reviewStatus: Applicant['applicantData']['reviewStatus'],
  answer?: 'GREEN' | 'RED',
  type?: 'RETRY' | 'FINAL',
): Applicant => ({
  applicantId: 'a',
  applicantData: {
    levelName: 'basic-kyc-level',
    reviewStatus,
    reviewResult: answer ? { reviewAnswer: answer, rejectLabels: [], reviewRejectType: type ?? null, moderationComment: null } : null,
  },
});

describe('verification stage', () => {
  it('follows the review', () => {
    expect(stageOf(undefined, false)).toBe('start');
    expect(stageOf(applicant('init'), false)).toBe('start');
    expect(stageOf(applicant('pending'), false)).toBe('inReview');
    expect(stageOf(applicant('onHold'), false)).toBe('inReview');
    expect(stageOf(applicant('completed', 'GREEN'), false)).toBe('verified');
    expect(stageOf(applicant('completed', 'RED', 'RETRY'), false)).toBe('retry');
    expect(stageOf(applicant('completed', 'RED', 'FINAL'), false)).toBe('refused');
  });

  it('a player marked verified is verified whatever the vendor says', () => {
    expect(stageOf(applicant('init'), true)).toBe('verified');
  });

  it('the dot shows only for a RED answer', () => {
    expect(isRed(applicant('completed', 'RED', 'RETRY'))).toBe(true);
    expect(isRed(applicant('completed', 'GREEN'))).toBe(false);
    expect(isRed(applicant('pending'))).toBe(false);
    expect(isRed(undefined)).toBe(false);
  });
});
