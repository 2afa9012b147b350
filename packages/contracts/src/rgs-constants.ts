/**
 * The game server's (RGS) constants: modes, refusal codes, pacing. No zod here: the game page
 * needs them before any schema (rgs.ts).
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
