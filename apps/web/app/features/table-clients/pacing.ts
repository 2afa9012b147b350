import { useEffect, useRef, useState } from 'react';

/**
 * UKGC pacing for non-slot games: a new round may start no sooner than MIN_ROUND_INTERVAL_MS after
 * the previous one started (in-round actions such as hit or hold are not rounds and are not paced).
 */
export const MIN_ROUND_INTERVAL_MS = 2500;

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
  };
}
