/** Public API of the cashier: deposits, withdrawals and payment history over the payment-provider seam. */
export { createCashierModule, sandboxSecret, type CashierModule, type CashierModuleOptions } from './cashier.module';
export {
  createCashierService,
  CASHIER_EVENTS,
  formatUtc,
  NEXT_CHARGE_INTERVAL_MS,
  DAILY_WITHDRAWAL_LIMIT,
  type CashierService,
} from './cashier.service';
export { mayWithdraw, type CashierSeams, type VerificationState } from './cashier.seams';
export type { PaymentProvider, CallbackEvent, ProviderResult } from './providers/provider';
export { SANDBOX_CARDS, THREE_DS_TEST_CODE } from './providers/sandbox/sandbox.cards';
export { signCallback, SIGNATURE_HEADER } from './providers/sandbox/sandbox.signature';
export { playerCashierSeams } from './cashier.player-seams';
export { cashierPersonalData } from './cashier.privacy';
