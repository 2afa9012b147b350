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
import type { TransactionResult } from './wallet.types';

/** Real-time event type on the player's profile channel (contracts/realtime.ts); amounts in minor units. */
export const BALANCE_CHANGED_MESSAGE = 'balanceChanged';

/** The player's private profile channel, named by the realtime contract. */
export function profileChannel(projectId: string, playerId: string): string {
  return realtimeChannel.profile(projectId, playerId);
}

export const WALLET_EVENTS = {
  /** one committed ledger transaction (never a replayed retry): what operations count */
  transactionPosted: 'wallet.transactionPosted',
} as const;

export interface TransactionPosted {
  transactionId: string;
  /** deposit, withdrawal_reserve, bet, win, rollback, bonus_award, ... */
  kind: string;
  currency: string;
  /** the money moved: the sum of the transaction's credits, in minor units */
  amount: number;
  playerId: string | null;
  reference: string | null;
  /** a bet's or win's game and round, when the caller attached them */
  gameId: string | null;
  roundId: string | null;
}

export function transactionPosted(r: TransactionResult): TransactionPosted {
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  return {
    transactionId: r.transactionId,
    kind: r.kind,
    currency: r.currency,
    amount: r.entries.reduce((sum, e) => sum + Math.max(0, e.amount), 0),
    playerId: r.playerId,
    reference: r.reference,
    gameId: text(r.metadata?.gameId),
    roundId: text(r.metadata?.roundId),
  };
}

declare module '../../platform/events' {
  interface DomainEvents {
    'wallet.transactionPosted': TransactionPosted;
  }
}
