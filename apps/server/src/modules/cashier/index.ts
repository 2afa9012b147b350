/** Public API of the cashier: deposits, withdrawals and payment history over the payment-provider seam. */
export { createCashierModule, sandboxSecret, type CashierModule, type CashierModuleDeps } from './cashier.module';
export { createCashierService, NEXT_CHARGE_INTERVAL_MS, DAILY_WITHDRAWAL_LIMIT, type CashierService } from './cashier.service';
export { CASHIER_EVENTS, type DepositSucceeded, type PaymentRejected, type RejectedPaymentsChanged } from './cashier.events';
export { mayWithdraw, type CashierSeams, type VerificationState } from './cashier.seams';
export type { PaymentProvider, CallbackEvent, ProviderResult } from './providers/provider';
export { SANDBOX_CARDS, THREE_DS_TEST_CODE } from './providers/sandbox/sandbox.cards';
export { signCallback, SIGNATURE_HEADER } from './providers/sandbox/sandbox.signature';
export { playerCashierSeams } from './cashier.player-seams';
export type { PaymentRow } from './cashier.repository';
export { cashierPersonalData } from './cashier.privacy';
