import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Lifecycle of a tournament: registration (visible, joinable, not scoring) -> active (scoring)
 * -> awarding (ended; prizes being paid) -> awarded. Cancelled is final and pays nothing.
 */
export const TOURNAMENT_STATES = ['registration', 'active', 'awarding', 'awarded', 'cancelled'] as const;
export type TournamentState = (typeof TOURNAMENT_STATES)[number];

/**
 * A prize of the prize table: `amount` minor units of the winner's currency for `place`, paid as cash
 * (absent kind), or granted from a bonus template (a bonus, or free spins) worth that amount.
 */
export interface PrizeRow {
  place: number;
  amount: number;
  kind?: 'cash' | 'bonus' | 'freeSpins';
  bonusTemplate?: string;
  /** the template's value when the prize was set (a fixed bonus's amount; free spins' count and bet): what is granted */
  terms?: BonusPrizeTerms;
}

/** What a bonus prize grants, fixed when the tournament is saved, so a later edit of its template changes no promised prize. */
export interface BonusPrizeTerms {
  amount?: number;
  freeSpinsCount?: number;
  freeSpinsBet?: number;
  wagerRatio?: number;
}

/** fixed-explicit: a qualifying bet of at least `minBet` earns `points` (the highest tier that fits). */
export interface PointsTier {
  minBet: number;
  points: number;
}

export const tournaments = pgTable(
  'tournaments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** the url slug (seoTitle) */
    seoTitle: text().notNull(),
    /** translated title and rules, by locale */
    title: jsonb().$type<Record<string, string>>().notNull(),
    rules: jsonb().$type<Record<string, string>>().notNull().default({}),
    image: text(),
    /** one of the 8 scoring types (docs/tournaments.md) */
    type: text().notNull(),
    state: text().notNull().default('registration'),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    /** qualifying games (catalogue urls = RGS game ids) */
    games: jsonb().$type<string[]>().notNull(),
    /** whole lobby categories and studios (provider uris) that qualify, games added to them later included */
    categories: jsonb().$type<string[]>().notNull().default([]),
    studios: jsonb().$type<string[]>().notNull().default([]),
    /** every qualifying game's url: `games` plus the games of `categories` and `studios` (the games tab) */
    qualifyingGames: jsonb().$type<string[]>().notNull().default([]),
    /** the qualifying games' ids on the game server (what a ledger posting names) */
    gameIds: jsonb().$type<string[]>().notNull(),
    /** multiplication-game-max: the game (game server id) whose multipliers count */
    scoringGame: text(),
    /** smallest bet that counts, minor units of the bet's currency */
    minBet: bigint({ mode: 'number' }).notNull().default(0),
    /** bets in these currencies count */
    currencies: jsonb().$type<string[]>().notNull(),
    /** player statuses that may take part (tournaments.rules.ts) */
    allowedStatuses: jsonb().$type<string[]>().notNull(),
    /** opt_in: the player presses join; automatic: a qualifying bet joins */
    joinMode: text().notNull().default('opt_in'),
    prizes: jsonb().$type<PrizeRow[]>().notNull(),
    pointsTable: jsonb().$type<PointsTier[]>().notNull().default([]),
    /** leaderboard rows shown beyond the prize places (externalPlaces) */
    externalPlaces: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    awardedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tournaments_seo_title_uq').on(t.seoTitle),
    index('tournaments_state_starts_idx').on(t.state, t.startsAt),
    check('tournaments_state_ck', sql`${t.state} in ('registration', 'active', 'awarding', 'awarded', 'cancelled')`),
    check(
      'tournaments_type_ck',
      sql`${t.type} in ('fixed-explicit', 'multiplication-game-max', 'multiplication-max', 'multiplication-sum', 'sequential', 'win-game-max', 'win-max', 'win-sum')`,
    ),
    check('tournaments_join_mode_ck', sql`${t.joinMode} in ('opt_in', 'automatic')`),
    check('tournaments_period_ck', sql`${t.endsAt} > ${t.startsAt}`),
    check('tournaments_numbers_ck', sql`${t.minBet} >= 0 and ${t.externalPlaces} >= 0`),
  ],
);

/**
 * A player in a tournament and their score. Ties: the earlier `reachedAt` (when the score was first
 * reached) ranks higher, then the player id, so the order is total.
 */
export const tournamentParticipants = pgTable(
  'tournament_participants',
  {
    tournamentId: integer()
      .notNull()
      .references(() => tournaments.id),
    playerId: uuid().notNull(),
    /** the name shown on the leaderboard (masked login) */
    nickname: text().notNull(),
    /** the player's account currency: prizes are paid in it */
    currency: text().notNull(),
    score: bigint({ mode: 'number' }).notNull().default(0),
    reachedAt: timestamp({ withTimezone: true }).notNull(),
    rounds: integer().notNull().default(0),
    joinedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.playerId] }),
    // the leaderboard order as one ascending key, so a place is a row comparison over an index range
    index('tournament_participants_rank_idx').on(t.tournamentId, sql`(-${t.score})`, t.reachedAt, t.playerId),
    index('tournament_participants_player_idx').on(t.playerId),
  ],
);

/** A counted round: the bets and wins of one round id for one tournament (a rollback deletes it). */
export const tournamentRounds = pgTable(
  'tournament_rounds',
  {
    tournamentId: integer().notNull(),
    roundId: text().notNull(),
    playerId: uuid().notNull(),
    gameId: text().notNull(),
    currency: text().notNull(),
    bet: bigint({ mode: 'number' }).notNull().default(0),
    win: bigint({ mode: 'number' }).notNull().default(0),
    /** when its first bet was posted: the order of rounds */
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.roundId] }), index('tournament_rounds_player_idx').on(t.tournamentId, t.playerId, t.at)],
);

/** Ledger transactions already applied to a tournament: a redelivered posting changes nothing. */
export const tournamentPostings = pgTable(
  'tournament_postings',
  {
    tournamentId: integer().notNull(),
    transactionId: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.transactionId] })],
);

/**
 * The prizes of an ended tournament, fixed once (the standings at the end), each paid once through
 * the ledger under its own idempotency key.
 */
export const tournamentPayouts = pgTable(
  'tournament_payouts',
  {
    tournamentId: integer().notNull(),
    place: integer().notNull(),
    playerId: uuid().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    idempotencyKey: text().notNull(),
    paidAt: timestamp({ withTimezone: true }),
    ledgerTransactionId: text(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.place] }), uniqueIndex('tournament_payouts_key_uq').on(t.idempotencyKey)],
);

/** Leases for work one instance does at a time (the lifecycle scheduler). */
export const tournamentLeases = pgTable('tournament_leases', {
  name: text().primaryKey(),
  holder: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
