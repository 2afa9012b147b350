/** Events the privacy module emits (after the change has committed). */
export const PRIVACY_EVENTS = {
  /** a request changed status (an inbox can tell the player) */
  requestChanged: 'privacy.requestChanged',
  /** a player's personal data was erased: caches and other stores of it must forget the player */
  playerErased: 'privacy.playerErased',
} as const;

export interface PrivacyRequestChanged {
  playerId: string;
  requestId: string;
  type: 'export' | 'erasure' | 'rectification';
  status: 'received' | 'processing' | 'completed' | 'rejected';
}
export interface PrivacyPlayerErased {
  playerId: string;
  requestId: string;
}

declare module '../../platform/events' {
  interface DomainEvents {
    'privacy.requestChanged': PrivacyRequestChanged;
    'privacy.playerErased': PrivacyPlayerErased;
  }
}
