import { z } from 'zod';
import { roundFairnessSchema } from './fairness';
import { GAME_MODES } from './rgs-constants';

/**
 * The in-house game server (RGS): game launch, game sessions and rounds on the
 * studio side, and the seamless-wallet protocol the studio speaks to the casino.
 */
export * from './rgs-constants';

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
