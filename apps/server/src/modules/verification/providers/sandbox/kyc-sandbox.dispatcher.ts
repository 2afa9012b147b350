import type { Clock } from '../../../../platform/clock';
import { callbackDeliveries, every } from '../../../../platform/metrics';
import { DIGEST_ALG_HEADER, DIGEST_HEADER, payloadDigest } from '../webhook-digest';
import type { KycSandboxRepository } from './kyc-sandbox.repository';

export const SANDBOX_WEBHOOK_PATH = '/api/verification/webhook/sandbox';

/** The headers the vendor sends with a webhook body. */
export function sandboxWebhookHeaders(secret: string, body: string) {
  return { 'content-type': 'application/json', [DIGEST_HEADER]: payloadDigest(secret, body), [DIGEST_ALG_HEADER]: 'HMAC_SHA256_HEX' };
}

/**
 * Delivers the KYC sandbox's webhooks as real HTTP requests to the casino (this very process, at
 * its listening address), retried with back-off until it answers 2xx, as the vendor does.
 */
export function startKycSandboxDispatcher(options: {
  repository: KycSandboxRepository;
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
    running = true;
    try {
      const due = await repository.claimDue(clock.now(), 60_000);
      for (const w of due) {
        try {
          const res = await fetch(new URL(SANDBOX_WEBHOOK_PATH, base), {
            method: 'POST',
            headers: sandboxWebhookHeaders(secret, w.body),
            body: w.body,
            signal: AbortSignal.timeout(10_000),
          });
          if (!res.ok) throw new Error(`HTTP ${res.status}`);
          await repository.markDelivered(w.id, clock.now());
          callbackDeliveries.inc({ channel: 'kyc', outcome: 'ok' });
        } catch (err) {
          callbackDeliveries.inc({ channel: 'kyc', outcome: 'failed' });
          const backoff = Math.min(2 ** w.attempts * 1_000, 5 * 60_000);
          await repository.markFailed(w.id, String((err as Error).message ?? err), new Date(clock.now().getTime() + backoff));
          options.log.warn({ webhookId: w.id, attempts: w.attempts, err: String(err) }, 'KYC sandbox webhook delivery failed');
        }
      }
      return due.length;
    } finally {
      running = false;
    }
  };
  const job = every('kyc_webhooks', options.intervalMs ?? 1_000, tick, (err) =>
    options.log.warn({ err: String(err) }, 'KYC sandbox dispatcher tick failed'),
  );
  return { tick: job.run, stop: job.stop };
}
