import { z } from 'zod';
import { LOCALES } from './locales';
import { maintenanceNoticeSchema } from './realtime';
import { BLOCK_KEYS, BLOCK_SLUGS, ROUTES } from './routes';
import { bonusSlugParamsSchema, operatorBonusCampaignViewSchema, operatorBonusTemplateViewSchema } from './bonus';
import { tournamentGameSchema, tournamentInputSchema, tournamentSummarySchema } from './tournaments';

/**
 * The operators' marketing data as the back office's marketing screens read and write it (the older
 * `/api/operator/*` endpoints). A module of its own: the players' pages never load it.
 */

/** A bonus code: single-use (maxUses 1), once per player, limited in count, valid between dates. */
export const operatorBonusCodeSchema = z.object({
  campaignId: bonusSlugParamsSchema.shape.id,
  maxUses: z.number().int().min(1).max(10_000_000).nullable().default(null),
  oncePerPlayer: z.boolean().default(true),
  requiresDeposit: z.boolean().default(false),
  requiresPhone: z.boolean().default(false),
  requiresEmail: z.boolean().default(false),
  enabled: z.boolean().default(true),
  startsAt: z.iso.datetime().nullable().default(null),
  endsAt: z.iso.datetime().nullable().default(null),
});
export const operatorBonusCodeViewSchema = operatorBonusCodeSchema.extend({ code: z.string(), uses: z.number().int() });
export const bonusCodeParamsSchema = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{3,40}$/, 'letters, digits, - and _ (3 to 40)') });
export const operatorBonusTemplateListSchema = z.array(operatorBonusTemplateViewSchema);
export const operatorBonusCampaignListSchema = z.array(operatorBonusCampaignViewSchema);
export const operatorBonusCodeListSchema = z.array(operatorBonusCodeViewSchema);
export type OperatorBonusTemplate = z.infer<typeof operatorBonusTemplateViewSchema>;
export type OperatorBonusCampaign = z.infer<typeof operatorBonusCampaignViewSchema>;
export type OperatorBonusCode = z.infer<typeof operatorBonusCodeViewSchema>;

/** A tournament as listed, created or edited. */
export const operatorTournamentSchema = z.object({
  id: z.number().int(),
  seoTitle: z.string(),
  state: z.string(),
  type: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});
/** The tournaments, newest first, each with the input that edits it (its fields, without the cross-field checks). */
export const operatorTournamentListSchema = z.array(
  operatorTournamentSchema.extend({
    // the stored texts as answered (no transform: a response is serialised, not parsed)
    input: z.object({ ...tournamentInputSchema.shape, title: z.record(z.string(), z.string()), rules: z.record(z.string(), z.string()) }),
  }),
);
export const operatorTournamentCancelSchema = z.object({ id: z.number().int(), state: z.string() });
export const operatorTournamentPreviewSchema = tournamentSummarySchema.extend({ games: z.array(tournamentGameSchema) });
export type OperatorTournament = z.infer<typeof operatorTournamentListSchema>[number];

// --- content: pages, blocks and banners per locale (/api/admin/content, the `content` permission) ---

/** a language-independent key or a URL segment: lower-case letters, digits and single hyphens */
const contentKey = z
  .string()
  .trim()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case letters, digits and hyphens')
  .max(80);
export const CONTENT_KINDS = ['page', 'block'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const adminContentLocaleSchema = z.enum(LOCALES);

/** The texts an operator edits; the body is HTML, sanitised on the server (no scripts, styles, forms or handlers). */
export const adminContentTextSchema = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(500).default(''),
  body: z.string().max(100_000),
});
/**
 * Names a new content page may not take as its key or address: the site's own page names, and every
 * locale's address of a built-in block (links to those are rewritten to the built-in one).
 */
export const RESERVED_CONTENT_NAMES: ReadonlySet<string> = new Set([
  ...ROUTES.flatMap((r) => [r.name, ...(r.children ?? []).map((c) => c.name)]),
  'preview',
  ...BLOCK_KEYS,
  ...Object.values(BLOCK_SLUGS).flatMap((slugs) => Object.values(slugs)),
]);

