import { z } from 'zod';
import { roundFairnessSchema } from './fairness';

/**
 * The in-house game server (RGS): game launch, game sessions and rounds on the
 * studio side, and the seamless-wallet protocol the studio speaks to the casino.
 */
export const GAME_MODES = ['real', 'demo'] as const;
export type GameMode = (typeof GAME_MODES)[number];

/** technical reasons, currency, country, bonus active. */
export const GAME_BLOCK_REASONS = ['technical', 'currency', 'country', 'bonus'] as const;
export type GameBlockReason = (typeof GAME_BLOCK_REASONS)[number];

/** Why the casino refuses a bet (besides a blocked game). */
export const BET_REFUSAL_REASONS = [
  'insufficient_funds',
  'player_blocked',
  'self_excluded',
  'limit_exceeded',
  'rolled_back',
  'bonus_max_bet',
  'no_free_spins',
] as const;
export type BetRefusalReason = (typeof BET_REFUSAL_REASONS)[number];

/** Numeric codes of RGS refusals (in the error envelope's `code`). */
export const RGS_ERROR_CODES = {
  insufficient_funds: 6001,
  player_blocked: 6002,
  self_excluded: 6003,
  limit_exceeded: 6004,
  rolled_back: 6005,
  /** a bet above the active bonus's maximum bet */
  bonus_max_bet: 6006,
  /** a free round without a free spin left for this game (used up, expired, or another game) */
  no_free_spins: 6007,
  game_blocked_technical: 6010,
  game_blocked_currency: 6011,
  game_blocked_country: 6012,
  game_blocked_bonus: 6013,
  bad_signature: 6020,
  session_expired: 6021,
  round_open: 6022,
  profile_incomplete: 6023,
  round_too_soon: 6024,
  /** rotating the seed pair or setting a client seed while an open round was drawn from the active pair */
  seed_in_use: 6025,
  /** a seamless transaction id (or live bet id) used again for a request that differs from the first */
  transaction_mismatch: 6026,
  /** the server is shutting down (draining): no new round starts here; the client retries shortly */
  shutting_down: 6027,
  /** a live-table bet after its betting window closed (or on another round) */
  betting_closed: 6030,
} as const;

/**
 * UKGC pacing of non-slot games (table, video poker, instant win): a new round of a game session may
 * start no sooner than this after the previous one started. The studio refuses earlier rounds (429,
 * code 6024, nothing debited); the clients wait. Actions inside a round (hit, hold, reveal) are not paced.
 */
export const MIN_ROUND_INTERVAL_MS = 2500;

export const GAME_BLOCK_MESSAGES: Record<GameBlockReason, string> = {
  technical: 'The game is not available for technical reasons',
  currency: 'The game is not available in your currency',
  country: 'The game is not available in your country',
  bonus: 'The game is not available while a bonus is active',
};

export const gameLaunchParamsSchema = z.object({
  mode: z.enum(GAME_MODES),
  gameUrl: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'game url'),
});
export const gameLaunchQuerySchema = z.object({
  locale: z
    .string()
    .regex(/^[a-z]{2}$/)
    .optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
});
export const gameLaunchSchema = z.object({
  url: z.string(),
  token: z.string(),
  expiresAt: z.string(),
  mode: z.enum(GAME_MODES),
  game: z.object({ id: z.string(), url: z.string(), name: z.string(), engine: z.string() }),
});
export type GameLaunch = z.infer<typeof gameLaunchSchema>;

export const openSessionBodySchema = z.object({ token: z.string().min(10).max(2000) });
export const jackpotParamsSchema = z.object({ poolId: z.string().regex(/^[\w-]{1,80}$/) });
export const jackpotViewSchema = z.object({ poolId: z.string(), currency: z.string(), amount: z.number().int() });
export type JackpotView = z.infer<typeof jackpotViewSchema>;

export const roundViewSchema = z.object({
  roundId: z.string(),
  status: z.enum(['open', 'closed', 'cancelled']),
  stake: z.number().int(),
  win: z.number().int(),
  /** the engine's public view of the round state */
  state: z.unknown(),
  /** what the last call drew (grid, wins, ...), for the client to animate */
  outcome: z.unknown(),
  jackpotWin: z.number().int(),
});
export type RoundView = z.infer<typeof roundViewSchema>;

/** The player's free spins on this game (a free-spins bonus): the slot shows the counter. Amounts in minor units. */
export const freeSpinsViewSchema = z.object({
  id: z.string(),
  /** rounds left to play */
  left: z.number().int().min(0),
  /** rounds granted */
  total: z.number().int().min(0),
  /** the fixed bet of every free round */
  bet: z.number().int(),
  /** won so far: becomes a bonus with its own wager when the spins are used up */
  winning: z.number().int(),
  currency: z.string(),
});
export type FreeSpinsView = z.infer<typeof freeSpinsViewSchema>;

