import { z } from 'zod';
import { LOCALES } from './locales';

/** Content calls: blocks, menu, navigation, uri map, banners, icons, seo. */
export const localeQuerySchema = z.object({ locale: z.enum(LOCALES).optional() });

export const blockSchema = z.object({
  key: z.string(),
  kind: z.enum(['page', 'block']),
  locale: z.enum(LOCALES),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  /** HTML: sanitise before rendering */
  body: z.string(),
  published: z.boolean(),
  updatedAt: z.string(),
});
export type Block = z.infer<typeof blockSchema>;

export const blockIdParamsSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9-]+$/i),
});
export const blockListSchema = z.object({ items: z.array(blockSchema.omit({ body: true })) });

export const menuItemSchema = z.object({
  key: z.string(),
  uri: z.string(),
  name: z.string(),
  icon: z.string(),
  /** the category page URL in every locale */
  pageUrl: z.record(z.enum(LOCALES), z.string()),
});
export const menuSchema = z.object({ items: z.array(menuItemSchema) });
export type MenuItem = z.infer<typeof menuItemSchema>;

export const navigationSchema = z.object({
  header: z.array(z.object({ route: z.string(), params: z.record(z.string(), z.string()).optional() })),
  footer: z.array(z.object({ route: z.string(), params: z.record(z.string(), z.string()).optional() })),
});
export type Navigation = z.infer<typeof navigationSchema>;

export const uriMapSchema = z.object({
  /** block key -> slug per locale */
  block: z.record(z.string(), z.record(z.string(), z.string())),
  /** an earlier slug -> the block key it now belongs to */
  blockHistory: z.record(z.string(), z.string()),
});

export const bannerSchema = z.object({
  key: z.string(),
  title: z.string(),
  text: z.string(),
  cta: z.string(),
  route: z.string(),
  image: z.string(),
});
export const bannerListSchema = z.object({ items: z.array(bannerSchema) });
export type Banner = z.infer<typeof bannerSchema>;

export const iconSchema = z.object({
  kind: z.enum(['provider', 'payment', 'partner', 'certificate']),
  name: z.string(),
  image: z.string(),
  uri: z.string().nullable(),
});
export const iconsSchema = z.object({ imageUrl: z.string(), iconList: z.array(iconSchema) });
export type Icon = z.infer<typeof iconSchema>;
export type Icons = z.infer<typeof iconsSchema>;

export const seoEntrySchema = z.object({ route: z.string(), title: z.string(), description: z.string() });
export const seoSchema = z.object({ locale: z.enum(LOCALES), publicUrl: z.string(), items: z.array(seoEntrySchema) });
export type Seo = z.infer<typeof seoSchema>;

export const previewQuerySchema = z.object({
  key: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9-]+$/),
  locale: z.enum(LOCALES).optional(),
  token: z.string().max(200).optional(),
});

export const partnerNotifyQuerySchema = z.object({ path: z.string().max(500).optional() });
export const partnerNotifySchema = z.object({ recorded: z.boolean() });
export const siteVersionSchema = z.object({ version: z.string() });

/** The referral cookie: ref id of 32 hex characters, with the referrer and site id. */
export const REFERRAL_COOKIE = 'fortuna_ref';
export const referralCookieSchema = z.object({
  refId: z.string().regex(/^[0-9a-f]{32}$/i),
  httpReferrer: z.string().max(500).nullish(),
  siteId: z.string().max(64).nullish(),
});
export type ReferralCookie = z.infer<typeof referralCookieSchema>;
