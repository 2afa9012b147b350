import { desc } from 'drizzle-orm';
import { defineRepository } from '../../platform/db';
import { pageViews, type PageViewRow } from './consent.tables';

/** The only file of the consent module that touches Drizzle. */
export const createConsentRepository = defineRepository((db) => ({
  async addPageView(row: { path: string; referrer: string | null; createdAt: Date }): Promise<void> {
    await db.insert(pageViews).values(row);
  },
  async latestPageViews(limit: number): Promise<PageViewRow[]> {
    return db.select().from(pageViews).orderBy(desc(pageViews.createdAt)).limit(limit);
  },
}));
export type ConsentRepository = ReturnType<typeof createConsentRepository>;
