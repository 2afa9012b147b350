import type { AppConfig } from '@fortuna/contracts';
import { api } from '../../lib/api';
import { useUi } from '../../lib/ui-store';

export const appConfigKey = ['app', 'config'] as const;

export const fetchAppConfig = () => api<AppConfig>('/app/config');

/** Closes the cashier if it is open (blocked players cannot use it). */
export function closeCashier() {
  const ui = useUi.getState();
  if (ui.modal === 'cashier') ui.closeModal();
}
