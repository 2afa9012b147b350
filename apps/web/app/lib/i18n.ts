import i18next, { type BackendModule, type i18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@fortuna/contracts';
import catalogues, { chunkOf, namespaces } from 'virtual:i18n-catalogues';
import { SHELL_NAMESPACES } from './i18n-namespaces';

/**
 * UI strings: one JSON catalogue per locale and namespace, `app/locales/<locale>/<namespace>.json`.
 * Each feature owns its namespace file (auth.json, cashier.json, games.json, ...); `common.json`
 * holds the shell's strings. A test fails on any missing key, so no catalogue needs a fallback.
 *
 * The browser downloads only the page's language, and of it only what the page shows: the shell's
 * namespaces (one chunk per language) and the page's own (one chunk per language and namespace,
 * lib/i18n-namespaces.ts; the table of downloads is build-plugins/catalogue-table.ts). entry.client.tsx loads both before hydrating, so the
 * first render matches the server's HTML; the root's client loader loads them for the new language
 * when the visitor switches. Anything else (a popup, a lazily loaded screen) is fetched by its
 * `useTranslation`, which suspends until its namespace is here. The server loads everything.
 */
type Catalogue = Record<string, unknown>;

const resources: Partial<Record<Locale, Record<string, Catalogue>>> = {};
const loading = new Map<string, Promise<Catalogue>>();
const instances = new Map<Locale, i18n>();

const localeOrDefault = (locale: string): Locale => (isLocale(locale) ? locale : DEFAULT_LOCALE);

/** Fetches one namespace of a locale once; a failed download (offline) is retried by the next call. */
function loadNamespace(lng: Locale, ns: string): Promise<Catalogue> {
  const key = `${lng}|${ns}`;
  let pending = loading.get(key);
  if (!pending) {
    const load = catalogues[lng]?.[chunkOf(ns)];
    pending = (load ? load().then((chunk) => chunk.default[ns] ?? {}) : Promise.resolve({})).then((catalogue) => {
      (resources[lng] ??= {})[ns] = catalogue;
      instances.get(lng)?.addResourceBundle(lng, ns, catalogue, true, true);
      return catalogue;
    });
    loading.set(key, pending);
    pending.catch(() => loading.delete(key));
  }
  return pending;
}

/**
 * Fetches a locale's shell namespaces and the given ones (a page's, lib/i18n-namespaces.ts);
 * resolves when getI18n(locale) has them.
 */
export function loadLocale(locale: string, pageNamespaces: readonly string[] = []): Promise<void> {
  const lng = localeOrDefault(locale);
  return Promise.all([...new Set([...SHELL_NAMESPACES, ...pageNamespaces])].map((ns) => loadNamespace(lng, ns))).then(() => undefined);
}

/** Whether a locale's shell namespaces and the given ones are here. */
export function isLocaleLoaded(locale: string, pageNamespaces: readonly string[] = []): boolean {
  const have = resources[localeOrDefault(locale)] ?? {};
  return [...SHELL_NAMESPACES, ...pageNamespaces].every((ns) => ns in have);
}

if (import.meta.env.SSR) await Promise.all(LOCALES.map((locale) => loadLocale(locale, namespaces)));

/**
 * In the browser, i18next asks this backend for a namespace a component uses before it is loaded
 * (`useTranslation` then suspends until it is here).
 */
const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    loadNamespace(localeOrDefault(language), namespace).then(
      (catalogue) => callback(null, catalogue as ResourceKey),
      (error: Error) => callback(error, false),
    );
  },
};

/** One initialised instance per locale, shared by renders of that locale (resources are static). */
export function getI18n(locale: string): i18n {
  const lng = localeOrDefault(locale);
  let instance = instances.get(lng);
  if (!instance) {
    instance = i18next.createInstance();
    if (!import.meta.env.SSR) instance.use(lazyCatalogues);
    const loaded = resources[lng] ?? {};
    void instance.use(initReactI18next).init({
      resources: { [lng]: loaded },
      partialBundledLanguages: true,
      lng,
      fallbackLng: false,
      supportedLngs: [...LOCALES],
      // only what is here: the others are loaded when a component asks for them
      ns: Object.keys(loaded).length ? Object.keys(loaded) : ['common'],
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
