import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@fortuna/contracts';

/**
 * UI strings: one JSON catalogue per locale and namespace, `app/locales/<locale>/<namespace>.json`.
 * Each feature owns its namespace file (auth.json, cashier.json, games.json, ...); `common.json`
 * holds the shell's strings. A test fails on any missing key, so no catalogue needs a fallback.
 *
 * The browser downloads only the catalogues of the page's language: the build puts each locale's
 * files in one chunk (vite.config.ts), entry.client.tsx loads it before hydrating, and the root's
 * client loader loads another one when the visitor switches language. The server loads them all.
 */
type Catalogue = Record<string, unknown>;
const files = import.meta.glob<Catalogue>('../locales/*/*.json', { import: 'default' });

const loaders = new Map<string, [namespace: string, load: () => Promise<Catalogue>][]>();
for (const [file, load] of Object.entries(files)) {
  const match = /locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(file);
  if (match) loaders.set(match[1], [...(loaders.get(match[1]) ?? []), [match[2], load]]);
}
export const namespaces = (loaders.get(DEFAULT_LOCALE) ?? [['common']]).map(([ns]) => ns);

const resources: Partial<Record<Locale, Record<string, Catalogue>>> = {};
const loading = new Map<Locale, Promise<void>>();
const instances = new Map<Locale, i18n>();

const localeOrDefault = (locale: string): Locale => (isLocale(locale) ? locale : DEFAULT_LOCALE);

/** Fetches a locale's catalogues once (one chunk in the browser); resolves when getI18n(locale) is complete. */
export function loadLocale(locale: string): Promise<void> {
  const lng = localeOrDefault(locale);
  let pending = loading.get(lng);
  if (!pending) {
    pending = Promise.all(
      (loaders.get(lng) ?? []).map(async ([ns, load]) => {
        const catalogue = await load();
        (resources[lng] ??= {})[ns] = catalogue;
        instances.get(lng)?.addResourceBundle(lng, ns, catalogue, true, true);
      }),
    ).then(() => undefined);
    loading.set(lng, pending);
    pending.catch(() => loading.delete(lng)); // a failed download (offline) is retried by the next call
  }
  return pending;
}

export function isLocaleLoaded(locale: string): boolean {
  return !!resources[localeOrDefault(locale)];
}

if (import.meta.env.SSR) await Promise.all(LOCALES.map(loadLocale));

/** One initialised instance per locale, shared by renders of that locale (resources are static). */
export function getI18n(locale: string): i18n {
  const lng = localeOrDefault(locale);
  let instance = instances.get(lng);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.use(initReactI18next).init({
      resources: { [lng]: resources[lng] ?? {} },
      lng,
      fallbackLng: false,
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
