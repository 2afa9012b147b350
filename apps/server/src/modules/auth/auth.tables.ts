import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { players } from '../player';

/** Server-side sessions: the cookie holds an opaque random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'auth_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    playerId: uuid()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    deviceId: text().notNull(),
    ip: text(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
    endReason: text(),
  },
  (t) => [uniqueIndex().on(t.tokenHash), index().on(t.playerId, t.endedAt), index().on(t.deviceId), index().on(t.ip)],
);

/** Failed logins, counted per account and per IP by the brute-force limiter (code 5004). */
export const loginFailures = pgTable(
  'auth_login_failures',
  {
    id: uuid().primaryKey().defaultRandom(),
    scope: text().notNull(),
    key: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.scope, t.key, t.at), check('auth_login_failures_scope_ck', sql`${t.scope} in ('account', 'ip')`)],
);

/** Sign-in history of a player (auth log page): time, IP, device, result. */
export const loginHistory = pgTable(
  'auth_login_history',
  {
    id: uuid().primaryKey().defaultRandom(),
    playerId: uuid()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    at: timestamp({ withTimezone: true }).notNull(),
    ip: text().notNull().default(''),
    device: text().notNull().default(''),
    result: text().notNull(),
  },
  // by address: the back office's search and the shared-address risk flag
  (t) => [index().on(t.playerId, t.at), index().on(t.ip)],
);

/** TOTP: the secret (encrypted at rest) and whether enrolment was confirmed with a code. */
export const twoFactor = pgTable('auth_two_factor', {
  playerId: uuid()
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  secretEnc: text().notNull(),
  enabled: boolean().notNull().default(false),
  lastUsedStep: integer().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull(),
  enabledAt: timestamp({ withTimezone: true }),
});

export const recoveryCodes = pgTable(
  'auth_recovery_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    playerId: uuid()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.playerId)],
);

/** Email-confirmation and password-reset links: signed, expiring, single use; stored hashed. */
export const actionTokens = pgTable(
  'auth_action_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    playerId: uuid()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    purpose: text().notNull(),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex().on(t.tokenHash),
    index().on(t.playerId, t.purpose),
    check('auth_action_tokens_purpose_ck', sql`${t.purpose} in ('confirm_email', 'reset_password')`),
  ],
);

export const passwordHistory = pgTable(
  'auth_password_history',
  {
    id: uuid().primaryKey().defaultRandom(),
    playerId: uuid()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    passwordHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.playerId, t.createdAt)],
);

/** Phone confirmation state per player: the current code (hashed) and the waits. */
export const phoneConfirmations = pgTable('auth_phone_confirmations', {
  playerId: uuid()
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  phone: text().notNull(),
  codeHash: text(),
  codeExpiresAt: timestamp({ withTimezone: true }),
  lastSentAt: timestamp({ withTimezone: true }),
  sendCount: integer().notNull().default(0),
  wrongCount: integer().notNull().default(0),
  lockedUntil: timestamp({ withTimezone: true }),
});

/**
 * Captcha solutions already accepted (ALTCHA challenge signatures), kept until the challenge
 * expires: the primary key makes "accept once" atomic across requests and instances.
 */
export const captchaSolutions = pgTable(
  'auth_captcha_solutions',
  {
    signature: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.expiresAt)],
);
