import type { QueryClient } from '@tanstack/react-query';
import type { AppConfig } from '@fortuna/contracts';
import { api } from '../../lib/api';
import { playerInfoKey } from '../../lib/player';
import { useUi } from '../../lib/ui-store';

export const appConfigKey = ['app', 'config'] as const;

export const fetchAppConfig = () => api<AppConfig>('/app/config');

/** Closes the cashier if it is open (blocked players cannot use it). */
export function closeCashier() {
  const ui = useUi.getState();
  if (ui.modal === 'cashier') ui.closeModal();
}

/**
 * Logout as spec §4 describes it, for the real-time triggers (device change, full block):
 * POST /api/logout, reload the app config (a new, anonymous connection token), forget the player,
 * close toasts, cashier and reality check. The auth feature may replace this with its own.
 */
export async function logout(queryClient: QueryClient) {
  try {
    await api('/logout', { method: 'POST' });
  } catch {
    // signed out already, or offline: the local state is cleared all the same
  }
  const ui = useUi.getState();
  ui.clearToasts();
  if (ui.modal === 'cashier' || ui.modal === 'realityCheck') ui.closeModal();
  queryClient.setQueryData(playerInfoKey, null);
  queryClient.removeQueries({ queryKey: ['player'], predicate: (q) => q.queryKey[1] !== 'info' });
  await Promise.all([queryClient.invalidateQueries({ queryKey: appConfigKey }), queryClient.invalidateQueries({ queryKey: playerInfoKey })]);
}
