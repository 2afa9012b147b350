import {
  RESERVED_CONTENT_NAMES,
  type AdminBanner,
  type AdminContentEntry,
  type AdminContentSummary,
  type ContentKind,
  type Locale,
} from '@fortuna/contracts';
import type { Clock } from '../../platform/clock';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { sanitizePageHtml } from '../../platform/html';
import type { ContentRepository } from './content.repository';
import type { ContentDraft } from './content.tables';
import { seedRows } from './seed';

type BlockRow = Awaited<ReturnType<ContentRepository['adminBlocks']>>[number];
type BannerRow = Awaited<ReturnType<ContentRepository['adminBanners']>>[number];

export interface ContentAdminDeps {
  repository: ContentRepository;
  clock: Clock;
  /** drops what the content service keeps in memory (the uri map), so players see a change at once */
  invalidate: () => void;
}

/**
 * Pages and blocks that come with the site (the seed): a start inserts any that are missing, so
 * deleting one would not last; they are unpublished instead.
 */
const BUILT_IN = new Set(seedRows().blocks.map((b) => `${b.kind}:${b.key}`));
const isBuiltIn = (kind: ContentKind, key: string) => kind === 'page' || BUILT_IN.has(`${kind}:${key}`);

export const entryView = (r: BlockRow): AdminContentEntry => ({
  key: r.key,
  kind: r.kind,
  locale: r.locale as Locale,
  slug: r.slug,
  title: r.title,
  description: r.description,
  body: r.body,
  published: r.published,
  draft: r.draft ?? null,
  updatedAt: r.updatedAt.toISOString(),
  builtIn: isBuiltIn(r.kind, r.key),
});

const summaryView = (r: BlockRow): AdminContentSummary => ({
  key: r.key,
  kind: r.kind,
  locale: r.locale as Locale,
  slug: r.slug,
  title: r.draft?.title ?? r.title,
  published: r.published,
  hasDraft: r.draft !== null,
  updatedAt: r.updatedAt.toISOString(),
  builtIn: isBuiltIn(r.kind, r.key),
});

export const bannerView = (r: BannerRow): AdminBanner => ({
  key: r.key,
  locale: r.locale as Locale,
  title: r.title,
  text: r.text,
  cta: r.cta,
  route: r.route,
  image: r.image,
  position: r.position,
  active: r.active,
  draft: r.draft ?? null,
});

/** what an audit entry keeps of a page's texts: the body by its length and start, not whole */
export const auditOfEntry = (e: AdminContentEntry) => ({
  slug: e.slug,
  title: e.title,
  description: e.description,
  body: clip(e.body),
  published: e.published,
  draft: e.draft ? { ...e.draft, body: clip(e.draft.body) } : null,
});
const clip = (html: string) => (html.length > 2_000 ? `${html.slice(0, 2_000)}… (${html.length} chars)` : html);

/**
 * The back office's edits of pages, blocks and banners per locale.
 *
 * - An edit of a page or block is kept as its draft: players keep seeing the published texts, the
 *   admin preview shows the draft, and publishing copies the draft in (so nothing half-edited is live).
 * - Bodies are sanitised here, before they are stored: no script, style, frame, form or handler is kept.
 * - A page's URL comes from the site's route table, so pages are edited, never created. A new content
 *   page is a block, served at `/block/<slug>` in its locale: its key and slug are free in that locale,
 *   are none of the site's own names, and both stay fixed. Only those can be deleted; what comes with
 *   the site is unpublished instead.
 * - A banner's edit is its draft too: the back office previews it in the home page's banner strip,
 *   and publishing copies it in and switches the banner on; a new banner starts switched off.
 */
