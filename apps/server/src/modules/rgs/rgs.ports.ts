import type {
  BetRefusalReason,
  FreeSpinsView,
  GameBlockReason,
  JackpotView,
  SeamlessAnswer,
  SeamlessBalanceRequest,
  SeamlessBetRequest,
  SeamlessRollbackRequest,
  SeamlessWinRequest,
} from '@fortuna/contracts';
import type { Db } from '../../platform/db';
import type { Ledger } from '../wallet';

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

/** A stake or a win as the bonus engine sees it, inside the round step's SQL transaction. */
export interface BonusMoneyInput {
  playerId: string;
  currency: string;
  gameId: string;
  roundId: string;
  amount: number;
  /** the movement's ledger idempotency key */
  key: string;
  /** a free round of this free-spins grant: the stake is a free spin, the win goes to the grant's winnings */
  freeRound?: string;
  /** a win: the round ends with it (a free round's grant may then be used up) */
  roundClosed?: boolean;
  /**
   * A bet: this bet's gate, earlier in the same request, read that the player had no active bonus.
   * The bet is then ordered before any bonus granted since: it takes real money only, counts towards
   * no wager and needs neither the bonus lock nor a bonus row.
   */
  noActiveBonus?: boolean;
}

/** How a stake or a win is split between the player's real and bonus balances (minor units). */
export interface MoneySplit {
  real: number;
  bonus: number;
  /** a free round's win: held in the casino's bonus pool for its free-spins grant (docs/bonuses.md) */
  held?: number;
}

/**
 * The bonus engine's part in a round's money (docs/bonuses.md), called inside the same SQL
 * transaction as the bet, win or rollback it concerns, before the casino posts it.
 */
export interface BonusMoney {
  /**
   * The player's bonus lock: the FIRST lock a transaction that may touch bonus rows takes, before any
   * bonus row, ledger key or ledger account (docs/bonuses.md, "Lock order"). Re-entrant.
   */
  lock?(tx: Db, playerId: string): Promise<void>;
  /** real money first, then bonus money; records the wagering progress (and converts when complete) */
  bet(tx: Db, ledger: Ledger, input: BonusMoneyInput): Promise<MoneySplit>;
  /** to bonus in proportion to the bonus share of the round's stakes, the rest to real */
  win(tx: Db, ledger: Ledger, input: BonusMoneyInput): Promise<MoneySplit>;
  /** after the ledger reversed a bet: its wager is taken back */
  rolledBack(tx: Db, ledger: Ledger, input: { playerId: string; currency: string; betKey: string }): Promise<void>;
  /**
   * After the transaction of a bet, win or rollback of this player committed: pushes what changed
   * (wagering progress, free spins left). Best effort, never on the money's path.
   */
  settled?(input: { playerId: string; currency: string }): Promise<void>;
}

/** Active bonus (bonuses module). Default: none. */
export interface BonusPort {
  hasActiveBonus(playerId: string, currency: string): Promise<boolean>;
  /** the max-bet guard while a bonus is active */
  betAboveMax?(input: { playerId: string; currency: string; amount: number }): Promise<boolean>;
  /** bets and wins that use or feed bonus money; absent: everything is real money */
  money?: BonusMoney;
  /** the player's free spins on a game (the live grant with spins left or a free round open), null when none */
  /**
   * `shown`: only for what the game shows (the session, the answer after a step), which may come from
   * an in-process memory of players without free spins; a free-spin bet asks without it.
   */
  freeSpins?(input: { playerId: string; currency: string; gameId: string; shown?: boolean }): Promise<FreeSpinsView | null>;
}

export const allowAllLimits: LimitsPort = { checkBet: async () => null };
export const noBonuses: BonusPort = { hasActiveBonus: async () => false };

/** Whether `game` may be played by this player in this currency (game-blocked messages). */
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

/** A bet as the casino's gate sees it (the same for both transports). */
export interface BetGateInput {
  playerId: string;
  currency: string;
  gameId: string;
  amount: number;
  jackpot?: { poolId: string; contribution: number };
  /** a free round (the stake is a free spin of this grant): no money of the player, so no max bet or limit */
  freeRound?: string;
}

/** The money calls of one round step, joined to the step's own SQL transaction. */
export interface RoundMoney {
  bet(req: SeamlessBetRequest): Promise<SeamlessAnswer>;
  win(req: SeamlessWinRequest): Promise<SeamlessAnswer>;
  rollback(req: SeamlessRollbackRequest): Promise<SeamlessAnswer>;
  balance(req: SeamlessBalanceRequest): Promise<number>;
}

/**
 * The casino as the studio sees it: the seamless-wallet calls. Refusals are `CasinoRefusal` (nothing
 * moved); an unknown outcome is `CasinoUnavailable` (a bet must then be rolled back). Two transports:
 * the signed HTTP protocol (a separately deployed studio, external integrators) and the in-process
 * one, which also offers `playRound`.
 */
export interface CasinoPort {
  readonly transport: 'http' | 'in-process';
  balance(req: SeamlessBalanceRequest): Promise<SeamlessAnswer>;
  bet(req: SeamlessBetRequest): Promise<SeamlessAnswer>;
  win(req: SeamlessWinRequest): Promise<SeamlessAnswer>;
  rollback(req: SeamlessRollbackRequest): Promise<SeamlessAnswer>;
  /** the jackpot meter of a pool, null for a pool no bet has fed yet */
  jackpotPool(poolId: string): Promise<JackpotView | null>;
  /**
   * In-process only: passes the bet gate for `stake` (when the step takes one), then runs `work` in ONE
   * SQL transaction; the money calls `work` makes through `money` join it, so the round's rows, its
   * provably-fair nonce and its money commit or roll back together.
   */
  playRound?<T>(stake: BetGateInput | null, work: (tx: Db, money: RoundMoney) => Promise<T>): Promise<T>;
}
