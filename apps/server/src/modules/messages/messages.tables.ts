import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The inbox. A message is a template key with its parameters, rendered in the reader's language
 * when it is read (messages.templates.ts); an operator broadcast's texts live once in
 * `message_broadcasts` and each recipient's row points at it.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** the order messages arrived in (several can share a millisecond) */
    seq: bigserial({ mode: 'number' }).notNull(),
    playerId: uuid().notNull(),
    template: text().notNull(),
    params: jsonb().$type<Record<string, string | number | null>>().notNull().default({}),
    category: text().notNull(),
    /** what created it (`payment:<id>:rejected`, `broadcast:<id>`): one message per player and source */
    sourceKey: text().notNull(),
    broadcastId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    readAt: timestamp({ withTimezone: true }),
    /** deleted by the player: hidden, kept so that a source never creates it again */
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex().on(t.playerId, t.sourceKey),
    index('messages_inbox_idx')
      .on(t.playerId, t.seq)
      .where(sql`${t.deletedAt} is null`),
    index('messages_unread_idx')
      .on(t.playerId)
      .where(sql`${t.deletedAt} is null and ${t.readAt} is null`),
    check('messages_category_ck', sql`${t.category} in ('payments', 'verification', 'privacy', 'news')`),
  ],
);
export type MessageRow = typeof messages.$inferSelect;

/** An operator's message to a segment of players, sent in batches by the batch runner. */
export const messageBroadcasts = pgTable('message_broadcasts', {
  id: uuid().primaryKey().defaultRandom(),
  idempotencyKey: text().unique(),
  segment: jsonb().$type<Record<string, unknown>>().notNull(),
  /** per language, English always there; the body is sanitised HTML */
  title: jsonb().$type<Record<string, string>>().notNull(),
  body: jsonb().$type<Record<string, string>>().notNull(),
  sent: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull(),
});
export type MessageBroadcastRow = typeof messageBroadcasts.$inferSelect;
