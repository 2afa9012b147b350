/** Events the bonuses module emits (after the change has committed). */
export const BONUS_EVENTS = {
  /** a bonus or a free-spins grant was given to a player (once per grant) */
  granted: 'bonuses.granted',
  /** a live bonus expires within BONUS_EXPIRY_NOTICE_MS: told once per bonus (the expiry-notice scan) */
  expiring: 'bonuses.expiring',
} as const;

/** How long before a bonus's end date the player is told that it expires. */
export const BONUS_EXPIRY_NOTICE_MS = 24 * 60 * 60 * 1000;

export interface BonusGranted {
  /** the bonus's id, or the free-spins grant's id */
  grantId: string;
  playerId: string;
  kind: 'bonus' | 'freeSpins';
  /** what the grant was for: the grant key's first part (campaign, code, deposit, cashback, tournament, ...) */
  origin: string;
  /** bonus money granted, minor units of `currency` (free spins: the bet of one spin) */
  amount: number;
  currency: string;
  /** free spins: how many */
  count: number | null;
  /** when an unused grant expires (null = never), ISO 8601 */
  expiresAt: string | null;
}

export interface BonusExpiring {
  bonusId: string;
  playerId: string;
  /** bonus money it holds now, minor units of `currency` */
  amount: number;
  currency: string;
  expiresAt: string;
}

declare module '../../platform/events' {
  interface DomainEvents {
    'bonuses.granted': BonusGranted;
    'bonuses.expiring': BonusExpiring;
  }
}
