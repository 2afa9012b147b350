import type { Clock } from '../../../../platform/clock';
import { startCallbackDispatcher } from '../../../../platform/http/callback-dispatcher';
import type { SandboxRepository } from './sandbox.repository';
import { SIGNATURE_HEADER, signCallback } from './sandbox.signature';

export const CALLBACK_PATH = '/api/cashier/callback/sandbox';

/** Delivers the sandbox payment provider's callbacks to the casino, signed at send time. */
export function startSandboxDispatcher(options: {
  repository: SandboxRepository;
  clock: Clock;
  secret: string;
  casinoUrl: () => string | null;
  intervalMs?: number;
  log: { warn(obj: object, msg: string): void };
}) {
  const { repository, secret } = options;
  return startCallbackDispatcher({
    ...options,
    job: 'payment_callbacks',
    channel: 'payments',
    what: 'sandbox callback',
    path: CALLBACK_PATH,
    queue: {
      claimDue: async (now, leaseMs) =>
        (await repository.claimDue(now, leaseMs)).map((c) => ({ id: c.eventId, body: c.body, attempts: c.attempts })),
      markDelivered: (id, at) => repository.markDelivered(id, at),
      markFailed: (id, error, retryAt) => repository.markFailed(id, error, retryAt),
    },
    headers: (body, now) => ({
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signCallback(secret, body, Math.floor(now.getTime() / 1000)),
    }),
  });
}
