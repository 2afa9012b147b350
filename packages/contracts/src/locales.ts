/** The nine languages of the site. English is the default and the fallback. */
export const LOCALES = ['de', 'en', 'es', 'fi', 'fr', 'no', 'pt', 'pl', 'ro'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const LOCALE_NAMES: Record<Locale, string> = {
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fi: 'Suomi',
  fr: 'Français',
  no: 'Norsk',
  pt: 'Português',
  pl: 'Polski',
  ro: 'Română',
};

/** Currencies a new player may hold, per locale (first one is the default at sign-up). */
export const LOCALE_CURRENCIES: Record<Locale, readonly string[]> = {
  de: ['EUR'],
  en: ['EUR', 'GBP', 'USD'],
  es: ['EUR'],
  fi: ['EUR'],
  fr: ['EUR'],
  no: ['NOK', 'EUR'],
  pt: ['EUR', 'BRL'],
  pl: ['PLN', 'EUR'],
  ro: ['RON', 'EUR'],
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Picks the first enabled locale from an Accept-Language header, matching on the first two
 * letters of each language in the order the browser gives them.
 */
export function localeFromAcceptLanguage(header: string | undefined | null, enabled: readonly Locale[] = LOCALES): Locale | undefined {
  if (!header) return undefined;
  const languages = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((l) => l.tag && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of languages) {
    let two = tag.slice(0, 2);
    if (two === 'nb' || two === 'nn') two = 'no';
    if ((enabled as readonly string[]).includes(two)) return two as Locale;
  }
  return undefined;
}

/** The cookie remembering the visitor's chosen language. */
export const LOCALE_COOKIE = 'locale';
