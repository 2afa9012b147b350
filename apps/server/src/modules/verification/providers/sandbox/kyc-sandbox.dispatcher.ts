import type { Clock } from '../../../../platform/clock';
import { startCallbackDispatcher } from '../../../../platform/http/callback-dispatcher';
import { DIGEST_ALG_HEADER, DIGEST_HEADER, payloadDigest } from '../webhook-digest';
import type { KycSandboxRepository } from './kyc-sandbox.repository';

export const SANDBOX_WEBHOOK_PATH = '/api/verification/webhook/sandbox';

/** The headers the vendor sends with a webhook body. */
export function sandboxWebhookHeaders(secret: string, body: string) {
  return { 'content-type': 'application/json', [DIGEST_HEADER]: payloadDigest(secret, body), [DIGEST_ALG_HEADER]: 'HMAC_SHA256_HEX' };
}

/** Delivers the KYC sandbox's webhooks to the casino, as the vendor does. */
export function startKycSandboxDispatcher(options: {
  repository: KycSandboxRepository;
  clock: Clock;
  secret: string;
  casinoUrl: () => string | null;
  intervalMs?: number;
  log: { warn(obj: object, msg: string): void };
}) {
  const { repository, secret } = options;
  return startCallbackDispatcher({
    ...options,
    job: 'kyc_webhooks',
    channel: 'kyc',
    what: 'KYC sandbox webhook',
    path: SANDBOX_WEBHOOK_PATH,
    queue: repository,
    headers: (body) => sandboxWebhookHeaders(secret, body),
  });
}
