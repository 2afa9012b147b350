import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { PaymentSystem } from '@fortuna/contracts';
import type { Clock } from '../../../../platform/clock';
import {
  InvalidCallbackError,
  type CallbackEvent,
  type CallbackStatus,
  type PaymentProvider,
  type ProviderPaymentRequest,
  type ProviderResult,
  type StoredCard,
} from '../provider';
import { cardBrand, cardScenario, PAYOUT_DELAY_MS, PENDING_SETTLE_MS, THREE_DS_TEST_CODE } from './sandbox.cards';
import type { SandboxRepository } from './sandbox.repository';
import { SIGNATURE_HEADER, verifySignature } from './sandbox.signature';

export const SANDBOX_PROVIDER_ID = 'sandbox';
export const SANDBOX_CARD = 'sandbox-card';
export const SANDBOX_BANK = 'sandbox-bank';
export const SANDBOX_CURRENCIES = ['EUR', 'GBP', 'USD', 'NOK', 'BRL', 'PLN', 'RON'];

// Each system's withdrawal minimum is its deposit minimum: what a player may pay in, they may take out.
const SYSTEMS: PaymentSystem[] = [
  {
    id: SANDBOX_CARD,
    systemName: 'Visa / Mastercard',
    kind: 'card',
    deposit: { min: 1_000, max: 500_000 },
    withdrawal: { min: 1_000, max: 1_000_000 },
  },
  {
    id: SANDBOX_BANK,
    systemName: 'Bank transfer',
    kind: 'bank',
    deposit: { min: 2_000, max: 2_000_000 },
    withdrawal: { min: 2_000, max: 2_000_000 },
  },
];

export interface SandboxOptions {
  repository: SandboxRepository;
  clock: Clock;
  /** shared with the dispatcher that signs the callbacks */
  secret: string;
}

