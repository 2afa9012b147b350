import type { PaymentSystem } from '@fortuna/contracts';

/**
 * The seam every payment provider implements: create deposit, create withdrawal, a signed callback
 * we verify, and status. The embedded sandbox is on by default; a real adapter plugs in here.
 */
export interface CardDetails {
  number: string;
  holder: string;
  expiry: string;
  cvc: string;
}

export interface ProviderPaymentRequest {
  paymentId: string;
  paymentSystem: string;
  amount: number;
  currency: string;
  /** deposits only: the card is sent to the provider once, never stored by us */
  card?: CardDetails;
  bank?: { iban: string; holder: string };
  /** card payouts: the stored method's token (see StoredCard) */
  payoutToken?: string;
}

/**
 * A card the provider keeps for us after a deposit: its reusable token (usable only with our merchant
 * account) and what the player may be shown. The casino keeps it as a payout method once the deposit
 * succeeds, and pays out to the token: no card number or CVC on a withdrawal.
 */
export interface StoredCard {
  token: string;
  last4: string;
  brand: string;
}

export interface ProviderResult {
  ref: string;
  status: 'processing' | 'failure';
  /** a reason the player can read, e.g. card_declined */
  error?: string;
  /** the player must complete a step at the provider (3-D Secure) */
  action?: { type: '3ds'; url: string };
}

export type CallbackStatus = 'processing' | 'ok' | 'failure' | 'cancelled' | 'rejected';

export interface CallbackEvent {
  eventId: string;
  ref: string;
  paymentId: string;
  status: CallbackStatus;
  reason?: number | string;
  error?: string;
  /** a card deposit that succeeded: the card the provider now keeps for payouts */
  card?: StoredCard;
}

export class InvalidCallbackError extends Error {}

export interface PaymentProvider {
  readonly id: string;
  /** payment systems this provider offers in a currency */
  systems(currency: string): PaymentSystem[];
  createDeposit(request: ProviderPaymentRequest): Promise<ProviderResult>;
  createWithdrawal(request: ProviderPaymentRequest): Promise<ProviderResult>;
  /** parses and authenticates a callback; throws InvalidCallbackError when it is not genuine */
  verifyCallback(rawBody: string, headers: Record<string, string | string[] | undefined>): CallbackEvent;
  status(ref: string): Promise<string | null>;
  /** sandbox and back-office hook: the money arrived (bank transfer, pending card) */
  settle?(ref: string): Promise<boolean>;
}
