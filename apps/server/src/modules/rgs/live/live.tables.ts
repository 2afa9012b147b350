import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Shared-round ("live") tables of the studio. `rgs_live_tables` holds the driver lease (one process
 * runs a table), `rgs_live_rounds` every round with its seeds, phase times and outcome, and
 * `rgs_live_bets` each player's bets on a round and how they were settled.
 */
export const rgsLiveTables = pgTable('rgs_live_tables', {
  id: text().primaryKey(),
  game: text().notNull(),
  /** the process driving the table, until `lease_until` */
  leaseOwner: text(),
  leaseUntil: timestamp({ withTimezone: true }),
});

export const rgsLiveRounds = pgTable(
  'rgs_live_rounds',
  {
    /** `${tableId}-${seq}` */
    id: text().primaryKey(),
    tableId: text().notNull(),
    seq: integer().notNull(),
    phase: text().notNull(),
    serverSeed: text().notNull(),
    serverSeedHash: text().notNull(),
    clientSeed: text().notNull(),
    openedAt: timestamp({ withTimezone: true }).notNull(),
    closesAt: timestamp({ withTimezone: true }).notNull(),
    drawEndsAt: timestamp({ withTimezone: true }).notNull(),
    resultEndsAt: timestamp({ withTimezone: true }).notNull(),
    outcome: jsonb(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('rgs_live_rounds_table_seq').on(t.tableId, t.seq),
    check('rgs_live_rounds_phase', sql`${t.phase} in ('betting', 'drawing', 'result')`),
    check('rgs_live_rounds_result_settled', sql`${t.phase} <> 'result' or (${t.settledAt} is not null and ${t.outcome} is not null)`),
  ],
);

export const rgsLiveBets = pgTable(
  'rgs_live_bets',
  {
    id: uuid().primaryKey(),
    roundId: text().notNull(),
    tableId: text().notNull(),
    sessionId: uuid().notNull(),
    playerId: uuid(),
    mode: text().notNull(),
    gameId: text().notNull(),
    currency: text().notNull(),
    /** the client's idempotency key (or a server one) */
    clientTransactionId: text().notNull(),
    bets: jsonb().notNull(),
    stake: bigint({ mode: 'number' }).notNull(),
    win: bigint({ mode: 'number' }),
    status: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('rgs_live_bets_session_tx').on(t.sessionId, t.clientTransactionId),
    index('rgs_live_bets_round').on(t.roundId, t.status),
    index('rgs_live_bets_session').on(t.sessionId, t.roundId),
    check('rgs_live_bets_status', sql`${t.status} in ('pending', 'placed', 'settled', 'refunded', 'refused')`),
    check('rgs_live_bets_stake', sql`${t.stake} > 0`),
    check('rgs_live_bets_win', sql`${t.win} is null or ${t.win} >= 0`),
  ],
);
