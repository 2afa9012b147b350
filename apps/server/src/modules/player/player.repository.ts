import { and, asc, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { BroadcastSegment } from '@fortuna/contracts';
import { defineRepository, prepared } from '../../platform/db';
import { players, type NewPlayerRow, type PlayerRow } from './player.tables';

/** The only file of the player module that touches Drizzle. */
export const createPlayerRepository = defineRepository((db) => {
  // read on every bet (the gate): built once, a named statement
  const playerById = prepared('player_by_id', () =>
    db
      .select()
      .from(players)
      .where(eq(players.id, sql.placeholder('id')))
      .limit(1),
  );
  return {
    async insert(row: NewPlayerRow): Promise<PlayerRow> {
      const [created] = await db.insert(players).values(row).returning();
      return created;
    },
    async byId(id: string): Promise<PlayerRow | undefined> {
      const [row] = await playerById({ id });
      return row;
    },
    async byEmail(email: string): Promise<PlayerRow | undefined> {
      const [row] = await db
        .select()
        .from(players)
        .where(sql`lower(${players.email}) = ${email.trim().toLowerCase()}`)
        .limit(1);
      return row;
    },
    async byLogin(login: string): Promise<PlayerRow | undefined> {
      const [row] = await db
        .select()
        .from(players)
        .where(sql`lower(${players.login}) = ${login.trim().toLowerCase()}`)
        .limit(1);
      return row;
    },
    /** open accounts in a segment, by id after `after`, `limit` at a time (a broadcast's batches) */
    async recipients(
      segment: BroadcastSegment,
      after: string | null,
      limit: number,
    ): Promise<{ id: string; language: string; email: string }[]> {
      const where: (SQL | undefined)[] = [ne(players.status, 'closed'), after ? gt(players.id, after) : undefined];
      if (segment.kind === 'country') where.push(eq(players.country, segment.country));
      if (segment.kind === 'currency') where.push(eq(players.currency, segment.currency));
      if (segment.kind === 'players') where.push(inArray(players.id, segment.ids));
      return db
        .select({ id: players.id, language: players.language, email: players.email })
        .from(players)
        .where(and(...where))
        .orderBy(asc(players.id))
        .limit(limit);
    },
    /** registrations in [from, to) per UTC day (the back office's dashboard) */
    async registrationsPerDay(from: Date, to: Date): Promise<{ day: string; count: number }[]> {
      const day = sql<string>`to_char(${players.registeredAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const rows = await db
        .select({ day, count: sql<number>`count(*)::int` })
        .from(players)
        .where(and(sql`${players.registeredAt} >= ${from.toISOString()}`, sql`${players.registeredAt} < ${to.toISOString()}`))
        .groupBy(day)
        .orderBy(day);
      return rows.map((r) => ({ day: String(r.day), count: Number(r.count) }));
    },
    /** self-excluded players, the latest exclusion first (the back office's compliance list) */
    async selfExcluded(limit: number, offset: number): Promise<{ rows: PlayerRow[]; total: number }> {
      const where = eq(players.status, 'self_excluded');
      const [rows, [count]] = await Promise.all([
        db
          .select()
          .from(players)
          .where(where)
          .orderBy(sql`${players.updatedAt} desc`, asc(players.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(players)
          .where(where),
      ]);
      return { rows, total: Number(count?.n ?? 0) };
    },
    /** the country of each of these players (reports by country) */
    async countriesOf(ids: string[]): Promise<{ id: string; country: string | null }[]> {
      if (ids.length === 0) return [];
      return db.select({ id: players.id, country: players.country }).from(players).where(inArray(players.id, ids));
    },
    async update(id: string, patch: Partial<NewPlayerRow>): Promise<PlayerRow | undefined> {
      const [row] = await db.update(players).set(patch).where(eq(players.id, id)).returning();
      return row;
    },
    /** every player must accept the new version of the terms and/or the privacy policy */
    async resetTerms(flags: { terms: boolean; policy: boolean }, at: Date): Promise<void> {
      await db
        .update(players)
        .set({ ...(flags.terms ? { termsAccepted: false } : {}), ...(flags.policy ? { policyAccepted: false } : {}), updatedAt: at });
    },
  };
});
export type PlayerRepository = ReturnType<typeof createPlayerRepository>;
