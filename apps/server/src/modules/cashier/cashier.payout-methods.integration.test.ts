import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cashierFrameSchema } from '@fortuna/contracts';
import { testEnv } from '../../../test/helpers';
import { asPlayer } from '../../../test/test-sessions';
import { nullPublisher } from '../../platform/realtime';
import { createWalletRepository, createWalletService } from '../wallet';
import { sandboxSecret } from './cashier.module';
import { createCashierRepository } from './cashier.repository';
import { createCashierService } from './cashier.service';
import { deliverCallbacks, pendingCallbacks, postCallback } from './cashier.test-helpers';
import { createSandboxProvider } from './providers/sandbox/sandbox.provider';
import { createSandboxRepository } from './providers/sandbox/sandbox.repository';
import { defaultCashierSeams } from './cashier.seams';
import { playerSuite } from '../../../test/suite';

/**
 * Card withdrawals pay out to a card that paid in: the sandbox keeps a token and the last four digits
 * of every card whose deposit succeeded, its success callback names that card, and the cashier keeps
 * it as the player's payout method in the deposit's own transaction. A withdrawal names the method;
 * no card number or CVC travels again, and none is stored anywhere.
 */
const CARD = { holder: 'Ada Lovelace', expiry: '12/30', cvc: '123' };
const visa = { ...CARD, number: '4242 4242 4242 4242' };
const mastercard = { ...CARD, number: '5555 5555 5555 4444' };
const decline = { ...CARD, number: '4000 0000 0000 0002' };
const challenge = { ...CARD, number: '4000 0000 0000 3220' };
const pending = { ...CARD, number: '4000 0000 0000 0077' };

