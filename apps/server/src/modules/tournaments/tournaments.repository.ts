import { and, asc, count, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { defineRepository } from '../../platform/db';
import {
  tournamentLeases,
  tournamentParticipants,
  tournamentPayouts,
  tournamentPostings,
  tournamentRounds,
  tournaments,
} from './tournaments.tables';
import type { BoardEntry } from './tournaments.standings';

export type TournamentRow = typeof tournaments.$inferSelect;
export type ParticipantRow = typeof tournamentParticipants.$inferSelect;
export type RoundRow = typeof tournamentRounds.$inferSelect;
export type PayoutRow = typeof tournamentPayouts.$inferSelect;

export interface Standing {
  playerId: string;
  nickname: string;
  score: number;
  place: number;
}

/** The leaderboard order: score down, then who reached it first, then the player id (a total order). */
const RANK = [sql`(-${tournamentParticipants.score})`, asc(tournamentParticipants.reachedAt), asc(tournamentParticipants.playerId)];

/** The only file of the tournaments module that speaks SQL. */
export const createTournamentsRepository = defineRepository((db) => ({
  async insert(row: typeof tournaments.$inferInsert): Promise<TournamentRow> {
    const [created] = await db.insert(tournaments).values(row).returning();
    return created;
  },

  async update(id: number, set: Partial<typeof tournaments.$inferInsert>): Promise<TournamentRow | undefined> {
    const [row] = await db.update(tournaments).set(set).where(eq(tournaments.id, id)).returning();
    return row;
  },

  /** an update that loses to any edit made since `seen` (the row's updatedAt when read); false then */
  async updateIfUnchanged(id: number, seen: Date, set: Partial<typeof tournaments.$inferInsert>): Promise<boolean> {
    const rows = await db
      .update(tournaments)
      .set(set)
      .where(and(eq(tournaments.id, id), eq(tournaments.updatedAt, seen)))
      .returning({ id: tournaments.id });
    return rows.length > 0;
  },

  /** every game some tournament in registration or running qualifies */
  async openQualifyingGames(): Promise<string[]> {
    const result = (await db.execute(
      sql`select distinct jsonb_array_elements_text(qualifying_games) as url from tournaments where state in ('registration', 'active')`,
    )) as unknown as { rows: { url: string }[] };
    return result.rows.map((r) => r.url).sort();
  },

  /** tournaments not ended whose qualifying games come (partly) from categories or studios */
  async byCategoryOrStudio(): Promise<TournamentRow[]> {
    return db
      .select()
      .from(tournaments)
      .where(
        and(
          inArray(tournaments.state, ['registration', 'active']),
          or(sql`jsonb_array_length(${tournaments.categories}) > 0`, sql`jsonb_array_length(${tournaments.studios}) > 0`),
        ),
      );
  },

  /** moves a tournament from one state to the next; false when it was not in `from` (another runner moved it) */
  async moveState(id: number, from: string, to: string, now: Date): Promise<boolean> {
    const rows = await db
      .update(tournaments)
      .set({ state: to, updatedAt: now, ...(to === 'awarded' ? { awardedAt: now } : {}) })
      .where(and(eq(tournaments.id, id), eq(tournaments.state, from)))
      .returning({ id: tournaments.id });
    return rows.length > 0;
  },

  async byId(id: number, lock = false): Promise<TournamentRow | undefined> {
    const q = db.select().from(tournaments).where(eq(tournaments.id, id));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  },

  async bySeoTitle(seoTitle: string): Promise<TournamentRow | undefined> {
    const [row] = await db.select().from(tournaments).where(eq(tournaments.seoTitle, seoTitle));
    return row;
  },

  /** the newest tournaments in every state (the operators' list) */
  async newest(limit: number): Promise<TournamentRow[]> {
    return db.select().from(tournaments).orderBy(desc(tournaments.startsAt), desc(tournaments.id)).limit(limit);
  },

  /** a list of /tournaments: states, ordered by `by`, a page */
  async list(states: string[], by: 'startsAt' | 'endsAt', order: 'ASC' | 'DESC', offset: number, limit: number) {
    const column = tournaments[by];
    const where = inArray(tournaments.state, states);
    const rows = await db
      .select()
      .from(tournaments)
      .where(where)
      .orderBy(order === 'ASC' ? asc(column) : desc(column), asc(tournaments.id))
      .offset(offset)
      .limit(limit);
    const [{ n }] = await db.select({ n: count() }).from(tournaments).where(where);
    return { rows, total: n };
  },

  /** tournaments whose state is due to move on at `now` */
  async due(now: Date): Promise<TournamentRow[]> {
    return db
      .select()
      .from(tournaments)
      .where(
        or(
          and(eq(tournaments.state, 'registration'), lte(tournaments.startsAt, now)),
          and(eq(tournaments.state, 'active'), lte(tournaments.endsAt, now)),
          eq(tournaments.state, 'awarding'),
        ),
      )
      .orderBy(asc(tournaments.endsAt));
  },

  /** every running tournament (state active) */
  async active(): Promise<TournamentRow[]> {
    return db.select().from(tournaments).where(eq(tournaments.state, 'active'));
  },

  async joinedIds(playerId: string, ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await db
      .select({ id: tournamentParticipants.tournamentId })
      .from(tournamentParticipants)
      .where(and(eq(tournamentParticipants.playerId, playerId), inArray(tournamentParticipants.tournamentId, ids)));
    return new Set(rows.map((r) => r.id));
  },

  async participantCounts(ids: number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    const rows = await db
      .select({ id: tournamentParticipants.tournamentId, n: count() })
      .from(tournamentParticipants)
      .where(inArray(tournamentParticipants.tournamentId, ids))
      .groupBy(tournamentParticipants.tournamentId);
    return new Map(rows.map((r) => [r.id, r.n]));
  },

  /** true when the player was added (false: already in) */
  async join(row: typeof tournamentParticipants.$inferInsert): Promise<boolean> {
    const added = await db
      .insert(tournamentParticipants)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: tournamentParticipants.playerId });
    return added.length > 0;
  },

  async participant(tournamentId: number, playerId: string): Promise<ParticipantRow | undefined> {
    const [row] = await db
      .select()
      .from(tournamentParticipants)
      .where(and(eq(tournamentParticipants.tournamentId, tournamentId), eq(tournamentParticipants.playerId, playerId)));
    return row;
  },

  /** the first `limit` places */
  async top(tournamentId: number, limit: number): Promise<Standing[]> {
    const rows = await db
      .select({ playerId: tournamentParticipants.playerId, nickname: tournamentParticipants.nickname, score: tournamentParticipants.score })
      .from(tournamentParticipants)
      .where(eq(tournamentParticipants.tournamentId, tournamentId))
      .orderBy(...RANK)
      .limit(limit);
    return rows.map((r, i) => ({ ...r, place: i + 1 }));
  },

  /** the whole board in rank order, for the in-memory standings (tournaments.standings.ts) */
  async board(tournamentId: number): Promise<BoardEntry[]> {
    const P = tournamentParticipants;
    const rows = await db
      .select({ playerId: P.playerId, nickname: P.nickname, score: P.score, reachedAt: P.reachedAt })
      .from(P)
      .where(eq(P.tournamentId, tournamentId))
      .orderBy(...RANK);
    return rows.map((r) => ({ playerId: r.playerId, nickname: r.nickname, score: r.score, reachedAt: r.reachedAt.getTime() }));
  },

  /** claims a ledger transaction for a tournament; false when it was applied already */
  async claimPosting(tournamentId: number, transactionId: string, now: Date): Promise<boolean> {
    const rows = await db
      .insert(tournamentPostings)
      .values({ tournamentId, transactionId, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: tournamentPostings.transactionId });
    return rows.length > 0;
  },

  /** a bet of a round: the round's row, or its bet grows (a round with several bets) */
  async addBet(row: typeof tournamentRounds.$inferInsert) {
    await db
      .insert(tournamentRounds)
      .values(row)
      .onConflictDoUpdate({
        target: [tournamentRounds.tournamentId, tournamentRounds.roundId],
        set: { bet: sql`${tournamentRounds.bet} + excluded.bet` },
      });
  },

  /** a win of a round already counted; false when the round is not counted here */
  async addWin(tournamentId: number, roundId: string, playerId: string, amount: number): Promise<boolean> {
    const rows = await db
      .update(tournamentRounds)
      .set({ win: sql`${tournamentRounds.win} + ${amount}` })
      .where(
        and(
          eq(tournamentRounds.tournamentId, tournamentId),
          eq(tournamentRounds.roundId, roundId),
          eq(tournamentRounds.playerId, playerId),
        ),
      )
      .returning({ id: tournamentRounds.roundId });
    return rows.length > 0;
  },

  async removeRound(tournamentId: number, roundId: string, playerId: string): Promise<boolean> {
    const rows = await db
      .delete(tournamentRounds)
      .where(
        and(
          eq(tournamentRounds.tournamentId, tournamentId),
          eq(tournamentRounds.roundId, roundId),
          eq(tournamentRounds.playerId, playerId),
        ),
      )
      .returning({ id: tournamentRounds.roundId });
    return rows.length > 0;
  },

  async roundsOf(tournamentId: number, playerId: string): Promise<RoundRow[]> {
    return db
      .select()
      .from(tournamentRounds)
      .where(and(eq(tournamentRounds.tournamentId, tournamentId), eq(tournamentRounds.playerId, playerId)))
      .orderBy(asc(tournamentRounds.at), asc(tournamentRounds.roundId));
  },

  async setScore(tournamentId: number, playerId: string, set: { score: number; reachedAt: Date; rounds: number }) {
    await db
      .update(tournamentParticipants)
      .set(set)
      .where(and(eq(tournamentParticipants.tournamentId, tournamentId), eq(tournamentParticipants.playerId, playerId)));
  },

  /** serialises the score changes of one player in one tournament */
  /** the participant's row, locked to the end of the transaction (one score update at a time per player) */
  async lockParticipant(tournamentId: number, playerId: string): Promise<ParticipantRow | undefined> {
    const [row] = await db
      .select()
      .from(tournamentParticipants)
      .where(and(eq(tournamentParticipants.tournamentId, tournamentId), eq(tournamentParticipants.playerId, playerId)))
      .for('update');
    return row;
  },

  async insertPayouts(rows: (typeof tournamentPayouts.$inferInsert)[]) {
    if (rows.length) await db.insert(tournamentPayouts).values(rows).onConflictDoNothing();
  },

  async payouts(tournamentId: number): Promise<PayoutRow[]> {
    return db
      .select()
      .from(tournamentPayouts)
      .where(eq(tournamentPayouts.tournamentId, tournamentId))
      .orderBy(asc(tournamentPayouts.place));
  },

  async markPaid(tournamentId: number, place: number, ledgerTransactionId: string | null, now: Date) {
    await db
      .update(tournamentPayouts)
      .set({ paidAt: now, ledgerTransactionId })
      .where(and(eq(tournamentPayouts.tournamentId, tournamentId), eq(tournamentPayouts.place, place)));
  },

  /**
   * Takes (or renews) the lease `name` until `until` when it is free, expired or already `holder`'s:
   * one atomic upsert, so two instances never both hold it. True when `holder` has it.
   */
  async takeLease(name: string, holder: string, now: Date, until: Date): Promise<boolean> {
    const rows = await db
      .insert(tournamentLeases)
      .values({ name, holder, expiresAt: until })
      .onConflictDoUpdate({
        target: tournamentLeases.name,
        set: { holder, expiresAt: until },
        setWhere: or(eq(tournamentLeases.holder, holder), lte(tournamentLeases.expiresAt, now)),
      })
      .returning({ holder: tournamentLeases.holder });
    return rows.length > 0 && rows[0].holder === holder;
  },
  /** gives the lease up (shutdown), so another instance takes over at once */
  async releaseLease(name: string, holder: string) {
    await db.delete(tournamentLeases).where(and(eq(tournamentLeases.name, name), eq(tournamentLeases.holder, holder)));
  },
}));
export type TournamentsRepository = ReturnType<typeof createTournamentsRepository>;
