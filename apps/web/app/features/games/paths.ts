import { DEFAULT_LOCALE, href, isLocale, type Locale } from '@fortuna/contracts';

/**
 * Lobby links through the shell's route table (packages/contracts/src/routes.ts): translated
 * segments and category slugs per locale come from there.
 */
const lng = (locale: string): Locale => (isLocale(locale) ? locale : DEFAULT_LOCALE);
export const homePath = (locale: string) => href('home', {}, lng(locale));
export const categoryPath = (locale: string, category: string) => href('games-category', { category }, lng(locale));
export const providerPath = (locale: string, category: string, provider: string) =>
  href('games-provider', { category, provider }, lng(locale));
export const favoritesPath = (locale: string) => href('games-favorites', {}, lng(locale));
export const realPath = (locale: string, url: string) => href('game-real', { id: url }, lng(locale));
export const demoPath = (locale: string, url: string) => href('game-demo', { id: url }, lng(locale));
export const contributionPath = (locale: string) => href('contribution', {}, lng(locale));
export const tournamentsPath = (locale: string) => href('tournaments', {}, lng(locale));
export const isGamePage = (pathname: string) => /^(\/[a-z]{2})?\/(real|reel|demo)(\/|$)/.test(pathname);
