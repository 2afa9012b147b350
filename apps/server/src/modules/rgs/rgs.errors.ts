import { GAME_BLOCK_MESSAGES, RGS_ERROR_CODES, type BetRefusalReason, type GameBlockReason } from '@fortuna/contracts';
import { AppError } from '../../platform/errors';

const REFUSAL_MESSAGES: Record<BetRefusalReason, string> = {
  insufficient_funds: 'Insufficient funds',
  player_blocked: 'Your account is blocked',
  self_excluded: 'You are self-excluded from playing',
  limit_exceeded: 'This bet would exceed your limit',
  rolled_back: 'This bet was already cancelled',
  bonus_max_bet: 'This bet is above the maximum bet allowed while your bonus is active',
  no_free_spins: 'You have no free spins left on this game',
};

/** A bet the casino refuses; nothing moved. */
export function betRefused(reason: BetRefusalReason): AppError {
  const status = reason === 'insufficient_funds' || reason === 'rolled_back' || reason === 'no_free_spins' ? 409 : 403;
  return new AppError(status, RGS_ERROR_CODES[reason], REFUSAL_MESSAGES[reason]);
}

/** The messages that say why a game is blocked for this player. */
export function gameBlocked(reason: GameBlockReason): AppError {
  return new AppError(403, RGS_ERROR_CODES[`game_blocked_${reason}`], GAME_BLOCK_MESSAGES[reason]);
}

/** A refusal from the casino: its envelope, passed on to the player as is (nothing moved). */
export class CasinoRefusal extends AppError {}

/** A call whose outcome is unknown (network, 5xx): the studio must roll the bet back. */
export class CasinoUnavailable extends Error {}
