import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One support conversation per player, with what each side has not read yet. */
export const chatConversations = pgTable('chat_conversations', {
  playerId: uuid().primaryKey(),
  lastMessageAt: timestamp({ withTimezone: true }).notNull(),
  /** operator messages the player has not read */
  playerUnread: integer().notNull().default(0),
  /** player messages no operator has read */
  operatorUnread: integer().notNull().default(0),
  /** when the player last said they are typing; null once they stopped (or sent) */
  playerTypingAt: timestamp({ withTimezone: true }),
});

/** The messages of a conversation, in order (`seq`); an image attachment is a file in storage. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    seq: bigserial({ mode: 'number' }).notNull(),
    playerId: uuid().notNull(),
    sender: text().notNull(),
    text: text().notNull(),
    attachmentKey: text(),
    attachmentType: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.playerId, t.seq), check('chat_messages_sender', sql`${t.sender} in ('player', 'operator')`)],
);
export type ChatMessageRow = typeof chatMessages.$inferSelect;

/**
 * The offline contact form's requests (visitors who cannot use the chat): kept as plain text, shown
 * to operators through the operator chat endpoints; the IP only as a hash for abuse questions.
 */
export const chatContactRequests = pgTable(
  'chat_contact_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    category: text().notNull(),
    message: text().notNull(),
    locale: text().notNull(),
    playerId: uuid(),
    ipHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    /** open until an operator marks it answered (once: the first mark wins) */
    answeredAt: timestamp({ withTimezone: true }),
    /** who marked it: the operator's e-mail, `api-key:<name>` or `operator-token` */
    answeredBy: text(),
  },
  (t) => [index().on(t.createdAt)],
);
export type ChatContactRow = typeof chatContactRequests.$inferSelect;
