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

import { realtimeChannel } from '@fortuna/contracts';

/** Real-time event type on the player's profile channel (contracts/realtime.ts); amounts in minor units. */
export const BALANCE_CHANGED_MESSAGE = 'balanceChanged';

/** The player's private profile channel, named by the realtime contract. */
export function profileChannel(projectId: string, playerId: string): string {
  return realtimeChannel.profile(projectId, playerId);
}
