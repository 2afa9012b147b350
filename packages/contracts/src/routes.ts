import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locales';

/**
 * The one route table of the site. The React Router config, the sitemap, the language
 * switcher, hreflang links and the HTTP tests are all generated from it: no route is copied per locale.
 *
 * Paths are written in English with `:param` / `:param?`; every locale gets the same route with its
 * translated segments, English without a prefix, the others under `/<locale>`.
 * Route ids are `<name>.<locale>` (e.g. `game-real.fr`); names containing demo/real are game pages.
 */
export interface RouteDef {
  name: string;
  /** English path pattern without leading slash ('' is home) */
  path: string;
  /** route module under apps/web/app/ */
  file: string;
  /** layout routes: child paths are relative to the parent */
  children?: readonly RouteDef[];
  /** header and footer hidden */
  bare?: boolean;
  /** only on touch devices: header/footer hidden (demo game) */
  bareOnTouch?: boolean;
  /** English only (no translated copies, not in the sitemap) */
  englishOnly?: boolean;
  /** left out of sitemap.xml (parameterised or private pages) */
  noIndex?: boolean;
  /** kept case-sensitive: the payload in the path is a signed token */
  caseSensitive?: boolean;
  /**
   * Signed-in only: a visitor gets the login popup over the page and, once signed in, the
   * page itself; the wanted path is remembered for after login. One guard in the web shell reads this.
   */
  signedIn?: boolean;
}

export const STATIC_PAGES = ['about-us', 'cookie-policy', 'privacy-notice', 'responsible-gaming', 'terms-and-conditions'] as const;
export type StaticPage = (typeof STATIC_PAGES)[number];

export const ROUTES: readonly RouteDef[] = [
  { name: 'home', path: '', file: 'routes/home.tsx' },
  ...STATIC_PAGES.map((page) => ({ name: page, path: page, file: 'routes/static-page.tsx' })),
  { name: 'fairness', path: 'fairness', file: 'routes/fairness.tsx' },
  { name: 'cashier', path: 'cashier', file: 'routes/cashier.tsx', noIndex: true },
  { name: 'contribution', path: 'contribution', file: 'routes/contribution.tsx' },
  { name: 'promo', path: 'promo', file: 'routes/promo.tsx' },
  { name: 'promo-item', path: 'promo/:id', file: 'routes/promo.$id.tsx', noIndex: true },
  { name: 'sign-up', path: 'sign-up', file: 'routes/sign-up.tsx' },
  { name: 'tournaments', path: 'tournaments', file: 'routes/tournaments.tsx' },
  { name: 'tournament-join', path: 'tournament/:id/join', file: 'routes/tournament.join.tsx', noIndex: true, signedIn: true },
  { name: 'tournament', path: 'tournament/:id?', file: 'routes/tournament.tsx', noIndex: true },
  { name: 'games-favorites', path: 'games/favorites', file: 'routes/games.favorites.tsx', noIndex: true, signedIn: true },
  { name: 'games-category', path: 'games/:category', file: 'routes/games.category.tsx' },
  { name: 'games-provider', path: 'games/:category/:provider', file: 'routes/games.provider.tsx', noIndex: true },
  { name: 'game-demo', path: 'demo/:id?', file: 'routes/game.demo.tsx', bareOnTouch: true, noIndex: true },
  { name: 'game-real', path: 'real/:id?', file: 'routes/game.real.tsx', bare: true, noIndex: true },
  { name: 'block', path: 'block/:block?', file: 'routes/block.tsx', noIndex: true },
  { name: 'page-preview', path: 'page/preview', file: 'routes/page-preview.tsx', noIndex: true },
  { name: 'player-balance', path: 'player/balance', file: 'routes/player.balance.tsx', noIndex: true, signedIn: true },
  { name: 'player-bonus', path: 'player/bonus', file: 'routes/player.bonus.tsx', noIndex: true, signedIn: true },
  { name: 'player-exclusion', path: 'player/exclusion', file: 'routes/player.exclusion.tsx', noIndex: true, signedIn: true },
  { name: 'player-messages', path: 'player/messages', file: 'routes/player.messages.tsx', noIndex: true, signedIn: true },
  { name: 'player-profile', path: 'player/profile', file: 'routes/player.profile.tsx', noIndex: true, signedIn: true },
  { name: 'player-security', path: 'player/security', file: 'routes/player.security.tsx', noIndex: true, signedIn: true },
  { name: 'player-auth-log', path: 'player/auth-log', file: 'routes/player.auth-log.tsx', noIndex: true, signedIn: true },
  { name: 'player-subscriptions', path: 'player/subscriptions', file: 'routes/player.subscriptions.tsx', noIndex: true, signedIn: true },
  {
    name: 'player-history',
    path: 'player/history',
    file: 'routes/player.history.tsx',
    noIndex: true,
    signedIn: true,
    children: [
      { name: 'player-history-bonus', path: 'bonus', file: 'routes/player.history.bonus.tsx', noIndex: true, signedIn: true },
      { name: 'player-history-games', path: 'games', file: 'routes/player.history.games.tsx', noIndex: true, signedIn: true },
      { name: 'player-history-payments', path: 'payments', file: 'routes/player.history.payments.tsx', noIndex: true, signedIn: true },
    ],
  },
  {
    name: 'player-verification',
    path: 'player/verification',
    file: 'routes/player.verification.tsx',
    noIndex: true,
    signedIn: true,
    children: [
      { name: 'player-verification-sumsub', path: 'sumsub', file: 'routes/player.verification.sumsub.tsx', noIndex: true, signedIn: true },
    ],
  },
  { name: 'confirm-email', path: 'confirm/email/:payload', file: 'routes/confirm-email.tsx', noIndex: true, caseSensitive: true },
  {
    name: 'reset-password',
    path: 'reset/password/:payload',
    file: 'routes/reset-password.tsx',
    bare: true,
    noIndex: true,
    caseSensitive: true,
  },
  {
    name: 'unsubscribe',
    path: 'unsubscribe/:hash/:playerId/:type',
    file: 'routes/unsubscribe.tsx',
    bare: true,
    noIndex: true,
    caseSensitive: true,
  },
  { name: 'dev-mailbox', path: 'dev/mailbox', file: 'routes/dev.mailbox.tsx', englishOnly: true, noIndex: true },
];

