import { and, asc, eq, or } from 'drizzle-orm';
import { defineRepository } from '../../platform/db';
import { contentBanners, contentBlocks, contentIcons, contentMenu, contentSeo, partnerVisits } from './content.tables';
import type { seedRows } from './seed';

/** The only file of the content module that touches Drizzle. */
export const createContentRepository = defineRepository((db) => ({
  /** Inserts the seed rows that are missing; rows an operator changed are left alone. */
  async seed(rows: ReturnType<typeof seedRows>) {
    await db.transaction(async (tx) => {
      for (const chunk of chunks(rows.blocks, 100)) await tx.insert(contentBlocks).values(chunk).onConflictDoNothing();
      for (const chunk of chunks(rows.menu, 100)) await tx.insert(contentMenu).values(chunk).onConflictDoNothing();
      for (const chunk of chunks(rows.banners, 100)) await tx.insert(contentBanners).values(chunk).onConflictDoNothing();
      for (const chunk of chunks(rows.seo, 100)) await tx.insert(contentSeo).values(chunk).onConflictDoNothing();
      await tx.insert(contentIcons).values(rows.icons).onConflictDoNothing();
    });
  },

  findBlock(locale: string, idOrSlug: string, kind?: 'page' | 'block') {
    return db
      .select()
      .from(contentBlocks)
      .where(
        and(
          eq(contentBlocks.locale, locale),
          or(eq(contentBlocks.key, idOrSlug), eq(contentBlocks.slug, idOrSlug)),
          kind ? eq(contentBlocks.kind, kind) : undefined,
        ),
      )
      .orderBy(asc(contentBlocks.kind))
      .limit(2);
  },

  listBlocks(locale: string) {
    return db
      .select()
      .from(contentBlocks)
      .where(and(eq(contentBlocks.locale, locale), eq(contentBlocks.published, true)))
      .orderBy(asc(contentBlocks.key));
  },

  allBlockSlugs() {
    return db
      .select({ key: contentBlocks.key, locale: contentBlocks.locale, slug: contentBlocks.slug })
      .from(contentBlocks)
      .where(and(eq(contentBlocks.kind, 'block'), eq(contentBlocks.published, true)));
  },

  menu(locale?: string) {
    const q = db.select().from(contentMenu);
    return (locale ? q.where(eq(contentMenu.locale, locale)) : q).orderBy(asc(contentMenu.position));
  },

  banners(locale: string) {
    return db
      .select()
      .from(contentBanners)
      .where(and(eq(contentBanners.locale, locale), eq(contentBanners.active, true)))
      .orderBy(asc(contentBanners.position));
  },

  icons() {
    return db.select().from(contentIcons).orderBy(asc(contentIcons.kind), asc(contentIcons.position));
  },

  seo(locale: string) {
    return db.select().from(contentSeo).where(eq(contentSeo.locale, locale));
  },

  async recordPartnerVisit(visit: typeof partnerVisits.$inferInsert) {
    await db.insert(partnerVisits).values(visit);
  },
}));
export type ContentRepository = ReturnType<typeof createContentRepository>;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