describe('payout methods', () => {
  const t = playerSuite();

  const sandbox = () =>
    createSandboxProvider({
      repository: createSandboxRepository(t.database.db),
      clock: t.clock,
      secret: sandboxSecret(testEnv().SESSION_SECRET),
    });
  const operator = () =>
    createCashierService({
      repository: createCashierRepository(t.database.db),
      wallet: createWalletService({
        repository: createWalletRepository(t.database.db),
        clock: t.clock,
        events: t.events,
        realtime: nullPublisher,
        projectId: 'fortuna',
      }),
      provider: sandbox(),
      clock: t.clock,
      events: t.events,
      realtime: nullPublisher,
      projectId: 'fortuna',
      seams: { ...defaultCashierSeams(async () => 'EUR'), verificationOf: async () => ({ verifiedSumSub: true }) },
    }).operator;
  const deposit = (player: string, body: object) =>
    t.app.inject({ method: 'POST', url: '/api/cashier/deposit', headers: asPlayer(player), payload: body });
  const withdraw = (player: string, body: object) =>
    t.app.inject({ method: 'POST', url: '/api/cashier/withdrawal', headers: asPlayer(player), payload: body });
  const methods = async (player: string) =>
    cashierFrameSchema.parse((await t.app.inject({ url: '/api/cashier/frame', headers: asPlayer(player) })).json()).payoutMethods;
  const real = async (player: string) =>
    (await t.app.inject({ url: '/api/player/balances', headers: asPlayer(player) })).json()[0].real as number;
  const nextCharge = () => t.clock.advance(10_000);
  async function verifiedPlayer() {
    const player = randomUUID();
    await operator().verify(player, 'payout methods');
    return player;
  }

  it('a card that paid in becomes a payout method (brand and last four only); the same card again stays one', async () => {
    const player = await verifiedPlayer();
    expect(await methods(player)).toEqual([]);
    await deposit(player, { paymentSystem: 'sandbox-card', amount: 5_000, card: visa });
    expect(await methods(player)).toEqual([]); // not before the money has arrived
    await deliverCallbacks(t);
    const [first] = await methods(player);
    expect(first).toEqual({
      id: expect.any(String),
      paymentSystem: 'sandbox-card',
      kind: 'card',
      brand: 'Visa',
      last4: '4242',
      label: '•••• 4242',
    });

    nextCharge();
    await deposit(player, { paymentSystem: 'sandbox-card', amount: 1_000, card: visa });
    await deliverCallbacks(t);
    expect(await methods(player)).toEqual([first]);

    nextCharge();
    await deposit(player, { paymentSystem: 'sandbox-card', amount: 1_000, card: mastercard });
    await deliverCallbacks(t);
    expect((await methods(player)).map((m) => `${m.brand} ${m.label}`)).toEqual(['Mastercard •••• 4444', 'Visa •••• 4242']);
  });

  it('only cards whose deposit succeeded: declined, failed 3-D Secure and still-pending cards are not methods', async () => {
    const player = await verifiedPlayer();
    await deposit(player, { paymentSystem: 'sandbox-card', amount: 1_000, card: decline });
    const wrong = (await deposit(player, { paymentSystem: 'sandbox-card', amount: 1_000, card: challenge })).json();
    await t.app.inject({ method: 'POST', url: wrong.action.url, payload: { code: '0000' } });
    await deliverCallbacks(t);
    expect(await methods(player)).toEqual([]);

    nextCharge();
    const slow = await deposit(player, { paymentSystem: 'sandbox-card', amount: 1_000, card: pending });
    expect(slow.statusCode).toBe(200);
    await deliverCallbacks(t);
    expect(await methods(player)).toEqual([]);
    t.clock.advance(30_000);
    await deliverCallbacks(t);
    expect((await methods(player)).map((m) => m.last4)).toEqual(['0077']);

    nextCharge();
    const right = (await deposit(player, { paymentSystem: 'sandbox-card', amount: 1_000, card: challenge })).json();
    await t.app.inject({ method: 'POST', url: right.action.url, payload: { code: '1234' } });
    await deliverCallbacks(t);
    expect((await methods(player)).map((m) => m.last4).sort()).toEqual(['0077', '3220']);
  });

  it('a withdrawal to a method is paid to that card; no card number is kept or sent anywhere', async () => {
    const player = await verifiedPlayer();
    await deposit(player, { paymentSystem: 'sandbox-card', amount: 10_000, card: visa });
    await deliverCallbacks(t);
    const [method] = await methods(player);
    const w = await withdraw(player, { paymentSystem: 'sandbox-card', amount: 1_000, methodId: method.id });
    expect(w.statusCode, w.body).toBe(200);
    expect(await real(player)).toBe(9_000);
    expect((await operator().approve(w.json().id)).status).toBe('processing');
    t.clock.advance(5_000);
    await deliverCallbacks(t);
    expect((await t.app.inject({ url: `/api/cashier/payment/${w.json().id}`, headers: asPlayer(player) })).json().status).toBe('ok');

    const stored = (await t.database.db.execute(sql`
      select (select count(*) from payments where details::text like '%4242424242%') +
             (select count(*) from sandbox_payments where coalesce(card_token, '') like '%4242424242%') +
             (select count(*) from sandbox_callbacks where body like '%4242424242%' or body like '%4242 4242%') +
             (select count(*) from payout_methods where token like '%4242424242%') as n`)) as unknown as { rows: { n: number | string }[] };
    expect(Number(stored.rows[0].n)).toBe(0);
    const [out] = (
      (await t.database.db.execute(
        sql`select card_token, card_last4 from sandbox_payments where merchant_payment_id = ${w.json().id}`,
      )) as unknown as { rows: { card_token: string; card_last4: string }[] }
    ).rows;
    expect(out).toEqual({ card_token: expect.stringMatching(/^sbxcard_/), card_last4: '4242' });
  });

  it('refuses a card withdrawal without a method, with another player’s method or with card details, and changes nothing', async () => {
    const player = await verifiedPlayer();
    const other = await verifiedPlayer();
    for (const p of [player, other]) {
      await deposit(p, { paymentSystem: 'sandbox-card', amount: 5_000, card: p === player ? visa : mastercard });
    }
    await deliverCallbacks(t);
    const [theirs] = await methods(other);
    const attempts: object[] = [
      { paymentSystem: 'sandbox-card', amount: 1_000 },
      { paymentSystem: 'sandbox-card', amount: 1_000, card: visa },
      { paymentSystem: 'sandbox-card', amount: 1_000, methodId: theirs.id },
      { paymentSystem: 'sandbox-card', amount: 1_000, methodId: randomUUID() },
      { paymentSystem: 'sandbox-card', amount: 1_000, methodId: 'not-a-uuid' },
      { paymentSystem: 'sandbox-card', amount: 1_000, methodId: "' or 1=1 --" },
      { paymentSystem: 'sandbox-bank', amount: 2_000, methodId: theirs.id },
    ];
    for (const body of attempts) {
      const res = await withdraw(player, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: expect.any(Number), message: expect.any(String) });
    }
    expect(await real(player)).toBe(5_000);
    expect(
      (await t.app.inject({ url: '/api/history/payments', headers: asPlayer(player) }))
        .json()
        .collection.filter((p: { type: string }) => p.type === 'out'),
    ).toEqual([]);
  });

  it('a payout the provider refuses (a card it does not keep) fails and the money comes back', async () => {
    const provider = sandbox();
    expect(
      await provider.createWithdrawal({
        paymentId: randomUUID(),
        paymentSystem: 'sandbox-card',
        amount: 1_000,
        currency: 'EUR',
        payoutToken: 'sbxcard_made-up-token',
      }),
    ).toMatchObject({ status: 'failure', error: 'unknown_payout_method' });
    expect(
      await provider.createWithdrawal({ paymentId: randomUUID(), paymentSystem: 'sandbox-card', amount: 1_000, currency: 'EUR' }),
    ).toMatchObject({ status: 'failure' });

    const player = await verifiedPlayer();
    await deposit(player, { paymentSystem: 'sandbox-card', amount: 5_000, card: mastercard });
    await deliverCallbacks(t);
    const [method] = await methods(player);
    const w = (await withdraw(player, { paymentSystem: 'sandbox-card', amount: 2_000, methodId: method.id })).json();
    expect(await real(player)).toBe(3_000);
    // the provider forgets the card (a closed card at a real provider)
    await t.database.db.execute(sql`delete from sandbox_card_tokens where last4 = '4444'`);
    const after = await operator().approve(w.id);
    expect(after).toMatchObject({ status: 'failure', error: 'unknown_payout_method' });
    expect(await real(player)).toBe(5_000);
  });

  it('a success callback with a malformed card is applied without keeping a method', async () => {
    const player = await verifiedPlayer();
    await deposit(player, { paymentSystem: 'sandbox-card', amount: 1_000, card: visa });
    const [callback] = await pendingCallbacks(t);
    const body = JSON.parse(callback.body);
    const forged = JSON.stringify({ ...body, eventId: randomUUID(), card: { token: '<script>', last4: 'abcd' } });
    expect((await postCallback(t, forged)).json()).toEqual({ accepted: true, applied: true });
    expect(await methods(player)).toEqual([]);
    expect(await real(player)).toBe(1_000);
    await deliverCallbacks(t);
  });

  it('two success callbacks of one card at once keep one method', async () => {
    const player = await verifiedPlayer();
    await deposit(player, { paymentSystem: 'sandbox-card', amount: 1_000, card: visa });
    nextCharge();
    await deposit(player, { paymentSystem: 'sandbox-card', amount: 1_000, card: visa });
    const due = await pendingCallbacks(t);
    const results = await Promise.all(due.map((c) => postCallback(t, c.body)));
    expect(results.map((r) => r.statusCode)).toEqual(due.map(() => 200));
    await deliverCallbacks(t);
    expect(await methods(player)).toHaveLength(1);
    expect(await real(player)).toBe(2_000);
  });
});