/** Pages without header and footer besides those flagged in the table: the not-found page. */
export const NOT_FOUND_ROUTE = { name: 'not-found', file: 'routes/not-found.tsx' } as const;

/** Translated path segments; locales not listed keep the English segments. */
export const PATH_SEGMENTS: Partial<Record<Locale, Record<string, string>>> = {
  es: { 'privacy-notice': 'aviso-de-privacidad', 'sign-up': 'registro', tournaments: 'torneos', player: 'jugador', games: 'juegos' },
  fr: { 'sign-up': 'inscription', tournaments: 'tournois', player: 'joueur', games: 'jeux', real: 'reel' },
  pl: { 'sign-up': 'rejestracja', tournaments: 'turnieje', player: 'gracz', games: 'gry' },
  pt: { 'sign-up': 'registrar-se', tournaments: 'torneios', player: 'jogador', games: 'jogos' },
  ro: { 'sign-up': 'inregistrare', tournaments: 'turnee', player: 'jucator', games: 'jocuri' },
};

/** Game categories and their URL slug per locale (category params are translated). */
export const GAME_CATEGORIES = ['all', 'slots', 'jackpot', 'livegames', 'tablegames', 'video-pokers', 'instant-win'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];
export const ALL_CATEGORY: GameCategory = 'all';

