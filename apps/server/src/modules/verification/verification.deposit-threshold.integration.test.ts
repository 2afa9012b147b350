import { describe, expect, it } from 'vitest';
import { asPlayer } from '../../../test/test-sessions';
import { deliverKycWebhooks, kycClient, newPlayer } from './verification.test-helpers';
import { playerSuite } from '../../../test/suite';

const approve = { holder: 'Ada Lovelace', expiry: '12/30', cvc: '123', number: '4242 4242 4242 4242' };

describe('deposits past the lifetime threshold wait for a verified identity', () => {
  // 100 EUR, and in other currencies at the reference rates (500 RON)
  const t = playerSuite({ env: { KYC_DEPOSIT_THRESHOLD_EUR: '100' } });

  const deposit = (player: string, amount: number) => {
    t.clock.advance(11_000); // past the interval between deposits
    return t.app.inject({
      method: 'POST',
      url: '/api/cashier/deposit',
      headers: { ...asPlayer(player), 'content-type': 'application/json' },
      payload: { paymentSystem: 'sandbox-card', amount, card: approve },
    });
  };

  it('counts every deposit that succeeded or may still succeed, refuses the one that would pass it, and tells why', async () => {
    const player = await newPlayer(t);
    const kyc = kycClient(t, player);
    expect(await kyc.frame()).toMatchObject({ depositWarning: null, depositVerificationThreshold: 10_000, depositedTotal: 0 });
    expect((await deposit(player, 6_000)).statusCode).toBe(200);
    const over = await deposit(player, 5_000);
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({ code: 403, errors: { amount: ['verificationRequired'] } });
    expect(over.json().message).toMatch(/100\.00 EUR.*verify your identity/);
    expect((await deposit(player, 4_000)).statusCode).toBe(200); // exactly the threshold is fine
    expect(await kyc.frame()).toMatchObject({ depositWarning: 'verification', depositedTotal: 10_000 });
    expect((await deposit(player, 1_000)).statusCode).toBe(403);

    // verified (GREEN): deposits go on, and the warning is gone
    const { applicantId } = (await kyc.create()).json();
    await kyc.uploadAll();
    await kyc.review(applicantId, { reviewAnswer: 'GREEN' });
    await deliverKycWebhooks(t);
    expect((await kyc.frame()).depositWarning).toBeNull();
    expect((await deposit(player, 5_000)).statusCode).toBe(200);
  });

  it('a RED review keeps deposits past the threshold waiting; the threshold follows the account currency', async () => {
    const player = await newPlayer(t, { currency: 'RON' });
    const kyc = kycClient(t, player);
    expect((await kyc.frame()).depositVerificationThreshold).toBe(50_000);
    const { applicantId } = (await kyc.create()).json();
    await kyc.uploadAll();
    await kyc.review(applicantId, { reviewAnswer: 'RED', rejectLabels: ['BAD_SELFIE'], reviewRejectType: 'RETRY' });
    await deliverKycWebhooks(t);
    expect((await deposit(player, 50_000)).statusCode).toBe(200);
    expect((await deposit(player, 2_000)).statusCode).toBe(403);
  });

  it('pending deposits count towards the threshold', async () => {
    const player = await newPlayer(t);
    const pending = { ...approve, number: '4000 0000 0000 0077' };
    t.clock.advance(11_000);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/cashier/deposit',
      headers: { ...asPlayer(player), 'content-type': 'application/json' },
      payload: { paymentSystem: 'sandbox-card', amount: 9_000, card: pending },
    });
    expect(first.json().status).toBe('processing');
    expect((await deposit(player, 2_000)).statusCode).toBe(403);
  });
});
