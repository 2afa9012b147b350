import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { usePlayerInfo } from '../../lib/player';
import { useUi } from '../../lib/ui.store';
import { useRealtimeEvent } from '../realtime';
import { cashierKeys } from './api';
import { useBalancePush } from './balance';
import { CashierModal } from './CashierModal';
import { useCashier } from './cashier.store';
import { useCashierGate } from './useOpenCashier';

/** The cashier is mounted only when a player is signed in. */
export function CashierMount() {
  const { isLoggedIn } = usePlayerInfo();
  return isLoggedIn ? <SignedInCashier /> : null;
}

function SignedInCashier() {
  const client = useQueryClient();
  const modal = useUi((s) => s.modal);
  const gated = useUi((s) => s.modalProps.gated === true);
  const gate = useCashierGate();
  const depositCreated = useCashier((s) => s.depositCreated);

  // whoever asked for the cashier, it opens only through its opening order (useCashierGate)
  useEffect(() => {
    if (modal === 'cashier' && !gated) void gate();
  }, [modal, gated, gate]);

  useBalancePush();

  useRealtimeEvent('depositCreated', (p) => {
    // a non-virtual deposit that succeeded while the cashier is open shows the completed overlay
    if (p.status === 'ok' && useUi.getState().modal === 'cashier') {
      depositCreated({ paymentId: p.paymentId, amount: p.amount, currency: p.currency, date: new Date().toISOString(), virtual: false });
    }
    void client.invalidateQueries({ queryKey: cashierKeys.all });
  });

  return <CashierModal />;
}
