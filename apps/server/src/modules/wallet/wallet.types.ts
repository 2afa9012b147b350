import type { SQL } from 'drizzle-orm';
/** Vocabulary of the ledger, shared by the service, the repository and other modules (via index.ts). */
export const PLAYER_ACCOUNT_KINDS = ['real', 'bonus'] as const;
export type PlayerAccountKind = (typeof PLAYER_ACCOUNT_KINDS)[number];

/**
 * The casino's own accounts, one per currency. They may go negative (the house pays out more than it
 * took in; the provider clearing account owes us money until settlement).
 */
export const SYSTEM_ACCOUNT_KINDS = ['house', 'provider_clearing', 'withdrawal_pending', 'jackpot_pool', 'bonus_pool'] as const;
export type SystemAccountKind = (typeof SYSTEM_ACCOUNT_KINDS)[number];

export type AccountRef = { playerId: string; kind: PlayerAccountKind } | { system: SystemAccountKind };

export function accountKey(ref: AccountRef): string {
  return 'system' in ref ? `system:${ref.system}` : `player:${ref.playerId}:${ref.kind}`;
}

/** One side of a movement: a signed amount in minor units on one account. */
export interface Leg {
  account: AccountRef;
  amount: number;
}

export interface PostInput {
  /** what the movement is: deposit, withdrawal, bet, win, rollback, bonus_award, ... */
  kind: string;
  idempotencyKey: string;
  currency: string;
  legs: Leg[];
  /** the player the movement concerns (statements); derived from the legs when omitted */
  playerId?: string;
  /** an external id (payment id, round id, ...) */
  reference?: string;
  metadata?: Record<string, unknown>;
  /**
   * Refuse the movement when a rollback for this idempotency key was recorded first
   * (seamless-wallet bets: a rollback that overtakes its bet wins).
   */
  refuseIfRolledBack?: boolean;
  /**
   * Also report the balances of the moved players' accounts in this currency that the movement does
   * not touch (`TransactionResult.otherBalances`), read by the movement's own statements.
   */
  withBalances?: boolean;
  /**
   * A write of the caller that goes with this movement, given its result: run in the movement's
   * last statement (a data-modifying CTE, so one round trip fewer), in the same transaction. Not
   * called when the movement is a replay (the caller then writes it on its own).
   */
  alongside?: (result: TransactionResult) => SQL | null;
}

export interface EntryResult {
  account: AccountRef;
  amount: number;
  balanceAfter: number;
}

export interface TransactionResult {
  transactionId: string;
  kind: string;
  idempotencyKey: string;
  reference: string | null;
  playerId: string | null;
  currency: string;
  reversesKey: string | null;
  createdAt: Date;
  entries: EntryResult[];
  /** true when this call was a retry and the first result is returned */
  replayed: boolean;
  /** what the caller attached (game and round of a bet or win, ...) */
  metadata?: Record<string, unknown>;
  /**
   * With `withBalances` (not on a replay): the balances of the moved players' other accounts in this
   * currency as the movement saw them; an account not listed does not exist (balance 0).
   */
  otherBalances?: { playerId: string; kind: PlayerAccountKind; balance: number }[];
}

export interface PlayerBalance {
  playerId: string;
  currency: string;
  real: number;
  bonus: number;
  /** real + bonus */
  balance: number;
}

export interface StatementLine {
  transactionId: string;
  kind: string;
  reference: string | null;
  account: PlayerAccountKind;
  amount: number;
  balanceAfter: number;
  createdAt: Date;
  metadata: Record<string, unknown>;
}
