import { bigserial, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.kind, t.key, t.locale), index().on(t.locale, t.slug)],
);

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
