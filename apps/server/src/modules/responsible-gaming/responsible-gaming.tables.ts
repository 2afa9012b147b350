import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * A player's limits, one row per kind: deposit_daily … wager_monthly (minor units of the player's
 * currency), session (minutes). `value` is what applies; a raise or a removal waits in `pending*`
 * until `pendingAt` (24 h after it was asked for); a lowering replaces `value` at once.
 */
export const rgLimits = pgTable(
  'rg_limits',
  {
    playerId: uuid().notNull(),
    kind: text().notNull(),
    value: bigint({ mode: 'number' }),
    hasPending: boolean().notNull().default(false),
    /** the value waiting (null with hasPending = removal) */
    pendingValue: bigint({ mode: 'number' }),
    pendingAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.kind] }),
    check(
      'rg_limits_kind_ck',
      sql`${t.kind} in ('deposit_daily', 'deposit_weekly', 'deposit_monthly', 'loss_daily', 'loss_weekly', 'loss_monthly', 'wager_daily', 'wager_weekly', 'wager_monthly', 'session')`,
    ),
    check('rg_limits_value_ck', sql`${t.value} is null or ${t.value} > 0`),
    check('rg_limits_pending_ck', sql`not ${t.hasPending} or ${t.pendingAt} is not null`),
    index('rg_limits_pending')
      .on(t.pendingAt)
      .where(sql`${t.hasPending}`),
  ],
);

/** The reality-check interval of a player (minutes; null = none). */
export const rgSettings = pgTable(
  'rg_settings',
  {
    playerId: uuid().primaryKey(),
    realityCheckMinutes: integer(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [check('rg_settings_reality_ck', sql`${t.realityCheckMinutes} is null or ${t.realityCheckMinutes} in (15, 30, 45, 60)`)],
);

/**
 * A playing session: from the first request of a login until logout, a new login or 30 minutes
 * without activity. The reality check counts from `realityCheckFrom` (the start, then each answer);
 * the session-time limit from `startedAt`.
 */
export const rgSessions = pgTable(
  'rg_sessions',
  {
    id: uuid().primaryKey(),
    playerId: uuid().notNull(),
    /** the login session it belongs to (null when a bet came before any page request) */
    authSessionId: text(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    lastActivityAt: timestamp({ withTimezone: true }).notNull(),
    realityCheckFrom: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
    lastRefusal: jsonb().$type<{ reason: string; at: string; period: string | null }>(),
  },
  (t) => [
    uniqueIndex('rg_sessions_one_open')
      .on(t.playerId)
      .where(sql`${t.endedAt} is null`),
    index().on(t.playerId, t.startedAt),
  ],
);

/** Every reality-check answer, for the record (UKGC: the operator keeps that the player saw it). */
export const rgRealityChecks = pgTable(
  'rg_reality_checks',
  {
    id: uuid().primaryKey(),
    playerId: uuid().notNull(),
    sessionId: uuid().notNull(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    answeredAt: timestamp({ withTimezone: true }).notNull(),
    answer: text().notNull(),
    figures: jsonb().$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    index().on(t.playerId, t.answeredAt),
    check('rg_reality_checks_answer_ck', sql`${t.answer} in ('continue', 'logout', 'history')`),
  ],
);

/**
 * Time-outs and self-exclusions. One open row per player (`liftedAt` null): closed to sign-in until
 * `signInFrom`, to the cashier and to play until it is lifted (a time-out at its end; a
 * self-exclusion `reopenDelay` after the player asks to reopen, once its period is over).
 */
export const rgExclusions = pgTable(
  'rg_exclusions',
  {
    id: uuid().primaryKey(),
    playerId: uuid().notNull(),
    choice: text().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    /** the end of the chosen period; null = indefinite */
    expiresAt: timestamp({ withTimezone: true }),
    /** sign-in is refused (5002) until then */
    signInFrom: timestamp({ withTimezone: true }).notNull(),
    reopenRequestedAt: timestamp({ withTimezone: true }),
    reopensAt: timestamp({ withTimezone: true }),
    liftedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('rg_exclusions_one_open')
      .on(t.playerId)
      .where(sql`${t.liftedAt} is null`),
    index('rg_exclusions_due')
      .on(t.reopensAt)
      .where(sql`${t.liftedAt} is null`),
    check('rg_exclusions_choice_ck', sql`${t.choice} in ('24_hours', '7_days', '1_month', '2_months', '3_months', 'indefinite')`),
  ],
);

/** Block history: each change of a player's block status with its reason (the status itself is the player's). */
export const rgBlocks = pgTable(
  'rg_blocks',
  {
    id: uuid().primaryKey(),
    playerId: uuid().notNull(),
    blockStatus: integer().notNull(),
    reason: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.playerId, t.createdAt), check('rg_blocks_status_ck', sql`${t.blockStatus} in (0, 1, 2, 4, 5)`)],
);

/** Published versions of the terms and the privacy policy; the newest of each kind is current. */
export const rgTermsVersions = pgTable(
  'rg_terms_versions',
  {
    kind: text().notNull(),
    version: text().notNull(),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.version] }), check('rg_terms_kind_ck', sql`${t.kind} in ('terms', 'privacy')`)],
);

/** Which version of each document a player accepted, and when. */
export const rgTermsAcceptances = pgTable(
  'rg_terms_acceptances',
  {
    playerId: uuid().notNull(),
    kind: text().notNull(),
    version: text().notNull(),
    acceptedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.playerId, t.kind, t.version] })],
);
