import { and, asc, desc, eq, gte, inArray, isNotNull, lte, ne } from 'drizzle-orm';
import { createAuditLog, type AuditEvent } from '../../platform/audit/audit';
import { auditLog } from '../../platform/audit/audit.tables';
import { defineRepository, transaction, isUniqueViolation } from '../../platform/db';
import { mailOutbox } from '../../platform/mail/mail.tables';
import { exportRows } from '../../platform/personal-data';
import { privacyRequests } from './privacy.schema';

export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;

/** The only file of the privacy module that touches Drizzle. */
export const createPrivacyRepository = defineRepository((h) => ({
  /** null when the player already has an open request of this type */
  async insert(row: typeof privacyRequests.$inferInsert): Promise<PrivacyRequestRow | null> {
    try {
      const [created] = await h.insert(privacyRequests).values(row).returning();
      return created;
    } catch (err) {
      if (isUniqueViolation(err)) return null;
      throw err;
    }
  },
  async find(id: string): Promise<PrivacyRequestRow | undefined> {
    const [row] = await h.select().from(privacyRequests).where(eq(privacyRequests.id, id));
    return row;
  },
  async lock(id: string): Promise<PrivacyRequestRow | undefined> {
    const [row] = await h.select().from(privacyRequests).where(eq(privacyRequests.id, id)).for('update');
    return row;
  },
  async ofPlayer(playerId: string): Promise<PrivacyRequestRow[]> {
    return h
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.playerId, playerId))
      .orderBy(desc(privacyRequests.createdAt))
      .limit(50);
  },
  async list(status?: string): Promise<PrivacyRequestRow[]> {
    return h
      .select()
      .from(privacyRequests)
      .where(status ? eq(privacyRequests.status, status) : undefined)
      .orderBy(asc(privacyRequests.dueAt))
      .limit(200);
  },
  async update(id: string, patch: Partial<PrivacyRequestRow>) {
    await h.update(privacyRequests).set(patch).where(eq(privacyRequests.id, id));
  },
  /** export requests waiting for the job, claimed (processing) so two workers never build one twice */
  async claimExports(now: Date, limit = 5): Promise<PrivacyRequestRow[]> {
    return transaction(h, async (tx) => {
      const due = await tx
        .select()
        .from(privacyRequests)
        .where(and(eq(privacyRequests.type, 'export'), eq(privacyRequests.status, 'received')))
        .orderBy(asc(privacyRequests.createdAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      for (const r of due)
        await tx
          .update(privacyRequests)
          .set({ status: 'processing', attempts: r.attempts + 1, updatedAt: now })
          .where(eq(privacyRequests.id, r.id));
      return due;
    });
  },
  /** exports stuck in processing (a worker died mid-way) go back to the queue */
  async requeueStale(before: Date) {
    await h
      .update(privacyRequests)
      .set({ status: 'received' })
      .where(and(eq(privacyRequests.type, 'export'), eq(privacyRequests.status, 'processing'), lte(privacyRequests.updatedAt, before)));
  },
  async expiredExports(now: Date): Promise<PrivacyRequestRow[]> {
    return h
      .select()
      .from(privacyRequests)
      .where(and(isNotNull(privacyRequests.exportKey), lte(privacyRequests.exportExpiresAt, now)));
  },

  /** the player's export requests since a date that were not refused, oldest first */
  async exportsSince(playerId: string, since: Date): Promise<PrivacyRequestRow[]> {
    return h
      .select()
      .from(privacyRequests)
      .where(
        and(
          eq(privacyRequests.playerId, playerId),
          eq(privacyRequests.type, 'export'),
          ne(privacyRequests.status, 'rejected'),
          gte(privacyRequests.createdAt, since),
        ),
      )
      .orderBy(desc(privacyRequests.createdAt));
  },
  /** players whose erasure was completed before the cutoff */
  async erasedBefore(cutoff: Date, limit = 50): Promise<string[]> {
    const rows = await h
      .selectDistinct({ playerId: privacyRequests.playerId })
      .from(privacyRequests)
      .where(and(eq(privacyRequests.type, 'erasure'), eq(privacyRequests.status, 'completed'), lte(privacyRequests.processedAt, cutoff)))
      .limit(limit);
    return rows.map((r) => r.playerId);
  },
  /** the end of the retention period: requests, audit trail and mail records of the player go */
  async purgePlayerRecords(playerId: string) {
    await h.delete(auditLog).where(eq(auditLog.playerId, playerId));
    await h.delete(mailOutbox).where(eq(mailOutbox.playerId, playerId));
    await h.delete(privacyRequests).where(eq(privacyRequests.playerId, playerId));
  },

  // platform records about the player (audit trail, mail sent)
  async auditOf(playerId: string) {
    return exportRows(await h.select().from(auditLog).where(eq(auditLog.playerId, playerId)).orderBy(asc(auditLog.id)));
  },
  async mailOf(playerId: string) {
    return exportRows(
      await h
        .select({
          to: mailOutbox.to,
          template: mailOutbox.template,
          locale: mailOutbox.locale,
          subject: mailOutbox.subject,
          status: mailOutbox.status,
          createdAt: mailOutbox.createdAt,
          sentAt: mailOutbox.sentAt,
        })
        .from(mailOutbox)
        .where(eq(mailOutbox.playerId, playerId)),
    );
  },
  /** erasure: addresses and devices leave the audit trail (the events stay), mail bodies and recipients go */
  async erasePlatformRecords(playerId: string, pseudonymAddress: string) {
    await h.update(auditLog).set({ ip: null, userAgent: null }).where(eq(auditLog.playerId, playerId));
    await h
      .update(mailOutbox)
      .set({ to: pseudonymAddress, text: null, html: null, links: [] })
      .where(and(eq(mailOutbox.playerId, playerId), inArray(mailOutbox.status, ['queued', 'sent', 'sandbox', 'failed'])));
  },
  audit: (e: AuditEvent) => createAuditLog(h).write(e),
}));
export type PrivacyRepository = ReturnType<typeof createPrivacyRepository>;
