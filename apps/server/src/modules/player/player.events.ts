/** Events the player module listens to. */
export const REJECTED_PAYMENTS_CHANGED = 'payments.rejectedCountChanged';
export interface RejectedPaymentsChanged {
  playerId: string;
  rejectedPaymentsCount: number;
}
