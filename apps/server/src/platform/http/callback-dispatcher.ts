import type { Clock } from '../clock';
import { callbackDeliveries, every } from '../metrics';

/** One queued delivery: its id, the exact body to send, and how many times it was tried. */
export interface QueuedCallback {
  id: string;
  body: string;
  attempts: number;
}

/** Where a dispatcher takes its due callbacks from and records what happened to each. */
export interface CallbackQueue {
  /** claims the callbacks due at `now` for `leaseMs`, counting one more attempt on each */
  claimDue(now: Date, leaseMs: number): Promise<QueuedCallback[]>;
  markDelivered(id: string, at: Date): Promise<void>;
  markFailed(id: string, error: string, retryAt: Date): Promise<void>;
}

/**
 * Delivers a sandbox provider's callbacks as real HTTP requests to the casino, signed at send
 * time, retried with doubling back-off (at most 5 minutes) until the casino answers 2xx, as a real
 * provider does. The casino is this very process (`casinoUrl`: its listening address, null until it
 * listens), so callbacks arrive whatever PUBLIC_URL says.
 */
export function startCallbackDispatcher(options: {
  /** the metrics job and the channel label of its delivery counter */
  job: string;
  channel: 'payments' | 'kyc';
  /** what the logs call it ("sandbox callback", "KYC sandbox webhook") */
  what: string;
  path: string;
  queue: CallbackQueue;
  headers: (body: string, now: Date) => Record<string, string>;
  clock: Clock;
  casinoUrl: () => string | null;
  intervalMs?: number;
  log: { warn(obj: object, msg: string): void };
}) {
  const { queue, clock } = options;
  let running = false;

  const tick = async (): Promise<number | void> => {
    const base = options.casinoUrl();
    if (running || !base) return;
    const url = new URL(options.path, base).href;
    running = true;
    try {
      const due = await queue.claimDue(clock.now(), 60_000);
      for (const callback of due) {
        try {
          const res = await fetch(url, {
            method: 'POST',
            headers: options.headers(callback.body, clock.now()),
            body: callback.body,
            signal: AbortSignal.timeout(10_000),
          });
          if (!res.ok) throw new Error(`HTTP ${res.status}`);
          await queue.markDelivered(callback.id, clock.now());
          callbackDeliveries.inc({ channel: options.channel, outcome: 'ok' });
        } catch (err) {
          callbackDeliveries.inc({ channel: options.channel, outcome: 'failed' });
          const backoff = Math.min(2 ** callback.attempts * 1_000, 5 * 60_000);
          await queue.markFailed(callback.id, String((err as Error).message ?? err), new Date(clock.now().getTime() + backoff));
          options.log.warn({ id: callback.id, attempts: callback.attempts, err: String(err) }, `${options.what} delivery failed`);
        }
      }
      return due.length;
    } finally {
      running = false;
    }
  };

  const job = every(options.job, options.intervalMs ?? 1_000, tick, (err) =>
    options.log.warn({ err: String(err) }, `${options.what} dispatcher tick failed`),
  );
  return { tick: job.run, stop: job.stop };
}
