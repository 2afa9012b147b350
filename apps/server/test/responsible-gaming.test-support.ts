import type { WalletService } from '../src/modules/wallet';
import { seamless } from '../src/modules/rgs/test/rgs.test-support';
import { operatorHeaders, type TestApp } from './helpers';

/** What the responsible-gaming integration tests (limits, exclusion) share. */

export const HOUR = 60 * 60_000;
export const DAY = 24 * HOUR;

/** one run of the responsible-gaming scheduler (due limit changes, ended time-outs), as the operator triggers it */
export const rgTick = (t: Pick<TestApp, 'app'>) =>
  t.app.inject({ method: 'POST', url: '/api/operator/responsible-gaming/tick', headers: operatorHeaders(), payload: {} });

/** money the player deposited, booked from the provider's clearing account (once per player) */
export const fundPlayer = (
  wallet: WalletService,
  playerId: string,
  { amount = 100_000, currency = 'EUR', idempotencyKey = `rg-dep-${playerId}` } = {},
) => wallet.credit({ playerId, currency, amount, kind: 'deposit', idempotencyKey, from: 'provider_clearing' });

/** a bet on the built-in slot through the signed seamless wallet call, as the studio places it */
export const slotBet = (t: TestApp, bet: { playerId: string; currency?: string; roundId: string; transactionId: string; amount: number }) =>
  seamless(t, '/bet', { currency: 'EUR', gameId: 'fortuna-pharaoh-lines', ...bet });
