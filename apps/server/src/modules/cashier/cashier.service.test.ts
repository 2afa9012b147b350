import { beforeEach, describe, expect, it } from 'vitest';
import { BLOCK_STATUS, ERROR_CODES, type PaymentSystem } from '@fortuna/contracts';
import { createFakeCashierRepository } from '../../../test/fakes/cashier-repository';
import { createFakeWalletRepository } from '../../../test/fakes/wallet-repository';
import { FakeClock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { createEventBus } from '../../platform/events';
import { recordingPublisher } from '../../platform/realtime';
import { createWalletService, type WalletService } from '../wallet';
import { CASHIER_EVENTS } from './cashier.events';
import { defaultCashierSeams, type CashierSeams } from './cashier.seams';
import { createCashierService, DAILY_WITHDRAWAL_LIMIT, NEXT_CHARGE_INTERVAL_MS, type CashierService } from './cashier.service';
import { InvalidCallbackError, type CallbackEvent, type PaymentProvider, type ProviderResult } from './providers/provider';

const ADA = '11111111-1111-4111-8111-111111111111';
const CARD = { number: '4242 4242 4242 4242', holder: 'Ada Lovelace', expiry: '12/30', cvc: '123' };
const GOOD_SIGNATURE = { 'x-signature': 'good' };

/** A provider that answers what the test tells it to, and whose callbacks are JSON signed "good". */
function fakeProvider() {
  const systems: PaymentSystem[] = [
    { id: 'card', systemName: 'Card', kind: 'card', deposit: { min: 1_000, max: 500_000 }, withdrawal: { min: 2_000, max: 5_000_000 } },
    { id: 'bank', systemName: 'Bank', kind: 'bank', deposit: null, withdrawal: { min: 2_000, max: 5_000_000 } },
  ];
  let serial = 0;
  const provider: PaymentProvider & { next: Omit<ProviderResult, 'ref'>; sent: { paymentId: string; amount: number }[] } = {
    id: 'fake',
    next: { status: 'processing' },
    sent: [],
    systems: (currency: string) => (currency === 'EUR' ? systems : []),
    async createDeposit(request) {
      provider.sent.push({ paymentId: request.paymentId, amount: request.amount });
      return { ref: `ref-${++serial}`, ...provider.next };
    },
    async createWithdrawal() {
      return { ref: `out-${++serial}`, status: 'processing' };
    },
    verifyCallback(rawBody, headers) {
      if (headers['x-signature'] !== 'good') throw new InvalidCallbackError('bad signature');
      return JSON.parse(rawBody) as CallbackEvent;
    },
    async status() {
      return 'processing';
    },
  };
  return provider;
}

/** The cashier's rules over in-memory repositories (its own and the wallet's), a fixed clock and fake seams. */
describe('cashier service (unit, fake repositories)', () => {
  let clock: FakeClock;
  let repository: ReturnType<typeof createFakeCashierRepository>;
  let wallet: WalletService;
  let provider: ReturnType<typeof fakeProvider>;
  let seams: CashierSeams;
  let cashier: CashierService;
  let emitted: string[];

  beforeEach(() => {
    clock = new FakeClock(new Date('2026-03-10T10:00:00Z'));
    repository = createFakeCashierRepository();
    const events = createEventBus();
    emitted = [];
    for (const name of Object.values(CASHIER_EVENTS)) events.on(name, async () => void emitted.push(name));
    const realtime = recordingPublisher();
    wallet = createWalletService({ repository: createFakeWalletRepository(), clock, events, realtime, projectId: 'fortuna' });
    provider = fakeProvider();
    // a verified player in EUR; a test changes one seam to see the cashier's answer to it
    seams = { ...defaultCashierSeams(async () => 'EUR'), verificationOf: async () => ({ verifiedSumSub: true }) };
    cashier = createCashierService({ repository, wallet, provider, seams, clock, events, realtime, projectId: 'fortuna' });
  });

  const balance = async () => (await wallet.balance(ADA, 'EUR')).real;
  const deposit = (amount: number) => cashier.createDeposit(ADA, 'fortuna.test', { paymentSystem: 'card', amount, card: CARD });
  const withdraw = (amount: number) =>
    cashier.createWithdrawal(ADA, '10.0.0.1', {
      paymentSystem: 'bank',
      amount,
      bank: { iban: 'DE89370400440532013000', holder: 'Ada Lovelace' },
    });
  const callback = (event: Partial<CallbackEvent> & { paymentId: string; ref: string; status: CallbackEvent['status'] }) =>
    cashier.handleCallback('fake', JSON.stringify({ eventId: `ev-${event.paymentId}-${event.status}`, ...event }), GOOD_SIGNATURE);
  const refusal = async (promise: Promise<unknown>) => {
    const err = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(AppError);
    const { status, code, errors } = err as AppError;
    return { status, code, errors };
  };
  /** money on the player's account, as a settled card deposit brings it */
  const fund = (amount: number) =>
    wallet.credit({ playerId: ADA, currency: 'EUR', amount, kind: 'deposit', idempotencyKey: `fund-${amount}`, from: 'provider_clearing' });

  it('a card deposit waits for the provider; its callback credits the wallet once and keeps the card for payouts', async () => {
    const pending = await deposit(5_000);
    expect(pending).toMatchObject({
      type: 'in',
      status: 'processing',
      amount: 5_000,
      account: 'EUR',
      dateTimeCreated: '10/03/2026 10:00:00',
    });
    expect(await balance()).toBe(0);

    const ref = repository.state().payments[0].providerRef!;
    const card = { token: 'tok-1', last4: '4242', brand: 'visa' };
    expect(await callback({ paymentId: pending.id, ref, status: 'ok', card })).toEqual({ accepted: true, applied: true });
    // the same event again, and a late one for a settled payment: nothing moves twice
    expect(await callback({ paymentId: pending.id, ref, status: 'ok', card })).toEqual({ accepted: true, applied: false });
    expect(await callback({ paymentId: pending.id, ref, status: 'failure', eventId: 'late' })).toEqual({ accepted: true, applied: false });

    expect(await balance()).toBe(5_000);
    expect(await cashier.payment(ADA, pending.id)).toMatchObject({
      status: 'ok',
      balanceStartFormatted: '0.00',
      balanceEndFormatted: '50.00',
    });
    expect((await cashier.frame(ADA, 'fortuna.test', '10.0.0.1')).payoutMethods).toEqual([
      expect.objectContaining({ paymentSystem: 'card', last4: '4242', label: '•••• 4242' }),
    ]);
    expect(emitted).toEqual([
      CASHIER_EVENTS.paymentChanged,
      CASHIER_EVENTS.paymentChanged,
      CASHIER_EVENTS.paymentChanged,
      CASHIER_EVENTS.depositSucceeded,
    ]);
  });

  it('refuses a callback without a valid signature (401) and one for another provider (404)', async () => {
    const pending = await deposit(5_000);
    const body = JSON.stringify({ eventId: 'e1', paymentId: pending.id, ref: 'ref-1', status: 'ok' });
    expect(await refusal(cashier.handleCallback('fake', body, { 'x-signature': 'forged' }))).toMatchObject({ status: 401 });
    expect(await refusal(cashier.handleCallback('other', body, GOOD_SIGNATURE))).toMatchObject({ status: 404 });
    expect(await balance()).toBe(0);
  });

  it('checks a deposit against the payment system: its minimum (1101), its maximum, and card details', async () => {
    expect(await refusal(deposit(999))).toMatchObject({ status: 400, code: ERROR_CODES.minimumChargeAmount, errors: { amount: ['1000'] } });
    expect(await refusal(deposit(500_001))).toMatchObject({ status: 400, errors: { amount: ['too large'] } });
    expect(await refusal(cashier.createDeposit(ADA, 'h', { paymentSystem: 'card', amount: 5_000 }))).toMatchObject({
      status: 400,
      errors: { card: ['required'] },
    });
    expect(await refusal(cashier.createDeposit(ADA, 'h', { paymentSystem: 'bank', amount: 5_000 }))).toMatchObject({ status: 400 });
    expect(repository.state().payments).toEqual([]);
  });

  it('holds the next deposit back for a while after one that may take money (1102)', async () => {
    await deposit(2_000);
    expect(await refusal(deposit(2_000))).toMatchObject({ status: 400, code: ERROR_CODES.nextChargeTime });
    clock.advance(NEXT_CHARGE_INTERVAL_MS);
    expect((await deposit(2_000)).status).toBe('processing');
    // a declined deposit does not hold the next one back
    provider.next = { status: 'failure', error: 'card_declined' };
    clock.advance(NEXT_CHARGE_INTERVAL_MS);
    expect(await deposit(2_000)).toMatchObject({ status: 'failure', error: 'card_declined' });
    provider.next = { status: 'processing' };
    expect((await deposit(2_000)).status).toBe('processing');
  });

  it('a deposit over the responsible-gaming limit is refused (403) and leaves no payment behind', async () => {
    seams.checkDepositLimit = async ({ amount }) =>
      amount > 3_000 ? { allowed: false, message: 'Your daily deposit limit is reached', reason: 'daily' } : { allowed: true };
    expect(await refusal(deposit(3_001))).toMatchObject({ status: 403, code: ERROR_CODES.forbidden, errors: { amount: ['daily'] } });
    expect(repository.state().payments).toEqual([]);
    expect(provider.sent).toEqual([]);
    expect((await deposit(3_000)).status).toBe('processing');
  });

  it('past the lifetime threshold an unverified player cannot deposit more; pending deposits count', async () => {
    seams.verificationOf = async () => ({ verifiedSumSub: false });
    // 2 000 EUR by default: 200 000 minor units
    await deposit(150_000);
    clock.advance(NEXT_CHARGE_INTERVAL_MS);
    expect(await refusal(deposit(50_001))).toMatchObject({ status: 403, errors: { amount: ['verificationRequired'] } });
    expect((await deposit(50_000)).status).toBe('processing');
    expect((await cashier.frame(ADA, 'h', 'ip')).depositWarning).toBe('verification');
  });

  it('a withdrawal reserves the money at once; the player cancels it and the money comes back once', async () => {
    await fund(10_000);
    const out = await withdraw(4_000);
    expect(out).toMatchObject({ type: 'out', status: 'init', balanceStartFormatted: '100.00', balanceEndFormatted: '60.00' });
    expect(await balance()).toBe(6_000);

    expect(await cashier.cancel(ADA, out.id)).toEqual({ status: true });
    expect(await cashier.cancel(ADA, out.id)).toEqual({ status: false });
    expect(await balance()).toBe(10_000);
    expect((await cashier.payment(ADA, out.id)).status).toBe('cancelled');
    // another player's payment is as unknown as a made-up one
    expect(await refusal(cashier.cancel('22222222-2222-4222-8222-222222222222', out.id))).toMatchObject({ status: 404 });
  });

  it('refuses a withdrawal past the daily limit, over the balance, unverified or blocked, and moves nothing', async () => {
    await fund(DAILY_WITHDRAWAL_LIMIT + 10_000);
    await withdraw(DAILY_WITHDRAWAL_LIMIT - 5_000);
    expect(await refusal(withdraw(5_001))).toMatchObject({ status: 400, errors: { amount: ['daily limit'] } });
    expect((await cashier.withdrawalLimits(ADA)).daily).toEqual({
      limit: DAILY_WITHDRAWAL_LIMIT,
      used: DAILY_WITHDRAWAL_LIMIT - 5_000,
      left: 5_000,
    });
    // the next UTC day starts a new allowance
    clock.advance(24 * 3_600_000);
    expect((await withdraw(5_001)).status).toBe('init');
    expect(await balance()).toBe(10_000 - 1);
    await expect(withdraw(10_000)).rejects.toThrow();
    expect(await balance()).toBe(10_000 - 1);

    seams.hasUnusedFreeSpins = async () => true;
    expect(await refusal(withdraw(2_000))).toMatchObject({ status: 400, code: ERROR_CODES.useFreeSpinsFirst });
    seams.verificationOf = async () => ({ verifiedSumSub: false });
    expect(await refusal(withdraw(2_000))).toMatchObject({ status: 403 });
    seams.blockStatusOf = async () => BLOCK_STATUS.withdraw;
    expect(await refusal(withdraw(2_000))).toMatchObject({ status: 403 });
    expect(repository.state().payments).toHaveLength(2);
  });

  it('history: newest first, filtered by whole UTC days (toDate included); a reversed range is a 400', async () => {
    await fund(20_000);
    await withdraw(2_000);
    clock.advance(24 * 3_600_000);
    const second = await withdraw(3_000);
    const all = await cashier.history(ADA, { page: 1 });
    expect(all.collection.map((p) => p.amount)).toEqual([3_000, 2_000]);
    expect(all.paymentSystems.map((s) => s.id)).toEqual(['card', 'bank']);
    const day = await cashier.history(ADA, { page: 1, fromDate: '2026-03-11', toDate: '2026-03-11' });
    expect(day.collection.map((p) => p.id)).toEqual([second.id]);
    expect(await refusal(cashier.history(ADA, { page: 1, fromDate: '2026-03-12', toDate: '2026-03-11' }))).toMatchObject({
      status: 400,
      errors: { fromDate: ['after toDate'] },
    });
  });
});
