/** Events the responsible-gaming module emits (after the change has committed). */
export const RESPONSIBLE_GAMING_EVENTS = {
  /** a waiting looser limit (a raise or a removal) became the limit that applies (once per change) */
  limitApplied: 'responsibleGaming.limitApplied',
} as const;

export interface LimitApplied {
  playerId: string;
  /** deposit_daily … wager_monthly, or session */
  kind: string;
  /** the limit now: minor units of `currency` (session: minutes); null = the limit was removed */
  value: number | null;
  /** the player's currency (money limits) */
  currency: string;
  /** when it took effect, ISO 8601 */
  effectiveAt: string;
}

declare module '../../platform/events' {
  interface DomainEvents {
    'responsibleGaming.limitApplied': LimitApplied;
  }
}
