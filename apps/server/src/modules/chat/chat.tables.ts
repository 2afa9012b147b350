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
