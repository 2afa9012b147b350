import type { Clock } from '../clock';

export interface ReadinessOptions {
  /** how long /readyz waits for its ping before it looks at the last one that answered */
  waitMs: number;
  /** a ping that answered this recently still counts while the pool is busy */
  freshMs: number;
}

export const DEFAULT_READINESS: ReadinessOptions = { waitMs: 500, freshMs: 10_000 };

/**
 * Whether the database answers, for /readyz. A ping that fails is "down" at once. A ping still
 * waiting after `waitMs` means every pool connection is busy, which is load, not an outage: the
 * instance stays ready while some ping answered within `freshMs`; without such an answer (right
 * after the start, or a long stall) the check waits for its ping, so the load balancer's own check
 * time-out decides. Without this an instance that is
 * merely saturated answers its load balancer's check late, is taken out, and its share of the
 * traffic goes to the other instances, which are as busy (the 500-player run of bench/cluster-load.ts
 * had every instance taken out for this reason).
 */
export function createDatabaseReadiness(ping: () => Promise<void>, clock: Clock, options: ReadinessOptions = DEFAULT_READINESS) {
  let lastAnswer = -Infinity;
  let inFlight: Promise<'ok' | 'down'> | null = null;
  return async function databaseState(): Promise<'ok' | 'busy' | 'down'> {
    // one ping at a time: checks that come while one waits share it rather than queue more
    inFlight ??= ping().then(
      () => {
        lastAnswer = clock.now().getTime();
        return 'ok' as const;
      },
      () => 'down' as const,
    );
    const current = inFlight;
    void current.finally(() => {
      if (inFlight === current) inFlight = null;
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const result = await Promise.race([
      current,
      new Promise<'waiting'>((resolve) => (timer = setTimeout(() => resolve('waiting'), options.waitMs))),
    ]);
    clearTimeout(timer);
    if (result !== 'waiting') return result;
    if (clock.now().getTime() - lastAnswer <= options.freshMs) return 'busy';
    // no answer lately (or ever, as right after the start): this ping decides, as late as it comes
    return current;
  };
}
