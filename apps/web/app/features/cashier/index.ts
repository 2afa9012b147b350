/** The cashier feature: modal, forms, payment history, balance page and header balance pieces for the shell. */
export { CashierModal } from './CashierModal';
export { CashierMount } from './CashierMount';
export { HeaderBalance, BalanceDropdown, PaymentsNotificationDot } from './HeaderBalance';
export { BalancePage } from './BalancePage';
export { PaymentHistory } from './PaymentHistory';
export { useOpenCashier, useCashierGate } from './useOpenCashier';
export { useCashier } from './cashier.store';
export { useBalance, cashierKeys } from './cashier.api';
