import { useRouteLoaderData } from 'react-router';
import type { AppConfig, Icons, MenuItem, Seo, Locale } from '@fortuna/contracts';

/** What the root loader gives every page: app config, SEO texts, the games menu and footer icons. */
export interface RootData {
  locale: Locale;
  config: AppConfig | null;
  seo: Seo | null;
  menu: MenuItem[];
  icons: Icons | null;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}