/**
 * The embedded payment provider: it keeps its own books and tells the casino what
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
  /** the same card always gets the same token (a keyed fingerprint: the number cannot be read back from it) */
  const tokenOf = (number: string): StoredCard => {
    const digits = number.replace(/\s/g, '');
    return {
      token: `sbxcard_${createHmac('sha256', secret).update(`card:${digits}`).digest('base64url').slice(0, 24)}`,
      last4: digits.slice(-4),
      brand: cardBrand(digits),
    };
  };
  /**
   * The card paid in: from now on the sandbox pays out to its token, and the success callback tells
   * the casino which card it was (as a real provider's webhook carries the stored credential).
   */
  const approveCard = async (ref: string, paymentId: string, card: StoredCard | null, delayMs = 0) => {
    if (card) await repository.keepCard({ ...card, createdAt: clock.now() });
    await queue(ref, paymentId, 'ok', delayMs, card ? { card } : {});
  };
  const cardOf = (row: { cardToken: string | null; cardLast4: string | null; cardBrand: string | null }): StoredCard | null =>
    row.cardToken && row.cardLast4 ? { token: row.cardToken, last4: row.cardLast4, brand: row.cardBrand ?? 'Card' } : null;

  return {
    id: SANDBOX_PROVIDER_ID,
    systems: (currency) => (SANDBOX_CURRENCIES.includes(currency) ? SYSTEMS : []),

    async createDeposit(request: ProviderPaymentRequest): Promise<ProviderResult> {
      const method = request.paymentSystem === SANDBOX_BANK ? 'bank' : 'card';
      const scenario = method === 'bank' ? 'bank' : cardScenario(request.card?.number ?? '');
      const ref = newRef();
      const declined = scenario === 'decline' || scenario === 'unknown';
      const card = method === 'card' && !declined && request.card ? tokenOf(request.card.number) : null;
      const stored = await repository.insertPayment({
        ref,
        merchantPaymentId: request.paymentId,
        direction: 'in',
        method,
        amount: request.amount,
        currency: request.currency,
        scenario,
        status: declined ? 'declined' : scenario === 'challenge' ? 'challenge' : 'processing',
        cardToken: card?.token ?? null,
        cardLast4: card?.last4 ?? null,
        cardBrand: card?.brand ?? null,
        createdAt: clock.now(),
      });
      if (stored.ref !== ref) return { ref: stored.ref, status: stored.status === 'declined' ? 'failure' : 'processing' }; // a repeated request
      if (declined) return { ref, status: 'failure', error: scenario === 'unknown' ? 'unknown_card' : 'card_declined' };
      if (scenario === 'challenge') return { ref, status: 'processing', action: { type: '3ds', url: `/api/cashier/sandbox/3ds/${ref}` } };
      if (scenario === 'approve') await approveCard(ref, request.paymentId, card);
      if (scenario === 'pending') await approveCard(ref, request.paymentId, card, PENDING_SETTLE_MS);
      // bank: stays processing until an operator settles it
      return { ref, status: 'processing' };
    },

    async createWithdrawal(request: ProviderPaymentRequest): Promise<ProviderResult> {
      const method = request.paymentSystem === SANDBOX_BANK ? 'bank' : 'card';
      const ref = newRef();
      // a card payout goes only to a card that paid in here before
      const card = method === 'card' && request.payoutToken ? await repository.keptCard(request.payoutToken) : null;
      const unknownCard = method === 'card' && !card;
      const stored = await repository.insertPayment({
        ref,
        merchantPaymentId: request.paymentId,
        direction: 'out',
        method,
        amount: request.amount,
        currency: request.currency,
        scenario: method === 'bank' ? 'bank' : unknownCard ? 'decline' : 'approve',
        status: unknownCard ? 'declined' : 'processing',
        cardToken: card?.token ?? null,
        cardLast4: card?.last4 ?? null,
        cardBrand: card?.brand ?? null,
        createdAt: clock.now(),
      });
      if (stored.ref !== ref) return { ref: stored.ref, status: stored.status === 'declined' ? 'failure' : 'processing' };
      if (unknownCard) return { ref, status: 'failure', error: 'unknown_payout_method' };
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
      const { eventId, ref, merchantPaymentId, status, reason, error, card } = body;
      if (typeof eventId !== 'string' || typeof ref !== 'string' || typeof merchantPaymentId !== 'string')
        throw new InvalidCallbackError('missing ids');
      if (!['processing', 'ok', 'failure', 'cancelled', 'rejected'].includes(status as string))
        throw new InvalidCallbackError('bad status');
      return {
        eventId,
        ref,
        paymentId: merchantPaymentId,
        status: status as CallbackStatus,
        reason: typeof reason === 'number' || typeof reason === 'string' ? reason : undefined,
        error: typeof error === 'string' ? error : undefined,
        card: storedCard(card),
      };
    },

    async status(ref) {
      return (await repository.find(ref))?.status ?? null;
    },

    async settle(ref) {
      const payment = await repository.find(ref);
      if (!payment || !(await repository.transition(ref, ['processing'], 'settled'))) return false;
      if (payment.direction === 'in') await approveCard(ref, payment.merchantPaymentId, cardOf(payment));
      else await queue(ref, payment.merchantPaymentId, 'ok');
      return true;
    },

    /** the 3-D Secure step: the right code approves, anything else declines */
    async confirmChallenge(ref, code) {
      const payment = await repository.find(ref);
      if (!payment) return 'unknown';
      const ok = code === THREE_DS_TEST_CODE;
      if (!(await repository.transition(ref, ['challenge'], ok ? 'settled' : 'declined'))) return 'unknown';
      if (ok) await approveCard(ref, payment.merchantPaymentId, cardOf(payment));
      else await queue(ref, payment.merchantPaymentId, 'failure', 0, { error: 'authentication_failed' });
      return ok ? 'ok' : 'failure';
    },
  };
}
export type SandboxProvider = ReturnType<typeof createSandboxProvider>;

function storedCard(value: unknown): StoredCard | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { token, last4, brand } = value as Record<string, unknown>;
  if (typeof token !== 'string' || !/^[\w-]{8,80}$/.test(token) || typeof last4 !== 'string' || !/^\d{4}$/.test(last4)) return undefined;
  return { token, last4, brand: typeof brand === 'string' ? brand.slice(0, 20) : 'Card' };
}