export const CATEGORY_SLUGS: Record<Locale, Record<GameCategory, string>> = {
  en: {
    all: 'all',
    slots: 'slots',
    jackpot: 'jackpot',
    livegames: 'livegames',
    tablegames: 'tablegames',
    'video-pokers': 'video-pokers',
    'instant-win': 'instant-win',
  },
  de: {
    all: 'alle',
    slots: 'spielautomaten',
    jackpot: 'jackpot',
    livegames: 'live-spiele',
    tablegames: 'tischspiele',
    'video-pokers': 'video-poker',
    'instant-win': 'sofortgewinn',
  },
  es: {
    all: 'todos',
    slots: 'tragamonedas',
    jackpot: 'bote',
    livegames: 'juegos-en-vivo',
    tablegames: 'juegos-de-mesa',
    'video-pokers': 'video-poker',
    'instant-win': 'premio-instantaneo',
  },
  fi: {
    all: 'kaikki',
    slots: 'kolikkopelit',
    jackpot: 'jackpot',
    livegames: 'livepelit',
    tablegames: 'poytapelit',
    'video-pokers': 'videopokeri',
    'instant-win': 'pikavoitot',
  },
  fr: {
    all: 'tous',
    slots: 'machines-a-sous',
    jackpot: 'jackpot',
    livegames: 'jeux-en-direct',
    tablegames: 'jeux-de-table',
    'video-pokers': 'video-poker',
    'instant-win': 'gain-instantane',
  },
  no: {
    all: 'alle',
    slots: 'spilleautomater',
    jackpot: 'jackpot',
    livegames: 'livespill',
    tablegames: 'bordspill',
    'video-pokers': 'videopoker',
    'instant-win': 'direktegevinst',
  },
  pt: {
    all: 'todos',
    slots: 'slots',
    jackpot: 'jackpot',
    livegames: 'jogos-ao-vivo',
    tablegames: 'jogos-de-mesa',
    'video-pokers': 'video-poker',
    'instant-win': 'premio-instantaneo',
  },
  pl: {
    all: 'wszystkie',
    slots: 'automaty',
    jackpot: 'jackpot',
    livegames: 'gry-na-zywo',
    tablegames: 'gry-stolowe',
    'video-pokers': 'video-poker',
    'instant-win': 'natychmiastowa-wygrana',
  },
  ro: {
    all: 'toate',
    slots: 'sloturi',
    jackpot: 'jackpot',
    livegames: 'jocuri-live',
    tablegames: 'jocuri-de-masa',
    'video-pokers': 'video-poker',
    'instant-win': 'castig-instant',
  },
};

/** Content blocks with a translated slug per locale (block params are translated). */
export const BLOCK_KEYS = ['vip-club', 'welcome-offer', 'payment-methods'] as const;
export type BlockKey = (typeof BLOCK_KEYS)[number];
export const BLOCK_SLUGS: Record<Locale, Record<BlockKey, string>> = {
  en: { 'vip-club': 'vip-club', 'welcome-offer': 'welcome-offer', 'payment-methods': 'payment-methods' },
  de: { 'vip-club': 'vip-klub', 'welcome-offer': 'willkommensangebot', 'payment-methods': 'zahlungsmethoden' },
  es: { 'vip-club': 'club-vip', 'welcome-offer': 'oferta-de-bienvenida', 'payment-methods': 'metodos-de-pago' },
  fi: { 'vip-club': 'vip-klubi', 'welcome-offer': 'tervetuliaistarjous', 'payment-methods': 'maksutavat' },
  fr: { 'vip-club': 'club-vip', 'welcome-offer': 'offre-de-bienvenue', 'payment-methods': 'moyens-de-paiement' },
  no: { 'vip-club': 'vip-klubb', 'welcome-offer': 'velkomsttilbud', 'payment-methods': 'betalingsmetoder' },
  pt: { 'vip-club': 'clube-vip', 'welcome-offer': 'oferta-de-boas-vindas', 'payment-methods': 'metodos-de-pagamento' },
  pl: { 'vip-club': 'klub-vip', 'welcome-offer': 'oferta-powitalna', 'payment-methods': 'metody-platnosci' },
  ro: { 'vip-club': 'club-vip', 'welcome-offer': 'oferta-de-bun-venit', 'payment-methods': 'metode-de-plata' },
};

export function categoryFromSlug(slug: string, locale: Locale): GameCategory | undefined {
  const table = CATEGORY_SLUGS[locale];
  return GAME_CATEGORIES.find((c) => table[c] === slug) ?? GAME_CATEGORIES.find((c) => c === slug);
}
export function blockFromSlug(slug: string, locale: Locale): BlockKey | undefined {
  const table = BLOCK_SLUGS[locale];
  return BLOCK_KEYS.find((b) => table[b] === slug) ?? BLOCK_KEYS.find((b) => b === slug);
}

// --- derived: one entry per page per locale ----------------------------------------------------

export interface LocalizedRoute {
  id: string;
  name: string;
  locale: Locale;
  /** full path pattern, e.g. '/es/jugador/history/bonus' or '/' */
  pattern: string;
  /** the pattern relative to its parent (for React Router config) */
  relative: string;
  file: string;
  def: RouteDef;
  parentId?: string;
}

export function routeId(name: string, locale: Locale): string {
  return `${name}.${locale}`;
}

export function localizeSegments(path: string, locale: Locale): string {
  const table = PATH_SEGMENTS[locale] ?? {};
  return path
    .split('/')
    .map((seg) => (seg.startsWith(':') ? seg : (table[seg] ?? seg)))
    .join('/');
}

