import { z } from 'zod';

/**
 * Shared-round ("live") tables of the RGS: one round every few seconds for everyone watching,
 * betting -> drawing (bets closed) -> result. Provably fair per round: the SHA-256 of the round's
 * server seed is published when betting opens and the seed is revealed with the result.
 */
export const LIVE_TABLE_IDS = ['roulette', 'baccarat'] as const;
export type LiveTableId = (typeof LIVE_TABLE_IDS)[number];
export const LIVE_PHASES = ['betting', 'drawing', 'result'] as const;
export type LivePhaseName = (typeof LIVE_PHASES)[number];

/** The catalogue engine ids that seat a player at a live table. */
export const LIVE_ENGINE_TABLES: Record<string, LiveTableId> = { 'live-roulette': 'roulette', 'live-baccarat': 'baccarat' };

export const liveOutcomeSchema = z.union([
  z.object({ game: z.literal('roulette'), number: z.number().int().min(0).max(36), colour: z.enum(['green', 'red', 'black']) }),
  z.object({
    game: z.literal('baccarat'),
    player: z.array(z.number().int()),
    banker: z.array(z.number().int()),
    playerTotal: z.number().int(),
    bankerTotal: z.number().int(),
    winner: z.enum(['player', 'banker', 'tie']),
    natural: z.boolean(),
  }),
]);
export type LiveOutcomeView = z.infer<typeof liveOutcomeSchema>;

const iso = z.string();
export const liveRoundViewSchema = z.object({
  roundId: z.string(),
  tableId: z.enum(LIVE_TABLE_IDS),
  seq: z.number().int(),
  phase: z.enum(LIVE_PHASES),
  openedAt: iso,
  closesAt: iso,
  drawEndsAt: iso,
  resultEndsAt: iso,
  serverSeedHash: z.string(),
  /** the provably-fair client seed and nonce of the round (docs/provably-fair.md, shared rounds) */
  clientSeed: z.string(),
  nonce: z.number().int(),
  /** revealed with the result */
  serverSeed: z.string().nullable(),
  outcome: liveOutcomeSchema.nullable(),
});
export type LiveRoundView = z.infer<typeof liveRoundViewSchema>;

export const liveBetViewSchema = z.object({
  betId: z.string(),
  roundId: z.string(),
  bets: z.array(z.object({ type: z.string(), numbers: z.array(z.number().int()).optional(), amount: z.number().int() })),
  stake: z.number().int(),
  status: z.enum(['pending', 'placed', 'settled', 'refunded', 'refused']),
  win: z.number().int().nullable(),
});
export type LiveBetView = z.infer<typeof liveBetViewSchema>;

export const liveTableStateSchema = z.object({
  tableId: z.enum(LIVE_TABLE_IDS),
  /** server time, so a client can correct its countdown for clock skew */
  now: iso,
  round: liveRoundViewSchema.nullable(),
  /** last settled rounds, newest first */
  history: z.array(liveRoundViewSchema),
  limits: z.object({ minBet: z.number().int(), maxBet: z.number().int() }),
  durations: z.object({ bettingMs: z.number().int(), drawingMs: z.number().int(), resultMs: z.number().int() }),
  /** the game session's bets on the current and the last settled round (with sessionId) */
  myBets: z.array(liveBetViewSchema),
  balance: z.number().int().nullable(),
});
export type LiveTableState = z.infer<typeof liveTableStateSchema>;

export const liveTableParamsSchema = z.object({ tableId: z.enum(LIVE_TABLE_IDS) });
export const liveTableQuerySchema = z.object({ sessionId: z.string().uuid().optional() });

export const liveBetBodySchema = z.object({
  sessionId: z.string().uuid(),
  roundId: z.string().regex(/^[a-z]+-\d{1,12}$/),
  /** roulette: RouletteBet[]; baccarat: { type: player|banker|tie, amount }[] (checked by the engine) */
  bets: z.unknown(),
  /** idempotency: the same id answers the first result and never debits twice */
  transactionId: z
    .string()
    .regex(/^[\w.-]{8,64}$/)
    .optional(),
});
export const liveBetResultSchema = z.object({ bet: liveBetViewSchema, balance: z.number().int() });
export type LiveBetResult = z.infer<typeof liveBetResultSchema>;
