import { describe, expect, it } from 'vitest';
import { deliverCallbacks } from '../src/modules/cashier/cashier.test-helpers';
import { makeFundedWallet, makeGameSession, makePayment, makePlayer, makeWallet } from './factories';
import { playerSuite } from './suite';

describe('test factories', () => {
  const t = playerSuite({ timeout: 120_000 });

  it('make a player, a funded wallet, a payment and a game session the way the app owns them', async () => {
    const player = await makePlayer(t, { currency: 'EUR' });
    const other = await makePlayer(t);
    expect(player.id).not.toBe(other.id);
    expect(player.termsAccepted).toBe(true);

    await makeFundedWallet(t, player.id, { amount: 10_000 });
    expect((await makeWallet(t).balance(player.id, 'EUR')).balance).toBe(10_000);

    const payment = await makePayment(t, player.id, { amount: 2_500 });
    expect(payment.id).toBeTruthy();
    await deliverCallbacks(t);
    expect((await makeWallet(t).balance(player.id, 'EUR')).balance).toBe(12_500);

    const session = await makeGameSession(t, 'pharaoh-lines', player.id);
    expect(session.balance).toBe(12_500);
    const demo = await makeGameSession(t, 'pharaoh-lines');
    expect(demo.sessionId).not.toBe(session.sessionId);
  });
});
