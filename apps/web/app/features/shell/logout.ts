import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { playerInfoKey } from '../../lib/player';
import { useUi } from '../../lib/ui-store';

/** Logout of spec §4 as far as the shell owns it: server call, player cleared, toasts and modals closed. */
export async function logout(queryClient: QueryClient) {
  try {
    await api('/logout', { method: 'POST' });
  } finally {
    queryClient.setQueryData(playerInfoKey, null);
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'player' || q.queryKey[1] !== 'info' });
    const ui = useUi.getState();
    ui.clearToasts();
    ui.closeModal();
    ui.setPendingCashier(false);
    await queryClient.invalidateQueries({ queryKey: ['app', 'config'] });
  }
}
