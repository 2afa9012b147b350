import { href, LOCALES, type Block, type Locale, type ReferralCookie } from '@fortuna/contracts';
import type { Clock } from '../../platform/clock';
import { createInvalidationBus, type InvalidationBus } from '../../platform/invalidation';
import { forbidden, notFound } from '../../platform/errors';
import type { ContentRepository } from './content.repository';
import { createContentAdmin } from './content.admin';
import { seedRows } from './seed';

export interface ContentServiceDeps {
  repository: ContentRepository;
  clock: Clock;
  publicUrl: string;
  /** the operator credential that opens unpublished content (automation; people use the back office) */
  operatorToken?: string;
  /** tells every instance a publication happened (in process only unless given) */
  invalidation?: InvalidationBus;
}

/** the topic a publication sends: every instance drops its cached menus, uri map, icons and SEO */
export const CONTENT_TOPIC = 'content';

type BlockRow = Awaited<ReturnType<ContentRepository['findBlock']>>[number];

function present(row: BlockRow): Block {
  return {
    key: row.key,
    kind: row.kind,
    locale: row.locale as Locale,
    slug: row.slug,
    title: row.title,
    description: row.description,
    body: row.body,
    published: row.published,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Content read on every page (menu, icons, seo, uri map) is kept for a minute per process. A
 * publication clears it on every instance at once through the invalidation bus; the minute only
 * bounds staleness when that message is lost (Redis down).
 */
const CACHE_MS = 60_000;

export function createContentService({ repository, clock, publicUrl, operatorToken, invalidation }: ContentServiceDeps) {
  const cache = new Map<string, { at: number; value: Promise<unknown> }>();
  const bus = invalidation ?? createInvalidationBus({ prefix: '', log: console });
  bus.subscribe(CONTENT_TOPIC, () => cache.clear());
  function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = clock.now().getTime();
    const hit = cache.get(key);
    if (hit && now - hit.at < CACHE_MS) return hit.value as Promise<T>;
    const value = load();
    cache.set(key, { at: now, value });
    value.catch(() => cache.delete(key));
    return value;
  }

  async function loadMenu(locale: Locale) {
    const all = await repository.menu();
    const mine = all.filter((r) => r.locale === locale);
    return {
      items: mine.map((item) => ({
        key: item.key,
        uri: item.uri,
        name: item.name,
        icon: item.icon,
        pageUrl: Object.fromEntries(
          LOCALES.map((l) => [
            l,
            href(
              'games-category',
              {
                category: all.find((r) => r.key === item.key && r.locale === l)?.uri ?? item.key,
              },
              l,
            ),
          ]),
        ) as Record<Locale, string>,
      })),
    };
  }

  async function currentNotice() {
    const row = await repository.maintenanceNotice();
    if (!row?.active) return { notice: null };
    return {
      notice: {
        active: true,
        message: row.message ?? undefined,
        startsAt: row.startsAt?.toISOString(),
        endsAt: row.endsAt?.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        updatedBy: row.updatedBy,
      },
    };
  }

  return {
    seed: () => repository.seed(seedRows()),

    /**
     * The maintenance notice as an operator last set it (announced or cleared), kept so the back
     * office can show it; `current` is null when none was set or the last one was cleared.
     */
    maintenance: {
      current: currentNotice,
      /** the notice players are shown when a page opens: announced, and its end (if any) not yet past */
      async inForce() {
        const { notice } = await currentNotice();
        if (!notice || (notice.endsAt && Date.parse(notice.endsAt) <= clock.now().getTime())) return null;
        const { message, startsAt, endsAt, updatedAt } = notice;
        return { message, startsAt, endsAt, updatedAt };
      },
      async set(notice: { active: boolean; message?: string; startsAt?: string; endsAt?: string }, actor: string | null) {
        await repository.setMaintenanceNotice({
          active: notice.active,
          message: notice.active ? (notice.message ?? null) : null,
          startsAt: notice.active && notice.startsAt ? new Date(notice.startsAt) : null,
          endsAt: notice.active && notice.endsAt ? new Date(notice.endsAt) : null,
          updatedAt: clock.now(),
          updatedBy: actor,
        });
      },
    },

    /** the back office's edits (pages, blocks, banners); a publication drops the cached content on every instance */
    admin: createContentAdmin({ repository, clock, invalidate: () => bus.publish(CONTENT_TOPIC) }),

    async block(idOrSlug: string, locale: Locale): Promise<Block> {
      const rows = (await repository.findBlock(locale, idOrSlug)).filter((r) => r.published);
      if (!rows.length) throw notFound('Block not found');
      return present(rows[0]);
    },

    async listBlocks(locale: Locale) {
      const rows = await repository.listBlocks(locale);
      return {
        items: rows.map((r) => {
          const { body: _body, ...rest } = present(r);
          return rest;
        }),
      };
    },

    /**
     * A page or block as it will look once published (its draft, if any), published or not: for the
     * operator token or a back-office operator allowed to edit content (`operatorMayPreview`).
     */
    async preview(key: string, locale: Locale, token: string | undefined, operatorMayPreview = false): Promise<Block> {
      const tokenOk = !!operatorToken && !!token && timingSafeEqualString(token, operatorToken);
      if (!tokenOk && !operatorMayPreview) throw forbidden('Operator credential required');
      const rows = await repository.findBlock(locale, key);
      if (!rows.length) throw notFound('Block not found');
      const row = rows.find((r) => r.key === key) ?? rows[0];
      return present({ ...row, ...(row.draft ?? {}) });
    },

    menu(locale: Locale) {
      return cached(`menu:${locale}`, () => loadMenu(locale));
    },

    navigation() {
      return {
        header: [{ route: 'games-category', params: { category: 'all' } }, { route: 'promo' }, { route: 'tournaments' }],
        footer: [
          { route: 'about-us' },
          { route: 'terms-and-conditions' },
          { route: 'responsible-gaming' },
          { route: 'player-exclusion' },
          { route: 'cookie-policy' },
          { route: 'privacy-notice' },
          { route: 'fairness' },
        ],
      };
    },

    uriMap() {
      return cached('uriMap', async () => {
        const rows = await repository.allBlockSlugs();
        const block: Record<string, Record<string, string>> = {};
        for (const r of rows) (block[r.key] ??= {})[r.locale] = r.slug;
        return { block, blockHistory: {} as Record<string, string> };
      });
    },

    async banners(locale: Locale) {
      const rows = await repository.banners(locale);
      return {
        items: rows.map((r) => ({
          key: r.key,
          title: r.title,
          text: r.text,
          cta: r.cta,
          route: r.route,
          image: r.image,
        })),
      };
    },

    icons() {
      return cached('icons', async () => {
        const rows = await repository.icons();
        return {
          imageUrl: '/icons/',
          iconList: rows.map((r) => ({
            kind: r.kind,
            name: r.name,
            image: r.image,
            uri: r.uri,
          })),
        };
      });
    },

    seo(locale: Locale) {
      return cached(`seo:${locale}`, async () => {
        const rows = await repository.seo(locale);
        return {
          locale,
          publicUrl: publicUrl.replace(/\/$/, ''),
          items: rows.map((r) => ({
            route: r.route,
            title: r.title,
            description: r.description,
          })),
        };
      });
    },

    async notifyPartner(visit: { referral: (ReferralCookie & { refId: string }) | null; path: string | null; ip: string }) {
      if (!visit.referral) return { recorded: false };
      await repository.recordPartnerVisit({
        at: clock.now(),
        refId: visit.referral.refId.toLowerCase(),
        siteId: visit.referral.siteId ?? null,
        httpReferrer: visit.referral.httpReferrer ?? null,
        path: visit.path,
        ip: visit.ip,
      });
      return { recorded: true };
    },
  };
}
export type ContentService = ReturnType<typeof createContentService>;

function timingSafeEqualString(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
