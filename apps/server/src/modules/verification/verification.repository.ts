import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { createAuditLog, type AuditEvent } from '../../platform/audit/audit';
import { defineRepository } from '../../platform/db';
import { verificationApplicants, verificationWebhooks } from './verification.schema';

export type ApplicantRow = typeof verificationApplicants.$inferSelect;

/** The only file of the verification module (casino side) that touches Drizzle. */
export const createVerificationRepository = defineRepository((h) => ({
  async byPlayer(playerId: string): Promise<ApplicantRow | undefined> {
    const [row] = await h.select().from(verificationApplicants).where(eq(verificationApplicants.playerId, playerId));
    return row;
  },
  async lockByApplicant(provider: string, applicantId: string): Promise<ApplicantRow | undefined> {
    const [row] = await h
      .select()
      .from(verificationApplicants)
      .where(and(eq(verificationApplicants.provider, provider), eq(verificationApplicants.applicantId, applicantId)))
      .for('update');
    return row;
  },
  /** inserts the applicant unless the player has one; returns the player's row either way */
  async insertApplicant(row: typeof verificationApplicants.$inferInsert): Promise<ApplicantRow> {
    await h.insert(verificationApplicants).values(row).onConflictDoNothing();
    const [stored] = await h.select().from(verificationApplicants).where(eq(verificationApplicants.playerId, row.playerId));
    return stored;
  },
  async update(playerId: string, patch: Partial<ApplicantRow>) {
    await h.update(verificationApplicants).set(patch).where(eq(verificationApplicants.playerId, playerId));
  },
  /** identity checks waiting for a review (the back office's pending queues) */
  async countInReview(): Promise<number> {
    const [row] = await h
      .select({ n: sql<number>`count(*)::int` })
      .from(verificationApplicants)
      .where(inArray(verificationApplicants.reviewStatus, ['pending', 'queued', 'onHold']));
    return Number(row?.n ?? 0);
  },
  /** records a webhook once; false when the same body came before */
  async recordWebhook(row: typeof verificationWebhooks.$inferInsert): Promise<boolean> {
    const inserted = await h.insert(verificationWebhooks).values(row).onConflictDoNothing().returning({ id: verificationWebhooks.id });
    return inserted.length > 0;
  },
  async webhooksOf(applicantId: string) {
    return h.select().from(verificationWebhooks).where(eq(verificationWebhooks.applicantId, applicantId));
  },
  /** identity checks of erased players whose retention period has ended */
  async retentionEnded(now: Date, limit = 50): Promise<ApplicantRow[]> {
    return h
      .select()
      .from(verificationApplicants)
      .where(lte(verificationApplicants.retainUntil, now))
      .orderBy(asc(verificationApplicants.retainUntil))
      .limit(limit);
  },
  async deleteApplicant(playerId: string, provider: string, applicantId: string) {
    await h
      .delete(verificationWebhooks)
      .where(and(eq(verificationWebhooks.provider, provider), eq(verificationWebhooks.applicantId, applicantId)));
    await h.delete(verificationApplicants).where(eq(verificationApplicants.playerId, playerId));
  },
  audit: (e: AuditEvent) => createAuditLog(h).write(e),
}));
export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
