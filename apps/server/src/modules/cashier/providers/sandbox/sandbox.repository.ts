import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { defineRepository } from '../../../../platform/db';
import { sandboxCallbacks, sandboxCardTokens, sandboxPayments } from './sandbox.tables';

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;

/** The sandbox provider's storage (its own tables; it shares the database only for convenience). */
export const createSandboxRepository = defineRepository((db) => ({
  async insertPayment(row: typeof sandboxPayments.$inferInsert) {
    await db.insert(sandboxPayments).values(row).onConflictDoNothing();
    const [stored] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.merchantPaymentId, row.merchantPaymentId));
    return stored;
  },
  async find(ref: string): Promise<SandboxPaymentRow | null> {
    const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.ref, ref));
    return row ?? null;
  },
  /** moves a payment from one status to another; false when it was not in `from` */
  async transition(ref: string, from: string[], to: string): Promise<boolean> {
    const updated = await db
      .update(sandboxPayments)
      .set({ status: to })
      .where(and(eq(sandboxPayments.ref, ref), inArray(sandboxPayments.status, from)))
      .returning({ ref: sandboxPayments.ref });
    return updated.length > 0;
  },
  /** a card that paid in (the same card again changes nothing) */
  async keepCard(row: typeof sandboxCardTokens.$inferInsert) {
    await db.insert(sandboxCardTokens).values(row).onConflictDoNothing();
  },
  async keptCard(token: string) {
    const [row] = await db.select().from(sandboxCardTokens).where(eq(sandboxCardTokens.token, token));
    return row ?? null;
  },
  async queueCallback(row: { eventId: string; ref: string; body: string; dueAt: Date }) {
    await db.insert(sandboxCallbacks).values(row);
  },
  /** takes a lease on due callbacks so that several instances never send the same one at once */
  async claimDue(now: Date, leaseMs: number, limit = 20) {
    return db
      .update(sandboxCallbacks)
      .set({ dueAt: new Date(now.getTime() + leaseMs), attempts: sql`${sandboxCallbacks.attempts} + 1` })
      .where(
        sql`${sandboxCallbacks.eventId} in (select event_id from sandbox_callbacks where delivered_at is null and due_at <= ${now.toISOString()} order by due_at limit ${limit} for update skip locked)`,
      )
      .returning();
  },
  async markDelivered(eventId: string, at: Date) {
    await db.update(sandboxCallbacks).set({ deliveredAt: at, lastError: null }).where(eq(sandboxCallbacks.eventId, eventId));
  },
  async markFailed(eventId: string, error: string, retryAt: Date) {
    await db
      .update(sandboxCallbacks)
      .set({ lastError: error.slice(0, 500), dueAt: retryAt })
      .where(eq(sandboxCallbacks.eventId, eventId));
  },
  async pending(ref?: string) {
    return db
      .select()
      .from(sandboxCallbacks)
      .where(and(isNull(sandboxCallbacks.deliveredAt), ref ? eq(sandboxCallbacks.ref, ref) : undefined))
      .orderBy(sandboxCallbacks.dueAt);
  },
  async due(now: Date) {
    return db
      .select()
      .from(sandboxCallbacks)
      .where(and(isNull(sandboxCallbacks.deliveredAt), lte(sandboxCallbacks.dueAt, now)));
  },
}));
export type SandboxRepository = ReturnType<typeof createSandboxRepository>;
