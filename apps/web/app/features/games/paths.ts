import { DEFAULT_LOCALE, isLocale, type Locale } from '@fortuna/contracts';

/**
 * Localized paths of the lobby (spec §2: English has no prefix; "games" is translated in es, fr,
 * pl, pt, ro). The shell's route table owns these segments; this mirrors the games part of it.
 */
export const GAMES_SEGMENT: Partial<Record<Locale, string>> = { es: 'juegos', fr: 'jeux', pl: 'gry', pt: 'jogos', ro: 'jocuri' };

export function localePrefix(locale: string): string {
  return isLocale(locale) && locale !== DEFAULT_LOCALE ? `/${locale}` : '';
}
export function gamesSegment(locale: string): string {
  return (isLocale(locale) && GAMES_SEGMENT[locale]) || 'games';
}
export const homePath = (locale: string) => localePrefix(locale) || '/';
export const categoryPath = (locale: string, category: string) => `${localePrefix(locale)}/${gamesSegment(locale)}/${category}`;
export const providerPath = (locale: string, category: string, provider: string) => `${categoryPath(locale, category)}/${provider}`;
export const favoritesPath = (locale: string) => `${localePrefix(locale)}/${gamesSegment(locale)}/favorites`;
/** game pages are not translated */
export const realPath = (locale: string, url: string) => `${localePrefix(locale)}/real/${url}`;
export const demoPath = (locale: string, url: string) => `${localePrefix(locale)}/demo/${url}`;
export const contributionPath = (locale: string) => `${localePrefix(locale)}/contribution`;
export const isGamePage = (pathname: string) => /^(\/[a-z]{2})?\/(real|demo)(\/|$)/.test(pathname);
