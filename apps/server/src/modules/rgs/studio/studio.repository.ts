import { and, count, desc, eq, gte, inArray, isNull, lte, or, sql, sum, type SQL } from 'drizzle-orm';
import { defineRepository, prepared, statement } from '../../../platform/db';
import { rgsGameSessions, rgsLeases, rgsRoundCalls, rgsRounds } from '../rgs.tables';

export type SessionRow = typeof rgsGameSessions.$inferSelect;
export type RoundRow = typeof rgsRounds.$inferSelect;

interface HistorySqlRow {
  id: string;
  game_id: string;
  game_url: string;
  game_name: string | null;
  engine: string;
  currency: string;
  status: string;
  stake: string;
  win: string;
  created_at: Date | string;
  live_round_id: string | null;
  bet: Record<string, unknown> | null;
  free_round: boolean;
  server_seed_hash: string | null;
  client_seed: string | null;
  seq: number | string | null;
  server_seed: string | null;
}

/** The only file of the studio that touches Drizzle. `withTx(tx)` gives the same statements inside a transaction. */
/** What one step changes on its round row. */
export interface StepPatch {
  status: string;
  stake: number;
  win: number;
  jackpotWin: number;
  steps: number;
  state: unknown;
  outcome: unknown;
  updatedAt: Date;
}

const p = (name: string) => sql.placeholder(name);
const json = (v: unknown) => (v == null ? null : JSON.stringify(v));
// written on every spin inside the round's transaction: built once, named statements on its client
const insertRound = statement<{ id: string }>(
  'studio_insert_round',
  () => sql`insert into rgs_rounds (id, session_id, player_id, mode, game_id, game_url, game_name, engine, currency, status,
      stake, win, jackpot_win, steps, state, outcome, free_spins_id, created_at, updated_at)
    values (${p('id')}, ${p('sessionId')}, ${p('playerId')}, ${p('mode')}, ${p('gameId')}, ${p('gameUrl')}, ${p('gameName')},
      ${p('engine')}, ${p('currency')}, ${p('status')}, ${p('stake')}, ${p('win')}, ${p('jackpotWin')}, ${p('steps')},
      ${p('state')}::jsonb, ${p('outcome')}::jsonb, ${p('freeSpinsId')}, ${p('createdAt')}::timestamptz, ${p('updatedAt')}::timestamptz)
    on conflict do nothing returning id`,
);
const stepUpdate = sql`update rgs_rounds set status = ${p('status')}, stake = ${p('stake')}, win = ${p('win')},
    jackpot_win = ${p('jackpotWin')}, steps = ${p('steps')}, state = ${p('state')}::jsonb, outcome = ${p('outcome')}::jsonb,
    updated_at = ${p('updatedAt')}::timestamptz where id = ${p('roundId')}`;
/** `finishStep`'s statement for a step that made `n` casino calls (0 to 2 on a spin; one named statement per `n`) */
const finishStepWith = (n: number) => {
  if (n === 0) return stepUpdate;
  const rows = Array.from(
    { length: n },
    (_, i) =>
      sql`(${p(`t${i}`)}, ${p(`r${i}`)}, ${p(`k${i}`)}, ${p(`a${i}`)}, ${p(`s${i}`)}, ${p(`j${i}`)}::jsonb, ${p(`c${i}`)}::timestamptz)`,
  );
  return sql`with logged as (insert into rgs_round_calls (transaction_id, round_id, kind, amount, status, answer, created_at)
    values ${sql.join(rows, sql`, `)} on conflict (transaction_id) do update set status = excluded.status, answer = excluded.answer) ${stepUpdate}`;
};
const finishStepStatements = new Map<number, ReturnType<typeof statement>>();
const finishStepOf = (n: number) => {
  let made = finishStepStatements.get(n);
  if (!made) finishStepStatements.set(n, (made = statement(`studio_finish_step_${n}`, () => finishStepWith(n))));
  return made;
};

