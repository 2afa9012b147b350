import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The operator's IP block list: one address or CIDR range per row (IPv4 or IPv6), kept in the
 * canonical form `address/prefix`. A visitor whose address falls in a range gets the 403 page.
 */
export const ipBlocks = pgTable('ip_blocks', {
  id: uuid().primaryKey().defaultRandom(),
  /** `203.0.113.0/24`, `2001:db8::/32`; a single address is stored as /32 or /128 */
  range: text().notNull().unique(),
  /** why it was added (shown to operators only) */
  reason: text().notNull().default(''),
  createdAt: timestamp({ withTimezone: true }).notNull(),
});
export type IpBlockRow = typeof ipBlocks.$inferSelect;
