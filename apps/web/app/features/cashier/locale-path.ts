import { DEFAULT_LOCALE } from '@fortuna/contracts';

/** Translated path segments of the pages the cashier links to (the shell's route table has the full set). */
const PLAYER: Record<string, string> = { es: 'jugador', fr: 'joueur', pl: 'gracz', pt: 'jogador', ro: 'jucator' };

export function localePath(locale: string, path: string): string {
  const translated = path.replace(/^\/player(?=\/|$)/, `/${PLAYER[locale] ?? 'player'}`);
  return locale === DEFAULT_LOCALE ? translated : `/${locale}${translated}`;
}
