import { and, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { defineRepository, statement } from '../../platform/db';
import {
  rgBlocks,
  rgExclusions,
  rgLimits,
  rgRealityChecks,
  rgSessions,
  rgSettings,
  rgTermsAcceptances,
  rgTermsVersions,
} from './responsible-gaming.tables';

export type LimitRow = typeof rgLimits.$inferSelect;
export type ExclusionRow = typeof rgExclusions.$inferSelect;
export type SessionRow = typeof rgSessions.$inferSelect;

/** What a bet is checked against, read in one statement: the open exclusion and session, the reality-check interval, the limits. */
export interface BetFacts {
  exclusion: ExclusionRow | null;
  session: SessionRow | null;
  realityCheckMinutes: number | null;
  limits: LimitRow[];
}

/** A row read as JSON (`to_jsonb`): snake_case keys to the table's camelCase, timestamps to dates. */
function fromJsonRow<T>(json: Record<string, unknown>): T {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(json)) {
    const name = key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
    row[name] = typeof value === 'string' && /(At|From)$/.test(name) ? new Date(value) : value;
  }
  return row as T;
}

/** The only file of the responsible-gaming module that speaks SQL. */
// read on every bet: built once, a named statement
const betFactsStatement = statement<{
  exclusion: Record<string, unknown> | null;
  session: Record<string, unknown> | null;
  reality_check_minutes: number | null;
  limits: Record<string, unknown>[];
}>('rg_bet_facts', () => {
  const playerId = sql.placeholder('playerId');
  return sql`select
    (select to_jsonb(e) from ${rgExclusions} e where e.player_id = ${playerId} and e.lifted_at is null) as exclusion,
    (select to_jsonb(s) from ${rgSessions} s where s.player_id = ${playerId} and s.ended_at is null) as session,
    (select reality_check_minutes from ${rgSettings} where player_id = ${playerId}) as reality_check_minutes,
    (select coalesce(jsonb_agg(to_jsonb(l)), '[]'::jsonb) from ${rgLimits} l where l.player_id = ${playerId}) as limits`;
});

