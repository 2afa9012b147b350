import { create } from 'zustand';
import type { DepositCreatedPayload } from '@fortuna/contracts';

export const CASHIER_TABS = ['in', 'out', 'paymentsHistory', 'bonusHistory'] as const;
export type CashierTab = (typeof CASHIER_TABS)[number];

interface CashierState {
  tab: CashierTab;
  /** the deposit-completed overlay */
  completed: DepositCreatedPayload | null;
  setTab(tab: CashierTab): void;
  /** a deposit-created push (or our own status poll) while the cashier is open */
  depositCreated(payload: DepositCreatedPayload): void;
  /** closing resets the tab to cash-in and clears the completed state */
  reset(): void;
}

/**
 * Payments whose overlay was already shown: the form's own poll and the real-time push both report
 * the same deposit, and the later one must not bring the overlay back once the player closed it.
 */
const announced = new Set<string | number>();

export const useCashier = create<CashierState>((set) => ({
  tab: 'in',
  completed: null,
  setTab: (tab) => set({ tab }),
  depositCreated: (payload) => {
    if (payload.virtual || announced.has(payload.paymentId)) return;
    announced.add(payload.paymentId);
    set({ completed: payload });
  },
  reset: () => set({ tab: 'in', completed: null }),
}));
