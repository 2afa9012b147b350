import { and, count, desc, eq, gte, ilike, isNull, lt, lte, or, sql, sum } from 'drizzle-orm';
import type { Db } from '../../../platform/db';
import { isUniqueViolation } from '../../../platform/db';
import { rgsGameSessions, rgsRoundCalls, rgsRounds } from '../rgs.tables';

export type SessionRow = typeof rgsGameSessions.$inferSelect;
export type RoundRow = typeof rgsRounds.$inferSelect;

/** The only file of the studio that touches Drizzle. */
export function createStudioRepository(db: Db) {
  return {
    async insertSession(row: typeof rgsGameSessions.$inferInsert) {
      await db.insert(rgsGameSessions).values(row);
    },
    async session(id: string): Promise<SessionRow | null> {
      const [row] = await db.select().from(rgsGameSessions).where(eq(rgsGameSessions.id, id));
      return row ?? null;
    },
    /** Takes `amount` of play money, or returns null when there is not enough (never below zero). */
    async moveDemoBalance(sessionId: string, delta: number): Promise<number | null> {
      const [row] = await db
        .update(rgsGameSessions)
        .set({ demoBalance: sql`${rgsGameSessions.demoBalance} + ${delta}` })
        .where(and(eq(rgsGameSessions.id, sessionId), gte(rgsGameSessions.demoBalance, -delta)))
        .returning({ balance: rgsGameSessions.demoBalance });
      return row ? Number(row.balance) : null;
    },

    /**
     * Claims the start of a paced round: succeeds only if the session's last round started at least
     * `intervalMs` before `now` (one conditional update, so concurrent requests cannot both pass).
     * Returns the previous start (to give the claim back) or false when it is too soon.
     */
    async claimRoundStart(sessionId: string, now: Date, intervalMs: number): Promise<{ previous: Date | null } | false> {
      const [before] = await db.select({ at: rgsGameSessions.lastRoundAt }).from(rgsGameSessions).where(eq(rgsGameSessions.id, sessionId));
      if (!before) return false;
      const earliest = new Date(now.getTime() - intervalMs);
      const [row] = await db
        .update(rgsGameSessions)
        .set({ lastRoundAt: now })
        .where(and(eq(rgsGameSessions.id, sessionId), or(isNull(rgsGameSessions.lastRoundAt), lte(rgsGameSessions.lastRoundAt, earliest))))
        .returning({ id: rgsGameSessions.id });
      return row ? { previous: before.at } : false;
    },
    /** Gives a claimed start back (the round never happened: nothing was taken). */
    async releaseRoundStart(sessionId: string, claimed: Date, previous: Date | null) {
      await db.update(rgsGameSessions).set({ lastRoundAt: previous }).where(and(eq(rgsGameSessions.id, sessionId), eq(rgsGameSessions.lastRoundAt, claimed)));
    },
    async lastRoundAt(sessionId: string): Promise<Date | null> {
      const [row] = await db.select({ at: rgsGameSessions.lastRoundAt }).from(rgsGameSessions).where(eq(rgsGameSessions.id, sessionId));
      return row?.at ?? null;
    },

    /** Inserts a new open round; false when the session already has one (concurrent spin). */
    async openRound(row: typeof rgsRounds.$inferInsert): Promise<boolean> {
      try {
        await db.insert(rgsRounds).values(row);
        return true;
      } catch (err) {
        if (isUniqueViolation(err)) return false;
        throw err;
      }
    },
    async openRoundOfSession(sessionId: string): Promise<RoundRow | null> {
      const [row] = await db.select().from(rgsRounds).where(and(eq(rgsRounds.sessionId, sessionId), eq(rgsRounds.status, 'open')));
      return row ?? null;
    },
    /** The player's round of this game left open in an earlier session (closed tab mid free spins). */
    async openRoundOfPlayer(playerId: string, gameId: string): Promise<RoundRow | null> {
      const [row] = await db
        .select()
        .from(rgsRounds)
        .where(and(eq(rgsRounds.playerId, playerId), eq(rgsRounds.gameId, gameId), eq(rgsRounds.status, 'open'), eq(rgsRounds.mode, 'real')))
        .orderBy(desc(rgsRounds.updatedAt))
        .limit(1);
      return row ?? null;
    },
    async adoptRound(roundId: string, sessionId: string, at: Date) {
      await db.update(rgsRounds).set({ sessionId, updatedAt: at }).where(eq(rgsRounds.id, roundId));
    },
    async updateRound(roundId: string, patch: Partial<typeof rgsRounds.$inferInsert>) {
      await db.update(rgsRounds).set(patch).where(eq(rgsRounds.id, roundId));
    },
    async round(roundId: string): Promise<RoundRow | null> {
      const [row] = await db.select().from(rgsRounds).where(eq(rgsRounds.id, roundId));
      return row ?? null;
    },

    async recordCall(row: typeof rgsRoundCalls.$inferInsert) {
      await db
        .insert(rgsRoundCalls)
        .values(row)
        .onConflictDoUpdate({ target: rgsRoundCalls.transactionId, set: { status: row.status, answer: row.answer } });
    },
    async callsOf(roundId: string) {
      return db.select().from(rgsRoundCalls).where(eq(rgsRoundCalls.roundId, roundId)).orderBy(rgsRoundCalls.createdAt);
    },

    /** A player's real-money rounds, newest first (spec: page, fromDate, toDate, q). */
    async history(playerId: string, filter: { page: number; pageSize: number; from?: Date; to?: Date; q?: string }) {
      const conditions = [eq(rgsRounds.playerId, playerId), eq(rgsRounds.mode, 'real'), sql`${rgsRounds.status} <> 'cancelled'`];
      if (filter.from) conditions.push(gte(rgsRounds.createdAt, filter.from));
      if (filter.to) conditions.push(lt(rgsRounds.createdAt, filter.to));
      if (filter.q) {
        const like = `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(or(ilike(rgsRounds.gameName, like), ilike(rgsRounds.gameUrl, like), sql`${rgsRounds.id}::text ilike ${like}`)!);
      }
      const where = and(...conditions);
      const [{ total }] = await db.select({ total: count() }).from(rgsRounds).where(where);
      const rows = await db
        .select()
        .from(rgsRounds)
        .where(where)
        .orderBy(desc(rgsRounds.createdAt), desc(rgsRounds.id))
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize);
      return { rows, total: Number(total) };
    },

    async profit(playerId: string, gameId: string, currency: string) {
      const [row] = await db
        .select({ rounds: count(), bet: sum(rgsRounds.stake), win: sum(rgsRounds.win) })
        .from(rgsRounds)
        .where(and(eq(rgsRounds.playerId, playerId), eq(rgsRounds.gameId, gameId), eq(rgsRounds.mode, 'real'), eq(rgsRounds.currency, currency), sql`${rgsRounds.status} <> 'cancelled'`));
      return { rounds: Number(row?.rounds ?? 0), bet: Number(row?.bet ?? 0), win: Number(row?.win ?? 0) };
    },
  };
}
export type StudioRepository = ReturnType<typeof createStudioRepository>;
