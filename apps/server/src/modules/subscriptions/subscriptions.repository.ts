import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ConsentSource, SubscriptionType } from '@fortuna/contracts';
import { defineRepository } from '../../platform/db';
import {
  emailSubscriptionChanges,
  emailSubscriptions,
  promoMailDeliveries,
  promoMailings,
  subscriptionKeys,
  type EmailSubscriptionRow,
  type PromoMailingRow,
} from './subscriptions.tables';

/** The only file of the subscriptions module that touches Drizzle. */
export const createSubscriptionsRepository = defineRepository((db) => ({
  async of(playerId: string): Promise<EmailSubscriptionRow[]> {
    return db.select().from(emailSubscriptions).where(eq(emailSubscriptions.playerId, playerId));
  },
  /** Sets the choice and appends it to the consent trail; false when it was already so (nothing written). */
  async set(playerId: string, type: SubscriptionType, subscribed: boolean, source: ConsentSource, at: Date): Promise<boolean> {
    const [row] = await db
      .insert(emailSubscriptions)
      .values({ playerId, type, subscribed, source, consentAt: at })
      .onConflictDoUpdate({
        target: [emailSubscriptions.playerId, emailSubscriptions.type],
        set: { subscribed, source, consentAt: at },
        setWhere: sql`${emailSubscriptions.subscribed} <> ${subscribed}`,
      })
      .returning({ playerId: emailSubscriptions.playerId });
    if (!row) return false;
    await db.insert(emailSubscriptionChanges).values({ playerId, type, subscribed, source, at });
    return true;
  },
  /** Of these players, the ones who said yes to this type. */
  async optedIn(playerIds: string[], type: SubscriptionType): Promise<Set<string>> {
    if (!playerIds.length) return new Set();
    const rows = await db
      .select({ playerId: emailSubscriptions.playerId })
      .from(emailSubscriptions)
      .where(
        and(inArray(emailSubscriptions.playerId, playerIds), eq(emailSubscriptions.type, type), eq(emailSubscriptions.subscribed, true)),
      );
    return new Set(rows.map((r) => r.playerId));
  },
  async changes(playerId: string) {
    return db.select().from(emailSubscriptionChanges).where(eq(emailSubscriptionChanges.playerId, playerId));
  },
  async erase(playerId: string) {
    await db.delete(emailSubscriptions).where(eq(emailSubscriptions.playerId, playerId));
    await db.delete(emailSubscriptionChanges).where(eq(emailSubscriptionChanges.playerId, playerId));
  },

  async insertMailing(row: typeof promoMailings.$inferInsert): Promise<{ mailing: PromoMailingRow; created: boolean }> {
    const [created] = await db.insert(promoMailings).values(row).onConflictDoNothing().returning();
    if (created) return { mailing: created, created: true };
    const [existing] = await db.select().from(promoMailings).where(eq(promoMailings.idempotencyKey, row.idempotencyKey!));
    return { mailing: existing, created: false };
  },
  async mailing(id: string): Promise<PromoMailingRow | undefined> {
    const [row] = await db.select().from(promoMailings).where(eq(promoMailings.id, id));
    return row;
  },
  /** Claims the mailing for these players; the ones who already had it are left out. */
  async claimDeliveries(mailingId: string, playerIds: string[], at: Date): Promise<string[]> {
    if (!playerIds.length) return [];
    const rows = await db
      .insert(promoMailDeliveries)
      .values(playerIds.map((playerId) => ({ mailingId, playerId, createdAt: at })))
      .onConflictDoNothing()
      .returning({ playerId: promoMailDeliveries.playerId });
    return rows.map((r) => r.playerId);
  },
  async addSent(id: string, n: number): Promise<void> {
    if (n)
      await db
        .update(promoMailings)
        .set({ sent: sql`${promoMailings.sent} + ${n}` })
        .where(eq(promoMailings.id, id));
  },

  /** The stored signing key, made on first use (the first writer wins). */
  async key(name: string, make: () => string, at: Date): Promise<string> {
    await db.insert(subscriptionKeys).values({ name, secret: make(), createdAt: at }).onConflictDoNothing();
    const [row] = await db.select().from(subscriptionKeys).where(eq(subscriptionKeys.name, name));
    return row.secret;
  },
}));
export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