export const createStudioRepository = defineRepository((db) => {
  // read on every spin: built once, named statements
  const sessionById = prepared('studio_session_by_id', () =>
    db
      .select()
      .from(rgsGameSessions)
      .where(eq(rgsGameSessions.id, sql.placeholder('id'))),
  );
  const openRoundBySession = prepared('studio_open_round_of_session', () =>
    db
      .select()
      .from(rgsRounds)
      .where(and(eq(rgsRounds.sessionId, sql.placeholder('sessionId')), eq(rgsRounds.status, 'open'))),
  );
  return {
    async insertSession(row: typeof rgsGameSessions.$inferInsert) {
      await db.insert(rgsGameSessions).values(row);
    },
    async session(id: string): Promise<SessionRow | null> {
      const [row] = await sessionById({ id });
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
      await db
        .update(rgsGameSessions)
        .set({ lastRoundAt: previous })
        .where(and(eq(rgsGameSessions.id, sessionId), eq(rgsGameSessions.lastRoundAt, claimed)));
    },
    async lastRoundAt(sessionId: string): Promise<Date | null> {
      const [row] = await db.select({ at: rgsGameSessions.lastRoundAt }).from(rgsGameSessions).where(eq(rgsGameSessions.id, sessionId));
      return row?.at ?? null;
    },

    /** Inserts a new open round; false when the session already has one (concurrent spin). */
    async openRound(row: typeof rgsRounds.$inferInsert): Promise<boolean> {
      const inserted = await insertRound(db, {
        id: row.id,
        sessionId: row.sessionId,
        playerId: row.playerId ?? null,
        mode: row.mode,
        gameId: row.gameId,
        gameUrl: row.gameUrl,
        gameName: row.gameName,
        engine: row.engine,
        currency: row.currency,
        status: row.status,
        stake: row.stake ?? 0,
        win: row.win ?? 0,
        jackpotWin: row.jackpotWin ?? 0,
        steps: row.steps ?? 0,
        state: json(row.state),
        outcome: json(row.outcome),
        freeSpinsId: row.freeSpinsId ?? null,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      });
      return inserted.length === 1;
    },
    async openRoundOfSession(sessionId: string): Promise<RoundRow | null> {
      const [row] = await openRoundBySession({ sessionId });
      return row ?? null;
    },
    /** The player's round of this game left open in an earlier session (closed tab mid free spins). */
    async openRoundOfPlayer(playerId: string, gameId: string): Promise<RoundRow | null> {
      const [row] = await db
        .select()
        .from(rgsRounds)
        .where(
          and(eq(rgsRounds.playerId, playerId), eq(rgsRounds.gameId, gameId), eq(rgsRounds.status, 'open'), eq(rgsRounds.mode, 'real')),
        )
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
    /**
     * The end of one round step in its transaction: the round's new state and the log of the casino
     * calls the step made, in one hand-written statement (a data-modifying CTE runs even unreferenced).
     */
    async finishStep(roundId: string, patch: StepPatch, calls: (typeof rgsRoundCalls.$inferInsert)[]) {
      const values: Record<string, unknown> = {
        roundId,
        status: patch.status,
        stake: patch.stake,
        win: patch.win,
        jackpotWin: patch.jackpotWin,
        steps: patch.steps,
        state: json(patch.state),
        outcome: json(patch.outcome),
        updatedAt: patch.updatedAt.toISOString(),
      };
      calls.forEach((c, i) => {
        Object.assign(values, {
          [`t${i}`]: c.transactionId,
          [`r${i}`]: c.roundId,
          [`k${i}`]: c.kind,
          [`a${i}`]: c.amount,
          [`s${i}`]: c.status,
          [`j${i}`]: json(c.answer),
          [`c${i}`]: c.createdAt.toISOString(),
        });
      });
      await finishStepOf(calls.length)(db, values);
    },
    /** The round's row, locked until the transaction ends (one step at a time). */
    async lockRound(roundId: string): Promise<RoundRow | null> {
      const [row] = await db.select().from(rgsRounds).where(eq(rgsRounds.id, roundId)).for('update');
      return row ?? null;
    },
    async round(roundId: string): Promise<RoundRow | null> {
      const [row] = await db.select().from(rgsRounds).where(eq(rgsRounds.id, roundId));
      return row ?? null;
    },

    /**
     * Rounds whose last change is older than `before` (oldest first) that are still open, or that
     * have a casino call without a settled answer (over HTTP: a stake or win in flight when it died).
     */
    async staleRounds(before: Date, limit: number): Promise<RoundRow[]> {
      const unsettled = db
        .select({ roundId: rgsRoundCalls.roundId })
        .from(rgsRoundCalls)
        .where(inArray(rgsRoundCalls.status, ['pending', 'failed']));
      return db
        .select()
        .from(rgsRounds)
        .where(and(lte(rgsRounds.updatedAt, before), or(eq(rgsRounds.status, 'open'), inArray(rgsRounds.id, unsettled))))
        .orderBy(rgsRounds.updatedAt)
        .limit(limit);
    },
    async setCallStatus(transactionId: string, status: 'cancelled' | 'ok' | 'failed') {
      await db.update(rgsRoundCalls).set({ status }).where(eq(rgsRoundCalls.transactionId, transactionId));
    },

    /**
     * Takes (or renews) the lease `name` until `until` when it is free, expired or already `holder`'s:
     * one atomic upsert, so two instances can never both hold it. True when `holder` has it.
     */
    async takeLease(name: string, holder: string, now: Date, until: Date): Promise<boolean> {
      const rows = await db
        .insert(rgsLeases)
        .values({ name, holder, expiresAt: until })
        .onConflictDoUpdate({
          target: rgsLeases.name,
          set: { holder, expiresAt: until },
          setWhere: or(eq(rgsLeases.holder, holder), lte(rgsLeases.expiresAt, now)),
        })
        .returning({ holder: rgsLeases.holder });
      return rows.length === 1;
    },
    async releaseLease(name: string, holder: string) {
      await db.delete(rgsLeases).where(and(eq(rgsLeases.name, name), eq(rgsLeases.holder, holder)));
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

    /**
     * A player's real-money rounds, newest first (spec: page, fromDate, toDate, q): the studio's own
     * rounds and the player's settled bets at the shared live tables (one row per bet, with the
     * table round's seeds so it can be verified like any other round).
     */
    async history(playerId: string, filter: { page: number; pageSize: number; from?: Date; to?: Date; q?: string }) {
      const like = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const range = (column: SQL) =>
        sql`${filter.from ? sql` and ${column} >= ${filter.from}` : sql``}${filter.to ? sql` and ${column} < ${filter.to}` : sql``}`;
      const own = sql`select r.id::text as id, r.game_id, r.game_url, r.game_name, r.engine, r.currency, r.status, r.stake::text as stake, r.win::text as win,
          r.created_at, null::text as live_round_id, r.state->'bet' as bet, r.free_spins_id is not null as free_round
        from rgs_rounds r
        where r.player_id = ${playerId} and r.mode = 'real' and r.status <> 'cancelled'${range(sql`r.created_at`)}
          ${like ? sql`and (r.game_name ilike ${like} or r.game_url ilike ${like} or r.id::text ilike ${like})` : sql``}`;
      const live = sql`select b.id::text, b.game_id, s.game_url, null::text, 'live-' || b.table_id, b.currency, 'closed', b.stake::text, coalesce(b.win, 0)::text,
          b.created_at, b.round_id, null::jsonb, false
        from rgs_live_bets b join rgs_game_sessions s on s.id = b.session_id
        where b.player_id = ${playerId} and b.mode = 'real' and b.status = 'settled'${range(sql`b.created_at`)}
          ${like ? sql`and (s.game_url ilike ${like} or b.id::text ilike ${like} or b.round_id ilike ${like})` : sql``}`;
      const union = sql`(${own} union all ${live}) u`;
      const [{ total }] = ((await db.execute(sql`select count(*)::int as total from ${union}`)) as unknown as { rows: { total: number }[] })
        .rows;
      const rows = (
        (await db.execute(sql`select u.*, lr.server_seed_hash, lr.client_seed, lr.seq, case when lr.phase = 'result' then lr.server_seed end as server_seed
          from ${union} left join rgs_live_rounds lr on lr.id = u.live_round_id
          order by u.created_at desc, u.id desc limit ${filter.pageSize} offset ${(filter.page - 1) * filter.pageSize}`)) as unknown as {
          rows: HistorySqlRow[];
        }
      ).rows;
      return {
        rows: rows.map((r) => ({
          id: r.id,
          gameId: r.game_id,
          gameUrl: r.game_url,
          gameName: r.game_name,
          engine: r.engine,
          currency: r.currency,
          status: r.status,
          stake: Number(r.stake),
          win: Number(r.win),
          createdAt: new Date(r.created_at),
          bet: r.bet,
          freeRound: r.free_round === true,
          live: r.live_round_id
            ? { serverSeedHash: r.server_seed_hash!, clientSeed: r.client_seed!, nonce: Number(r.seq), serverSeed: r.server_seed }
            : null,
        })),
        total: Number(total),
      };
    },

    async profit(playerId: string, gameId: string, currency: string) {
      const [row] = await db
        // a free round (free spins) is played at the grant's bet, but the player staked nothing of their own
        .select({
          rounds: count(),
          bet: sum(sql`case when ${rgsRounds.freeSpinsId} is null then ${rgsRounds.stake} else 0 end`),
          win: sum(rgsRounds.win),
        })
        .from(rgsRounds)
        .where(
          and(
            eq(rgsRounds.playerId, playerId),
            eq(rgsRounds.gameId, gameId),
            eq(rgsRounds.mode, 'real'),
            eq(rgsRounds.currency, currency),
            sql`${rgsRounds.status} <> 'cancelled'`,
          ),
        );
      const [live] = (
        (await db.execute(sql`select count(*)::int as rounds, coalesce(sum(stake), 0)::text as bet, coalesce(sum(win), 0)::text as win from rgs_live_bets
          where player_id = ${playerId} and game_id = ${gameId} and mode = 'real' and currency = ${currency} and status = 'settled'`)) as unknown as {
          rows: { rounds: number; bet: string; win: string }[];
        }
      ).rows;
      return {
        rounds: Number(row?.rounds ?? 0) + Number(live?.rounds ?? 0),
        bet: Number(row?.bet ?? 0) + Number(live?.bet ?? 0),
        win: Number(row?.win ?? 0) + Number(live?.win ?? 0),
      };
    },
  };
});
export type StudioRepository = ReturnType<typeof createStudioRepository>;