export function createContentAdmin({ repository, clock, invalidate }: ContentAdminDeps) {
  const row = async (kind: ContentKind, key: string, locale: Locale) => {
    const found = await repository.block(kind, key, locale);
    if (!found) throw notFound(`No ${kind} ${key} in ${locale}`);
    return found;
  };
  const cleanText = async (text: { title: string; description?: string; body: string }): Promise<ContentDraft> => ({
    title: text.title.trim(),
    description: (text.description ?? '').trim(),
    body: (await sanitizePageHtml(text.body)).trim(),
  });
  const bannerRow = async (key: string, locale: Locale) => {
    const found = await repository.banner(key, locale);
    if (!found) throw notFound(`No banner ${key} in ${locale}`);
    return found;
  };

  return {
    async list(query: { kind?: ContentKind; locale?: Locale }) {
      return { items: (await repository.adminBlocks(query.kind, query.locale)).map(summaryView) };
    },

    async detail(kind: ContentKind, key: string) {
      const rows = (await repository.adminBlocks(kind)).filter((r) => r.key === key);
      if (!rows.length) throw notFound(`No ${kind} ${key}`);
      return { key, kind, locales: rows.map(entryView) };
    },

    async create(input: { key: string; locale: Locale; slug: string; title: string; description?: string; body: string }) {
      for (const field of ['key', 'slug'] as const)
        if (RESERVED_CONTENT_NAMES.has(input[field]))
          throw badRequest(`The site uses the name ${input[field]}`, { [field]: ['the site uses this name'] });
      const kinds = await repository.kindsOfKey(input.key);
      if (kinds.includes('page')) throw badRequest('A page has this key', { key: ['a page has this key'] });
      const taken = await repository.blocksNamed(input.locale, [...new Set([input.key, input.slug])]);
      const other = taken.filter((r) => r.key !== input.key);
      if (other.length)
        throw badRequest(`Another page or block of ${input.locale} uses this name`, {
          [other.some((r) => r.key === input.slug || r.slug === input.slug) ? 'slug' : 'key']: ['already used in this language'],
        });
      if (taken.some((r) => r.key === input.key)) throw conflict(`The block ${input.key} exists in ${input.locale}; edit it instead`);
      const text = await cleanText(input);
      const inserted = await repository.insertBlock({
        key: input.key,
        kind: 'block',
        locale: input.locale,
        slug: input.slug,
        ...text,
        published: false,
        draft: null,
        updatedAt: clock.now(),
      });
      if (!inserted) throw conflict(`The block ${input.key} exists in ${input.locale}; edit it instead`);
      return entryView(inserted);
    },

    /** saves the texts as the draft; returns the entry before and after */
    async edit(kind: ContentKind, key: string, locale: Locale, text: { title: string; description?: string; body: string }) {
      const before = await row(kind, key, locale);
      const draft = await cleanText(text);
      const after = await repository.updateBlock({ kind, key, locale }, { draft, updatedAt: clock.now() });
      return { before: entryView(before), after: entryView(after) };
    },

    /** makes the draft (if any) what players see, and shows the page or block */
    async publish(kind: ContentKind, key: string, locale: Locale) {
      const before = await row(kind, key, locale);
      const after = await repository.updateBlock(
        { kind, key, locale },
        { ...(before.draft ?? {}), draft: null, published: true, updatedAt: clock.now() },
      );
      invalidate();
      return { before: entryView(before), after: entryView(after) };
    },

    /** hides the page or block from players (its texts and draft are kept) */
    async unpublish(kind: ContentKind, key: string, locale: Locale) {
      const before = await row(kind, key, locale);
      const after = await repository.updateBlock({ kind, key, locale }, { published: false, updatedAt: clock.now() });
      invalidate();
      return { before: entryView(before), after: entryView(after) };
    },

    /** removes an operator's page or block in one locale; returns the entry it was */
    async remove(kind: ContentKind, key: string, locale: Locale) {
      const before = await row(kind, key, locale);
      if (isBuiltIn(kind, key)) throw conflict(`The ${kind} ${key} comes with the site; unpublish it instead`);
      await repository.deleteBlock({ kind, key, locale });
      invalidate();
      return { before: entryView(before) };
    },

    async banners() {
      return { items: (await repository.adminBanners()).map(bannerView) };
    },

    async createBanner(input: Omit<AdminBanner, 'active' | 'draft'>) {
      const inserted = await repository.insertBanner({ ...input, active: false, draft: null });
      if (!inserted) throw conflict(`The banner ${input.key} exists in ${input.locale}; edit it instead`);
      return bannerView(inserted);
    },

    /** saves the banner's fields as its draft; players keep seeing the published banner */
    async editBanner(key: string, locale: Locale, input: Omit<AdminBanner, 'key' | 'locale' | 'active' | 'draft'>) {
      const before = await bannerRow(key, locale);
      const { title, text, cta, route, image, position } = input;
      const after = await repository.updateBanner(key, locale, { draft: { title, text, cta, route, image, position } });
      return { before: bannerView(before), after: bannerView(after) };
    },

    /** on: the draft (if any) becomes the banner players see; off: hidden, its draft kept */
    async setBannerActive(key: string, locale: Locale, active: boolean) {
      const before = await bannerRow(key, locale);
      const after = await repository.updateBanner(key, locale, active ? { ...(before.draft ?? {}), draft: null, active } : { active });
      return { before: bannerView(before), after: bannerView(after) };
    },
  };
}
export type ContentAdmin = ReturnType<typeof createContentAdmin>;
