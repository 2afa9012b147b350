import { useEffect, useState } from 'react';

/** Milliseconds left until `until` (epoch ms), ticking each second in the browser; null before hydration. */
export function useCountdown(until: number): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return now === null ? null : Math.max(0, until - now);
}
