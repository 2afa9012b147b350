import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Studio side (the game server): game sessions opened from a launch token, rounds with the engine's
 * state (how an interrupted round is restored), and the seamless calls it made for each round.
 */
export const rgsGameSessions = pgTable(
  'rgs_game_sessions',
  {
    id: uuid().primaryKey(),
    /** null in demo mode */
    playerId: uuid(),
    mode: text().notNull(),
    gameId: text().notNull(),
    gameUrl: text().notNull(),
    engine: text().notNull(),
    currency: text().notNull(),
    locale: text().notNull(),
    /** play money (demo only); never touches the ledger */
    demoBalance: bigint({ mode: 'number' }),
    /** start of the session's last round of a paced (non-slot) game: MIN_ROUND_INTERVAL_MS */
    lastRoundAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    check('rgs_game_sessions_mode', sql`${t.mode} in ('real', 'demo')`),
    check('rgs_game_sessions_demo_balance', sql`${t.demoBalance} is null or ${t.demoBalance} >= 0`),
    check('rgs_game_sessions_real_has_player', sql`${t.mode} = 'demo' or ${t.playerId} is not null`),
  ],
);

export const rgsRounds = pgTable(
  'rgs_rounds',
  {
    id: uuid().primaryKey(),
    sessionId: uuid().notNull(),
    playerId: uuid(),
    mode: text().notNull(),
    gameId: text().notNull(),
    gameUrl: text().notNull(),
    gameName: text().notNull(),
    engine: text().notNull(),
    currency: text().notNull(),
    status: text().notNull(),
    stake: bigint({ mode: 'number' }).notNull().default(0),
    win: bigint({ mode: 'number' }).notNull().default(0),
    jackpotWin: bigint({ mode: 'number' }).notNull().default(0),
    steps: integer().notNull().default(0),
    /** the engine's full state (kept server side; the client sees publicView) */
    state: jsonb(),
    outcome: jsonb(),
    /** a free round: the free-spins grant (bonuses) that paid its stake; null for a round on money */
    freeSpinsId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    check('rgs_rounds_status', sql`${t.status} in ('open', 'closed', 'cancelled')`),
    check('rgs_rounds_amounts', sql`${t.stake} >= 0 and ${t.win} >= 0 and ${t.jackpotWin} >= 0`),
    // one open round per game session: a second concurrent spin is refused, never interleaved
    uniqueIndex('rgs_rounds_one_open_per_session')
      .on(t.sessionId)
      .where(sql`${t.status} = 'open'`),
    index('rgs_rounds_player_created').on(t.playerId, t.createdAt),
    index('rgs_rounds_player_game_open')
      .on(t.playerId, t.gameId)
      .where(sql`${t.status} = 'open'`),
  ],
);

/** Every seamless call the studio made, with the casino's answer (recall and reconciliation). */
export const rgsRoundCalls = pgTable(
  'rgs_round_calls',
  {
    transactionId: text().primaryKey(),
    roundId: uuid().notNull(),
    kind: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    status: text().notNull(),
    answer: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    check('rgs_round_calls_kind', sql`${t.kind} in ('bet', 'win', 'rollback')`),
    // cancelled: a bet whose outcome was unknown, rolled back since
    check('rgs_round_calls_status', sql`${t.status} in ('pending', 'ok', 'refused', 'failed', 'cancelled')`),
    index('rgs_round_calls_round').on(t.roundId),
    // the calls the reconciler still has to settle
    index('rgs_round_calls_unsettled')
      .on(t.roundId)
      .where(sql`${t.status} in ('pending', 'failed')`),
  ],
);

/**
 * Leases for work one instance does at a time (the round reconciler): a row per job, taken with one
 * atomic upsert when free, expired or already ours.
 */
export const rgsLeases = pgTable('rgs_leases', {
  name: text().primaryKey(),
  holder: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