export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

function joinPath(prefix: string, rest: string): string {
  const path = `${prefix}/${rest}`.replace(/\/+/g, '/').replace(/\/$/, '');
  return path || '/';
}

function expand(defs: readonly RouteDef[], locale: Locale, parent?: LocalizedRoute): LocalizedRoute[] {
  const out: LocalizedRoute[] = [];
  for (const def of defs) {
    if (def.englishOnly && locale !== DEFAULT_LOCALE) continue;
    const relative = localizeSegments(def.path, locale);
    const pattern = parent ? joinPath(parent.pattern, relative) : joinPath(localePrefix(locale), relative);
    const entry: LocalizedRoute = {
      id: routeId(def.name, locale),
      name: def.name,
      locale,
      pattern,
      relative,
      file: def.file,
      def,
      parentId: parent?.id,
    };
    out.push(entry);
    if (def.children) out.push(...expand(def.children, locale, entry));
  }
  return out;
}

/** Every page of every locale, parents before children. */
export const LOCALIZED_ROUTES: readonly LocalizedRoute[] = LOCALES.flatMap((locale) => expand(ROUTES, locale));
const byId = new Map(LOCALIZED_ROUTES.map((r) => [r.id, r]));

export function findRoute(idOrName: string, locale: Locale = DEFAULT_LOCALE): LocalizedRoute | undefined {
  return byId.get(idOrName) ?? byId.get(routeId(idOrName, locale));
}

/** Game pages: ids containing demo or real. */
export function isGameRouteId(id: string): boolean {
  return /demo|real/.test(id.split('.')[0]);
}

export type RouteParams = Record<string, string | number | undefined>;

function fill(pattern: string, params: RouteParams): string {
  const path = pattern
    .split('/')
    .map((seg) => {
      if (!seg.startsWith(':')) return seg;
      const optional = seg.endsWith('?');
      const key = seg.slice(1, optional ? -1 : undefined);
      const value = params[key];
      if (value === undefined || value === '') {
        if (optional) return '';
        throw new Error(`href: missing param "${key}" for ${pattern}`);
      }
      return encodeURIComponent(String(value));
    })
    .join('/');
  return path.replace(/\/+$/, '') || '/';
}

/**
 * The URL of a page: `href('sign-up', {}, 'es')` → '/es/registro'; `href('games-category.de', { category: 'slots' })`.
 * A category or block param is given as its English key and written as the locale's slug.
 */
export function href(idOrName: string, params: RouteParams = {}, locale: Locale = DEFAULT_LOCALE): string {
  const route = findRoute(idOrName, locale);
  if (!route) throw new Error(`href: unknown route "${idOrName}"`);
  const lng = route.locale;
  const localized: RouteParams = { ...params };
  if (typeof params.category === 'string') {
    const key = categoryFromSlug(params.category, DEFAULT_LOCALE) ?? categoryFromSlug(params.category, lng);
    if (key) localized.category = CATEGORY_SLUGS[lng][key];
  }
  if (typeof params.block === 'string') {
    const key = blockFromSlug(params.block, DEFAULT_LOCALE) ?? blockFromSlug(params.block, lng);
    if (key) localized.block = BLOCK_SLUGS[lng][key];
  }
  return fill(route.pattern, localized);
}

export interface RouteMatch {
  route: LocalizedRoute;
  params: Record<string, string>;
}

/** A route pattern split once: its segments, and its rank (static segments, as React Router ranks them). */
interface CompiledPattern {
  route: LocalizedRoute;
  segments: { text: string; param?: string; optional: boolean }[];
  score: number;
}

const COMPILED: readonly CompiledPattern[] = LOCALIZED_ROUTES.map((route) => {
  const segments = route.pattern
    .split('/')
    .filter(Boolean)
    .map((seg) => {
      const optional = seg.endsWith('?');
      return seg.startsWith(':') ? { text: seg, param: seg.slice(1, optional ? -1 : undefined), optional } : { text: seg, optional };
    });
  return { route, segments, score: segments.filter((s) => !s.param).length };
});

function matchPattern(pattern: CompiledPattern, got: string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  let i = 0;
  for (const seg of pattern.segments) {
    if (seg.param) {
      if (i >= got.length) {
        if (seg.optional) continue;
        return null;
      }
      try {
        params[seg.param] = decodeURIComponent(got[i++]);
      } catch {
        return null; // a malformed %-escape is no page
      }
    } else {
      if (got[i] !== seg.text) return null;
      i++;
    }
  }
  return i === got.length ? params : null;
}

