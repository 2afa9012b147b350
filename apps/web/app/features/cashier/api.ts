import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatUtcDateTime, PAYMENT_HISTORY_PAGE_SIZE, type PaymentStatus } from '@fortuna/contracts';
import { call } from '../../lib/api';
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
  status?: PaymentStatus;
}

export const fetchFrame = () => call('GET /cashier/frame');
export const fetchCashierConfig = () => call('GET /cashier/config');
export const createDeposit = (body: { paymentSystem: string; amount: number; card?: CardInput }) => call('POST /cashier/deposit', { body });
export const createWithdrawal = (body: {
  paymentSystem: string;
  amount: number;
  methodId?: string;
  bank?: { iban: string; holder: string };
}) => call('POST /cashier/withdrawal', { body });
export const fetchPayment = (id: string) => call('GET /cashier/payment/:id', { params: { id } });
/** The 3-D Secure step a deposit's action names (`/api/cashier/sandbox/3ds/<ref>`): the code the player typed. */
export const confirmThreeDs = (url: string, code: string) =>
  call('POST /cashier/sandbox/3ds/:ref', { params: { ref: url.slice(url.lastIndexOf('/') + 1) }, body: { code } });
export const confirmLiteBlock = () => call('POST /player/lite-block');
export const fetchWithdrawalLimits = () => call('GET /withdrawal-limits');

/** Cancels a pending withdrawal: the call carries the payment id and the current UTC time as DD/MM/YYYY HH:mm:ss. */
export function cancelPayment(id: string, now = new Date()) {
  return call('POST /history/payment/:id/cancel', { params: { id }, body: { time: formatUtcDateTime(now) } });
}

export interface CardInput {
  number: string;
  holder: string;
  expiry: string;
  cvc: string;
}

export const cashierQueries = {
  frame: () => queryOptions({ queryKey: cashierKeys.frame, queryFn: fetchFrame, staleTime: 5_000 }),
  /** the frame as the gate loads it on opening the cashier: always read again, never a cached one */
  frameNow: () => queryOptions({ queryKey: cashierKeys.frame, queryFn: fetchFrame }),
  limits: () => queryOptions({ queryKey: cashierKeys.limits, queryFn: fetchWithdrawalLimits }),
  /** the player's payments, pages of 20: the page starts at 1 and goes +1; fewer than 20 means no more */
  history: (filters: HistoryFilters) =>
    infiniteQueryOptions({
      queryKey: cashierKeys.history(filters),
      queryFn: ({ pageParam, signal }) => call('GET /history/payments', { query: { ...filters, page: pageParam }, signal }),
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
