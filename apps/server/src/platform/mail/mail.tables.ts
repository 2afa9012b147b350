import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every mail goes through this outbox. With SMTP the body and links are cleared once delivered
 * (they carry one-time links); in the sandbox they stay for the developer mailbox.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    playerId: uuid(),
    to: text().notNull(),
    template: text().notNull(),
    locale: text().notNull(),
    subject: text().notNull(),
    text: text(),
    html: text(),
    links: jsonb().$type<string[]>().notNull().default([]),
    /** extra headers (List-Unsubscribe and List-Unsubscribe-Post on promotional mail) */
    headers: jsonb().$type<Record<string, string>>().notNull().default({}),
    status: text().notNull().default('queued'),
    error: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.createdAt), index().on(t.playerId)],
);

/** Text messages through the SMS provider seam; the sandbox keeps them for the developer mailbox. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    playerId: uuid(),
    to: text().notNull(),
    text: text(),
    status: text().notNull().default('queued'),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.createdAt)],
);
