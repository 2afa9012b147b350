import type { QueryClient } from '@tanstack/react-query';
import { BALANCE_CHANGED_TYPE, DEPOSIT_CREATED_TYPE, depositCreatedPayloadSchema, type PlayerBalance } from '@fortuna/contracts';
import { cashierKeys } from './cashier.api';
import { useCashier } from './cashier.store';

/**
 * What the real-time client calls with each message on the player's profile channel: a balance push
 * updates the header at once; a deposit-created push (non virtual) shows the completed overlay.
 */
export function handleCashierPush(client: QueryClient, message: { type: string; payload: unknown }) {
  if (message.type === BALANCE_CHANGED_TYPE) {
    const p = message.payload as { balance: number; real: number; bonus: number; currency: string };
    client.setQueryData<PlayerBalance[]>(cashierKeys.balances, (old) => {
      const first = old?.[0];
      const next = { bonusPoints: 0, activeBonus: null, ...first, balance: p.balance, real: p.real, bonus: p.bonus, currency: p.currency };
      return [next, ...(old ?? []).slice(1)];
    });
  }
  if (message.type === DEPOSIT_CREATED_TYPE) {
    const parsed = depositCreatedPayloadSchema.safeParse(message.payload);
    if (parsed.success) useCashier.getState().depositCreated(parsed.data);
    void client.invalidateQueries({ queryKey: ['cashier'] });
  }
}
