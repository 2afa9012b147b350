import type { DepositCreatedPayload } from '@fortuna/contracts';

/** Events the cashier emits after a payment's change has committed. */
export const CASHIER_EVENTS = {
  depositSucceeded: 'cashier.depositSucceeded',
  paymentRejected: 'cashier.paymentRejected',
  /** a withdrawal was paid out (the provider settled it) */
  withdrawalPaid: 'cashier.withdrawalPaid',
  /** the player's count of rejected payments moved (a payment was rejected, or a rejected one cancelled) */
  rejectedCountChanged: 'payments.rejectedCountChanged',
} as const;

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
  }
}
