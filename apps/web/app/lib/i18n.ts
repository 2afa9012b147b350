import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@fortuna/contracts';

/**
 * UI strings: one JSON catalogue per locale and namespace, `app/locales/<locale>/<namespace>.json`.
 * Each feature owns its namespace file (auth.json, cashier.json, games.json, ...); `common.json`
 * holds the shell's strings. English is the fallback. A test fails on any missing key.
 */
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });

export const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [file, catalogue] of Object.entries(files)) {
  const match = /locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(file);
  if (!match) continue;
  (resources[match[1]] ??= {})[match[2]] = catalogue;
}
export const namespaces = Object.keys(resources[DEFAULT_LOCALE] ?? { common: {} });

const instances = new Map<Locale, i18n>();

/** One initialised instance per locale, shared by renders of that locale (resources are static). */
export function getI18n(locale: string): i18n {
  const lng: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  let instance = instances.get(lng);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.use(initReactI18next).init({
      resources,
      lng,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      ns: namespaces,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
    instances.set(lng, instance);
  }
  return instance;
}

/** The locale of a path: its first segment when it is a non-default locale, else English. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}
