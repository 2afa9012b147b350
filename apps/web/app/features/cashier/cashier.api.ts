import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PAYMENT_HISTORY_PAGE_SIZE,
  type CashierFrame,
  type PaymentHistory,
  type PaymentResult,
  type PlayerBalance,
} from '@fortuna/contracts';
import { api } from '../../lib/api';

/** Calls of the cashier feature (spec §7) and the queries that cache them. */
export const cashierKeys = {
  /** the whole list; the shell's header keeps the first item under ['player', 'balances'] (a prefix of this) */
  balances: ['player', 'balances', 'list'] as const,
  allBalances: ['player', 'balances'] as const,
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

export const fetchBalances = () => api<PlayerBalance[]>('/player/balances');
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

/** spec §7: the payment id and the current UTC time as DD/MM/YYYY HH:mm:ss */
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

/** playerBalance of spec §3: the first item of /player/balances. */
export function useBalance(enabled = true) {
  const query = useQuery({ queryKey: cashierKeys.balances, queryFn: fetchBalances, enabled, staleTime: 10_000 });
  return { balance: query.data?.[0] ?? null, isLoading: query.isLoading };
}

export function useCashierFrame(enabled = true) {
  return useQuery({ queryKey: cashierKeys.frame, queryFn: fetchFrame, enabled, staleTime: 5_000 });
}

/** Pages of 20 (spec §9): page starts at 1 and goes +1; fewer than 20 means no more. */
export function usePaymentHistory(filters: HistoryFilters) {
  return useInfiniteQuery({
    queryKey: cashierKeys.history(filters),
    queryFn: ({ pageParam, signal }) => api<PaymentHistory>('/history/payments', { query: { ...filters, page: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.collection.length < PAYMENT_HISTORY_PAGE_SIZE ? undefined : pages.length + 1),
    // the list and the payment systems stay while a new filter loads (the chosen system stays selected)
    placeholderData: keepPreviousData,
    // a filter left behind is dropped: coming back to it starts again at the first page
    gcTime: 0,
  });
}

/** After money moved: balances, the cashier frame (rejected count) and the history reload. */
export function useRefreshMoney() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: cashierKeys.allBalances });
    void client.invalidateQueries({ queryKey: ['cashier'] });
    void client.invalidateQueries({ queryKey: ['player', 'info'] });
  };
}
