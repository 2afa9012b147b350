import type { DepositCreatedPayload } from '@fortuna/contracts';

/** Events the cashier emits after a payment's change has committed. */
export const CASHIER_EVENTS = {
  depositSucceeded: 'cashier.depositSucceeded',
  paymentRejected: 'cashier.paymentRejected',
  /** a withdrawal was paid out (the provider settled it) */
  withdrawalPaid: 'cashier.withdrawalPaid',
  /** the player's count of rejected payments moved (a payment was rejected, or a rejected one cancelled) */
  rejectedCountChanged: 'payments.rejectedCountChanged',
  /** a payment was created (from null) or moved to another status */
  paymentChanged: 'cashier.paymentChanged',
} as const;

export interface PaymentChanged {
  paymentId: string;
  playerId: string;
  /** in: deposit, out: withdrawal */
  type: 'in' | 'out';
  from: string | null;
  status: string;
  provider: string;
  currency: string;
  amount: number;
}

export interface DepositSucceeded extends DepositCreatedPayload {
  playerId: string;
}

export interface PaymentRejected {
  playerId: string;
  paymentId: string;
  reason: number | null;
  type: 'in' | 'out';
  amount: number;
  currency: string;
}

export interface WithdrawalPaid {
  playerId: string;
  paymentId: string;
  amount: number;
  currency: string;
}

export interface RejectedPaymentsChanged {
  playerId: string;
  rejectedPaymentsCount: number;
}

declare module '../../platform/events' {
  interface DomainEvents {
    'cashier.depositSucceeded': DepositSucceeded;
    'cashier.paymentRejected': PaymentRejected;
    'cashier.withdrawalPaid': WithdrawalPaid;
    'payments.rejectedCountChanged': RejectedPaymentsChanged;
    'cashier.paymentChanged': PaymentChanged;
  }
}
