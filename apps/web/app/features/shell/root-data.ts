import { useRouteLoaderData } from 'react-router';
import type { AppConfig, BlockSlugMap, Consent, Icons, MenuItem, Seo, Locale } from '@fortuna/contracts';

/** What the root loader gives every page: app config, SEO texts, the games menu and footer icons. */
export interface RootData {
  locale: Locale;
  config: AppConfig | null;
  seo: Seo | null;
  menu: MenuItem[];
  icons: Icons | null;
  /** block slugs per locale from GET /api/pages/uri/map (blocks created after the static table) */
  blockSlugs: BlockSlugMap;
  /** the visitor's cookie choice from the consent cookie; null: not chosen yet (the banner shows) */
  consent: Consent | null;
  /** this page load's request id (its x-request-id): error reports from the browser carry it */
  requestId: string;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}
