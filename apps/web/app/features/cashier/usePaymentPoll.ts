import { useEffect, useRef } from 'react';
import type { PaymentResult } from '@fortuna/contracts';
import { fetchPayment } from './api';

/** Follows a payment until the provider's callback settles it (the push may also arrive first). */
export function usePaymentPoll(id: string | null, onUpdate: (p: PaymentResult) => void, { intervalMs = 1_000, maxMs = 90_000 } = {}) {
  const callback = useRef(onUpdate);
  callback.current = onUpdate;
  useEffect(() => {
    if (!id) return;
    let stopped = false;
    const started = Date.now();
    const tick = async () => {
      if (stopped) return;
      try {
        const p = await fetchPayment(id);
        callback.current(p);
        if (p.status !== 'init' && p.status !== 'processing') return;
      } catch {
        // a transient failure: try again on the next tick
      }
      if (Date.now() - started < maxMs) timer = setTimeout(tick, intervalMs);
    };
    let timer = setTimeout(tick, intervalMs);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [id, intervalMs, maxMs]);
}
