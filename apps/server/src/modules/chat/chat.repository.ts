import { and, asc, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { defineRepository } from '../../platform/db';
import { chatContactRequests, chatConversations, chatMessages, type ChatContactRow, type ChatMessageRow } from './chat.tables';

/** The only file of the chat module that touches Drizzle. */
export const createChatRepository = defineRepository((db) => ({
  /** Adds a message and counts it unread for the other side. */
  async add(
    row: Omit<typeof chatMessages.$inferInsert, 'id' | 'seq'>,
  ): Promise<{ message: ChatMessageRow; playerUnread: number; operatorUnread: number }> {
    const [message] = await db.insert(chatMessages).values(row).returning();
    const fromPlayer = row.sender === 'player';
    const [conversation] = await db
      .insert(chatConversations)
      .values({
        playerId: row.playerId,
        lastMessageAt: row.createdAt,
        playerUnread: fromPlayer ? 0 : 1,
        operatorUnread: fromPlayer ? 1 : 0,
      })
      .onConflictDoUpdate({
        target: chatConversations.playerId,
        set: fromPlayer
          ? { lastMessageAt: row.createdAt, operatorUnread: sql`${chatConversations.operatorUnread} + 1`, playerTypingAt: null }
          : { lastMessageAt: row.createdAt, playerUnread: sql`${chatConversations.playerUnread} + 1` },
      })
      .returning({ playerUnread: chatConversations.playerUnread, operatorUnread: chatConversations.operatorUnread });
    return { message, playerUnread: conversation.playerUnread, operatorUnread: conversation.operatorUnread };
  },
  /** the last `limit` messages, oldest first (after `afterSeq` when given: what a reconnecting client missed) */
  async history(playerId: string, limit: number): Promise<ChatMessageRow[]> {
    const rows = await db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.playerId, playerId))
      .orderBy(desc(chatMessages.seq))
      .limit(limit);
    return rows.reverse();
  },
  async after(playerId: string, seq: number): Promise<ChatMessageRow[]> {
    return db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.playerId, playerId), gt(chatMessages.seq, seq)))
      .orderBy(asc(chatMessages.seq));
  },
  async message(id: string): Promise<ChatMessageRow | undefined> {
    const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
    return row;
  },
  async playerUnread(playerId: string): Promise<number> {
    const [row] = await db.select().from(chatConversations).where(eq(chatConversations.playerId, playerId));
    return row?.playerUnread ?? 0;
  },
  async markRead(playerId: string, side: 'player' | 'operator'): Promise<void> {
    await db
      .update(chatConversations)
      .set(side === 'player' ? { playerUnread: 0 } : { operatorUnread: 0 })
      .where(eq(chatConversations.playerId, playerId));
  },
  /**
   * The player's typing state (`at`, or null when they stopped). A player who has not written yet
   * gets their conversation now, so an operator sees someone is about to.
   */
  async setPlayerTyping(playerId: string, at: Date | null): Promise<void> {
    if (at === null) {
      await db.update(chatConversations).set({ playerTypingAt: null }).where(eq(chatConversations.playerId, playerId));
      return;
    }
    await db
      .insert(chatConversations)
      .values({ playerId, lastMessageAt: at, playerTypingAt: at })
      .onConflictDoUpdate({ target: chatConversations.playerId, set: { playerTypingAt: at } });
  },
  async playerTypingAt(playerId: string): Promise<Date | null> {
    const [row] = await db
      .select({ at: chatConversations.playerTypingAt })
      .from(chatConversations)
      .where(eq(chatConversations.playerId, playerId));
    return row?.at ?? null;
  },
  async addContact(row: Omit<typeof chatContactRequests.$inferInsert, 'id'>): Promise<ChatContactRow> {
    const [created] = await db.insert(chatContactRequests).values(row).returning();
    return created;
  },
  async contacts(limit: number, status?: 'open' | 'answered'): Promise<ChatContactRow[]> {
    return db
      .select()
      .from(chatContactRequests)
      .where(
        status === 'open'
          ? isNull(chatContactRequests.answeredAt)
          : status === 'answered'
            ? isNotNull(chatContactRequests.answeredAt)
            : undefined,
      )
      .orderBy(desc(chatContactRequests.createdAt), desc(chatContactRequests.id))
      .limit(limit);
  },
  async contact(id: string): Promise<ChatContactRow | null> {
    const [row] = await db.select().from(chatContactRequests).where(eq(chatContactRequests.id, id));
    return row ?? null;
  },
  /** marks an open request answered; null when it was answered already (or does not exist): the first mark wins */
  async markAnswered(id: string, at: Date, by: string): Promise<ChatContactRow | null> {
    const [row] = await db
      .update(chatContactRequests)
      .set({ answeredAt: at, answeredBy: by })
      .where(and(eq(chatContactRequests.id, id), isNull(chatContactRequests.answeredAt)))
      .returning();
    return row ?? null;
  },
  async conversations(limit: number) {
    return db.select().from(chatConversations).orderBy(desc(chatConversations.lastMessageAt)).limit(limit);
  },
  async erase(playerId: string): Promise<string[]> {
    const rows = await db.delete(chatMessages).where(eq(chatMessages.playerId, playerId)).returning({ key: chatMessages.attachmentKey });
    await db.delete(chatConversations).where(eq(chatConversations.playerId, playerId));
    await db.delete(chatContactRequests).where(eq(chatContactRequests.playerId, playerId));
    return rows.map((r) => r.key).filter((k): k is string => !!k);
  },
}));
export type ChatRepository = ReturnType<typeof createChatRepository>;
