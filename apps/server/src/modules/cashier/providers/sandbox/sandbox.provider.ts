import { randomBytes, randomUUID } from 'node:crypto';
import type { PaymentSystem } from '@fortuna/contracts';
import type { Clock } from '../../../../platform/clock';
import { InvalidCallbackError, type CallbackEvent, type CallbackStatus, type PaymentProvider, type ProviderPaymentRequest, type ProviderResult } from '../provider';
import { cardScenario, PAYOUT_DELAY_MS, PENDING_SETTLE_MS, THREE_DS_TEST_CODE } from './sandbox.cards';
import type { SandboxRepository } from './sandbox.repository';
import { SIGNATURE_HEADER, verifySignature } from './sandbox.signature';

export const SANDBOX_PROVIDER_ID = 'sandbox';
export const SANDBOX_CARD = 'sandbox-card';
export const SANDBOX_BANK = 'sandbox-bank';
export const SANDBOX_CURRENCIES = ['EUR', 'GBP', 'USD', 'NOK', 'BRL', 'PLN', 'RON'];

const SYSTEMS: PaymentSystem[] = [
  { id: SANDBOX_CARD, systemName: 'Visa / Mastercard', kind: 'card', deposit: { min: 1_000, max: 500_000 }, withdrawal: { min: 2_000, max: 1_000_000 } },
  { id: SANDBOX_BANK, systemName: 'Bank transfer', kind: 'bank', deposit: { min: 2_000, max: 2_000_000 }, withdrawal: { min: 5_000, max: 2_000_000 } },
];

export interface SandboxOptions {
  repository: SandboxRepository;
  clock: Clock;
  /** shared with the dispatcher that signs the callbacks */
  secret: string;
}

/**
 * The embedded payment provider (ARCHITECTURE §1): it keeps its own books and tells the casino what
 * happened only through signed HTTP callbacks, like a real one. Card test numbers choose the outcome.
 */
export function createSandboxProvider({ repository, clock, secret }: SandboxOptions): PaymentProvider & {
  confirmChallenge(ref: string, code: string): Promise<'ok' | 'failure' | 'unknown'>;
} {
  const queue = async (ref: string, paymentId: string, status: CallbackStatus, delayMs = 0, extra: Record<string, unknown> = {}) => {
    const eventId = randomUUID();
    const body = JSON.stringify({ eventId, ref, merchantPaymentId: paymentId, status, ...extra });
    await repository.queueCallback({ eventId, ref, body, dueAt: new Date(clock.now().getTime() + delayMs) });
  };
  const newRef = () => `sbx_${randomBytes(9).toString('base64url')}`;

  return {
    id: SANDBOX_PROVIDER_ID,
    systems: (currency) => (SANDBOX_CURRENCIES.includes(currency) ? SYSTEMS : []),

    async createDeposit(request: ProviderPaymentRequest): Promise<ProviderResult> {
      const method = request.paymentSystem === SANDBOX_BANK ? 'bank' : 'card';
      const scenario = method === 'bank' ? 'bank' : cardScenario(request.card?.number ?? '');
      const ref = newRef();
      const declined = scenario === 'decline' || scenario === 'unknown';
      const stored = await repository.insertPayment({
        ref,
        merchantPaymentId: request.paymentId,
        direction: 'in',
        method,
        amount: request.amount,
        currency: request.currency,
        scenario,
        status: declined ? 'declined' : scenario === 'challenge' ? 'challenge' : 'processing',
        createdAt: clock.now(),
      });
      if (stored.ref !== ref) return { ref: stored.ref, status: stored.status === 'declined' ? 'failure' : 'processing' }; // a repeated request
      if (declined) return { ref, status: 'failure', error: scenario === 'unknown' ? 'unknown_card' : 'card_declined' };
      if (scenario === 'challenge') return { ref, status: 'processing', action: { type: '3ds', url: `/api/cashier/sandbox/3ds/${ref}` } };
      if (scenario === 'approve') await queue(ref, request.paymentId, 'ok');
      if (scenario === 'pending') await queue(ref, request.paymentId, 'ok', PENDING_SETTLE_MS);
      // bank: stays processing until an operator settles it
      return { ref, status: 'processing' };
    },

    async createWithdrawal(request: ProviderPaymentRequest): Promise<ProviderResult> {
      const method = request.paymentSystem === SANDBOX_BANK ? 'bank' : 'card';
      const ref = newRef();
      const stored = await repository.insertPayment({
        ref,
        merchantPaymentId: request.paymentId,
        direction: 'out',
        method,
        amount: request.amount,
        currency: request.currency,
        scenario: method === 'bank' ? 'bank' : 'approve',
        status: 'processing',
        createdAt: clock.now(),
      });
      if (stored.ref !== ref) return { ref: stored.ref, status: 'processing' };
      if (method === 'card') await queue(ref, request.paymentId, 'ok', PAYOUT_DELAY_MS);
      return { ref, status: 'processing' };
    },

    verifyCallback(rawBody, headers): CallbackEvent {
      const header = headers[SIGNATURE_HEADER];
      if (!verifySignature(secret, rawBody, typeof header === 'string' ? header : undefined, Math.floor(clock.now().getTime() / 1000))) {
        throw new InvalidCallbackError('bad signature');
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(rawBody) as Record<string, unknown>;
      } catch {
        throw new InvalidCallbackError('bad body');
      }
      const { eventId, ref, merchantPaymentId, status, reason, error } = body;
      if (typeof eventId !== 'string' || typeof ref !== 'string' || typeof merchantPaymentId !== 'string') throw new InvalidCallbackError('missing ids');
      if (!['processing', 'ok', 'failure', 'cancelled', 'rejected'].includes(status as string)) throw new InvalidCallbackError('bad status');
      return {
        eventId,
        ref,
        paymentId: merchantPaymentId,
        status: status as CallbackStatus,
        reason: typeof reason === 'number' || typeof reason === 'string' ? reason : undefined,
        error: typeof error === 'string' ? error : undefined,
      };
    },

    async status(ref) {
      return (await repository.find(ref))?.status ?? null;
    },

    async settle(ref) {
      const payment = await repository.find(ref);
      if (!payment || !(await repository.transition(ref, ['processing'], 'settled'))) return false;
      await queue(ref, payment.merchantPaymentId, 'ok');
      return true;
    },

    /** the 3-D Secure step: the right code approves, anything else declines */
    async confirmChallenge(ref, code) {
      const payment = await repository.find(ref);
      if (!payment) return 'unknown';
      const ok = code === THREE_DS_TEST_CODE;
      if (!(await repository.transition(ref, ['challenge'], ok ? 'settled' : 'declined'))) return 'unknown';
      await queue(ref, payment.merchantPaymentId, ok ? 'ok' : 'failure', 0, ok ? {} : { error: 'authentication_failed' });
      return ok ? 'ok' : 'failure';
    },
  };
}
export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
