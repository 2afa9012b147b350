import { GAME_CATEGORIES, type GameCategory } from './routes';

/**
 * The game catalogue's constants (categories, filters, orderings, engines). No zod here: the
 * browser's shell needs them, and the schemas (games.ts) load with the screens that use them.
 */

// GAME_CATEGORIES and GameCategory live with the route table (./routes): category pages are routes.
/** The categories a game row can hold ('all' is a view, never stored). */
export const STORED_GAME_CATEGORIES = GAME_CATEGORIES.filter((c) => c !== 'all') as Exclude<GameCategory, 'all'>[];
export type StoredGameCategory = Exclude<GameCategory, 'all'>;

export const HOME_FILTERS = ['all', 'new', 'popular-top', 'jackpot', 'instant-win', 'livegames', 'hot'] as const;
export type HomeFilter = (typeof HOME_FILTERS)[number];

export const LIVE_GAME_TYPES = ['roulette', 'blackjack', 'baccarat', 'poker', 'show', 'other'] as const;
export type LiveGameType = (typeof LIVE_GAME_TYPES)[number];

/** Biggest-win sort keys. winSum: total paid by the round; win: winSum minus the bet; multiplier: winSum / bet. */
export const WIN_SORT_KEYS = ['winSum', 'multiplier', 'win'] as const;
export type WinSortKey = (typeof WIN_SORT_KEYS)[number];

/** The game flags that are filters (filter keys), keyed by flag with the slug the site puts in its URL. */
export const GAME_FILTER_KEYS = {
  isTournamentGame: 'tournament-game',
  isBuyableBonusGame: 'feature-buy',
  isMegawaysGame: 'megaways',
  isGrid: 'grid-slots',
  isBonusGameAvailable: 'bonus-game',
  isJackpot: 'jackpot',
} as const;
export type GameFlag = keyof typeof GAME_FILTER_KEYS;
export type GameFilterSlug = (typeof GAME_FILTER_KEYS)[GameFlag];
export const GAME_FLAGS = Object.keys(GAME_FILTER_KEYS) as GameFlag[];
export const GAME_FILTER_SLUGS = Object.values(GAME_FILTER_KEYS) as GameFilterSlug[];
export function flagOfSlug(slug: string): GameFlag | undefined {
  return GAME_FLAGS.find((f) => GAME_FILTER_KEYS[f] === slug);
}

/** orderType of the game search. */
export const GAME_ORDER_TYPES = ['popular', 'new', 'az', 'za', 'rtp', 'hot'] as const;
export type GameOrderType = (typeof GAME_ORDER_TYPES)[number];

/** The in-house engines a game runs on: fixed ids the game server (RGS) maps to its maths. */
export const GAME_ENGINES = [
  'line-slot',
  'ways-slot',
  'cluster-slot',
  'jackpot-slot',
  'roulette',
  'blackjack',
  'video-poker',
  'scratch',
  'mines',
  'dice',
  'crash',
  'live-roulette',
  'live-baccarat',
] as const;
export type GameEngine = (typeof GAME_ENGINES)[number];

/** Which paytable of its engine a game uses; the RGS keeps one paytable per variant. */
export const RTP_VARIANTS = ['high', 'standard', 'low'] as const;
export type RtpVariant = (typeof RTP_VARIANTS)[number];
export const VOLATILITIES = ['low', 'medium', 'high'] as const;
export type Volatility = (typeof VOLATILITIES)[number];

export const GAME_THEMES = [
  'fruits',
  'egypt',
  'space',
  'dragons',
  'gems',
  'ocean',
  'wild-west',
  'vikings',
  'irish',
  'asian',
  'candy',
  'jungle',
  'mythology',
  'classic',
  'horror',
  'cards',
  'wheel',
] as const;
export type GameTheme = (typeof GAME_THEMES)[number];

/** Days a game counts as new after its release. */
export const NEW_GAME_DAYS = 60;
/** A round enters the winners feed when it pays at least this multiple of the bet ... */
export const BIG_WIN_MIN_MULTIPLIER = 20;
/** ... or at least this much (minor units). */
export const BIG_WIN_MIN_AMOUNT = 50_000;
export const RECENT_GAMES_LIMIT = 24;
export const WINNERS_WINDOW_DAYS = 7;
