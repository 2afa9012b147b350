import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAYMENT_HISTORY_PAGE_SIZE, type CashierFrame, type PaymentHistory, type PaymentResult } from '@fortuna/contracts';
import { api } from '../../lib/api';
import { playerKeys } from '../../lib/player';

/** The cashier's cached queries; everything under `all` reloads after money moved. */
export const cashierKeys = {
  all: ['cashier'] as const,
  frame: ['cashier', 'frame'] as const,
  history: (filters: HistoryFilters) => ['cashier', 'history', filters] as const,
  limits: ['cashier', 'withdrawal-limits'] as const,
};

export interface HistoryFilters {
  fromDate?: string;
  toDate?: string;
  paymentSystem?: string;
  status?: string;
}

export const fetchFrame = () => api<CashierFrame>('/cashier/frame');
export const fetchCashierConfig = () => api<{ scriptUrl: string }>('/cashier/config');
export const createDeposit = (body: { paymentSystem: string; amount: number; card?: CardInput }) =>
  api<PaymentResult>('/cashier/deposit', { body });
export const createWithdrawal = (body: {
  paymentSystem: string;
  amount: number;
  methodId?: string;
  bank?: { iban: string; holder: string };
}) => api<PaymentResult>('/cashier/withdrawal', { body });
export const fetchPayment = (id: string) => api<PaymentResult>(`/cashier/payment/${id}`);
export const confirmThreeDs = (url: string, code: string) =>
  api<{ status: 'ok' | 'failure' }>(url.replace(/^\/api/, ''), { body: { code } });
export const confirmLiteBlock = () => api<{ status: boolean }>('/player/lite-block', { method: 'POST' });
export const fetchWithdrawalLimits = () =>
  api<{ currency: string; min: number; max: number; daily: { limit: number; used: number; left: number } }>('/withdrawal-limits');

/** Cancels a pending withdrawal: the call carries the payment id and the current UTC time as DD/MM/YYYY HH:mm:ss. */
export function cancelPayment(id: string, now = new Date()) {
  const p = (n: number) => String(n).padStart(2, '0');
  const time = `${p(now.getUTCDate())}/${p(now.getUTCMonth() + 1)}/${now.getUTCFullYear()} ${p(now.getUTCHours())}:${p(now.getUTCMinutes())}:${p(now.getUTCSeconds())}`;
  return api<{ status: boolean }>(`/history/payment/${id}/cancel`, { body: { time } });
}

export interface CardInput {
  number: string;
  holder: string;
  expiry: string;
  cvc: string;
}

export const cashierQueries = {
  frame: () => queryOptions({ queryKey: cashierKeys.frame, queryFn: fetchFrame, staleTime: 5_000 }),
  /** the frame from the url the cashier's config names (the cashier "script" the gate loads) */
  frameFrom: (scriptUrl: string) =>
    queryOptions({ queryKey: cashierKeys.frame, queryFn: () => api<CashierFrame>(scriptUrl.replace(/^\/api/, '')) }),
  limits: () => queryOptions({ queryKey: cashierKeys.limits, queryFn: fetchWithdrawalLimits }),
  /** the player's payments, pages of 20: the page starts at 1 and goes +1; fewer than 20 means no more */
  history: (filters: HistoryFilters) =>
    infiniteQueryOptions({
      queryKey: cashierKeys.history(filters),
      queryFn: ({ pageParam, signal }) => api<PaymentHistory>('/history/payments', { query: { ...filters, page: pageParam }, signal }),
      initialPageParam: 1,
      getNextPageParam: (last, pages) => (last.collection.length < PAYMENT_HISTORY_PAGE_SIZE ? undefined : pages.length + 1),
      // the list and the payment systems stay while a new filter loads (the chosen system stays selected)
      placeholderData: keepPreviousData,
      // a filter left behind is dropped: coming back to it starts again at the first page
      gcTime: 0,
    }),
};

export function useCashierFrame(enabled = true) {
  return useQuery({ ...cashierQueries.frame(), enabled });
}

export function usePaymentHistory(filters: HistoryFilters) {
  return useInfiniteQuery(cashierQueries.history(filters));
}

/** After money moved: balances, the cashier frame (rejected count) and the history reload. */
export function useRefreshMoney() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: playerKeys.balances });
    void client.invalidateQueries({ queryKey: cashierKeys.all });
    void client.invalidateQueries({ queryKey: playerKeys.info });
  };
}
