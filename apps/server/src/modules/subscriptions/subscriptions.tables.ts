import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A player's email subscriptions: one row per player and type once the player chose (no row means
 * the default: promotional mail off, service mail on). `consentAt` and `source` say when and where
 * the current choice was made; every change is also appended to `email_subscription_changes`.
 */
export const emailSubscriptions = pgTable(
  'email_subscriptions',
  {
    playerId: uuid().notNull(),
    type: text().notNull(),
    subscribed: boolean().notNull(),
    source: text().notNull(),
    consentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.type] }),
    check('email_subscriptions_type', sql`${t.type} in ('emailPromo', 'emailService')`),
    check('email_subscriptions_source', sql`${t.source} in ('signup', 'profile', 'unsubscribe_link')`),
  ],
);
export type EmailSubscriptionRow = typeof emailSubscriptions.$inferSelect;

/** The consent trail: every subscribe and unsubscribe, with its time and source. */
export const emailSubscriptionChanges = pgTable(
  'email_subscription_changes',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    playerId: uuid().notNull(),
    type: text().notNull(),
    subscribed: boolean().notNull(),
    source: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.playerId, t.at)],
);

/** An operator's promotional mail to a segment; sent in batches to the players who opted in. */
export const promoMailings = pgTable('promo_mailings', {
  id: uuid().primaryKey().defaultRandom(),
  idempotencyKey: text().unique(),
  segment: jsonb().$type<Record<string, unknown>>().notNull(),
  subject: jsonb().$type<Record<string, string>>().notNull(),
  html: jsonb().$type<Record<string, string>>().notNull(),
  sent: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull(),
});
export type PromoMailingRow = typeof promoMailings.$inferSelect;

/** One row per mailing and player: a batch that runs twice mails nobody twice. */
export const promoMailDeliveries = pgTable(
  'promo_mail_deliveries',
  {
    mailingId: uuid().notNull(),
    playerId: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.mailingId, t.playerId] })],
);

/**
 * The key that signs unsubscribe links when no SESSION_SECRET is set: made once and kept, so the
 * links in mails already sent keep working after a restart.
 */
export const subscriptionKeys = pgTable('subscription_keys', {
  name: text().primaryKey(),
  secret: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
});
