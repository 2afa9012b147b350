import type { Clock } from '../../platform/clock';
import { tooManyRequests } from '../../platform/errors';

/** A fixed-window counter per key, in memory (one process; REDIS_URL scale-out would move it). */
export function createRateLimit(clock: Clock, limit: number, windowMs: number) {
  const hits = new Map<string, { start: number; n: number }>();
  return (key: string) => {
    const now = clock.now().getTime();
    if (hits.size > 10_000) for (const [k, v] of hits) if (now - v.start >= windowMs) hits.delete(k);
    const h = hits.get(key);
    if (!h || now - h.start >= windowMs) {
      hits.set(key, { start: now, n: 1 });
      return;
    }
    if (++h.n > limit) throw tooManyRequests('Too many requests, please slow down');
  };
}
