import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { cashierFrameSchema, paymentCurrenciesSchema, paymentHistorySchema, paymentResultSchema } from '@fortuna/contracts';
import { createWalletRepository, createWalletService } from '../wallet';
import { asPlayer } from '../../../test/test-sessions';
import { nullPublisher } from '../../platform/realtime';
import { deliverCallbacks, pendingCallbacks, postCallback, testSandboxSecret } from './cashier.test-helpers';
import { signCallback } from './providers/sandbox/sandbox.signature';
import { createCashierRepository } from './cashier.repository';
import { createCashierService } from './cashier.service';
import { createSandboxProvider } from './providers/sandbox/sandbox.provider';
import { createSandboxRepository } from './providers/sandbox/sandbox.repository';
import { sandboxSecret } from './cashier.module';
import { testEnv } from '../../../test/helpers';
import { playerSuite } from '../../../test/suite';

const CARD = { holder: 'Ada Lovelace', expiry: '12/30', cvc: '123' };
const approve = { ...CARD, number: '4242 4242 4242 4242' };
const decline = { ...CARD, number: '4000 0000 0000 0002' };
const challenge = { ...CARD, number: '4000 0000 0000 3220' };
const pending = { ...CARD, number: '4000 0000 0000 0077' };

describe('cashier', () => {
  const deposited: unknown[] = [];
  const rejectedCounts: { playerId: string; rejectedPaymentsCount: number }[] = [];
  const t = playerSuite({ env: { SUSPENDED_HOST: 'paused.fortuna.test' } });
  beforeAll(async () => {
    t.events.on('cashier.depositSucceeded', (e) => void deposited.push(e));
    t.events.on<{ playerId: string; rejectedPaymentsCount: number }>('payments.rejectedCountChanged', (e) => void rejectedCounts.push(e));
  });

  // the operator CLI's steps, on the same database
  const operator = () => {
    const wallet = createWalletService({
      repository: createWalletRepository(t.database.db),
      clock: t.clock,
      events: t.events,
      realtime: nullPublisher,
      projectId: 'fortuna',
    });
    const provider = createSandboxProvider({
      repository: createSandboxRepository(t.database.db),
      clock: t.clock,
      secret: sandboxSecret(testEnv().SESSION_SECRET),
    });
    const noop = async () => false;
    return createCashierService({
      repository: createCashierRepository(t.database.db),
      wallet,
      provider,
      clock: t.clock,
      events: t.events,
      realtime: nullPublisher,
      projectId: 'fortuna',
      seams: {
        currencyOf: async () => 'EUR',
        blockStatusOf: async () => 0,
        isSelfExcluded: noop,
        verificationOf: async () => ({ verifiedSumSub: false }),
        checkDepositLimit: async () => ({ allowed: true }),
        hasUnusedFreeSpins: noop,
        isVpn: noop,
        playerExists: async () => true,
      },
    }).operator;
  };

  const deposit = (player: string, body: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/cashier/deposit', headers: { ...asPlayer(player), ...headers }, payload: body });
  const withdraw = (player: string, body: object) =>
    t.app.inject({ method: 'POST', url: '/api/cashier/withdrawal', headers: asPlayer(player), payload: body });
  /** the player's first payout method (a card they deposited with) */
  const methodOf = async (player: string) =>
    (await t.app.inject({ url: '/api/cashier/frame', headers: asPlayer(player) })).json().payoutMethods[0].id as string;
  const balance = async (player: string) =>
    (await t.app.inject({ url: '/api/player/balances', headers: asPlayer(player) })).json()[0].real as number;
  const cancel = (player: string, id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/history/payment/${id}/cancel`,
      headers: asPlayer(player),
      payload: { time: '21/11/2026 12:00:00' },
    });
  const nextCharge = () => t.clock.advance(10_000);

  it('lists payment systems per currency and the cashier config; the frame needs a player', async () => {
    const currencies = paymentCurrenciesSchema.parse((await t.app.inject({ url: '/api/payment/currencies' })).json());
    expect(currencies.EUR.map((s) => s.id)).toEqual(['sandbox-card', 'sandbox-bank']);
    const player = randomUUID();
    expect((await t.app.inject({ url: '/api/cashier/config', headers: asPlayer(player) })).json()).toEqual({
      scriptUrl: '/api/cashier/frame',
    });
    const frame = cashierFrameSchema.parse((await t.app.inject({ url: '/api/cashier/frame', headers: asPlayer(player) })).json());
    expect(frame).toMatchObject({
      currency: 'EUR',
      suspended: false,
      canWithdraw: false,
      withdrawalWarning: 'verification',
      rejectedPaymentsCount: 0,
    });
    expect((await t.app.inject({ url: '/api/cashier/frame' })).statusCode).toBe(401);
  });

  it('approving card: processing, then the signed callback credits the ledger once and announces the deposit', async () => {
    const player = randomUUID();
    const res = await deposit(player, { paymentSystem: 'sandbox-card', amount: 2_500, card: approve });
    expect(res.statusCode).toBe(200);
    const payment = paymentResultSchema.parse(res.json());
    expect(payment).toMatchObject({ type: 'in', status: 'processing', amountFormatted: '25.00', account: 'EUR', action: null });
    expect(await balance(player)).toBe(0);

    const [callback] = await pendingCallbacks(t);
    expect((await postCallback(t, callback.body)).json()).toEqual({ accepted: true, applied: true });
    expect(await balance(player)).toBe(2_500);
    // the provider redelivers: answered, not applied again
    expect((await postCallback(t, callback.body)).json()).toEqual({ accepted: true, applied: false });
    expect(await balance(player)).toBe(2_500);
    expect(deposited).toContainEqual(
      expect.objectContaining({ playerId: player, paymentId: payment.id, amount: 2_500, currency: 'EUR', virtual: false }),
    );

    const status = (await t.app.inject({ url: `/api/cashier/payment/${payment.id}`, headers: asPlayer(player) })).json();
    expect(status).toMatchObject({ status: 'ok', balanceStartFormatted: '0.00', balanceEndFormatted: '25.00' });
    await deliverCallbacks(t);
  });

  it('refuses a callback with a bad or missing signature and changes nothing', async () => {
    const player = randomUUID();
    const payment = (await deposit(player, { paymentSystem: 'sandbox-card', amount: 1_000, card: approve })).json();
    const [callback] = await pendingCallbacks(t);
    const forged = await postCallback(t, callback.body, 'not-the-secret');
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 401 });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/cashier/callback/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: callback.body,
    });
    expect(unsigned.statusCode).toBe(401);
    // a stale signature (more than 5 minutes old) is refused too
    const staleSignature = signCallback(testSandboxSecret(), callback.body, Math.floor(t.clock.now().getTime() / 1000) - 600);
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/cashier/callback/sandbox',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': staleSignature },
      payload: callback.body,
    });
    expect(stale.statusCode).toBe(401);
    expect(await balance(player)).toBe(0);
    expect((await t.app.inject({ url: `/api/cashier/payment/${payment.id}`, headers: asPlayer(player) })).json().status).toBe('processing');
    await deliverCallbacks(t);
    expect(await balance(player)).toBe(1_000);
  });

  it('declining card: failure with a clear error, no money moved', async () => {
    const player = randomUUID();
    const res = await deposit(player, { paymentSystem: 'sandbox-card', amount: 5_000, card: decline });
    expect(res.json()).toMatchObject({ status: 'failure', error: 'card_declined' });
    expect(await pendingCallbacks(t)).toEqual([]);
    expect(await balance(player)).toBe(0);
  });

  it('3-D Secure: the right code approves through a callback, a wrong one declines', async () => {
    const player = randomUUID();
    const first = (await deposit(player, { paymentSystem: 'sandbox-card', amount: 3_000, card: challenge })).json();
    expect(first.action).toEqual({ type: '3ds', url: expect.stringMatching(/^\/api\/cashier\/sandbox\/3ds\/sbx_/) });
    expect((await t.app.inject({ method: 'POST', url: first.action.url, payload: { code: '1234' } })).json()).toEqual({ status: 'ok' });
    await deliverCallbacks(t);
    expect(await balance(player)).toBe(3_000);
    nextCharge();
    const second = (await deposit(player, { paymentSystem: 'sandbox-card', amount: 3_000, card: challenge })).json();
    expect((await t.app.inject({ method: 'POST', url: second.action.url, payload: { code: '0000' } })).json()).toEqual({
      status: 'failure',
    });
    expect((await t.app.inject({ method: 'POST', url: second.action.url, payload: { code: '1234' } })).statusCode).toBe(404);
    await deliverCallbacks(t);
    expect((await t.app.inject({ url: `/api/cashier/payment/${second.id}`, headers: asPlayer(player) })).json()).toMatchObject({
      status: 'failure',
      error: 'authentication_failed',
    });
    expect(await balance(player)).toBe(3_000);
  });

  it('pending card settles later; bank transfer stays processing until an operator settles it', async () => {
    const player = randomUUID();
    const card = (await deposit(player, { paymentSystem: 'sandbox-card', amount: 4_000, card: pending })).json();
    expect(await deliverCallbacks(t)).toBe(0);
    t.clock.advance(30_000);
    expect(await deliverCallbacks(t)).toBe(1);
    expect((await t.app.inject({ url: `/api/cashier/payment/${card.id}`, headers: asPlayer(player) })).json().status).toBe('ok');

    const bank = (await deposit(player, { paymentSystem: 'sandbox-bank', amount: 20_000 })).json();
    expect(bank.status).toBe('processing');
    t.clock.advance(3_600_000);
    expect(await deliverCallbacks(t)).toBe(0);
    await operator().settle(bank.id);
    expect(await deliverCallbacks(t)).toBe(1);
    expect(await balance(player)).toBe(24_000);
    await expect(operator().settle(bank.id)).rejects.toMatchObject({ status: 400 });
  });

  it('enforces the minimum (1101), the next charge time (1102), the suspended domain and input validation', async () => {
    const player = randomUUID();
    const small = await deposit(player, { paymentSystem: 'sandbox-card', amount: 999, card: approve });
    expect(small.statusCode).toBe(400);
    expect(small.json()).toMatchObject({ code: 1101 });
    // a declined card does not hold back the next attempt
    expect((await deposit(player, { paymentSystem: 'sandbox-card', amount: 1_000, card: decline })).statusCode).toBe(200);
    expect((await deposit(player, { paymentSystem: 'sandbox-card', amount: 1_000, card: approve })).statusCode).toBe(200);
    const soon = await deposit(player, { paymentSystem: 'sandbox-card', amount: 1_000, card: approve });
    expect(soon.json()).toMatchObject({ code: 1102, errors: { nextChargeTime: [expect.any(String)] } });
    nextCharge();
    const suspended = await deposit(
      player,
      { paymentSystem: 'sandbox-card', amount: 1_000, card: approve },
      { host: 'paused.fortuna.test' },
    );
    expect(suspended.statusCode).toBe(403);
    for (const bad of [
      { paymentSystem: 'sandbox-card', amount: 'ten', card: approve },
      { paymentSystem: 'sandbox-card', amount: 1_000 },
      { paymentSystem: 'nope', amount: 1_000, card: approve },
      { paymentSystem: 'sandbox-card', amount: 1_000, card: { ...approve, expiry: '13/99' } },
    ]) {
      const res = await deposit(player, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: expect.any(Number), message: expect.any(String) });
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/cashier/deposit',
          payload: { paymentSystem: 'sandbox-card', amount: 1_000, card: approve },
        })
      ).statusCode,
    ).toBe(401);
    await deliverCallbacks(t);
  });

  it('withdrawal: refused until verified; reserved at once; the player cancels init and gets the money back', async () => {
    const player = randomUUID();
    await deposit(player, { paymentSystem: 'sandbox-card', amount: 10_000, card: approve });
    await deliverCallbacks(t);
    const methodId = await methodOf(player);
    expect((await withdraw(player, { paymentSystem: 'sandbox-card', amount: 3_000, methodId })).statusCode).toBe(403);
    await operator().verify(player, 'test');
    const w = (await withdraw(player, { paymentSystem: 'sandbox-card', amount: 3_000, methodId })).json();
    expect(w).toMatchObject({
      type: 'out',
      status: 'init',
      balanceStartFormatted: '100.00',
      balanceEndFormatted: '70.00',
      dateTimeSubmitted: null,
    });
    expect(await balance(player)).toBe(7_000);
    expect((await withdraw(player, { paymentSystem: 'sandbox-card', amount: 8_000, methodId })).statusCode).toBe(409);
    expect((await cancel(randomUUID(), w.id)).statusCode).toBe(404);
    expect((await cancel(player, w.id)).json()).toEqual({ status: true });
    expect(await balance(player)).toBe(10_000);
    expect((await cancel(player, w.id)).json()).toEqual({ status: false });
    expect(await balance(player)).toBe(10_000);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/history/payment/${w.id}/cancel`,
          headers: asPlayer(player),
          payload: { time: 'now' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('withdrawal: approve -> processing -> paid by callback; reject with a reason raises the count; revert returns the money', async () => {
    const player = randomUUID();
    await deposit(player, { paymentSystem: 'sandbox-card', amount: 20_000, card: approve });
    await deliverCallbacks(t);
    await operator().verify(player, null);
    const paid = (await withdraw(player, { paymentSystem: 'sandbox-card', amount: 5_000, methodId: await methodOf(player) })).json();
    expect((await operator().approve(paid.id)).status).toBe('processing');
    t.clock.advance(5_000);
    expect(await deliverCallbacks(t)).toBe(1);
    expect((await t.app.inject({ url: `/api/cashier/payment/${paid.id}`, headers: asPlayer(player) })).json()).toMatchObject({
      status: 'ok',
      dateTimeSubmitted: expect.any(String),
    });
    expect(await balance(player)).toBe(15_000);

    const rejected = (
      await withdraw(player, {
        paymentSystem: 'sandbox-bank',
        amount: 6_000,
        bank: { iban: 'DE89370400440532013000', holder: 'Ada Lovelace' },
      })
    ).json();
    await operator().reject(rejected.id, 7);
    await expect(operator().reject(rejected.id, 7)).rejects.toMatchObject({ status: 400 });
    await expect(operator().reject(paid.id, 99)).rejects.toMatchObject({ status: 400 });
    const frame = (await t.app.inject({ url: '/api/cashier/frame', headers: asPlayer(player) })).json();
    expect(frame).toMatchObject({ rejectedPaymentsCount: 1, canWithdraw: true });
    const history = paymentHistorySchema.parse(
      (await t.app.inject({ url: '/api/history/payments?status=rejected', headers: asPlayer(player) })).json(),
    );
    expect(history.collection).toEqual([expect.objectContaining({ id: rejected.id, status: 'rejected', reason: 7 })]);
    expect(await balance(player)).toBe(9_000);
    expect((await cancel(player, rejected.id)).json()).toEqual({ status: true });
    expect(await balance(player)).toBe(15_000);
    expect((await t.app.inject({ url: '/api/cashier/frame', headers: asPlayer(player) })).json().rejectedPaymentsCount).toBe(0);
    // the player module keeps playerInfo.rejectedPaymentsCount from these events
    expect(rejectedCounts.filter((e) => e.playerId === player).map((e) => e.rejectedPaymentsCount)).toEqual([1, 0]);
  });

  it('history: filters, page size 20, formatted amounts; own payments only', async () => {
    const player = randomUUID();
    for (let i = 0; i < 45; i++) {
      await deposit(
        player,
        i % 3 === 0
          ? { paymentSystem: 'sandbox-bank', amount: 2_000 + i }
          : { paymentSystem: 'sandbox-card', amount: 1_000 + i, card: i % 2 ? approve : decline },
      );
      nextCharge();
      t.clock.advance(6 * 3_600_000);
    }
    await deliverCallbacks(t);
    const page = async (q: string) =>
      paymentHistorySchema.parse((await t.app.inject({ url: `/api/history/payments?${q}`, headers: asPlayer(player) })).json());
    const p1 = await page('page=1');
    expect(p1.collection).toHaveLength(20);
    expect(p1.paymentSystems).toEqual([
      { id: 'sandbox-card', systemName: 'Visa / Mastercard' },
      { id: 'sandbox-bank', systemName: 'Bank transfer' },
    ]);
    expect((await page('page=3')).collection).toHaveLength(5);
    const all = [...p1.collection, ...(await page('page=2')).collection, ...(await page('page=3')).collection];
    expect(new Set(all.map((p) => p.id)).size).toBe(45);
    expect((await page('paymentSystem=sandbox-bank')).collection).toHaveLength(15);
    expect((await page('status=failure')).collection.every((p) => p.status === 'failure')).toBe(true);
    const first = all[all.length - 1];
    expect(first.dateTimeCreated).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    const day = first.dateTimeCreated.slice(0, 10).split('/').reverse().join('-');
    const oneDay = await page(`fromDate=${day}&toDate=${day}`);
    expect(oneDay.collection.length).toBeGreaterThanOrEqual(1);
    expect(oneDay.collection.length).toBeLessThanOrEqual(4);
    expect((await t.app.inject({ url: '/api/history/payments?fromDate=2026-13-45', headers: asPlayer(player) })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/history/payments', headers: asPlayer(randomUUID()) })).json().collection).toEqual([]);
  });

  it('withdrawal limits and the VPN lite-block confirmation', async () => {
    const player = randomUUID();
    const limits = (await t.app.inject({ url: '/api/withdrawal-limits', headers: asPlayer(player) })).json();
    expect(limits).toEqual({ currency: 'EUR', min: 1_000, max: 2_000_000, daily: { limit: 2_000_000, used: 0, left: 2_000_000 } });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/player/lite-block',
          headers: { 'content-type': 'application/json', ...asPlayer(player) },
        })
      ).json(),
    ).toEqual({ status: true });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/player/lite-block', headers: { 'content-type': 'application/json' } })).statusCode,
    ).toBe(401);
  });

  it('leaves the ledger balanced after all of the above', async () => {
    const wallet = createWalletService({
      repository: createWalletRepository(t.database.db),
      clock: t.clock,
      events: t.events,
      realtime: nullPublisher,
      projectId: 'fortuna',
    });
    expect(await wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: [], unbalancedTransactions: 0 });
    // withdrawals still reserved = the pending account; nothing else is parked there
    expect(await wallet.systemBalance('withdrawal_pending', 'EUR')).toBe(0);
  });
});