/**
 * A new content page in one locale, served at `/block/<slug>` in that locale (the site's pages come
 * with its route table; their texts are edited, not created). Its other locales are created the same
 * way with the same key.
 */
export const adminContentCreateSchema = adminContentTextSchema.extend({
  key: contentKey,
  locale: adminContentLocaleSchema,
  /** its URL segment in this locale (`/block/<slug>`), fixed once created so links keep working */
  slug: contentKey,
});
export const adminContentParamsSchema = z.object({ kind: z.enum(CONTENT_KINDS), key: contentKey, locale: adminContentLocaleSchema });
export const adminContentKeyParamsSchema = adminContentParamsSchema.omit({ locale: true });
export const adminContentListQuerySchema = z.object({
  kind: z.enum(CONTENT_KINDS).optional(),
  locale: adminContentLocaleSchema.optional(),
});
/** One page or block in one locale as the back office sees it: what players see, and the unpublished edit. */
export const adminContentEntrySchema = z.object({
  key: z.string(),
  kind: z.enum(CONTENT_KINDS),
  locale: adminContentLocaleSchema,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  body: z.string(),
  published: z.boolean(),
  /** the edit waiting to be published (shown by the preview), or null */
  draft: z.object({ title: z.string(), description: z.string(), body: z.string() }).nullable(),
  updatedAt: z.string(),
  /** it comes with the site (its pages and seeded blocks): edited and unpublished, never deleted */
  builtIn: z.boolean(),
});
export const adminContentSummarySchema = adminContentEntrySchema.omit({ body: true, draft: true, description: true }).extend({
  hasDraft: z.boolean(),
});
export const adminContentListSchema = z.object({ items: z.array(adminContentSummarySchema) });
export const adminContentDetailSchema = z.object({
  key: z.string(),
  kind: z.enum(CONTENT_KINDS),
  locales: z.array(adminContentEntrySchema),
});
export const adminContentDeletedSchema = z.object({ deleted: z.literal(true), key: z.string(), locale: adminContentLocaleSchema });
export type AdminContentEntry = z.infer<typeof adminContentEntrySchema>;
export type AdminContentSummary = z.infer<typeof adminContentSummarySchema>;

/** route names a banner may link to: the site's pages without parameters */
export const BANNER_ROUTES = ROUTES.filter((r) => !r.path.includes(':') && !r.noIndex).map((r) => r.name);
export const adminBannerInputSchema = z.object({
  title: z.string().trim().min(1).max(120),
  text: z.string().trim().max(300).default(''),
  cta: z.string().trim().max(60).default(''),
  route: z.string().refine((r) => BANNER_ROUTES.includes(r), 'not a page of the site'),
  /** a site image (`/images/…`) or an https address */
  image: z
    .string()
    .trim()
    .max(500)
    .regex(
      /^(?:\/images\/[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\.(?:svg|png|jpe?g|webp|avif)|https:\/\/[^\s"'<>]+)$/,
      'an /images/ file or an https address',
    ),
  position: z.number().int().min(0).max(1000).default(0),
});
export const adminBannerCreateSchema = adminBannerInputSchema.extend({ key: contentKey, locale: adminContentLocaleSchema });
export const adminBannerParamsSchema = z.object({ key: contentKey, locale: adminContentLocaleSchema });
/** a banner as the back office sees it: what players see (when active), and the edit waiting to be published */
export const adminBannerSchema = adminBannerCreateSchema.extend({
  active: z.boolean(),
  draft: z
    .object({ title: z.string(), text: z.string(), cta: z.string(), route: z.string(), image: z.string(), position: z.number() })
    .nullable(),
});
export const adminBannerListSchema = z.object({ items: z.array(adminBannerSchema) });
export type AdminBanner = z.infer<typeof adminBannerSchema>;

/** The maintenance notice as last set (null: none, or cleared), for the back office's screen. */
export const operatorMaintenanceSchema = z.object({
  notice: maintenanceNoticeSchema.extend({ updatedAt: z.string(), updatedBy: z.string().nullable() }).nullable(),
});
export type OperatorMaintenance = z.infer<typeof operatorMaintenanceSchema>;
