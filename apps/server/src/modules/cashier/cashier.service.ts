import { randomUUID } from 'node:crypto';
import {
  depositVerificationThreshold,
  DEPOSIT_CREATED_TYPE,
  realtimeEvent,
  ERROR_CODES,
  formatAmount,
  formatUtcDateTime,
  PAYMENT_HISTORY_PAGE_SIZE,
  type CashierFrame,
  type DepositCreatedPayload,
  type PaymentHistory,
  type PaymentHistoryItem,
  type PaymentHistoryQuery,
  type PaymentResult,
  type PaymentSystem,
  type PayoutMethod,
} from '@fortuna/contracts';
import type { Clock } from '../../platform/clock';
import { dayRange } from '../../platform/date-range';
import type { Db } from '../../platform/db';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import type { RealtimePublisher } from '../../platform/realtime';
import { profileChannel, type Ledger, type WalletService } from '../wallet';
import { CASHIER_EVENTS } from './cashier.events';
import { paymentCallbacks } from './cashier.metrics';
import type { CashierRepository, PaymentRow, PayoutMethodRow } from './cashier.repository';
import { CASHIER_BLOCKS, mayWithdraw, WITHDRAWAL_BLOCKS, type CashierSeams } from './cashier.seams';
import { InvalidCallbackError, type CardDetails, type PaymentProvider, type StoredCard } from './providers/provider';

/** A player may start a new deposit this long after the previous one (cashier error 1102). */
export const NEXT_CHARGE_INTERVAL_MS = 10_000;
/** Withdrawals requested in one UTC day may not exceed this (minor units). */
export const DAILY_WITHDRAWAL_LIMIT = 2_000_000;

type Status = PaymentRow['status'];
const TRANSITIONS: Record<string, Record<string, string[]>> = {
  in: { init: ['processing', 'ok', 'failure', 'cancelled', 'rejected'], processing: ['ok', 'failure', 'cancelled', 'rejected'] },
  out: { init: ['processing', 'rejected', 'cancelled'], processing: ['ok', 'failure', 'rejected'], rejected: ['cancelled'] },
};
const FINAL = new Set(['ok', 'failure', 'cancelled', 'rejected']);

const keys = {
  deposit: (id: string) => `payment:${id}:deposit`,
  reserve: (id: string) => `payment:${id}:reserve`,
  giveBack: (id: string) => `payment:${id}:return`,
  paid: (id: string) => `payment:${id}:paid`,
};

export function presentPayoutMethod(m: PayoutMethodRow): PayoutMethod {
  return { id: m.id, paymentSystem: m.paymentSystem, kind: 'card', brand: m.brand, last4: m.last4, label: `•••• ${m.last4}` };
}

export interface CashierDeps {
  repository: CashierRepository;
  wallet: WalletService;
  provider: PaymentProvider;
  seams: CashierSeams;
  clock: Clock;
  events: EventBus;
  realtime: RealtimePublisher;
  projectId: string;
  suspendedHost?: string;
  /** lifetime deposits (EUR) past which deposits wait for a verified identity (KYC_DEPOSIT_THRESHOLD_EUR) */
  depositThresholdEur?: number;
  /** the pause between two deposits (cashier error 1102); NEXT_CHARGE_INTERVAL_MS unless a test needs deposits back to back */
  nextChargeIntervalMs?: number;
}

