import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Back-office operators: not players. argon2id password, TOTP secret sealed with the server secret. */
export const operators = pgTable('operators', {
  id: uuid().primaryKey().defaultRandom(),
  /** lower-cased */
  email: text().notNull().unique(),
  passwordHash: text().notNull(),
  role: text().notNull(),
  /** active | disabled */
  status: text().notNull().default('active'),
  /** sealed (AES-GCM) base32 secret; pending until totpEnabled */
  totpSecretEnc: text(),
  totpEnabled: boolean().notNull().default(false),
  /** the last TOTP time step used: a code is never accepted twice */
  totpLastStep: integer().notNull().default(0),
  /** consecutive failed password or code checks; at the limit the account locks for a while */
  failedLogins: integer().notNull().default(0),
  lockedUntil: timestamp({ withTimezone: true }),
  createdAt: timestamp({ withTimezone: true }).notNull(),
  createdBy: uuid(),
  lastLoginAt: timestamp({ withTimezone: true }),
});
export type OperatorRow = typeof operators.$inferSelect;

/** An operator's browser session (cookie holds the token; only its sha256 is kept). */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull().unique(),
    operatorId: uuid()
      .notNull()
      .references(() => operators.id),
    /** password | full: after the password only the TOTP step is allowed */
    stage: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
    ip: text(),
    userAgent: text(),
  },
  (t) => [index().on(t.operatorId)],
);
export type OperatorSessionRow = typeof operatorSessions.$inferSelect;

/** API keys for automation: scopes are permissions; the key is shown once, only its sha256 is kept. */
export const operatorApiKeys = pgTable('operator_api_keys', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  /** the key's first characters, to recognise it in the list */
  prefix: text().notNull(),
  keyHash: text().notNull().unique(),
  scopes: jsonb().$type<string[]>().notNull(),
  createdBy: uuid(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
  lastUsedAt: timestamp({ withTimezone: true }),
  revokedAt: timestamp({ withTimezone: true }),
});
export type OperatorApiKeyRow = typeof operatorApiKeys.$inferSelect;

/**
 * Append-only: every operator action (who, when, from where, what, before and after). The
 * repository only inserts and reads it; nothing updates or deletes a row.
 */
export const operatorAuditLog = pgTable(
  'operator_audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull(),
    operatorId: uuid(),
    /** the operator's e-mail, `api-key:<name>` or `operator-token` */
    actor: text().notNull(),
    ip: text(),
    userAgent: text(),
    requestId: text(),
    /** `POST /api/admin/operators` or a named event such as `login.failed` */
    action: text().notNull(),
    target: text(),
    status: integer().notNull(),
    before: jsonb(),
    after: jsonb(),
    details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index().on(t.at), index().on(t.operatorId, t.at), index().on(t.target)],
);
export type OperatorAuditRow = typeof operatorAuditLog.$inferSelect;

/**
 * Maker/checker: a sensitive action asked by one operator and carried out only when another
 * approves it (a manual balance adjustment, lifting a block). The claim from pending is one
 * conditional update, so parallel approvals book it once.
 */
export const operatorApprovals = pgTable(
  'operator_approvals',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** balance.adjust | block.lift */
    kind: text().notNull(),
    playerId: uuid().notNull(),
    currency: text(),
    /** minor units, signed (balance.adjust) */
    amount: bigint({ mode: 'number' }),
    reason: text().notNull(),
    /** pending | approved | rejected */
    status: text().notNull().default('pending'),
    requestedBy: uuid().notNull(),
    requestedByEmail: text().notNull(),
    decidedBy: uuid(),
    decidedByEmail: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    decidedAt: timestamp({ withTimezone: true }),
    /** the ledger transaction a balance adjustment booked */
    transactionId: text(),
  },
  (t) => [index().on(t.status, t.createdAt), index().on(t.playerId)],
);
export type OperatorApprovalRow = typeof operatorApprovals.$inferSelect;

/** Operators' notes on a player (kept with who wrote them and when; never edited, as the audit log). */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: uuid().primaryKey().defaultRandom(),
    playerId: uuid().notNull(),
    authorId: uuid().notNull(),
    authorEmail: text().notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.playerId, t.createdAt)],
);
export type PlayerNoteRow = typeof playerNotes.$inferSelect;
