import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@fortuna/contracts';

/**
 * The back office's strings: one catalogue per locale in this feature (locales/<locale>.json and locales/<group>/<locale>.json), so
 * they ship only with the /admin screens, never in the players' locale chunks. English first; the
 * operator's choice is kept in this browser.
 */
type Catalogue = Record<string, string>;
// locales/<locale>.json plus one folder per screen group (locales/<group>/<locale>.json), merged per locale
const catalogues = import.meta.glob<Catalogue>('./locales/**/*.json', { eager: true, import: 'default' });
const byLocale = new Map<string, Catalogue>();
for (const [file, c] of Object.entries(catalogues)) {
  const locale = /([a-z]{2})\.json$/.exec(file)![1];
  byLocale.set(locale, { ...byLocale.get(locale), ...c });
}
const LANG_KEY = 'fortuna_admin_lang';

export function adminCatalogue(locale: string): Catalogue {
  return byLocale.get(locale) ?? byLocale.get(DEFAULT_LOCALE)!;
}

export function useAdminT() {
  const [locale, setLocale] = useState<Locale>(DEFAULT_LOCALE);
  useEffect(() => {
    const saved = window.localStorage.getItem(LANG_KEY);
    if (saved && isLocale(saved)) setLocale(saved);
  }, []);
  const t = useCallback(
    (key: string, vars: Record<string, string | number> = {}) =>
      (adminCatalogue(locale)[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(vars[name] ?? '')),
    [locale],
  );
  const choose = useCallback((next: Locale) => {
    window.localStorage.setItem(LANG_KEY, next);
    setLocale(next);
  }, []);
  return { t, locale, setLocale: choose };
}
export type AdminT = ReturnType<typeof useAdminT>['t'];
