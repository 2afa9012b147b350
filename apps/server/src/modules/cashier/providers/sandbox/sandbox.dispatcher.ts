import type { Clock } from '../../../../platform/clock';
import { callbackDeliveries, every } from '../../../../platform/metrics';
import type { SandboxRepository } from './sandbox.repository';
import { SIGNATURE_HEADER, signCallback } from './sandbox.signature';

export const CALLBACK_PATH = '/api/cashier/callback/sandbox';

/**
 * Delivers the sandbox provider's callbacks as real HTTP requests to the casino, signed at send
 * time, retried with back-off until the casino answers 2xx. The casino is this very process
 * (`casinoUrl`: its listening address, null until it listens), so callbacks arrive whatever
 * PUBLIC_URL says.
 */
export function startSandboxDispatcher(options: {
  repository: SandboxRepository;
  clock: Clock;
  secret: string;
  casinoUrl: () => string | null;
  intervalMs?: number;
  log: { warn(obj: object, msg: string): void };
}) {
  const { repository, clock, secret } = options;
  let running = false;

  const tick = async (): Promise<number | void> => {
    const base = options.casinoUrl();
    if (running || !base) return;
    const url = new URL(CALLBACK_PATH, base).href;
    running = true;
    try {
      const due = await repository.claimDue(clock.now(), 60_000);
      for (const callback of due) {
        try {
          const res = await fetch(url, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              [SIGNATURE_HEADER]: signCallback(secret, callback.body, Math.floor(clock.now().getTime() / 1000)),
            },
            body: callback.body,
            signal: AbortSignal.timeout(10_000),
          });
          if (!res.ok) throw new Error(`HTTP ${res.status}`);
          await repository.markDelivered(callback.eventId, clock.now());
          callbackDeliveries.inc({ channel: 'payments', outcome: 'ok' });
        } catch (err) {
          callbackDeliveries.inc({ channel: 'payments', outcome: 'failed' });
          const backoff = Math.min(2 ** callback.attempts * 1_000, 5 * 60_000);
          await repository.markFailed(callback.eventId, String((err as Error).message ?? err), new Date(clock.now().getTime() + backoff));
          options.log.warn(
            { eventId: callback.eventId, attempts: callback.attempts, err: String(err) },
            'sandbox callback delivery failed',
          );
        }
      }
      return due.length;
    } finally {
      running = false;
    }
  };

  const job = every('payment_callbacks', options.intervalMs ?? 1_000, tick, (err) =>
    options.log.warn({ err: String(err) }, 'sandbox dispatcher tick failed'),
  );
  return { tick: job.run, stop: job.stop };
}
