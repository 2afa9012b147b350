import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The embedded KYC vendor's own books (it plays an external company, like Sumsub). */
export const kycSandboxApplicants = pgTable('kyc_sandbox_applicants', {
  id: text().primaryKey(),
  externalUserId: text().notNull().unique(),
  levelName: text().notNull(),
  reviewStatus: text().notNull(),
  /** { reviewAnswer, rejectLabels, reviewRejectType, moderationComment } once reviewed */
  reviewResult: jsonb().$type<Record<string, unknown> | null>(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});

/** Files the player gave the vendor; a newer file for the same step and side replaces the older one. */
export const kycSandboxDocuments = pgTable(
  'kyc_sandbox_documents',
  {
    id: uuid().primaryKey(),
    applicantId: text()
      .notNull()
      .references(() => kycSandboxApplicants.id),
    step: text().notNull(),
    idDocType: text().notNull(),
    idDocSubType: text(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    sha256: text().notNull(),
    storageKey: text().notNull(),
    state: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    replacedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.applicantId, t.createdAt),
    check('kyc_sandbox_documents_state', sql`${t.state} in ('uploaded', 'accepted', 'rejected')`),
    check('kyc_sandbox_documents_step', sql`${t.step} in ('IDENTITY', 'SELFIE')`),
  ],
);

/** Webhooks the vendor owes the casino, delivered over HTTP by the dispatcher until it answers 2xx. */
export const kycSandboxWebhooks = pgTable(
  'kyc_sandbox_webhooks',
  {
    id: uuid().primaryKey(),
    applicantId: text().notNull(),
    body: text().notNull(),
    attempts: integer().notNull().default(0),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    deliveredAt: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.deliveredAt, t.dueAt)],
);
