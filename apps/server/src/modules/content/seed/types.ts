import type { BlockKey, GameCategory, StaticPage } from '@fortuna/contracts';

export interface PageText {
  title: string;
  description: string;
  /** HTML */
  body: string;
}

/** Everything seeded for one locale. */
export interface LocaleSeed {
  pages: Record<StaticPage, PageText>;
  blocks: Record<BlockKey, PageText>;
  categories: Record<GameCategory, string>;
  banners: { welcome: { title: string; text: string; cta: string }; tournaments: { title: string; text: string; cta: string } };
  /** SEO titles/descriptions for the main indexable pages (others fall back to the page name) */
  seo: Record<
    'home' | 'promo' | 'tournaments' | 'sign-up' | 'fairness' | 'contribution' | 'games-category',
    { title: string; description: string }
  >;
}
