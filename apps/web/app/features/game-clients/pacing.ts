import { useEffect, useRef, useState } from 'react';
import { MIN_ROUND_INTERVAL_MS } from '@fortuna/contracts';

/**
 * UKGC pacing for non-slot games: a new round may start no sooner than MIN_ROUND_INTERVAL_MS (one
 * constant in packages/contracts, enforced by the studio too) after the previous one started.
 * In-round actions such as hit or hold are not rounds and are not paced.
 */
export { MIN_ROUND_INTERVAL_MS };

export function usePacing() {
  const lastStart = useRef(0);
  const [wait, setWait] = useState(0);
  useEffect(() => {
    if (wait <= 0) return;
    const id = setTimeout(() => setWait(Math.max(0, MIN_ROUND_INTERVAL_MS - (Date.now() - lastStart.current))), 100);
    return () => clearTimeout(id);
  }, [wait]);
  return {
    /** ms until the next round may start */
    wait,
    ready: wait <= 0,
    started() {
      lastStart.current = Date.now();
      setWait(MIN_ROUND_INTERVAL_MS);
    },
    /** the server refused a round as too soon: wait what it says */
    holdFor(ms: number) {
      const wait = Math.min(MIN_ROUND_INTERVAL_MS, Math.max(0, ms));
      lastStart.current = Date.now() - (MIN_ROUND_INTERVAL_MS - wait);
      setWait(wait);
    },
  };
}
