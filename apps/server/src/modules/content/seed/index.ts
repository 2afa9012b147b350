import {
  ALL_CATEGORY,
  BLOCK_KEYS,
  BLOCK_SLUGS,
  CATEGORY_SLUGS,
  GAME_CATEGORIES,
  href,
  LOCALES,
  STATIC_PAGES,
  type Locale,
} from '@fortuna/contracts';
import type { LocaleSeed } from './types';
import { de } from './locales/de';
import { en } from './locales/en';
import { es } from './locales/es';
import { fi } from './locales/fi';
import { fr } from './locales/fr';
import { no } from './locales/no';
import { pl } from './locales/pl';
import { pt } from './locales/pt';
import { ro } from './locales/ro';

export const LOCALE_SEEDS: Record<Locale, LocaleSeed> = { de, en, es, fi, fr, no, pt, pl, ro };

/** `href="@route-name"` in seeded HTML becomes the route's URL in that locale. */
export function localizeLinks(html: string, locale: Locale): string {
  return html.replace(/href="@([\w-]+)"/g, (_m, name: string) => `href="${href(name, {}, locale)}"`);
}

const CATEGORY_ICONS: Record<string, string> = {
  all: 'grid',
  slots: 'cherry',
  jackpot: 'crown',
  livegames: 'live',
  tablegames: 'cards',
  'video-pokers': 'poker',
  'instant-win': 'bolt',
};

export function seedRows() {
  const blocks = [];
  const menu: { key: string; locale: Locale; uri: string; name: string; icon: string; position: number }[] = [];
  const banners = [];
  const seo = [];
  for (const locale of LOCALES) {
    const s = LOCALE_SEEDS[locale];
    for (const page of STATIC_PAGES) {
      const p = s.pages[page];
      const slug = href(page, {}, locale).split('/').pop()!;
      blocks.push({
        key: page,
        kind: 'page' as const,
        locale,
        slug,
        title: p.title,
        description: p.description,
        body: localizeLinks(p.body, locale),
        published: true,
      });
      seo.push({ route: page, locale, title: `${p.title} | Fortuna Casino`, description: p.description });
    }
    for (const key of BLOCK_KEYS) {
      const b = s.blocks[key];
      blocks.push({
        key,
        kind: 'block' as const,
        locale,
        slug: BLOCK_SLUGS[locale][key],
        title: b.title,
        description: b.description,
        body: localizeLinks(b.body, locale),
        published: true,
      });
    }
    GAME_CATEGORIES.forEach((category, position) => {
      menu.push({
        key: category,
        locale,
        uri: CATEGORY_SLUGS[locale][category],
        name: s.categories[category],
        icon: CATEGORY_ICONS[category],
        position,
      });
    });
    banners.push(
      { key: 'welcome', locale, ...s.banners.welcome, route: 'sign-up', image: '/images/banner-welcome.svg', position: 0, active: true },
      {
        key: 'tournaments',
        locale,
        ...s.banners.tournaments,
        route: 'tournaments',
        image: '/images/banner-tournaments.svg',
        position: 1,
        active: true,
      },
    );
    for (const [route, entry] of Object.entries(s.seo)) seo.push({ route, locale, ...entry });
  }
  // A draft the operator can look at through /page/preview before it goes live.
  for (const locale of LOCALES) {
    const welcome = LOCALE_SEEDS[locale].blocks['welcome-offer'];
    blocks.push({
      key: 'summer-festival',
      kind: 'block' as const,
      locale,
      slug: 'summer-festival',
      title: welcome.title,
      description: welcome.description,
      body: localizeLinks(welcome.body, locale),
      published: false,
    });
  }
  return { blocks, menu, banners, seo, icons: ICONS };
}

const provider = (name: string, uri: string, position: number) => ({
  kind: 'provider' as const,
  name,
  image: `providers/${uri}.svg`,
  uri,
  position,
});
export const ICONS = [
  provider('Fortuna Originals', 'fortuna-originals', 0),
  provider('Aurora Studios', 'aurora-studios', 1),
  provider('Northern Reels', 'northern-reels', 2),
  provider('Lucky Forge', 'lucky-forge', 3),
  provider('Table Masters', 'table-masters', 4),
  provider('Live Lounge', 'live-lounge', 5),
  { kind: 'payment' as const, name: 'Visa', image: 'payments/visa.svg', uri: null, position: 0 },
  { kind: 'payment' as const, name: 'Mastercard', image: 'payments/mastercard.svg', uri: null, position: 1 },
  { kind: 'payment' as const, name: 'Bank transfer', image: 'payments/bank-transfer.svg', uri: null, position: 2 },
  { kind: 'payment' as const, name: 'E-wallet', image: 'payments/e-wallet.svg', uri: null, position: 3 },
  {
    kind: 'partner' as const,
    name: 'Responsible gaming',
    image: 'partners/responsible-gaming.svg',
    uri: 'responsible-gaming',
    position: 0,
  },
  { kind: 'partner' as const, name: '18+', image: 'partners/adults-only.svg', uri: 'responsible-gaming', position: 1 },
  { kind: 'certificate' as const, name: 'Certified RNG', image: 'certificates/rng.svg', uri: 'fairness', position: 0 },
  { kind: 'certificate' as const, name: 'SSL secured', image: 'certificates/ssl.svg', uri: null, position: 1 },
];
export { ALL_CATEGORY };
