import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { defineRepository } from '../../platform/db';
import {
  contentBanners,
  contentBlocks,
  contentIcons,
  contentMenu,
  contentSeo,
  maintenanceNotice,
  partnerVisits,
  type ContentDraft,
} from './content.tables';
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

  // --- the back office's edits ---------------------------------------------------------------

  /** every page and block row (all locales, published or not), optionally of one kind and locale */
  adminBlocks(kind?: 'page' | 'block', locale?: string) {
    return db
      .select()
      .from(contentBlocks)
      .where(and(kind ? eq(contentBlocks.kind, kind) : undefined, locale ? eq(contentBlocks.locale, locale) : undefined))
      .orderBy(asc(contentBlocks.kind), asc(contentBlocks.key), asc(contentBlocks.locale));
  },

  async block(kind: 'page' | 'block', key: string, locale: string) {
    const [row] = await db
      .select()
      .from(contentBlocks)
      .where(and(eq(contentBlocks.kind, kind), eq(contentBlocks.key, key), eq(contentBlocks.locale, locale)));
    return row;
  },

  /** rows in this locale whose key or slug is one of these names (a new block's key and slug must be free) */
  blocksNamed(locale: string, names: string[]) {
    return db
      .select()
      .from(contentBlocks)
      .where(and(eq(contentBlocks.locale, locale), or(inArray(contentBlocks.key, names), inArray(contentBlocks.slug, names))));
  },

  /** the kinds this key is used by, in any locale */
  async kindsOfKey(key: string) {
    const rows = await db.selectDistinct({ kind: contentBlocks.kind }).from(contentBlocks).where(eq(contentBlocks.key, key));
    return rows.map((r) => r.kind);
  },

  async insertBlock(row: typeof contentBlocks.$inferInsert) {
    const [inserted] = await db.insert(contentBlocks).values(row).onConflictDoNothing().returning();
    return inserted;
  },

  async updateBlock(
    where: { kind: 'page' | 'block'; key: string; locale: string },
    set: Partial<{ title: string; description: string; body: string; published: boolean; draft: ContentDraft | null; updatedAt: Date }>,
  ) {
    const [row] = await db
      .update(contentBlocks)
      .set(set)
      .where(and(eq(contentBlocks.kind, where.kind), eq(contentBlocks.key, where.key), eq(contentBlocks.locale, where.locale)))
      .returning();
    return row;
  },

  async deleteBlock(where: { kind: 'page' | 'block'; key: string; locale: string }) {
    await db
      .delete(contentBlocks)
      .where(and(eq(contentBlocks.kind, where.kind), eq(contentBlocks.key, where.key), eq(contentBlocks.locale, where.locale)));
  },

  adminBanners() {
    return db.select().from(contentBanners).orderBy(asc(contentBanners.position), asc(contentBanners.key), asc(contentBanners.locale));
  },

  async banner(key: string, locale: string) {
    const [row] = await db
      .select()
      .from(contentBanners)
      .where(and(eq(contentBanners.key, key), eq(contentBanners.locale, locale)));
    return row;
  },

  async insertBanner(row: typeof contentBanners.$inferInsert) {
    const [inserted] = await db.insert(contentBanners).values(row).onConflictDoNothing().returning();
    return inserted;
  },

  async updateBanner(key: string, locale: string, set: Partial<typeof contentBanners.$inferInsert>) {
    const [row] = await db
      .update(contentBanners)
      .set(set)
      .where(and(eq(contentBanners.key, key), eq(contentBanners.locale, locale)))
      .returning();
    return row;
  },

  async maintenanceNotice() {
    const [row] = await db.select().from(maintenanceNotice).where(eq(maintenanceNotice.id, 1));
    return row;
  },

  async setMaintenanceNotice(notice: Omit<typeof maintenanceNotice.$inferInsert, 'id'>) {
    await db
      .insert(maintenanceNotice)
      .values({ id: 1, ...notice })
      .onConflictDoUpdate({ target: maintenanceNotice.id, set: notice });
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
