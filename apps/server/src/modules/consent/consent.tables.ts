import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * First-party visit tracking: one row per page view of a visitor who allowed analytics. No visitor
 * id and no address: counts of pages and where visitors came from.
 */
export const pageViews = pgTable(
  'page_views',
  {
    id: uuid().primaryKey().defaultRandom(),
    path: text().notNull(),
    /** the referring page's origin and path (never its query), null for a direct visit */
    referrer: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('page_views_created_idx').on(t.createdAt)],
);
export type PageViewRow = typeof pageViews.$inferSelect;
