import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Leases for platform-level jobs one instance runs at a time (platform/lease.ts): a row per job,
 * taken with one atomic upsert when free, expired or already the holder's. The round reconciler,
 * the live tables and the tournament lifecycle keep their own lease rows in their modules.
 */
export const platformLeases = pgTable('platform_leases', {
  name: text().primaryKey(),
  holder: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});
