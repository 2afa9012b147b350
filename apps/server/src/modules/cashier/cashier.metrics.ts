import { addCollector, counter, gauge } from '../../platform/metrics';
import type { Clock } from '../../platform/clock';
import type { CashierRepository } from './cashier.repository';

export const paymentCallbacks = counter(
  'fortuna_payment_callbacks_total',
  'Payment provider callbacks received, by provider and outcome (applied, ignored, invalid)',
  ['provider', 'outcome'],
);
const pending = gauge('fortuna_withdrawals_pending', 'Withdrawals waiting for an outcome (init, processing, queued)');
const oldest = gauge('fortuna_withdrawals_oldest_pending_age_seconds', 'Age of the oldest withdrawal still waiting (0 when none)');

/** Reads the pending withdrawals when Prometheus scrapes; returns the function that stops it. */
export function collectWithdrawalBacklog(repository: CashierRepository, clock: Clock): () => void {
  return addCollector(async () => {
    const p = await repository.pendingWithdrawals();
    pending.set(p.count);
    oldest.set(p.oldest ? Math.max(0, (clock.now().getTime() - p.oldest.getTime()) / 1000) : 0);
  });
}
