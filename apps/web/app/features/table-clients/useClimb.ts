import { useEffect, useRef, useState } from 'react';

/** How long the climb to `m` is played back: longer for higher points, at most 4.5 s. */
export const climbDuration = (m: number) => Math.min(4500, 700 + 1400 * Math.log(Math.max(1, m)));

/** The shown multiplier after `ms` of a climb to `m` (exponential, floored to hundredths). */
export const climbAt = (m: number, ms: number) =>
  ms >= climbDuration(m) ? m : Math.max(1, Math.floor(100 * Math.exp((Math.log(m) * ms) / climbDuration(m))) / 100);

/**
 * Plays a crash round's climb from 1.00× to its crash point once the round is settled (a round
 * already settled when the client opened is shown at once; reduced motion skips the animation).
 */
export function useClimb(crashPoint: number | null, roundId: string | null) {
  const seen = useRef(roundId);
  const [value, setValue] = useState(crashPoint ?? 1);
  const [running, setRunning] = useState(false);
  useEffect(() => {
    if (crashPoint === null || roundId === null) return;
    if (seen.current === roundId) {
      setValue(crashPoint);
      return;
    }
    seen.current = roundId;
    if (typeof window === 'undefined' || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      setValue(crashPoint);
      return;
    }
    setRunning(true);
    const start = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      const ms = now - start;
      setValue(climbAt(crashPoint, ms));
      if (ms < climbDuration(crashPoint)) frame = requestAnimationFrame(tick);
      else setRunning(false);
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      setRunning(false);
      setValue(crashPoint);
    };
  }, [crashPoint, roundId]);
  return { value: crashPoint === null ? 1 : value, running };
}