export const gameSessionSchema = z.object({
  sessionId: z.string(),
  mode: z.enum(GAME_MODES),
  currency: z.string(),
  locale: z.string(),
  balance: z.number().int(),
  game: z.object({ id: z.string(), url: z.string(), name: z.string(), engine: z.string(), theme: z.string(), rtpVariant: z.string() }),
  /** engine.describe(): paytable, rules, RTP */
  description: z.unknown(),
  /** the round left open last time (free spins left, mid-hand), restored */
  openRound: roundViewSchema.nullable(),
  jackpot: jackpotViewSchema.nullable(),
  /** free spins the player has on this game (real mode), null when none */
  freeSpins: freeSpinsViewSchema.nullable().optional(),
});
export type GameSession = z.infer<typeof gameSessionSchema>;

export const playBodySchema = z.object({
  sessionId: z.string().uuid(),
  /** a new round: the engine's bet ({ amount, buyBonus? ... }) */
  bet: z.unknown().optional(),
  /** continue the open round: the engine's action */
  action: z.unknown().optional(),
  /** a new round played as a free spin (real mode): the bet is the free spins' fixed bet, no money is taken */
  freeSpins: z.boolean().optional(),
});
export const playResultSchema = z.object({
  balance: z.number().int(),
  round: roundViewSchema,
  jackpot: jackpotViewSchema.nullable(),
  /** the free spins on this game after the step (real mode), null when none */
  freeSpins: freeSpinsViewSchema.nullable().optional(),
});
export type PlayResult = z.infer<typeof playResultSchema>;

export const roundHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  fromDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}/)
    .optional(),
  toDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}/)
    .optional(),
  q: z.string().max(100).optional(),
});
export const ROUND_HISTORY_PAGE_SIZE = 20;
export const roundHistoryItemSchema = z.object({
  roundId: z.string(),
  date: z.string(),
  gameId: z.string(),
  gameUrl: z.string(),
  gameName: z.string(),
  bet: z.number().int(),
  win: z.number().int(),
  currency: z.string(),
  status: z.enum(['open', 'closed', 'cancelled']),
  /** a free spin of a bonus: `bet` is the grant's nominal bet, none of it the player's money */
  freeRound: z.boolean().optional(),
  /** provably-fair seeds of the round (fairness.ts), when it was drawn from them */
  fairness: roundFairnessSchema.nullable().optional(),
});
export const roundHistorySchema = z.object({
  collection: z.array(roundHistoryItemSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type RoundHistory = z.infer<typeof roundHistorySchema>;

export const gameProfitSchema = z.object({
  gameId: z.string(),
  currency: z.string(),
  rounds: z.number().int(),
  bet: z.number().int(),
  win: z.number().int(),
  profit: z.number().int(),
});

// --- seamless wallet (studio -> casino), signed with a shared secret --------------------------
export const SEAMLESS_SIGNATURE_HEADER = 'x-fortuna-signature';
export const SEAMLESS_TIMESTAMP_HEADER = 'x-fortuna-timestamp';
const id = z.string().regex(/^[\w:.-]{1,120}$/);
const amount = z.number().int().min(0).max(10_000_000_000_000);

export const seamlessBalanceRequestSchema = z.object({ playerId: z.string().uuid(), currency: z.string().regex(/^[A-Z]{3}$/), gameId: id });
export const seamlessBetRequestSchema = seamlessBalanceRequestSchema.extend({
  roundId: id,
  transactionId: id,
  amount: amount.min(1),
  /** progressive jackpot share of this bet, fed to the pool */
  jackpot: z.object({ poolId: id, contribution: amount }).optional(),
  /** a free round of this free-spins grant: the casino takes one free spin instead of money */
  freeRound: id.optional(),
});
export const seamlessWinRequestSchema = seamlessBalanceRequestSchema.extend({
  roundId: id,
  transactionId: id,
  amount,
  roundClosed: z.boolean().default(true),
  /** pay the whole pool of this jackpot on top of `amount` */
  jackpot: z.object({ poolId: id }).optional(),
  /** the win of a free round (sent with amount 0 too when a free round closes): it goes to the free spins' winnings */
  freeRound: id.optional(),
});
export const seamlessRollbackRequestSchema = seamlessBalanceRequestSchema.extend({
  roundId: id,
  transactionId: id,
  /** the bet being cancelled */
  originalTransactionId: id,
});
export const seamlessAnswerSchema = z.object({
  status: z.literal('OK'),
  balance: z.number().int(),
  currency: z.string(),
  /** the casino's ledger transaction id (absent on balance) */
  transactionId: z.string().optional(),
  jackpotWin: z.number().int().optional(),
});
export type SeamlessAnswer = z.infer<typeof seamlessAnswerSchema>;
export type SeamlessBetRequest = z.infer<typeof seamlessBetRequestSchema>;
export type SeamlessWinRequest = z.input<typeof seamlessWinRequestSchema>;
export type SeamlessRollbackRequest = z.infer<typeof seamlessRollbackRequestSchema>;
export type SeamlessBalanceRequest = z.infer<typeof seamlessBalanceRequestSchema>;
