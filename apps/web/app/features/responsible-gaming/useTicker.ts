import { useEffect, useState } from 'react';

/** Re-renders every `ms` while `on` (a clock, a countdown). */
export function useTicker(on: boolean, ms = 1000): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!on) return;
    const id = setInterval(() => setTick((n) => n + 1), ms);
    return () => clearInterval(id);
  }, [on, ms]);
  return tick;
}
