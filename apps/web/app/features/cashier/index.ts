/** The cashier feature: modal, forms, payment history, balance page, and the player's balance (one owner: `useBalance`). */
export { CashierModal } from './CashierModal';
export { CashierMount } from './CashierMount';
export { BalancePage } from './BalancePage';
export { PaymentHistory } from './PaymentHistory';
export { useOpenCashier, useCashierGate } from './useOpenCashier';
export { useCashier } from './cashier.store';
export { useBalance } from './balance';
export { DateRangeFilter, ResetFiltersButton } from './DateRangeFilter';
export type { DateRange } from './DateRangeFilter';
