import { and, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db';
import { transaction } from '../../../platform/db';
import { rgsGameSessions } from '../rgs.tables';
import { rgsLiveBets, rgsLiveRounds, rgsLiveTables } from './live.tables';

export type LiveRoundRow = typeof rgsLiveRounds.$inferSelect;
export type LiveBetRow = typeof rgsLiveBets.$inferSelect;

class DuplicateBet extends Error {
  constructor(readonly existing: LiveBetRow | null) {
    super('duplicate live bet');
  }
}

/** The only file of the live tables that touches Drizzle. */
export function createLiveRepository(db: Db) {
  return {
    async ensureTable(id: string, game: string) {
      await db.insert(rgsLiveTables).values({ id, game }).onConflictDoNothing();
    },

    /** Takes or renews the table's lease; false when another live owner holds it. */
    async acquireLease(id: string, owner: string, now: Date, until: Date): Promise<boolean> {
      const rows = await db
        .update(rgsLiveTables)
        .set({ leaseOwner: owner, leaseUntil: until })
        .where(
          and(
            eq(rgsLiveTables.id, id),
            or(isNull(rgsLiveTables.leaseOwner), eq(rgsLiveTables.leaseOwner, owner), lt(rgsLiveTables.leaseUntil, now)),
          ),
        )
        .returning({ id: rgsLiveTables.id });
      return rows.length === 1;
    },

    async releaseLease(id: string, owner: string) {
      await db
        .update(rgsLiveTables)
        .set({ leaseOwner: null, leaseUntil: null })
        .where(and(eq(rgsLiveTables.id, id), eq(rgsLiveTables.leaseOwner, owner)));
    },

    async latestRound(tableId: string): Promise<LiveRoundRow | null> {
      const [row] = await db
        .select()
        .from(rgsLiveRounds)
        .where(eq(rgsLiveRounds.tableId, tableId))
        .orderBy(desc(rgsLiveRounds.seq))
        .limit(1);
      return row ?? null;
    },

    async round(id: string): Promise<LiveRoundRow | null> {
      const [row] = await db.select().from(rgsLiveRounds).where(eq(rgsLiveRounds.id, id));
      return row ?? null;
    },

    async history(tableId: string, limit: number): Promise<LiveRoundRow[]> {
      return db
        .select()
        .from(rgsLiveRounds)
        .where(and(eq(rgsLiveRounds.tableId, tableId), eq(rgsLiveRounds.phase, 'result')))
        .orderBy(desc(rgsLiveRounds.seq))
        .limit(limit);
    },

    /** Inserts a round; false when that seq exists already (another driver opened it). */
    async insertRound(row: typeof rgsLiveRounds.$inferInsert): Promise<boolean> {
      const rows = await db.insert(rgsLiveRounds).values(row).onConflictDoNothing().returning({ id: rgsLiveRounds.id });
      return rows.length === 1;
    },

    /** betting -> drawing with the drawn outcome; null when it was not in betting any more. */
    async closeRound(id: string, outcome: object): Promise<LiveRoundRow | null> {
      const [row] = await db
        .update(rgsLiveRounds)
        .set({ phase: 'drawing', outcome })
        .where(and(eq(rgsLiveRounds.id, id), eq(rgsLiveRounds.phase, 'betting')))
        .returning();
      return row ?? null;
    },

    /** drawing -> result; null when another driver finished it. */
    async finishRound(id: string, at: Date): Promise<LiveRoundRow | null> {
      const [row] = await db
        .update(rgsLiveRounds)
        .set({ phase: 'result', settledAt: at })
        .where(and(eq(rgsLiveRounds.id, id), eq(rgsLiveRounds.phase, 'drawing')))
        .returning();
      return row ?? null;
    },

    /**
     * Inserts a bet while its round still takes bets (the round row is locked, so closing waits
     * for it). Demo: the play money moves in the same transaction. Returns the bet, or the reason.
     */
    async insertBetIfOpen(
      bet: typeof rgsLiveBets.$inferInsert,
      now: Date,
      demo: boolean,
    ): Promise<
      | { ok: true; bet: LiveBetRow; demoBalance: number | null }
      | { ok: false; reason: 'closed' | 'funds' | 'duplicate'; existing?: LiveBetRow }
    > {
      return transaction(db, async (tx) => {
        const duplicate = async () => {
          const [existing] = await tx
            .select()
            .from(rgsLiveBets)
            .where(and(eq(rgsLiveBets.sessionId, bet.sessionId), eq(rgsLiveBets.clientTransactionId, bet.clientTransactionId)));
          return existing ? { ok: false as const, reason: 'duplicate' as const, existing } : null;
        };
        const seen = await duplicate();
        if (seen) return seen;
        const [round] = await tx.select().from(rgsLiveRounds).where(eq(rgsLiveRounds.id, bet.roundId)).for('update');
        if (!round || round.phase !== 'betting' || now.getTime() >= round.closesAt.getTime())
          return { ok: false as const, reason: 'closed' as const };
        let demoBalance: number | null = null;
        if (demo) {
          const [moved] = await tx
            .update(rgsGameSessions)
            .set({ demoBalance: sql`${rgsGameSessions.demoBalance} - ${bet.stake}` })
            .where(and(eq(rgsGameSessions.id, bet.sessionId), gte(rgsGameSessions.demoBalance, bet.stake)))
            .returning({ balance: rgsGameSessions.demoBalance });
          if (!moved) return { ok: false as const, reason: 'funds' as const };
          demoBalance = Number(moved.balance);
        }
        // insert-or-return-first: a twin racing this one waits on the unique key, then answers the first bet
        const [row] = await tx.insert(rgsLiveBets).values(bet).onConflictDoNothing().returning();
        if (!row) {
          const first = await duplicate();
          // thrown, so that a demo stake taken above is rolled back with this attempt
          throw new DuplicateBet(first?.existing ?? null);
        }
        return { ok: true as const, bet: row, demoBalance };
      }).catch((err: unknown) => {
        if (err instanceof DuplicateBet && err.existing)
          return { ok: false as const, reason: 'duplicate' as const, existing: err.existing };
        throw err;
      });
    },

    async setBetStatus(id: string, from: string[], to: string, patch: { win?: number; settledAt?: Date } = {}): Promise<LiveBetRow | null> {
      const [row] = await db
        .update(rgsLiveBets)
        .set({ status: to, ...patch })
        .where(and(eq(rgsLiveBets.id, id), inArray(rgsLiveBets.status, from)))
        .returning();
      return row ?? null;
    },

    /** Settles a demo bet and pays its play money in one transaction (exactly once). */
    async settleDemoBet(id: string, win: number, at: Date): Promise<LiveBetRow | null> {
      return transaction(db, async (tx) => {
        const [row] = await tx
          .update(rgsLiveBets)
          .set({ status: 'settled', win, settledAt: at })
          .where(and(eq(rgsLiveBets.id, id), eq(rgsLiveBets.status, 'placed')))
          .returning();
        if (row && win > 0)
          await tx
            .update(rgsGameSessions)
            .set({ demoBalance: sql`${rgsGameSessions.demoBalance} + ${win}` })
            .where(eq(rgsGameSessions.id, row.sessionId));
        return row ?? null;
      });
    },

    /** Refunds a demo bet's play money in one transaction (exactly once). */
    async refundDemoBet(id: string, at: Date): Promise<LiveBetRow | null> {
      return transaction(db, async (tx) => {
        const [row] = await tx
          .update(rgsLiveBets)
          .set({ status: 'refunded', win: 0, settledAt: at })
          .where(and(eq(rgsLiveBets.id, id), inArray(rgsLiveBets.status, ['pending', 'placed'])))
          .returning();
        if (row)
          await tx
            .update(rgsGameSessions)
            .set({ demoBalance: sql`${rgsGameSessions.demoBalance} + ${row.stake}` })
            .where(eq(rgsGameSessions.id, row.sessionId));
        return row ?? null;
      });
    },

    async openBetsOf(roundId: string): Promise<LiveBetRow[]> {
      return db
        .select()
        .from(rgsLiveBets)
        .where(and(eq(rgsLiveBets.roundId, roundId), inArray(rgsLiveBets.status, ['pending', 'placed'])))
        .orderBy(rgsLiveBets.createdAt, rgsLiveBets.id);
    },

    async betsOfRound(roundId: string): Promise<LiveBetRow[]> {
      return db.select().from(rgsLiveBets).where(eq(rgsLiveBets.roundId, roundId));
    },

    async betsOfSession(sessionId: string, roundIds: string[]): Promise<LiveBetRow[]> {
      if (!roundIds.length) return [];
      return db
        .select()
        .from(rgsLiveBets)
        .where(and(eq(rgsLiveBets.sessionId, sessionId), inArray(rgsLiveBets.roundId, roundIds)))
        .orderBy(rgsLiveBets.createdAt);
    },
  };
}
export type LiveRepository = ReturnType<typeof createLiveRepository>;
