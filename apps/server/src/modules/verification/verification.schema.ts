import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The casino's record of each player's identity check: the vendor's applicant and the latest review
 * the vendor reported (by webhook). Kept after an erasure, for as long as anti-money-laundering
 * rules require (`retainUntil`).
 */
export const verificationApplicants = pgTable(
  'verification_applicants',
  {
    playerId: uuid().primaryKey(),
    provider: text().notNull(),
    applicantId: text().notNull(),
    inspectionId: text(),
    levelName: text().notNull(),
    reviewStatus: text().notNull(),
    reviewAnswer: text(),
    rejectLabels: jsonb().$type<string[]>().notNull().default([]),
    reviewRejectType: text(),
    moderationComment: text(),
    /** the vendor's time of the last event applied: an older event never overwrites a newer state */
    lastEventAt: timestamp({ withTimezone: true }),
    reviewedAt: timestamp({ withTimezone: true }),
    retainUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('verification_applicants_applicant_uq').on(t.provider, t.applicantId),
    check('verification_applicants_answer_ck', sql`${t.reviewAnswer} is null or ${t.reviewAnswer} in ('GREEN', 'RED')`),
  ],
);

/** Every genuine webhook once (a replay of the same body is recognised by its digest and ignored). */
export const verificationWebhooks = pgTable(
  'verification_webhooks',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    provider: text().notNull(),
    digest: text().notNull(),
    type: text().notNull(),
    applicantId: text().notNull(),
    eventAt: timestamp({ withTimezone: true }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
    applied: boolean().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
  },
  (t) => [uniqueIndex('verification_webhooks_digest_uq').on(t.provider, t.digest), index().on(t.applicantId)],
);
