import { useEffect } from 'react';

/** Fetches code once the page is idle, so that opening what it draws later does not wait for the network. */
export function usePrefetchWhenIdle(load: () => Promise<unknown>) {
  useEffect(() => {
    const run = () => void load().catch(() => {});
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: 5_000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(run, 2_000);
    return () => window.clearTimeout(timer);
  }, [load]);
}
