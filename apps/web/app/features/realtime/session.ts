import { useUi } from '../../lib/ui.store';

/** Closes the cashier if it is open (blocked players cannot use it). */
export function closeCashier() {
  const ui = useUi.getState();
  if (ui.modal === 'cashier') ui.closeModal();
}
