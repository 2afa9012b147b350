import { z } from 'zod';
import { GAME_LIST_FIRST_PAGE, GAME_LIST_NEXT_PAGE } from './constants';
import { GAME_CATEGORIES, type GameCategory } from './routes';

/** Game catalogue and lobby (Game, game list response, Provider, filter keys, categories). */

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

export const providerSchema = z.object({
  name: z.string(),
  uri: z.string(),
  logo: z.string(),
  gamesCount: z.number().int(),
});
export type Provider = z.infer<typeof providerSchema>;

export const gameSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  name: z.string(),
  icon: z.string(),
  desktop: z.boolean(),
  mobile: z.boolean(),
  isFavorite: z.boolean(),
  category: z.enum(STORED_GAME_CATEGORIES as [StoredGameCategory, ...StoredGameCategory[]]),
  liveType: z.enum(LIVE_GAME_TYPES).nullable(),
  provider: z.object({ name: z.string(), uri: z.string() }),
  isTournamentGame: z.boolean(),
  isBuyableBonusGame: z.boolean(),
  isMegawaysGame: z.boolean(),
  isGrid: z.boolean(),
  isBonusGameAvailable: z.boolean(),
  isJackpot: z.boolean(),
  rtp: z.number(),
  rtpVariant: z.enum(RTP_VARIANTS),
  volatility: z.enum(VOLATILITIES),
  releaseDate: z.string(),
  popularity: z.number().int(),
  engine: z.enum(GAME_ENGINES),
  theme: z.enum(GAME_THEMES),
});
export type Game = z.infer<typeof gameSchema>;

export const gameListSchema = z.object({
  games: z.array(gameSchema),
  providers: z.array(providerSchema),
  categories: z.array(z.object({ name: z.enum(GAME_CATEGORIES), count: z.number().int() })),
  /** plays in the last 7 days, per game id of this page */
  playedLastWeek: z.record(z.string(), z.number().int()),
  /** games of this result that carry each filter flag */
  features: z.record(z.enum(GAME_FLAGS as [GameFlag, ...GameFlag[]]), z.number().int()),
  total: z.number().int(),
});
export type GameList = z.infer<typeof gameListSchema>;

const flagParam = z
  .enum(['1', '0', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .optional();
const stringList = z
  .union([z.string().max(100), z.array(z.string().max(100)).max(50)])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .optional();

/** Where a list starts: `page` (1-based: 12 then 8 per page) or an explicit offset/limit. */
export function pageWindow(page: number): { offset: number; limit: number } {
  if (page <= 1) return { offset: 0, limit: GAME_LIST_FIRST_PAGE };
  return { offset: GAME_LIST_FIRST_PAGE + (page - 2) * GAME_LIST_NEXT_PAGE, limit: GAME_LIST_NEXT_PAGE };
}

export const GAME_LIST_CATEGORIES = [...new Set([...GAME_CATEGORIES, ...HOME_FILTERS])] as (GameCategory | HomeFilter)[];

export const gameSearchQuerySchema = z.object({
  category: z.enum(GAME_LIST_CATEGORIES as [string, ...string[]]).optional(),
  'providers[]': stringList,
  providers: stringList,
  liveType: z.enum(LIVE_GAME_TYPES).optional(),
  query: z.string().trim().max(100).optional(),
  orderType: z.enum(GAME_ORDER_TYPES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  'pagination[offset]': z.coerce.number().int().min(0).max(1_000_000).optional(),
  'pagination[limit]': z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  isTournamentGame: flagParam,
  isBuyableBonusGame: flagParam,
  isMegawaysGame: flagParam,
  isGrid: flagParam,
  isBonusGameAvailable: flagParam,
  isJackpot: flagParam,
});
export type GameSearchQuery = z.input<typeof gameSearchQuerySchema>;

/** GET /api/games: a category (including 'favorites') or a named block. */
export const gamesQuerySchema = gameSearchQuerySchema.extend({
  category: z.enum(['favorites', ...GAME_LIST_CATEGORIES] as [string, ...string[]]).optional(),
  block: z.string().max(60).optional(),
});

export const gamesCountQuerySchema = gameSearchQuerySchema.pick({
  category: true,
  'providers[]': true,
  providers: true,
  liveType: true,
  query: true,
  isTournamentGame: true,
  isBuyableBonusGame: true,
  isMegawaysGame: true,
  isGrid: true,
  isBonusGameAvailable: true,
  isJackpot: true,
});
export const gamesCountSchema = z.object({ count: z.number().int() });

export const gamesTypeCountSchema = z.object({
  categories: z.record(z.enum(GAME_CATEGORIES), z.number().int()),
  liveTypes: z.record(z.enum(LIVE_GAME_TYPES), z.number().int()),
});
export type GamesTypeCount = z.infer<typeof gamesTypeCountSchema>;

export const favoriteToggleSchema = z.object({ added: z.boolean() });
export const gameIdParamSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const recentGamesSchema = z.object({ games: z.array(gameSchema) });

export const gameTilesSchema = z.object({
  tiles: z.array(z.object({ filter: z.enum(HOME_FILTERS), games: z.array(gameSchema), total: z.number().int() })),
});
export type GameTiles = z.infer<typeof gameTilesSchema>;
export const gameTilesQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(24).optional() });

export const winnersQuerySchema = z.object({
  sort: z.enum(WIN_SORT_KEYS).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
});
export const winnerSchema = z.object({
  id: z.number().int(),
  game: z.object({ id: z.number().int(), url: z.string(), name: z.string(), icon: z.string() }),
  player: z.string(),
  bet: z.number().int(),
  winSum: z.number().int(),
  win: z.number().int(),
  multiplier: z.number(),
  currency: z.string(),
  at: z.string(),
});
export type Winner = z.infer<typeof winnerSchema>;
export const winnersSchema = z.object({ winners: z.array(winnerSchema) });

export const contributionQuerySchema = z.object({
  category: z.enum(GAME_CATEGORIES).optional(),
  query: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
export const contributionSchema = z.object({
  games: z.array(
    z.object({
      id: z.number().int(),
      url: z.string(),
      name: z.string(),
      provider: z.string(),
      category: z.enum(STORED_GAME_CATEGORIES as [StoredGameCategory, ...StoredGameCategory[]]),
      percent: z.number().int(),
    }),
  ),
  byCategory: z.record(z.string(), z.number().int()),
  total: z.number().int(),
});
export type Contribution = z.infer<typeof contributionSchema>;
export const CONTRIBUTION_PAGE_SIZE = 50;

export const gameModeParamsSchema = z.object({ mode: z.enum(['demo', 'real']), url: z.string().max(120) });
export const gameDetailSchema = z.object({ game: gameSchema });

/** a block or a named list of games: the search's filters without a category */
export const gameListNameParamsSchema = z.object({ name: z.string().min(1).max(60) });
export const gameBlockQuerySchema = gameSearchQuerySchema.omit({ category: true });
export const providerListSchema = z.object({ providers: z.array(providerSchema) });
