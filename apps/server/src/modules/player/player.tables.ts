import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A player account (playerInfo + profile). Login and email are unique case-insensitively. */
export const players = pgTable(
  'players',
  {
    id: uuid().primaryKey().defaultRandom(),
    login: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    currency: text().notNull(),
    language: text().notNull(),
    country: text(),
    birthDate: date({ mode: 'string' }),
    name: text(),
    surname: text(),
    phoneCode: text(),
    phone: text(),
    gender: text(),
    nationality: text(),
    countryOfBirth: text(),
    address: text(),
    city: text(),
    zip: text(),
    cpf: text(),
    personalCode: text(),
    status: text().notNull().default('active'),
    blockStatus: integer().notNull().default(0),
    suspendedUntil: timestamp({ withTimezone: true }),
    phoneConfirmed: boolean().notNull().default(false),
    emailConfirmed: boolean().notNull().default(false),
    termsAccepted: boolean().notNull().default(false),
    policyAccepted: boolean().notNull().default(false),
    verifiedSumSub: boolean().notNull().default(false),
    trusted: boolean().notNull().default(false),
    accountPolicyName: text().notNull().default('default'),
    /** the device of the latest login; a login from another device changes it */
    deviceId: text().notNull().default(''),
    /** kept by the wallet through the player service (setRejectedPaymentsCount) */
    rejectedPaymentsCount: integer().notNull().default(0),
    refId: text(),
    httpReferrer: text(),
    siteId: text(),
    lastIp: text(),
    registeredAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('players_login_lower_uq').on(sql`lower(${t.login})`),
    uniqueIndex('players_email_lower_uq').on(sql`lower(${t.email})`),
    index().on(t.refId),
    check('players_block_status_ck', sql`${t.blockStatus} in (0, 1, 2, 4, 5)`),
    check('players_rejected_ck', sql`${t.rejectedPaymentsCount} >= 0`),
  ],
);
export type PlayerRow = typeof players.$inferSelect;
export type NewPlayerRow = typeof players.$inferInsert;
