/** Events the tournaments module emits (after the change has committed). */
export const TOURNAMENT_EVENTS = {
  /** a prize was paid to a winner (once per place) */
  prizeAwarded: 'tournaments.prizeAwarded',
  /** a tournament started, was awarded or cancelled */
  statusChanged: 'tournaments.statusChanged',
} as const;

export interface TournamentPrizeAwarded {
  tournamentId: number;
  /** the tournament's title by locale (the message is written in the player's language) */
  title: Record<string, string>;
  playerId: string;
  place: number;
  amount: number;
  currency: string;
  /** cash to the balance, or a bonus or free spins granted from a template */
  kind: 'cash' | 'bonus' | 'freeSpins';
}

export interface TournamentStatusChanged {
  tournamentId: number;
  status: 'active' | 'awarded' | 'cancelled';
}

declare module '../../platform/events' {
  interface DomainEvents {
    'tournaments.prizeAwarded': TournamentPrizeAwarded;
    'tournaments.statusChanged': TournamentStatusChanged;
  }
}
