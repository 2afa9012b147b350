import type { BetRefusalReason, GameBlockReason } from '@fortuna/contracts';

/**
 * What the RGS needs from other modules, as small ports with safe defaults, so it runs before
 * those modules land and they plug in with one adapter each (docs in README.md of this module).
 */
export interface RgsGame {
  id: string;
  url: string;
  name: string;
  /** engine id of packages/game-math */
  engine: string;
  rtpVariant: string;
  theme: string;
  /** the progressive pool this game feeds (jackpot engines only) */
  jackpotPoolId?: string | null;
  /** closed for technical reasons */
  blocked?: boolean;
  /** currencies it may be played in; null or absent = all */
  currencies?: string[] | null;
  /** ISO country codes where it may not be played */
  blockedCountries?: string[];
  /** closed while the player has an active bonus */
  blockedWithBonus?: boolean;
  /** the games module's numeric id (lobby feeds), absent for the RGS's own titles */
  catalogId?: number;
}

export interface GameCatalogPort {
  byUrl(url: string): Promise<RgsGame | null>;
  byId(id: string): Promise<RgsGame | null>;
  /** lobby feeds (recent games, winners); optional until the games module is merged */
  recordPlay?(input: { playerId: string; game: RgsGame; at: Date }): Promise<void>;
  recordWin?(input: {
    playerId: string;
    game: RgsGame;
    roundId: string;
    bet: number;
    win: number;
    currency: string;
    at: Date;
  }): Promise<void>;
}

export interface PlayerFacts {
  /** shown (masked) in the winners feed */
  login?: string;
  blocked: boolean;
  selfExcluded: boolean;
  profileComplete: boolean;
  country: string | null;
  currency: string;
}

/** The player module's view of a player (status, country, account currency). */
export interface PlayerPort {
  facts(playerId: string): Promise<PlayerFacts>;
}

/** Responsible-gaming limits (loss, wager, session). Default: allow. */
export interface LimitsPort {
  checkBet(input: {
    playerId: string;
    currency: string;
    amount: number;
    gameId: string;
  }): Promise<Extract<BetRefusalReason, 'limit_exceeded' | 'self_excluded'> | null>;
}

/** Active bonus (bonuses module). Default: none. */
export interface BonusPort {
  hasActiveBonus(playerId: string, currency: string): Promise<boolean>;
}

export const allowAllLimits: LimitsPort = { checkBet: async () => null };
export const noBonuses: BonusPort = { hasActiveBonus: async () => false };

/** Whether `game` may be played by this player in this currency (spec §8 game-blocked messages). */
export function gameBlockReason(
  game: RgsGame,
  input: { currency: string; country: string | null; bonusActive: boolean },
): GameBlockReason | null {
  if (game.blocked) return 'technical';
  if (game.currencies && !game.currencies.includes(input.currency)) return 'currency';
  if (input.country && game.blockedCountries?.includes(input.country)) return 'country';
  if (game.blockedWithBonus && input.bonusActive) return 'bonus';
  return null;
}
