import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The embedded sandbox payment provider's own books (it plays an external company). */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    ref: text().primaryKey(),
    merchantPaymentId: uuid().notNull().unique(),
    direction: text().notNull(),
    method: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    /** approve, decline, challenge (3-D Secure), pending (settles later), bank (settled by an operator) */
    scenario: text().notNull(),
    status: text().notNull(),
    /** card deposits: the card's token and last four digits (never the number); payouts: the token paid to */
    cardToken: text(),
    cardLast4: text(),
    cardBrand: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [check('sandbox_payments_direction', sql`${t.direction} in ('in', 'out')`)],
);

/** Cards that paid in successfully: the only tokens the sandbox pays out to (as a real provider's vault). */
export const sandboxCardTokens = pgTable('sandbox_card_tokens', {
  token: text().primaryKey(),
  last4: text().notNull(),
  brand: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
});

/** Callbacks the sandbox owes the casino, delivered over HTTP by the dispatcher (retried until 2xx). */
export const sandboxCallbacks = pgTable(
  'sandbox_callbacks',
  {
    eventId: uuid().primaryKey(),
    ref: text().notNull(),
    body: text().notNull(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    deliveredAt: timestamp({ withTimezone: true }),
    lastError: text(),
  },
  (t) => [
    index('sandbox_callbacks_due')
      .on(t.dueAt)
      .where(sql`${t.deliveredAt} is null`),
  ],
);
