/** What the wallet announces after a movement has committed. */
export const WALLET_BALANCE_CHANGED = 'wallet.balanceChanged';

export interface BalanceChangedEvent {
  playerId: string;
  currency: string;
  real: number;
  bonus: number;
  balance: number;
  transactionId: string;
  kind: string;
  reference: string | null;
}

/** Real-time message type on the player's profile channel; amounts in minor units. */
export const BALANCE_CHANGED_MESSAGE = 'balance.changed';

/**
 * The player's private profile channel (spec §7: channels carry the project id and the player id).
 * The realtime module subscribes players to the same name.
 */
export function profileChannel(projectId: string, playerId: string): string {
  return `${projectId}:profile#${playerId}`;
}
