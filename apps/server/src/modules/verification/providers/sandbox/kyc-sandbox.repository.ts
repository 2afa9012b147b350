import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import { defineRepository, transaction } from '../../../../platform/db';
import { kycSandboxApplicants, kycSandboxDocuments, kycSandboxWebhooks } from './kyc-sandbox.schema';

export type SandboxApplicantRow = typeof kycSandboxApplicants.$inferSelect;
export type SandboxDocumentRow = typeof kycSandboxDocuments.$inferSelect;
export type SandboxWebhookRow = typeof kycSandboxWebhooks.$inferSelect;

/** The only file of the KYC sandbox that touches Drizzle. */
export const createKycSandboxRepository = defineRepository((h) => ({
  async insertApplicant(row: typeof kycSandboxApplicants.$inferInsert): Promise<SandboxApplicantRow | null> {
    const [created] = await h.insert(kycSandboxApplicants).values(row).onConflictDoNothing().returning();
    return created ?? null;
  },
  async applicant(id: string): Promise<SandboxApplicantRow | undefined> {
    const [row] = await h.select().from(kycSandboxApplicants).where(eq(kycSandboxApplicants.id, id));
    return row;
  },
  async lockApplicant(id: string): Promise<SandboxApplicantRow | undefined> {
    const [row] = await h.select().from(kycSandboxApplicants).where(eq(kycSandboxApplicants.id, id)).for('update');
    return row;
  },
  async applicantOf(externalUserId: string): Promise<SandboxApplicantRow | undefined> {
    const [row] = await h.select().from(kycSandboxApplicants).where(eq(kycSandboxApplicants.externalUserId, externalUserId));
    return row;
  },
  async applicants(reviewStatus?: string): Promise<SandboxApplicantRow[]> {
    return h
      .select()
      .from(kycSandboxApplicants)
      .where(reviewStatus ? eq(kycSandboxApplicants.reviewStatus, reviewStatus) : undefined)
      .orderBy(desc(kycSandboxApplicants.updatedAt))
      .limit(100);
  },
  async updateApplicant(id: string, patch: Partial<SandboxApplicantRow>) {
    await h.update(kycSandboxApplicants).set(patch).where(eq(kycSandboxApplicants.id, id));
  },

  async insertDocument(row: typeof kycSandboxDocuments.$inferInsert) {
    await h.insert(kycSandboxDocuments).values(row);
  },
  /** the applicant's current files (not replaced), oldest first */
  async documents(applicantId: string): Promise<SandboxDocumentRow[]> {
    return h
      .select()
      .from(kycSandboxDocuments)
      .where(and(eq(kycSandboxDocuments.applicantId, applicantId), isNull(kycSandboxDocuments.replacedAt)))
      .orderBy(asc(kycSandboxDocuments.createdAt), asc(kycSandboxDocuments.id));
  },
  async document(applicantId: string, id: string): Promise<SandboxDocumentRow | undefined> {
    const [row] = await h
      .select()
      .from(kycSandboxDocuments)
      .where(and(eq(kycSandboxDocuments.applicantId, applicantId), eq(kycSandboxDocuments.id, id)));
    return row;
  },
  async replaceDocuments(applicantId: string, step: string, idDocSubType: string | null, at: Date) {
    await h
      .update(kycSandboxDocuments)
      .set({ replacedAt: at })
      .where(
        and(
          eq(kycSandboxDocuments.applicantId, applicantId),
          eq(kycSandboxDocuments.step, step),
          isNull(kycSandboxDocuments.replacedAt),
          idDocSubType === null ? isNull(kycSandboxDocuments.idDocSubType) : eq(kycSandboxDocuments.idDocSubType, idDocSubType),
        ),
      );
  },
  /** another document type for the identity step: the other type's sides go */
  async replaceOtherTypes(applicantId: string, step: string, idDocType: string, at: Date) {
    await h
      .update(kycSandboxDocuments)
      .set({ replacedAt: at })
      .where(
        and(
          eq(kycSandboxDocuments.applicantId, applicantId),
          eq(kycSandboxDocuments.step, step),
          isNull(kycSandboxDocuments.replacedAt),
          sql`${kycSandboxDocuments.idDocType} <> ${idDocType}`,
        ),
      );
  },
  async setDocumentStates(applicantId: string, step: string | null, state: string) {
    await h
      .update(kycSandboxDocuments)
      .set({ state })
      .where(
        and(
          eq(kycSandboxDocuments.applicantId, applicantId),
          isNull(kycSandboxDocuments.replacedAt),
          ...(step ? [eq(kycSandboxDocuments.step, step)] : []),
        ),
      );
  },

  /** every file of the applicant, replaced ones included */
  async storageKeys(applicantId: string): Promise<string[]> {
    const rows = await h
      .select({ key: kycSandboxDocuments.storageKey })
      .from(kycSandboxDocuments)
      .where(eq(kycSandboxDocuments.applicantId, applicantId));
    return rows.map((r) => r.key);
  },
  async deleteApplicant(applicantId: string) {
    await h.delete(kycSandboxWebhooks).where(eq(kycSandboxWebhooks.applicantId, applicantId));
    await h.delete(kycSandboxDocuments).where(eq(kycSandboxDocuments.applicantId, applicantId));
    await h.delete(kycSandboxApplicants).where(eq(kycSandboxApplicants.id, applicantId));
  },

  async enqueueWebhook(row: typeof kycSandboxWebhooks.$inferInsert) {
    await h.insert(kycSandboxWebhooks).values(row);
  },
  /** due webhooks, claimed for `leaseMs` so two dispatchers do not send one twice */
  async claimDue(now: Date, leaseMs: number): Promise<SandboxWebhookRow[]> {
    return transaction(h, async (tx) => {
      const due = await tx
        .select()
        .from(kycSandboxWebhooks)
        .where(and(isNull(kycSandboxWebhooks.deliveredAt), lte(kycSandboxWebhooks.dueAt, now)))
        .orderBy(asc(kycSandboxWebhooks.createdAt))
        .limit(20)
        .for('update', { skipLocked: true });
      for (const w of due)
        await tx
          .update(kycSandboxWebhooks)
          .set({ dueAt: new Date(now.getTime() + leaseMs), attempts: w.attempts + 1 })
          .where(eq(kycSandboxWebhooks.id, w.id));
      return due;
    });
  },
  async markDelivered(id: string, at: Date) {
    await h.update(kycSandboxWebhooks).set({ deliveredAt: at }).where(eq(kycSandboxWebhooks.id, id));
  },
  async markFailed(id: string, error: string, retryAt: Date) {
    await h
      .update(kycSandboxWebhooks)
      .set({ lastError: error.slice(0, 500), dueAt: retryAt })
      .where(eq(kycSandboxWebhooks.id, id));
  },
  async pendingWebhooks(now: Date): Promise<SandboxWebhookRow[]> {
    return h
      .select()
      .from(kycSandboxWebhooks)
      .where(and(isNull(kycSandboxWebhooks.deliveredAt), lte(kycSandboxWebhooks.dueAt, now)))
      .orderBy(asc(kycSandboxWebhooks.createdAt));
  },
}));
export type KycSandboxRepository = ReturnType<typeof createKycSandboxRepository>;
