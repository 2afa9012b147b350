import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Privacy (GDPR) requests: what the player asked, when it is due (one month), and how it ended.
 * A player has at most one open request of each type. Kept after an erasure (accountability).
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: uuid().primaryKey(),
    playerId: uuid().notNull(),
    type: text().notNull(),
    status: text().notNull(),
    text: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    processedAt: timestamp({ withTimezone: true }),
    answer: text(),
    /** a finished export: the archive in the file storage, its size and until when it can be downloaded */
    exportKey: text(),
    exportSize: bigint({ mode: 'number' }),
    exportExpiresAt: timestamp({ withTimezone: true }),
    attempts: integer().notNull().default(0),
    lastError: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.playerId, t.createdAt),
    index().on(t.status, t.dueAt),
    uniqueIndex('privacy_requests_one_open_uq')
      .on(t.playerId, t.type)
      .where(sql`${t.status} in ('received', 'processing')`),
    check('privacy_requests_type_ck', sql`${t.type} in ('export', 'erasure', 'rectification')`),
    check('privacy_requests_status_ck', sql`${t.status} in ('received', 'processing', 'completed', 'rejected')`),
  ],
);