/** Recent answers of matchPath: every render asks for the same few paths many times (menus, links). */
const matchCache = new Map<string, RouteMatch | undefined>();
const MATCH_CACHE_SIZE = 1_000;

/** Which page a path is (static segments before params, as React Router ranks them). */
export function matchPath(pathname: string): RouteMatch | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  if (matchCache.has(clean)) {
    const hit = matchCache.get(clean);
    return hit && { route: hit.route, params: { ...hit.params } };
  }
  const got = clean.split('/').filter(Boolean);
  let best: { match: RouteMatch; score: number } | undefined;
  for (const compiled of COMPILED) {
    if (best && compiled.score <= best.score) continue;
    const params = matchPattern(compiled, got);
    if (params) best = { match: { route: compiled.route, params }, score: compiled.score };
  }
  if (matchCache.size >= MATCH_CACHE_SIZE) matchCache.delete(matchCache.keys().next().value!);
  matchCache.set(clean, best?.match);
  return best?.match && { route: best.match.route, params: { ...best.match.params } };
}

/** Whether the page at this path is signed-in only (see RouteDef.signedIn). */
export function isSignedInPath(pathname: string): boolean {
  return !!matchPath(pathname)?.route.def.signedIn;
}

/** The locale a path belongs to: its first segment when it is a non-default locale, else English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** Block slugs known beyond the static table (from GET /api/pages/uri/map): key -> locale -> slug. */
export type BlockSlugMap = Record<string, Partial<Record<string, string>>>;

function translateBlock(slug: string, from: Locale, to: Locale, extra?: BlockSlugMap): string {
  const key = blockFromSlug(slug, from);
  if (key) return BLOCK_SLUGS[to][key];
  for (const slugs of Object.values(extra ?? {})) {
    if (slugs[from] === slug && slugs[to]) return slugs[to]!;
  }
  return slug;
}

/**
 * The same page in another locale (language switcher, hreflang): category and block params are
 * translated. A path that is not in the table falls back to the other locale's home.
 */
export function pathInLocale(pathname: string, to: Locale, search = '', blocks?: BlockSlugMap): string {
  const match = matchPath(pathname);
  if (!match) return href('home', {}, to);
  const from = match.route.locale;
  const params: RouteParams = { ...match.params };
  if (match.params.category) {
    const key = categoryFromSlug(match.params.category, from);
    params.category = key ? CATEGORY_SLUGS[to][key] : match.params.category;
  }
  if (match.params.block) params.block = translateBlock(match.params.block, from, to, blocks);
  const target = findRoute(match.route.name, to) ?? findRoute('home', to)!;
  return fill(target.pattern, params) + search;
}

/** hreflang alternates of a page: the 9 locales plus x-default (English). */
export function alternates(pathname: string, blocks?: BlockSlugMap): { hreflang: string; path: string }[] {
  const links: { hreflang: string; path: string }[] = LOCALES.map((locale) => ({
    hreflang: locale,
    path: pathInLocale(pathname, locale, '', blocks),
  }));
  links.push({ hreflang: 'x-default', path: pathInLocale(pathname, DEFAULT_LOCALE, '', blocks) });
  return links;
}

/** Concrete URLs for the sitemap and the route tests: every indexable page in every locale. */
export function sitemapPaths(): string[] {
  const paths: string[] = [];
  for (const route of LOCALIZED_ROUTES) {
    if (route.def.englishOnly || route.def.noIndex) continue;
    if (route.pattern.includes(':category')) {
      for (const c of GAME_CATEGORIES) paths.push(fill(route.pattern, { category: CATEGORY_SLUGS[route.locale][c] }));
    } else if (!route.pattern.includes(':')) {
      paths.push(route.pattern);
    }
  }
  for (const locale of LOCALES) for (const block of BLOCK_KEYS) paths.push(href('block', { block }, locale));
  return paths;
}

/** Paths kept case-sensitive and without an /en/ prefix (confirm-email, reset-password). */
export function isCaseSensitivePath(pathname: string): boolean {
  const match = matchPath(pathname.toLowerCase().replace(/^\/en(?=\/)/, ''));
  return !!match?.route.def.caseSensitive;
}
