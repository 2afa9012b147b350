import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** the texts of a page or block an operator edits */
export interface ContentDraft {
  title: string;
  description: string;
  /** sanitised HTML */
  body: string;
}

/**
 * Site content per locale: pages and blocks, the games menu, banners, footer
 * icons and SEO texts. Seeded on first start; an operator edits them later (drafts have published=false).
 */
export const contentBlocks = pgTable(
  'content_blocks',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** language-independent key: a static page name (about-us, ...) or a block key (vip-club, ...) */
    key: text().notNull(),
    kind: text({ enum: ['page', 'block'] }).notNull(),
    locale: text().notNull(),
    /** the URL segment in this locale */
    slug: text().notNull(),
    title: text().notNull(),
    description: text().notNull().default(''),
    /** HTML, sanitised by the site before rendering */
    body: text().notNull(),
    published: boolean().notNull().default(true),
    /**
     * An operator's edit not yet published: the texts the admin preview shows; publishing copies them
     * into title, description and body (so players see a change only once it is published).
     */
    draft: jsonb().$type<ContentDraft>(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // one address per locale: /block/<slug> finds one entry
  (t) => [uniqueIndex().on(t.kind, t.key, t.locale), uniqueIndex('content_blocks_locale_slug_unique').on(t.locale, t.slug)],
);

/** a banner's fields an operator edits */
export interface BannerDraft {
  title: string;
  text: string;
  cta: string;
  route: string;
  image: string;
  position: number;
}

export const contentMenu = pgTable(
  'content_menu',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    key: text().notNull(),
    locale: text().notNull(),
    uri: text().notNull(),
    name: text().notNull(),
    icon: text().notNull(),
    position: integer().notNull(),
  },
  (t) => [uniqueIndex().on(t.key, t.locale)],
);

export const contentBanners = pgTable(
  'content_banners',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    key: text().notNull(),
    locale: text().notNull(),
    title: text().notNull(),
    text: text().notNull(),
    cta: text().notNull(),
    /** a route name of the route table and its params, so the link is localized */
    route: text().notNull(),
    image: text().notNull(),
    position: integer().notNull(),
    active: boolean().notNull().default(true),
    /** an operator's edit not yet published: the back office previews it; publishing copies it in */
    draft: jsonb().$type<BannerDraft>(),
  },
  (t) => [uniqueIndex().on(t.key, t.locale)],
);

export const contentIcons = pgTable(
  'content_icons',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    kind: text({ enum: ['provider', 'payment', 'partner', 'certificate'] }).notNull(),
    name: text().notNull(),
    image: text().notNull(),
    /** provider url segment, or an external link for partners and certificates */
    uri: text(),
    position: integer().notNull(),
  },
  (t) => [uniqueIndex().on(t.kind, t.name)],
);

export const contentSeo = pgTable(
  'content_seo',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    route: text().notNull(),
    locale: text().notNull(),
    title: text().notNull(),
    description: text().notNull(),
  },
  (t) => [uniqueIndex().on(t.route, t.locale)],
);

/** Anonymous visits reported by GET /api/notify/partner, attributed to the referral cookie. */
export const partnerVisits = pgTable(
  'partner_visits',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    at: timestamp({ withTimezone: true }).notNull(),
    refId: text(),
    siteId: text(),
    httpReferrer: text(),
    path: text(),
    ip: text(),
  },
  (t) => [index().on(t.refId, t.at)],
);

/**
 * The maintenance notice players are shown, as an operator last set it: one row (`id` 1), kept so
 * the back office can show the current notice (it is also pushed on the public real-time channel).
 */
export const maintenanceNotice = pgTable(
  'maintenance_notice',
  {
    id: integer().primaryKey().default(1),
    active: boolean().notNull(),
    message: text(),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    /** the operator's e-mail, an API key's name or `operator-token` */
    updatedBy: text(),
  },
  (t) => [check('maintenance_notice_one_row', sql`${t.id} = 1`)],
);
