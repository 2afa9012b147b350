import { and, asc, count, desc, eq, gte, inArray, lt, notInArray, sql, sum } from 'drizzle-orm';
import { defineRepository } from '../../platform/db';
import {
  cashierManualVerifications,
  cashierPlayerState,
  cashierVpnConfirmations,
  paymentCallbacks,
  payments,
  payoutMethods,
} from './cashier.tables';

export type PaymentRow = typeof payments.$inferSelect;
export type PayoutMethodRow = typeof payoutMethods.$inferSelect;

export interface HistoryFilter {
  from?: Date;
  to?: Date;
  paymentSystem?: string;
  status?: string;
  limit: number;
  offset: number;
}

/** The only file of the cashier that speaks SQL. */
export const createCashierRepository = defineRepository((db) => ({
  async insert(row: typeof payments.$inferInsert) {
    await db.insert(payments).values(row);
  },

  /** withdrawals still waiting for an outcome, and when the oldest of them was asked for */
  async pendingWithdrawals(): Promise<{ count: number; oldest: Date | null }> {
    const [row] = await db
      .select({ count: count(), oldest: sql<string | Date | null>`min(${payments.createdAt})` })
      .from(payments)
      .where(and(eq(payments.type, 'out'), inArray(payments.status, ['init', 'processing', 'queued', 'active'])));
    return { count: Number(row?.count ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
  },

  async find(id: string): Promise<PaymentRow | null> {
    const [row] = await db.select().from(payments).where(eq(payments.id, id));
    return row ?? null;
  },

  /** the payment row locked until the end of the transaction: one state change at a time */
  async lock(id: string): Promise<PaymentRow | null> {
    const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
    return row ?? null;
  },

  /** the player's cashier row, created if missing, locked until the end of the transaction */
  async lockPlayer(playerId: string, at: Date) {
    await db
      .insert(cashierPlayerState)
      .values({ playerId, lockedAt: at })
      .onConflictDoUpdate({ target: cashierPlayerState.playerId, set: { lockedAt: at } });
  },

  async update(id: string, patch: Partial<typeof payments.$inferInsert>) {
    await db.update(payments).set(patch).where(eq(payments.id, id));
  },

  /** records a provider callback; false when this event was seen before */
  async recordCallback(row: typeof paymentCallbacks.$inferInsert): Promise<boolean> {
    const inserted = await db.insert(paymentCallbacks).values(row).onConflictDoNothing().returning({ eventId: paymentCallbacks.eventId });
    return inserted.length > 0;
  },

  /** keeps a card that paid in as a payout method (the same card again only refreshes when it was last used) */
  async savePayoutMethod(row: typeof payoutMethods.$inferInsert) {
    await db
      .insert(payoutMethods)
      .values(row)
      .onConflictDoUpdate({
        target: [payoutMethods.playerId, payoutMethods.provider, payoutMethods.token],
        set: { lastUsedAt: row.lastUsedAt },
      });
  },

  async payoutMethods(playerId: string, provider: string): Promise<PayoutMethodRow[]> {
    return db
      .select()
      .from(payoutMethods)
      .where(and(eq(payoutMethods.playerId, playerId), eq(payoutMethods.provider, provider)))
      .orderBy(desc(payoutMethods.lastUsedAt), desc(payoutMethods.id));
  },

  /** one of the player's own payout methods, or null (another player's id is as unknown as a made-up one) */
  async payoutMethod(playerId: string, id: string): Promise<PayoutMethodRow | null> {
    const [row] = await db
      .select()
      .from(payoutMethods)
      .where(and(eq(payoutMethods.id, id), eq(payoutMethods.playerId, playerId)));
    return row ?? null;
  },

  async history(playerId: string, f: HistoryFilter): Promise<PaymentRow[]> {
    return db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.playerId, playerId),
          f.from ? gte(payments.createdAt, f.from) : undefined,
          f.to ? lt(payments.createdAt, f.to) : undefined,
          f.paymentSystem ? eq(payments.paymentSystem, f.paymentSystem) : undefined,
          f.status ? eq(payments.status, f.status) : undefined,
        ),
      )
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(f.limit)
      .offset(f.offset);
  },

  /** the back office's withdrawal queue: withdrawals by status, oldest first */
  async withdrawalQueue(status: string, limit: number, offset: number): Promise<{ rows: PaymentRow[]; total: number }> {
    const where = and(eq(payments.type, 'out'), eq(payments.status, status));
    const [rows, [{ total }]] = await Promise.all([
      db.select().from(payments).where(where).orderBy(asc(payments.createdAt), asc(payments.id)).limit(limit).offset(offset),
      db.select({ total: count() }).from(payments).where(where),
    ]);
    return { rows, total: Number(total) };
  },
  /** a player's payments, newest first, for the back office's player card */
  async recentOfPlayer(playerId: string, limit: number): Promise<PaymentRow[]> {
    return db
      .select()
      .from(payments)
      .where(eq(payments.playerId, playerId))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(limit);
  },
  /** how many withdrawals the player asked for before this time (the first-withdrawal risk flag) */
  async withdrawalsBefore(playerId: string, before: Date): Promise<number> {
    const [{ total }] = await db
      .select({ total: count() })
      .from(payments)
      .where(and(eq(payments.playerId, playerId), eq(payments.type, 'out'), lt(payments.createdAt, before)));
    return Number(total);
  },

  async usedPaymentSystems(playerId: string): Promise<string[]> {
    const list = await db.selectDistinct({ s: payments.paymentSystem }).from(payments).where(eq(payments.playerId, playerId));
    return list.map((r) => r.s);
  },

  async rejectedCount(playerId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(payments)
      .where(and(eq(payments.playerId, playerId), eq(payments.status, 'rejected')));
    return Number(row.n);
  },

  /** the last deposit that took or may still take money: a declined or cancelled one does not hold the next back */
  async lastDepositAt(playerId: string): Promise<Date | null> {
    const [row] = await db
      .select({ at: payments.createdAt })
      .from(payments)
      .where(
        and(eq(payments.playerId, playerId), eq(payments.type, 'in'), notInArray(payments.status, ['failure', 'cancelled', 'rejected'])),
      )
      .orderBy(desc(payments.createdAt))
      .limit(1);
    return row?.at ?? null;
  },

  /** lifetime deposits in a currency that succeeded or may still succeed (the verification threshold counts them) */
  async depositedTotal(playerId: string, currency: string, since?: Date): Promise<number> {
    const [row] = await db
      .select({ total: sum(payments.amount) })
      .from(payments)
      .where(
        and(
          eq(payments.playerId, playerId),
          eq(payments.type, 'in'),
          eq(payments.currency, currency),
          inArray(payments.status, ['init', 'processing', 'ok']),
          since ? gte(payments.createdAt, since) : undefined,
        ),
      );
    return Number(row?.total ?? 0);
  },

  /** sum of withdrawals requested since `since` that still hold or took money */
  async withdrawnSince(playerId: string, currency: string, since: Date): Promise<number> {
    const [row] = await db
      .select({ total: sum(payments.amount) })
      .from(payments)
      .where(
        and(
          eq(payments.playerId, playerId),
          eq(payments.type, 'out'),
          eq(payments.currency, currency),
          gte(payments.createdAt, since),
          inArray(payments.status, ['init', 'processing', 'ok', 'rejected']),
        ),
      );
    return Number(row.total ?? 0);
  },

  async confirmVpn(playerId: string, at: Date) {
    await db
      .insert(cashierVpnConfirmations)
      .values({ playerId, confirmedAt: at })
      .onConflictDoUpdate({ target: cashierVpnConfirmations.playerId, set: { confirmedAt: at } });
  },

  async vpnConfirmed(playerId: string): Promise<boolean> {
    const [row] = await db.select().from(cashierVpnConfirmations).where(eq(cashierVpnConfirmations.playerId, playerId));
    return !!row;
  },

  async manuallyVerified(playerId: string): Promise<boolean> {
    const [row] = await db.select().from(cashierManualVerifications).where(eq(cashierManualVerifications.playerId, playerId));
    return !!row;
  },

  async setManualVerification(playerId: string, at: Date, note: string | null) {
    await db
      .insert(cashierManualVerifications)
      .values({ playerId, verifiedAt: at, note })
      .onConflictDoUpdate({ target: cashierManualVerifications.playerId, set: { verifiedAt: at, note } });
  },

  async countAll(): Promise<number> {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(payments);
    return Number(row.n);
  },
}));
export type CashierRepository = ReturnType<typeof createCashierRepository>;
