import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { defineRepository } from '../../platform/db';
import { messageBroadcasts, messages, type MessageBroadcastRow, type MessageRow } from './messages.tables';

export type NewMessage = Pick<MessageRow, 'playerId' | 'template' | 'params' | 'category' | 'sourceKey' | 'createdAt'> & {
  broadcastId?: string | null;
};

export type InboxRow = MessageRow & { broadcastTitle: Record<string, string> | null; broadcastBody: Record<string, string> | null };

/** uuids as one PostgreSQL array literal (a uuid has no character that needs quoting in one) */
const uuidArray = (ids: string[]) => `{${ids.join(',')}}`;

const visible = (playerId: string) => and(eq(messages.playerId, playerId), isNull(messages.deletedAt));

/** The only file of the messages module that touches Drizzle. */
export const createMessagesRepository = defineRepository((db) => ({
  /** null when the player already has the message from this source */
  async insert(row: NewMessage): Promise<MessageRow | null> {
    const [created] = await db.insert(messages).values(row).onConflictDoNothing().returning();
    return created ?? null;
  },
  /**
   * The same message for many players at once (a broadcast's batch): one statement with the ids as
   * one array parameter; the players who already had it are skipped (unique player and source).
   */
  async insertForPlayers(playerIds: string[], m: Omit<NewMessage, 'playerId'>): Promise<{ id: string; playerId: string }[]> {
    if (!playerIds.length) return [];
    const result = (await db.execute(sql`
      insert into ${messages} (player_id, template, params, category, source_key, broadcast_id, created_at)
      select p, ${m.template}, ${JSON.stringify(m.params)}::jsonb, ${m.category}, ${m.sourceKey}, ${m.broadcastId ?? null}, ${m.createdAt.toISOString()}::timestamptz
      from unnest(${uuidArray(playerIds)}::uuid[]) as p
      on conflict do nothing
      returning id, player_id as "playerId"`)) as unknown as { rows: { id: string; playerId: string }[] };
    return result.rows;
  },
  async page(playerId: string, offset: number, limit: number): Promise<InboxRow[]> {
    const rows = await db
      .select({ message: messages, title: messageBroadcasts.title, body: messageBroadcasts.body })
      .from(messages)
      .leftJoin(messageBroadcasts, eq(messageBroadcasts.id, messages.broadcastId))
      .where(visible(playerId))
      .orderBy(desc(messages.seq))
      .offset(offset)
      .limit(limit);
    return rows.map((r) => ({ ...r.message, broadcastTitle: r.title, broadcastBody: r.body }));
  },
  async total(playerId: string): Promise<number> {
    const [row] = await db.select({ n: count() }).from(messages).where(visible(playerId));
    return row.n;
  },
  async unread(playerId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(messages)
      .where(and(visible(playerId), isNull(messages.readAt)));
    return row.n;
  },
  /** unread counts of many players in one query (after a broadcast batch) */
  async unreadOf(playerIds: string[]): Promise<Map<string, number>> {
    if (!playerIds.length) return new Map();
    const result = (await db.execute(sql`
      select player_id as "playerId", count(*)::int as n from ${messages}
      where player_id = any(${uuidArray(playerIds)}::uuid[]) and deleted_at is null and read_at is null
      group by player_id`)) as unknown as { rows: { playerId: string; n: number }[] };
    return new Map(result.rows.map((r) => [r.playerId, Number(r.n)]));
  },
  /** false when the player has no such message (another player's id included) */
  async markRead(playerId: string, id: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(messages)
      .set({ readAt: sql`coalesce(${messages.readAt}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(messages.id, id), visible(playerId)))
      .returning({ id: messages.id });
    return rows.length > 0;
  },
  async markAllRead(playerId: string, now: Date): Promise<void> {
    await db
      .update(messages)
      .set({ readAt: now })
      .where(and(visible(playerId), isNull(messages.readAt)));
  },
  async delete(playerId: string, id: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(messages)
      .set({ deletedAt: now })
      .where(and(eq(messages.id, id), visible(playerId)))
      .returning({ id: messages.id });
    return rows.length > 0;
  },
  /** a player's personal data was erased: their messages go */
  async eraseOf(playerId: string): Promise<void> {
    await db.delete(messages).where(eq(messages.playerId, playerId));
  },
  /** the existing broadcast when the idempotency key was used before */
  async insertBroadcast(row: typeof messageBroadcasts.$inferInsert): Promise<{ broadcast: MessageBroadcastRow; created: boolean }> {
    const [created] = await db.insert(messageBroadcasts).values(row).onConflictDoNothing().returning();
    if (created) return { broadcast: created, created: true };
    const [existing] = await db.select().from(messageBroadcasts).where(eq(messageBroadcasts.idempotencyKey, row.idempotencyKey!));
    return { broadcast: existing, created: false };
  },
  async broadcast(id: string): Promise<MessageBroadcastRow | undefined> {
    const [row] = await db.select().from(messageBroadcasts).where(eq(messageBroadcasts.id, id));
    return row;
  },
  async addSent(id: string, n: number): Promise<void> {
    if (n)
      await db
        .update(messageBroadcasts)
        .set({ sent: sql`${messageBroadcasts.sent} + ${n}` })
        .where(eq(messageBroadcasts.id, id));
  },
}));
export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