export const createResponsibleGamingRepository = defineRepository((db) => ({
  /**
   * Everything the bet check reads, in one round trip (a bet is checked on every spin). Each part is
   * what `openExclusion`, `openSession`, `settings` and `limits` return; at most one open exclusion
   * and one open session exist per player (partial unique indexes).
   */
  async betFacts(playerId: string): Promise<BetFacts> {
    const [row] = await betFactsStatement(db, { playerId });
    return {
      exclusion: row.exclusion ? fromJsonRow<ExclusionRow>(row.exclusion) : null,
      session: row.session ? fromJsonRow<SessionRow>(row.session) : null,
      realityCheckMinutes: row.reality_check_minutes ?? null,
      limits: row.limits.map((l) => fromJsonRow<LimitRow>(l)),
    };
  },

  async limits(playerId: string): Promise<LimitRow[]> {
    return db.select().from(rgLimits).where(eq(rgLimits.playerId, playerId));
  },

  /** the rows of these kinds, locked until the end of the transaction (a change is decided one at a time) */
  async lockLimits(playerId: string, kinds: string[], at: Date): Promise<LimitRow[]> {
    // create missing rows first so that the lock has something to hold
    await db
      .insert(rgLimits)
      .values(kinds.map((kind) => ({ playerId, kind, updatedAt: at })))
      .onConflictDoNothing();
    return db
      .select()
      .from(rgLimits)
      .where(and(eq(rgLimits.playerId, playerId), inArray(rgLimits.kind, kinds)))
      .for('update');
  },

  async saveLimit(row: Pick<LimitRow, 'playerId' | 'kind' | 'value' | 'hasPending' | 'pendingValue' | 'pendingAt' | 'updatedAt'>) {
    await db
      .update(rgLimits)
      .set({
        value: row.value,
        hasPending: row.hasPending,
        pendingValue: row.pendingValue,
        pendingAt: row.pendingAt,
        updatedAt: row.updatedAt,
      })
      .where(and(eq(rgLimits.playerId, row.playerId), eq(rgLimits.kind, row.kind)));
  },

  /**
   * pending changes whose time has come: applied and returned with what changed (the players to
   * tell). One statement: a row changed by a parallel tick is checked again on its lock and skipped.
   */
  async applyDueLimits(now: Date): Promise<{ playerId: string; kind: string; value: number | null; effectiveAt: Date }[]> {
    return db
      .update(rgLimits)
      .set({ value: sql`${rgLimits.pendingValue}`, hasPending: false, pendingValue: null, pendingAt: null, updatedAt: now })
      .where(and(eq(rgLimits.hasPending, true), lte(rgLimits.pendingAt, now)))
      .returning({ playerId: rgLimits.playerId, kind: rgLimits.kind, value: rgLimits.value, effectiveAt: rgLimits.updatedAt });
  },

  async settings(playerId: string) {
    const [row] = await db.select().from(rgSettings).where(eq(rgSettings.playerId, playerId));
    return row ?? null;
  },

  async setRealityCheck(playerId: string, minutes: number | null, at: Date) {
    await db
      .insert(rgSettings)
      .values({ playerId, realityCheckMinutes: minutes, updatedAt: at })
      .onConflictDoUpdate({ target: rgSettings.playerId, set: { realityCheckMinutes: minutes, updatedAt: at } });
  },

  async openSession(playerId: string): Promise<SessionRow | null> {
    const [row] = await db
      .select()
      .from(rgSessions)
      .where(and(eq(rgSessions.playerId, playerId), isNull(rgSessions.endedAt)));
    return row ?? null;
  },

  async endSession(id: string, at: Date) {
    await db
      .update(rgSessions)
      .set({ endedAt: at })
      .where(and(eq(rgSessions.id, id), isNull(rgSessions.endedAt)));
  },

  async endSessionsOf(playerId: string, at: Date) {
    await db
      .update(rgSessions)
      .set({ endedAt: at })
      .where(and(eq(rgSessions.playerId, playerId), isNull(rgSessions.endedAt)));
  },

  /** a new open session; null when another request opened one meanwhile (one open session per player) */
  async insertSession(row: typeof rgSessions.$inferInsert): Promise<SessionRow | null> {
    const [created] = await db.insert(rgSessions).values(row).onConflictDoNothing().returning();
    return created ?? null;
  },

  async touchSession(
    id: string,
    patch: Partial<Pick<SessionRow, 'lastActivityAt' | 'authSessionId' | 'realityCheckFrom' | 'lastRefusal'>>,
  ) {
    await db.update(rgSessions).set(patch).where(eq(rgSessions.id, id));
  },

  async recordRealityCheck(row: typeof rgRealityChecks.$inferInsert) {
    await db.insert(rgRealityChecks).values(row);
  },

  async openExclusion(playerId: string): Promise<ExclusionRow | null> {
    const [row] = await db
      .select()
      .from(rgExclusions)
      .where(and(eq(rgExclusions.playerId, playerId), isNull(rgExclusions.liftedAt)));
    return row ?? null;
  },

  /** the open exclusion, locked until the end of the transaction */
  async lockExclusion(playerId: string): Promise<ExclusionRow | null> {
    const [row] = await db
      .select()
      .from(rgExclusions)
      .where(and(eq(rgExclusions.playerId, playerId), isNull(rgExclusions.liftedAt)))
      .for('update');
    return row ?? null;
  },

  /** false when the player already has an open exclusion (one at a time) */
  async insertExclusion(row: typeof rgExclusions.$inferInsert): Promise<boolean> {
    const created = await db.insert(rgExclusions).values(row).onConflictDoNothing().returning({ id: rgExclusions.id });
    return created.length > 0;
  },

  async updateExclusion(id: string, patch: Partial<ExclusionRow>) {
    await db.update(rgExclusions).set(patch).where(eq(rgExclusions.id, id));
  },

  /** open exclusions whose reopening time has come */
  async dueExclusions(now: Date): Promise<ExclusionRow[]> {
    return db
      .select()
      .from(rgExclusions)
      .where(and(isNull(rgExclusions.liftedAt), lte(rgExclusions.reopensAt, now)))
      .limit(500);
  },

  /** lifts it if still open; false when another instance did */
  async liftExclusion(id: string, at: Date): Promise<boolean> {
    const rows = await db
      .update(rgExclusions)
      .set({ liftedAt: at, updatedAt: at })
      .where(and(eq(rgExclusions.id, id), isNull(rgExclusions.liftedAt)))
      .returning({ id: rgExclusions.id });
    return rows.length > 0;
  },

  async addBlock(row: typeof rgBlocks.$inferInsert) {
    await db.insert(rgBlocks).values(row);
  },

  async lastBlock(playerId: string) {
    const [row] = await db.select().from(rgBlocks).where(eq(rgBlocks.playerId, playerId)).orderBy(desc(rgBlocks.createdAt)).limit(1);
    return row ?? null;
  },

  async publishTerms(kind: string, version: string, at: Date): Promise<boolean> {
    const rows = await db
      .insert(rgTermsVersions)
      .values({ kind, version, publishedAt: at })
      .onConflictDoNothing()
      .returning({ version: rgTermsVersions.version });
    return rows.length > 0;
  },

  /** the newest version of each kind */
  async currentTerms(): Promise<Record<string, string>> {
    const rows = await db.select().from(rgTermsVersions).orderBy(desc(rgTermsVersions.publishedAt));
    const current: Record<string, string> = {};
    for (const r of rows) current[r.kind] ??= r.version;
    return current;
  },

  async recordAcceptance(playerId: string, kind: string, version: string, at: Date) {
    await db.insert(rgTermsAcceptances).values({ playerId, kind, version, acceptedAt: at }).onConflictDoNothing();
  },

  // --- privacy export -----------------------------------------------------------------------
  async everything(playerId: string) {
    return {
      limits: await db.select().from(rgLimits).where(eq(rgLimits.playerId, playerId)),
      settings: await db.select().from(rgSettings).where(eq(rgSettings.playerId, playerId)),
      sessions: await db.select().from(rgSessions).where(eq(rgSessions.playerId, playerId)),
      realityChecks: await db.select().from(rgRealityChecks).where(eq(rgRealityChecks.playerId, playerId)),
      exclusions: await db.select().from(rgExclusions).where(eq(rgExclusions.playerId, playerId)),
      blocks: await db.select().from(rgBlocks).where(eq(rgBlocks.playerId, playerId)),
      termsAcceptances: await db.select().from(rgTermsAcceptances).where(eq(rgTermsAcceptances.playerId, playerId)),
    };
  },
}));
export type ResponsibleGamingRepository = ReturnType<typeof createResponsibleGamingRepository>;
