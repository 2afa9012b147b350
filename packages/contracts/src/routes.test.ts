import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import {
  alternates,
  findRoute,
  href,
  isCaseSensitivePath,
  isGameRouteId,
  isSignedInPath,
  LOCALIZED_ROUTES,
  matchPath,
  pathInLocale,
  ROUTES,
  sitemapPaths,
} from './routes';

describe('route table', () => {
  it('has every page in every locale, with unique ids carrying the locale suffix', () => {
    const ids = LOCALIZED_ROUTES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const perLocale = LOCALIZED_ROUTES.filter((r) => r.locale === 'de').length;
    for (const locale of LOCALES) {
      if (locale === 'en') continue;
      expect(LOCALIZED_ROUTES.filter((r) => r.locale === locale)).toHaveLength(perLocale);
    }
    expect(ids).toContain('game-real.fr');
    expect(ids.every((id) => /\.(de|en|es|fi|fr|no|pt|pl|ro)$/.test(id))).toBe(true);
    expect(ROUTES.map((r) => r.name)).toEqual(
      expect.arrayContaining(['fairness', 'player-security', 'player-auth-log', 'player-subscriptions']),
    );
  });

  it('translates path segments into each locale', () => {
    expect(href('privacy-notice', {}, 'es')).toBe('/es/aviso-de-privacidad');
    expect(href('sign-up', {}, 'es')).toBe('/es/registro');
    expect(href('sign-up', {}, 'fr')).toBe('/fr/inscription');
    expect(href('sign-up', {}, 'pl')).toBe('/pl/rejestracja');
    expect(href('sign-up', {}, 'pt')).toBe('/pt/registrar-se');
    expect(href('sign-up', {}, 'ro')).toBe('/ro/inregistrare');
    expect(href('tournaments', {}, 'ro')).toBe('/ro/turnee');
    expect(href('player-history-payments', {}, 'pl')).toBe('/pl/gracz/history/payments');
    expect(href('game-real', { id: 'book-of-gold' }, 'fr')).toBe('/fr/reel/book-of-gold');
    expect(href('sign-up', {}, 'de')).toBe('/de/sign-up');
    expect(href('home', {}, 'en')).toBe('/');
    expect(href('home', {}, 'fi')).toBe('/fi');
    expect(href('games-category.es', { category: 'slots' })).toBe('/es/juegos/tragamonedas');
    expect(href('tournament', {}, 'en')).toBe('/tournament');
    expect(() => href('promo-item', {}, 'en')).toThrow(/missing param/);
  });

  it('identifies game pages by demo/real in the id', () => {
    expect(isGameRouteId('game-demo.de')).toBe(true);
    expect(isGameRouteId('game-real.en')).toBe(true);
    expect(isGameRouteId('promo.en')).toBe(false);
  });

  it('finds the same page in another locale, translating category and block params', () => {
    expect(pathInLocale('/es/juegos/tragamonedas', 'de')).toBe('/de/games/spielautomaten');
    expect(pathInLocale('/de/block/vip-klub', 'fr')).toBe('/fr/block/club-vip');
    expect(pathInLocale('/fr/reel/abc', 'en')).toBe('/real/abc');
    expect(pathInLocale('/es/aviso-de-privacidad', 'pt')).toBe('/pt/privacy-notice');
    expect(pathInLocale('/nowhere/at/all', 'de')).toBe('/de');
    expect(pathInLocale('/games/favorites', 'pl')).toBe('/pl/gry/favorites');
    expect(matchPath('/games/favorites')?.route.name).toBe('games-favorites');
    const fromDb = { 'summer-festival': { en: 'summer-festival', de: 'sommerfest' } };
    expect(pathInLocale('/de/block/sommerfest', 'en', '', fromDb)).toBe('/block/summer-festival');
    expect(pathInLocale('/de/block/unknown-thing', 'en', '', fromDb)).toBe('/block/unknown-thing');
  });

  it('lists 9 alternates plus x-default', () => {
    const links = alternates('/ro/turnee');
    expect(links.map((l) => l.hreflang)).toEqual([...LOCALES, 'x-default']);
    expect(links.find((l) => l.hreflang === 'x-default')?.path).toBe('/tournaments');
  });

  it('keeps confirm-email and reset-password case-sensitive', () => {
    expect(isCaseSensitivePath('/confirm/email/AbC')).toBe(true);
    expect(isCaseSensitivePath('/de/reset/password/XyZ')).toBe(true);
    expect(isCaseSensitivePath('/About-Us')).toBe(false);
  });

  it('sitemap covers indexable pages of every locale', () => {
    const paths = sitemapPaths();
    expect(paths).toContain('/');
    expect(paths).toContain('/no');
    expect(paths).toContain('/es/aviso-de-privacidad');
    expect(paths).toContain('/de/block/vip-klub');
    expect(paths.some((p) => p.includes('player'))).toBe(false);
    expect(findRoute('dev-mailbox', 'de')).toBeUndefined();
  });
});

describe('signed-in pages', () => {
  it('every player page (children included), favourites and tournament join are signed-in only; public pages are not', () => {
    const flagged = LOCALIZED_ROUTES.filter((r) => r.locale === 'en' && r.def.signedIn).map((r) => r.name);
    for (const route of LOCALIZED_ROUTES.filter((r) => r.locale === 'en' && r.pattern.startsWith('/player')))
      expect(flagged).toContain(route.name);
    expect(flagged).toEqual(expect.arrayContaining(['games-favorites', 'tournament-join']));
    for (const open of ['home', 'fairness', 'sign-up', 'promo', 'tournaments', 'games-category', 'game-demo', 'about-us'])
      expect(flagged).not.toContain(open);
  });

  it('isSignedInPath follows the table in every locale', () => {
    expect(isSignedInPath('/player/history/games')).toBe(true);
    expect(isSignedInPath('/es/jugador/balance')).toBe(true);
    expect(isSignedInPath('/de/games/favorites')).toBe(true);
    expect(isSignedInPath('/fairness')).toBe(false);
    expect(isSignedInPath('/')).toBe(false);
  });
});
