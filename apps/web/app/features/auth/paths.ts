import { DEFAULT_LOCALE, isLocale, type Locale } from '@fortuna/contracts';

/**
 * Localized paths of the auth pages (spec §2 translated segments). The shell's route table
 * (`href()` in contracts/routes) is the general source; this mirrors it for the pages auth links to.
 */
const SEGMENTS: Partial<Record<Locale, Record<string, string>>> = {
  es: { 'sign-up': 'registro', player: 'jugador' },
  fr: { 'sign-up': 'inscription', player: 'joueur' },
  pl: { 'sign-up': 'rejestracja', player: 'gracz' },
  pt: { 'sign-up': 'registrar-se', player: 'jogador' },
  ro: { 'sign-up': 'inregistrare', player: 'jucator' },
};

export function localePrefix(locale: string): string {
  return locale === DEFAULT_LOCALE || !isLocale(locale) ? '' : `/${locale}`;
}

export function authPath(path: string, locale: string): string {
  const table = isLocale(locale) ? SEGMENTS[locale] : undefined;
  const translated = path
    .split('/')
    .map((seg) => table?.[seg] ?? seg)
    .join('/');
  return `${localePrefix(locale)}${translated}` || '/';
}

/** The same page in another locale: swap the prefix and translate the known segments. */
export function pathInLocale(pathname: string, to: string): string {
  const parts = pathname.split('/').filter(Boolean);
  let from: string = DEFAULT_LOCALE;
  if (parts[0] && isLocale(parts[0]) && parts[0] !== DEFAULT_LOCALE) from = parts.shift()!;
  const fromTable = isLocale(from) ? SEGMENTS[from] : undefined;
  const english = parts.map((seg) => Object.entries(fromTable ?? {}).find(([, v]) => v === seg)?.[0] ?? seg);
  return authPath(`/${english.join('/')}`, to).replace(/\/$/, '') || '/';
}

export const isResetPasswordPath = (pathname: string) => /\/reset\/password\//.test(pathname);