export function createCashierService(deps: CashierDeps) {
  const { repository, wallet, provider, seams, clock } = deps;

  const systemsFor = (currency: string) => provider.systems(currency);
  const systemOf = (currency: string, id: string): PaymentSystem | undefined => systemsFor(currency).find((s) => s.id === id);

  function present(p: PaymentRow): PaymentHistoryItem {
    const hideEnd = p.type === 'out' && (p.status === 'init' || p.status === 'processing');
    return {
      id: p.id,
      type: p.type as 'in' | 'out',
      status: p.status as PaymentHistoryItem['status'],
      dateTimeCreated: formatUtcDateTime(p.createdAt),
      dateTimeSubmitted: p.submittedAt && !hideEnd ? formatUtcDateTime(p.submittedAt) : null,
      amount: p.amount,
      amountFormatted: formatAmount(p.amount),
      account: p.currency,
      balanceStartFormatted: p.balanceStart === null ? null : formatAmount(p.balanceStart),
      balanceEndFormatted: p.balanceEnd === null ? null : formatAmount(p.balanceEnd),
      paymentSystem: p.paymentSystem,
      reason: p.reason,
    };
  }
  const result = (p: PaymentRow, action: PaymentResult['action'] = null): PaymentResult => ({ ...present(p), action, error: p.error });

  async function gate(playerId: string, blocks: number[]) {
    if (await seams.isSelfExcluded(playerId)) throw forbidden('The cashier is closed while you are self-excluded');
    if (blocks.includes(await seams.blockStatusOf(playerId))) throw forbidden('Your account is blocked for payments');
  }

  /**
   * Moves a locked payment to a new status and makes the money follow, in the caller's transaction.
   * Returns false when the move is not allowed from the current status (a late or repeated message).
   */
  async function transition(
    tx: Db,
    ledger: Ledger,
    p: PaymentRow,
    to: Status,
    patch: Partial<PaymentRow> = {},
    card?: StoredCard,
  ): Promise<PaymentRow | null> {
    if (!TRANSITIONS[p.type]?.[p.status]?.includes(to)) return null;
    const now = clock.now();
    const next: Partial<PaymentRow> = { ...patch, status: to, updatedAt: now };
    if (FINAL.has(to)) next.submittedAt = now;
    if (p.type === 'in' && to === 'ok') {
      const moved = await ledger.credit({
        playerId: p.playerId,
        currency: p.currency,
        amount: p.amount,
        kind: 'deposit',
        idempotencyKey: keys.deposit(p.id),
        reference: p.id,
        from: 'provider_clearing',
        metadata: { paymentSystem: p.paymentSystem },
      });
      const after = moved.entries.find((e) => 'playerId' in e.account)!.balanceAfter;
      next.balanceStart = after - p.amount;
      next.balanceEnd = after;
      // the card paid in: from now on the player can be paid out to it (same transaction as the money)
      if (card && systemOf(p.currency, p.paymentSystem)?.kind === 'card')
        await repository.withTx(tx).savePayoutMethod({
          id: randomUUID(),
          playerId: p.playerId,
          provider: p.provider,
          paymentSystem: p.paymentSystem,
          ...card,
          createdAt: now,
          lastUsedAt: now,
        });
    }
    if (p.type === 'out' && (to === 'cancelled' || to === 'failure')) {
      await ledger.reverse({
        originalKey: keys.reserve(p.id),
        idempotencyKey: keys.giveBack(p.id),
        kind: 'withdrawal_return',
        reference: p.id,
      });
    }
    if (p.type === 'out' && to === 'ok') {
      await ledger.transfer({
        kind: 'withdrawal_paid',
        idempotencyKey: keys.paid(p.id),
        currency: p.currency,
        amount: p.amount,
        from: { system: 'withdrawal_pending' },
        to: { system: 'provider_clearing' },
        playerId: p.playerId,
        reference: p.id,
      });
    }
    await repository.withTx(tx).update(p.id, next);
    return { ...p, ...next } as PaymentRow;
  }

  async function announceStatus(
    p: Pick<PaymentRow, 'id' | 'playerId' | 'type' | 'status' | 'provider' | 'currency' | 'amount'>,
    from: string | null,
  ) {
    await deps.events.emit(CASHIER_EVENTS.paymentChanged, {
      paymentId: p.id,
      playerId: p.playerId,
      type: p.type === 'out' ? 'out' : 'in',
      from,
      status: p.status,
      provider: p.provider,
      currency: p.currency,
      amount: p.amount,
    });
  }

  async function afterCommit(before: PaymentRow | null, after: PaymentRow | null) {
    if (!after || before?.status === after.status) return;
    await announceStatus(after, before?.status ?? null);
    if (after.type === 'in' && after.status === 'ok') {
      const payload: DepositCreatedPayload = {
        paymentId: after.id,
        amount: after.amount,
        currency: after.currency,
        date: (after.submittedAt ?? clock.now()).toISOString(),
        virtual: false,
      };
      await deps.events.emit(CASHIER_EVENTS.depositSucceeded, { playerId: after.playerId, ...payload });
      // the realtime contract's depositCreated (date and virtual ride along for clients that read them)
      const event = realtimeEvent('depositCreated', { paymentId: after.id, amount: after.amount, currency: after.currency, status: 'ok' });
      const message = { type: DEPOSIT_CREATED_TYPE, payload: { ...event.payload, date: payload.date, virtual: payload.virtual } };
      await deps.realtime.publish(profileChannel(deps.projectId, after.playerId), message).catch(() => {});
    }
    if (after.status === 'rejected')
      await deps.events.emit(CASHIER_EVENTS.paymentRejected, {
        playerId: after.playerId,
        paymentId: after.id,
        reason: after.reason,
        type: after.type as 'in' | 'out',
        amount: after.amount,
        currency: after.currency,
      });
    if (after.type === 'out' && after.status === 'ok')
      await deps.events.emit(CASHIER_EVENTS.withdrawalPaid, {
        playerId: after.playerId,
        paymentId: after.id,
        amount: after.amount,
        currency: after.currency,
      });
    if (after.status === 'rejected' || before?.status === 'rejected') {
      // playerInfo.rejectedPaymentsCount lives in the player module, which listens for this
      await deps.events.emit(CASHIER_EVENTS.rejectedCountChanged, {
        playerId: after.playerId,
        rejectedPaymentsCount: await repository.rejectedCount(after.playerId),
      });
    }
  }

  /** One locked state change, with its money, in one SQL transaction; announcements after commit. */
  async function change(
    id: string,
    decide: (p: PaymentRow) => { to: Status; patch?: Partial<PaymentRow>; card?: StoredCard } | null,
    tap?: (tx: Db) => Promise<boolean>,
  ) {
    let before: PaymentRow | null = null;
    const after = await wallet.runInTransaction(async (tx, ledger) => {
      if (tap && !(await tap(tx))) return null;
      const p = await repository.withTx(tx).lock(id);
      before = p;
      if (!p) return null;
      const d = decide(p);
      return d ? transition(tx, ledger, p, d.to, d.patch, d.card) : null;
    });
    await afterCommit(before, after);
    return { before: before as PaymentRow | null, after };
  }

  async function nextChargeTime(playerId: string, tx?: Db): Promise<Date | null> {
    const last = await repository.withTx(tx).lastDepositAt(playerId);
    if (!last) return null;
    const next = new Date(last.getTime() + (deps.nextChargeIntervalMs ?? NEXT_CHARGE_INTERVAL_MS));
    return next > clock.now() ? next : null;
  }

  const isVerified = async (playerId: string) =>
    mayWithdraw(await seams.verificationOf(playerId)) || (await repository.manuallyVerified(playerId));
  const thresholdOf = (currency: string) => depositVerificationThreshold(deps.depositThresholdEur ?? 2_000, currency);

  async function withdrawalCheck(playerId: string, ip: string): Promise<CashierFrame['withdrawalWarning']> {
    if (WITHDRAWAL_BLOCKS.includes(await seams.blockStatusOf(playerId))) return 'blocked';
    if (!(await isVerified(playerId))) return 'verification';
    if (await seams.hasUnusedFreeSpins(playerId)) return 'freeSpins';
    void ip;
    return null;
  }

  const utcDayStart = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));

  return {
    paymentCurrencies(): Record<string, PaymentSystem[]> {
      const currencies = ['EUR', 'GBP', 'USD', 'NOK', 'BRL', 'PLN', 'RON'];
      return Object.fromEntries(currencies.map((c) => [c, systemsFor(c)]).filter(([, list]) => list.length));
    },

    async frame(playerId: string, host: string, ip: string): Promise<CashierFrame> {
      const currency = await seams.currencyOf(playerId);
      const warning = await withdrawalCheck(playerId, ip);
      const next = await nextChargeTime(playerId);
      const deposited = await repository.depositedTotal(playerId, currency);
      const threshold = thresholdOf(currency);
      return {
        currency,
        depositWarning: deposited >= threshold && !(await isVerified(playerId)) ? 'verification' : null,
        depositVerificationThreshold: threshold,
        depositedTotal: deposited,
        paymentSystems: systemsFor(currency),
        suspended: !!deps.suspendedHost && host === deps.suspendedHost,
        canWithdraw: warning === null,
        withdrawalWarning: warning,
        vpnConfirmationRequired: (await seams.isVpn(ip)) && !(await repository.vpnConfirmed(playerId)),
        nextChargeTime: next ? next.toISOString() : null,
        rejectedPaymentsCount: await repository.rejectedCount(playerId),
        payoutMethods: (await repository.payoutMethods(playerId, provider.id)).map(presentPayoutMethod),
      };
    },

    async createDeposit(
      playerId: string,
      host: string,
      input: { paymentSystem: string; amount: number; card?: CardDetails },
    ): Promise<PaymentResult> {
      if (deps.suspendedHost && host === deps.suspendedHost) throw forbidden('Deposits are not possible on this domain');
      await gate(playerId, CASHIER_BLOCKS);
      const currency = await seams.currencyOf(playerId);
      const system = systemOf(currency, input.paymentSystem);
      if (!system?.deposit) throw badRequest('Unknown payment system', { paymentSystem: ['not available for your currency'] });
      if (system.kind === 'card' && !input.card) throw badRequest('Card details are required', { card: ['required'] });
      if (input.amount < system.deposit.min) {
        throw badRequest(
          `The minimum deposit is ${formatAmount(system.deposit.min)} ${currency}`,
          { amount: [String(system.deposit.min)] },
          ERROR_CODES.minimumChargeAmount,
        );
      }
      if (input.amount > system.deposit.max)
        throw badRequest(`The maximum deposit is ${formatAmount(system.deposit.max)} ${currency}`, { amount: ['too large'] });
      const now = clock.now();
      const id = randomUUID();
      const details = input.card ? { card: `•••• ${input.card.number.replace(/\s/g, '').slice(-4)}`, holder: input.card.holder } : {};
      const verified = await isVerified(playerId);
      const threshold = thresholdOf(currency);
      // the interval and the deposit limits are checked with the player's cashier row locked, in the
      // transaction that records the deposit: concurrent deposits of one player are decided one by one
      await repository.transaction(async (tx) => {
        await repository.withTx(tx).lockPlayer(playerId, now);
        const next = await nextChargeTime(playerId, tx);
        if (next)
          throw badRequest(
            `The next deposit is possible at ${formatUtcDateTime(next)}`,
            { nextChargeTime: [next.toISOString()] },
            ERROR_CODES.nextChargeTime,
          );
        // anti-money-laundering: past the lifetime threshold, deposits wait for a verified identity
        // (pending deposits count, and the row lock makes parallel deposits count each other)
        if (!verified && (await repository.withTx(tx).depositedTotal(playerId, currency)) + input.amount > threshold)
          throw new AppError(
            403,
            ERROR_CODES.forbidden,
            `Deposits over ${formatAmount(threshold)} ${currency} in total need a verified identity: please verify your identity to deposit more`,
            { amount: ['verificationRequired'] },
          );
        const limit = await seams.checkDepositLimit({
          playerId,
          currency,
          amount: input.amount,
          at: now,
          tx,
          depositedSince: (since) => repository.withTx(tx).depositedTotal(playerId, currency, since),
        });
        if (!limit.allowed) throw new AppError(403, ERROR_CODES.forbidden, limit.message, { amount: [limit.reason ?? 'deposit limit'] });
        await repository.withTx(tx).insert({
          id,
          playerId,
          type: 'in',
          status: 'init',
          paymentSystem: system.id,
          amount: input.amount,
          currency,
          provider: provider.id,
          details,
          createdAt: now,
          updatedAt: now,
        });
      });
      await announceStatus({ id, playerId, type: 'in', status: 'init', provider: provider.id, currency, amount: input.amount }, null);

      let outcome: Awaited<ReturnType<PaymentProvider['createDeposit']>>;
      try {
        outcome = await provider.createDeposit({
          paymentId: id,
          paymentSystem: system.id,
          amount: input.amount,
          currency,
          card: input.card,
        });
      } catch {
        outcome = { ref: `failed-${id}`, status: 'failure', error: 'provider_unavailable' };
      }
      // a callback may already have moved it on: only an `init` payment takes the provider's answer
      await change(id, (p) =>
        p.status === 'init' ? { to: outcome.status, patch: { providerRef: outcome.ref, error: outcome.error ?? null } } : null,
      );
      const stored = (await repository.find(id))!;
      return result(stored, stored.status === 'processing' ? (outcome.action ?? null) : null);
    },

    async createWithdrawal(
      playerId: string,
      ip: string,
      input: { paymentSystem: string; amount: number; methodId?: string; bank?: { iban: string; holder: string } },
    ): Promise<PaymentResult> {
      await gate(playerId, WITHDRAWAL_BLOCKS);
      const warning = await withdrawalCheck(playerId, ip);
      if (warning === 'verification') throw forbidden('Please verify your identity before withdrawing');
      if (warning === 'freeSpins')
        throw badRequest('Please use your free spins before withdrawing', undefined, ERROR_CODES.useFreeSpinsFirst);
      if (warning === 'blocked') throw forbidden('Withdrawals are blocked on your account');
      if ((await seams.isVpn(ip)) && !(await repository.vpnConfirmed(playerId)))
        throw forbidden('Please confirm the withdrawal from a VPN connection first');
      const currency = await seams.currencyOf(playerId);
      const system = systemOf(currency, input.paymentSystem);
      if (!system?.withdrawal) throw badRequest('Unknown payment system', { paymentSystem: ['not available for your currency'] });
      // a card payout goes to a card that paid in before: the player picks it, nobody types a card number again
      const method = system.kind === 'card' && input.methodId ? await repository.payoutMethod(playerId, input.methodId) : null;
      if (system.kind === 'card' && !input.methodId) throw badRequest('Choose the card to be paid to', { methodId: ['required'] });
      if (system.kind === 'card' && (!method || method.paymentSystem !== system.id || method.provider !== provider.id)) {
        throw badRequest('Withdrawals go to a card you deposited with', { methodId: ['unknown payout method'] });
      }
      if (system.kind === 'bank' && !input.bank) throw badRequest('Bank details are required', { bank: ['required'] });
      if (input.amount < system.withdrawal.min) {
        throw badRequest(
          `The minimum withdrawal is ${formatAmount(system.withdrawal.min)} ${currency}`,
          { amount: [String(system.withdrawal.min)] },
          ERROR_CODES.minimumChargeAmount,
        );
      }
      if (input.amount > system.withdrawal.max)
        throw badRequest(`The maximum withdrawal is ${formatAmount(system.withdrawal.max)} ${currency}`, { amount: ['too large'] });
      const now = clock.now();
      const id = randomUUID();
      const details = method
        ? { card: `•••• ${method.last4}`, methodId: method.id }
        : { iban: `•••• ${input.bank!.iban.replace(/\s/g, '').slice(-4)}`, holder: input.bank!.holder };
      // reserve at once: the payment and its money appear together or not at all; the daily total is
      // read with the player's cashier row locked, so concurrent withdrawals cannot pass it together
      const row = await wallet.runInTransaction(async (tx, ledger) => {
        await repository.withTx(tx).lockPlayer(playerId, now);
        const usedToday = await repository.withTx(tx).withdrawnSince(playerId, currency, utcDayStart(now));
        if (usedToday + input.amount > DAILY_WITHDRAWAL_LIMIT)
          throw badRequest('This withdrawal exceeds your daily withdrawal limit', { amount: ['daily limit'] });
        const moved = await ledger.transfer({
          kind: 'withdrawal',
          idempotencyKey: keys.reserve(id),
          currency,
          amount: input.amount,
          from: { playerId, kind: 'real' },
          to: { system: 'withdrawal_pending' },
          playerId,
          reference: id,
        });
        const after = moved.entries.find((e) => 'playerId' in e.account)!.balanceAfter;
        const payment = {
          id,
          playerId,
          type: 'out',
          status: 'init',
          paymentSystem: system.id,
          amount: input.amount,
          currency,
          provider: provider.id,
          details,
          balanceStart: after + input.amount,
          balanceEnd: after,
          createdAt: now,
          updatedAt: now,
        };
        await repository.withTx(tx).insert(payment);
        return payment;
      });
      await announceStatus(row, null);
      return result({ ...row, reason: null, providerRef: null, error: null, submittedAt: null } as PaymentRow);
    },

    /** A provider callback: authenticated, applied once per event id, in one transaction with its money. */
    async handleCallback(providerId: string, rawBody: string, headers: Record<string, string | string[] | undefined>) {
      if (providerId !== provider.id) throw notFound('Unknown payment provider');
      let event;
      try {
        event = provider.verifyCallback(rawBody, headers);
      } catch (err) {
        if (err instanceof InvalidCallbackError) {
          paymentCallbacks.inc({ provider: provider.id, outcome: 'invalid' });
          throw new AppError(401, ERROR_CODES.unauthorized, 'Invalid callback signature');
        }
        throw err;
      }
      const reason = typeof event.reason === 'number' && event.reason >= 0 && event.reason <= 14 ? event.reason : null;
      const { after } = await change(
        event.paymentId,
        (p) =>
          p.provider === provider.id && (!p.providerRef || p.providerRef === event.ref)
            ? { to: event.status, patch: { providerRef: event.ref, reason, error: event.error ?? p.error }, card: event.card }
            : null,
        (tx) =>
          repository.withTx(tx).recordCallback({
            provider: provider.id,
            eventId: event.eventId,
            paymentId: event.paymentId,
            status: event.status,
            payload: JSON.parse(rawBody) as Record<string, unknown>,
            receivedAt: clock.now(),
          }),
      );
      paymentCallbacks.inc({ provider: provider.id, outcome: after ? 'applied' : 'ignored' });
      return { accepted: true, applied: !!after };
    },

    /** The player cancels their own withdrawal in init, or reverts a rejected one; the money comes back. */
    async cancel(playerId: string, paymentId: string): Promise<{ status: boolean }> {
      const { before, after } = await change(paymentId, (p) =>
        p.playerId === playerId && p.type === 'out' && (p.status === 'init' || p.status === 'rejected') ? { to: 'cancelled' } : null,
      );
      if (!before || before.playerId !== playerId) throw notFound('Payment not found');
      return { status: !!after };
    },

    async payment(playerId: string, id: string): Promise<PaymentResult> {
      const p = await repository.find(id);
      if (!p || p.playerId !== playerId) throw notFound('Payment not found');
      const action =
        p.status === 'processing' && p.providerRef && (await provider.status(p.providerRef)) === 'challenge'
          ? { type: '3ds' as const, url: `/api/cashier/sandbox/3ds/${p.providerRef}` }
          : null;
      return result(p, action);
    },

    async history(playerId: string, q: PaymentHistoryQuery): Promise<PaymentHistory> {
      const { from, to } = dayRange(q);
      const rows = await repository.history(playerId, {
        from,
        to,
        paymentSystem: q.paymentSystem,
        status: q.status,
        limit: PAYMENT_HISTORY_PAGE_SIZE,
        offset: (q.page - 1) * PAYMENT_HISTORY_PAGE_SIZE,
      });
      const currency = await seams.currencyOf(playerId);
      const names = new Map(systemsFor(currency).map((s) => [s.id, s.systemName]));
      const used = await repository.usedPaymentSystems(playerId);
      const ids = [...new Set([...names.keys(), ...used])];
      return { paymentSystems: ids.map((id) => ({ id, systemName: names.get(id) ?? id })), collection: rows.map(present) };
    },

    async withdrawalLimits(playerId: string) {
      const currency = await seams.currencyOf(playerId);
      const systems = systemsFor(currency).filter((s) => s.withdrawal);
      const used = await repository.withdrawnSince(playerId, currency, utcDayStart(clock.now()));
      return {
        currency,
        min: systems.length ? Math.min(...systems.map((s) => s.withdrawal!.min)) : 0,
        max: systems.length ? Math.max(...systems.map((s) => s.withdrawal!.max)) : 0,
        daily: { limit: DAILY_WITHDRAWAL_LIMIT, used, left: Math.max(0, DAILY_WITHDRAWAL_LIMIT - used) },
      };
    },

    async confirmLiteBlock(playerId: string) {
      await repository.confirmVpn(playerId, clock.now());
      return { status: true };
    },

    rejectedPaymentsCount: (playerId: string) => repository.rejectedCount(playerId),
    /** deposits that took or may still take money since a time (the responsible-gaming limits show what they used) */
    depositedSince: (playerId: string, currency: string, since: Date) => repository.depositedTotal(playerId, currency, since),

    // --- operator steps (CLI until a back office exists) ----------------------------------------
    operator: {
      /** init withdrawal → processing: the payout goes to the provider */
      async approve(paymentId: string) {
        const { before, after } = await change(paymentId, (p) => (p.type === 'out' && p.status === 'init' ? { to: 'processing' } : null));
        if (!before) throw notFound('Payment not found');
        if (!after)
          throw badRequest(`Payment is ${before.type === 'in' ? 'a deposit' : before.status}; only a withdrawal in init can be approved`);
        const methodId = (after.details as { methodId?: unknown }).methodId;
        const method = typeof methodId === 'string' ? await repository.payoutMethod(after.playerId, methodId) : null;
        const sent = await provider.createWithdrawal({
          paymentId,
          paymentSystem: after.paymentSystem,
          amount: after.amount,
          currency: after.currency,
          payoutToken: method?.token,
        });
        if (sent.status === 'failure') {
          // the provider refused the payout (e.g. no such card): the payment fails and the money returns
          await change(paymentId, (p) =>
            p.status === 'processing' ? { to: 'failure', patch: { providerRef: sent.ref, error: sent.error ?? 'payout_refused' } } : null,
          );
        } else {
          await repository.update(paymentId, { providerRef: sent.ref, updatedAt: clock.now() });
        }
        return (await repository.find(paymentId))!;
      },
      async reject(paymentId: string, reason: number) {
        if (!Number.isInteger(reason) || reason < 0 || reason > 14) throw badRequest('Reason must be a code from 0 to 14');
        const { before, after } = await change(paymentId, (p) =>
          p.type === 'out' && (p.status === 'init' || p.status === 'processing') ? { to: 'rejected', patch: { reason } } : null,
        );
        if (!before) throw notFound('Payment not found');
        if (!after) throw badRequest(`Payment is ${before.status}; only a withdrawal in init or processing can be rejected`);
        return after;
      },
      /** the provider settles a pending card, a bank transfer or a bank payout; its callback follows */
      async settle(paymentId: string) {
        const p = await repository.find(paymentId);
        if (!p) throw notFound('Payment not found');
        if (!p.providerRef || !provider.settle || !(await provider.settle(p.providerRef)))
          throw badRequest(`Payment is ${p.status}; nothing to settle at the provider`);
        return p;
      },
      /** the back office's withdrawal queue (status init by default), oldest first */
      withdrawalQueue: (status: string, page: number, pageSize: number) =>
        repository.withdrawalQueue(status, pageSize, (page - 1) * pageSize),
      recentOfPlayer: (playerId: string, limit = 20) => repository.recentOfPlayer(playerId, limit),
      withdrawalsBefore: (playerId: string, before: Date) => repository.withdrawalsBefore(playerId, before),
      payment: async (paymentId: string) => repository.find(paymentId),
      async verify(playerId: string, note: string | null) {
        if (!(await seams.playerExists(playerId))) throw notFound('Player not found');
        await repository.setManualVerification(playerId, clock.now(), note);
      },
    },
  };
}
export type CashierService = ReturnType<typeof createCashierService>;
