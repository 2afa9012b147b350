import { z } from 'zod';
import { LOCALES, type Locale } from './locales';
import { GAME_CATEGORIES } from './routes';

/**
 * Tournaments: the list, one tournament with its conditions, leaders and
 * games tabs, and join. Scores are whole numbers (docs/tournaments.md): minor units for the win
 * types, hundredths of a multiplier for the multiplication types, rounds for sequential, points for
 * fixed-explicit.
 */
export const TOURNAMENT_TYPES = [
  'fixed-explicit',
  'multiplication-game-max',
  'multiplication-max',
  'multiplication-sum',
  'sequential',
  'win-game-max',
  'win-max',
  'win-sum',
] as const;
export type TournamentType = (typeof TOURNAMENT_TYPES)[number];

/** What the site shows; an ended tournament whose prizes are being paid still shows active. */
export const TOURNAMENT_STATUSES = ['registration', 'active', 'awarded'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

/** The lists of /tournaments: running, upcoming, finished. */
export const TOURNAMENT_LIST_STATUSES = ['active', 'future', 'past'] as const;

/** Player statuses a tournament may allow (derived from the account: docs/tournaments.md). */
export const TOURNAMENT_PLAYER_STATUSES = ['new', 'verified', 'trusted'] as const;
export type TournamentPlayerStatus = (typeof TOURNAMENT_PLAYER_STATUSES)[number];

export const TOURNAMENT_JOIN_MODES = ['opt_in', 'automatic'] as const;

export const tournamentListQuerySchema = z.object({
  status: z.enum(TOURNAMENT_LIST_STATUSES).default('active'),
  'pagination[offset]': z.coerce.number().int().min(0).max(100_000).optional(),
  /** active and future: 100 by default; past: 3 */
  'pagination[limit]': z.coerce.number().int().min(1).max(100).optional(),
  /** by start (active, future) or end (past); default: soonest first, past latest first */
  order: z.enum(['ASC', 'DESC']).optional(),
});

export const tournamentIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** What a place wins: cash to the real balance, or a bonus or free spins from an operator's bonus template. */
export const TOURNAMENT_PRIZE_KINDS = ['cash', 'bonus', 'freeSpins'] as const;
export type TournamentPrizeKind = (typeof TOURNAMENT_PRIZE_KINDS)[number];

/** A prize as the site shows it: `amount` is its value in minor units (a bonus's amount, free spins' total stake). */
export const prizeSchema = z.object({
  place: z.number().int().min(1),
  amount: z.number().int().min(0),
  kind: z.enum(TOURNAMENT_PRIZE_KINDS).default('cash'),
  /** a bonus or free-spins prize: how many times its bonus money must be wagered before it can be withdrawn */
  wagerRatio: z.number().min(0).optional(),
});

/** A prize as the operator gives it: cash, or the id of a fixed or free-spins bonus template (whose value `amount` must be). */
export const prizeInputSchema = z.object({
  place: z.number().int().min(1),
  amount: z.number().int().min(0),
  bonusTemplate: z.string().min(1).max(80).nullish(),
});

export const tournamentSummarySchema = z.object({
  id: z.number().int(),
  seoTitle: z.string(),
  title: z.string(),
  image: z.string().nullable(),
  type: z.enum(TOURNAMENT_TYPES),
  status: z.enum(TOURNAMENT_STATUSES),
  /** DD/MM/YYYY HH:mm:ss UTC */
  startDate: z.string(),
  endDate: z.string(),
  /** epoch milliseconds, for countdowns */
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  isPlayerJoined: z.boolean(),
  /** prize places */
  places: z.number().int(),
  /** leaderboard rows shown beyond the prize places */
  externalPlaces: z.number().int(),
  participants: z.number().int(),
  /** sum of the prize table, minor units of each winner's currency */
  prizePool: z.number().int(),
});
export type TournamentSummary = z.infer<typeof tournamentSummarySchema>;

export const tournamentListSchema = z.object({
  tournaments: z.array(tournamentSummarySchema),
  total: z.number().int(),
});

export const leaderSchema = z.object({
  place: z.number().int().min(1),
  nickname: z.string(),
  points: z.number().int(),
  isMe: z.boolean(),
  /** the prize of the place, 0 outside the prize places */
  prize: z.number().int(),
});
export type TournamentLeader = z.infer<typeof leaderSchema>;

export const tournamentGameSchema = z.object({ url: z.string(), name: z.string(), icon: z.string().nullable() });

export const tournamentDetailSchema = tournamentSummarySchema.extend({
  rules: z.string(),
  conditions: z.object({
    minBet: z.number().int(),
    currencies: z.array(z.string()),
    allowedStatuses: z.array(z.enum(TOURNAMENT_PLAYER_STATUSES)),
    joinMode: z.enum(TOURNAMENT_JOIN_MODES),
    scoringGame: z.string().nullable(),
    /** whole categories and studios that qualify, besides the games tab's list */
    categories: z.array(z.string()),
    studios: z.array(z.object({ uri: z.string(), name: z.string() })),
    prizes: z.array(prizeSchema),
    pointsTable: z.array(z.object({ minBet: z.number().int(), points: z.number().int() })),
  }),
  leaders: z.array(leaderSchema),
  /** the signed-in player's own row, when joined (also when outside the leaders shown) */
  me: leaderSchema.nullable(),
  games: z.array(tournamentGameSchema),
});
export type TournamentDetail = z.infer<typeof tournamentDetailSchema>;

export const tournamentJoinSchema = z.object({ id: z.number().int(), isPlayerJoined: z.boolean() });

/** texts per site language, trimmed; an empty one is left out (the player sees English instead) */
const localizedTexts = (max: number) =>
  z
    .partialRecord(z.enum(LOCALES), z.string().trim().max(max))
    .transform((texts) => Object.fromEntries(Object.entries(texts).filter(([, text]) => text !== '')) as Partial<Record<Locale, string>>);

/** Operator: a tournament as created or edited. */
export const tournamentInputSchema = z
  .object({
    seoTitle: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by hyphens')
      .max(80),
    /** per language; a language left empty is dropped, and players in it see the English text */
    title: localizedTexts(120).refine((t) => !!t.en, 'an English title is required'),
    rules: localizedTexts(4000).default({}),
    image: z.string().max(300).nullable().default(null),
    type: z.enum(TOURNAMENT_TYPES),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    /** qualifying games by url; with the categories and studios below, the union qualifies */
    games: z.array(z.string().min(1).max(120)).max(500).default([]),
    /** whole lobby categories qualify (games added to them later too) */
    categories: z
      .array(z.enum(GAME_CATEGORIES).exclude(['all']))
      .max(GAME_CATEGORIES.length)
      .default([]),
    /** whole studios (provider uris) qualify */
    studios: z
      .array(z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/))
      .max(50)
      .default([]),
    scoringGame: z.string().min(1).max(120).nullable().default(null),
    minBet: z.number().int().min(0).max(100_000_000).default(0),
    currencies: z
      .array(z.string().regex(/^[A-Z]{3}$/))
      .min(1)
      .max(20),
    allowedStatuses: z.array(z.enum(TOURNAMENT_PLAYER_STATUSES)).min(1),
    joinMode: z.enum(TOURNAMENT_JOIN_MODES).default('opt_in'),
    prizes: z.array(prizeInputSchema).min(1).max(1000),
    pointsTable: z
      .array(z.object({ minBet: z.number().int().min(0), points: z.number().int().min(1).max(1_000_000) }))
      .max(50)
      .default([]),
    externalPlaces: z.number().int().min(0).max(100).default(0),
  })
  .superRefine((t, ctx) => {
    if (Date.parse(t.endsAt) <= Date.parse(t.startsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'must be after startsAt' });
    // prizes sorted: places 1..n in order, amounts never growing down the table
    t.prizes.forEach((p, i) => {
      if (p.place !== i + 1) ctx.addIssue({ code: 'custom', path: ['prizes', i, 'place'], message: `must be ${i + 1}` });
      if (i > 0 && p.amount > t.prizes[i - 1].amount)
        ctx.addIssue({ code: 'custom', path: ['prizes', i, 'amount'], message: 'must not exceed the place above' });
    });
    if (t.games.length + t.categories.length + t.studios.length === 0)
      ctx.addIssue({ code: 'custom', path: ['games'], message: 'at least one game, category or studio' });
    // with categories or studios the scoring game is checked against the qualifying games once they are known
    const byGames = t.categories.length + t.studios.length === 0;
    if (t.type === 'multiplication-game-max' && (!t.scoringGame || (byGames && !t.games.includes(t.scoringGame))))
      ctx.addIssue({ code: 'custom', path: ['scoringGame'], message: 'one of the games' });
    if (t.type === 'fixed-explicit' && t.pointsTable.length === 0)
      ctx.addIssue({ code: 'custom', path: ['pointsTable'], message: 'required for fixed-explicit' });
  });
export type TournamentInput = z.infer<typeof tournamentInputSchema>;
