import type { CashierRepository, HistoryFilter, PaymentRow, PayoutMethodRow } from '../../src/modules/cashier/cashier.repository';
import { inMemoryTransaction } from './in-memory-transaction';

interface State {
  payments: PaymentRow[];
  callbacks: string[];
  payoutMethods: PayoutMethodRow[];
  vpnConfirmed: Set<string>;
  manuallyVerified: Map<string, string | null>;
  lockedPlayers: string[];
}

const newest = (a: { createdAt: Date; id: string }, b: { createdAt: Date; id: string }) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1);
const sum = (rows: PaymentRow[]) => rows.reduce((n, p) => n + p.amount, 0);

/**
 * The cashier's repository in memory, for unit specs of the cashier service: the same answers as
 * the SQL one (history newest first, deposits that may still take money count towards totals, a
 * callback event is recorded once, a transaction that throws leaves nothing behind), no database.
 * One handle stands for every transaction: `withTx(tx)` is the repository itself.
 */
export function createFakeCashierRepository(): CashierRepository & { state(): State } {
  let s: State = {
    payments: [],
    callbacks: [],
    payoutMethods: [],
    vpnConfirmed: new Set(),
    manuallyVerified: new Map(),
    lockedPlayers: [],
  };
  const of = (playerId: string) => s.payments.filter((p) => p.playerId === playerId);

  const repository: CashierRepository & { state(): State } = {
    state: () => s,
    withTx: () => repository,
    transaction: (work) => inMemoryTransaction({ get: () => s, set: (before) => void (s = before) }, work),

    async insert(row) {
      if (s.payments.some((p) => p.id === row.id)) throw new Error('duplicate payment id');
      s.payments.push({
        reason: null,
        balanceStart: null,
        balanceEnd: null,
        providerRef: null,
        details: {},
        error: null,
        submittedAt: null,
        ...row,
      } as PaymentRow);
    },
    async pendingWithdrawals() {
      const pending = s.payments.filter((p) => p.type === 'out' && ['init', 'processing', 'queued', 'active'].includes(p.status));
      const oldest = pending.map((p) => p.createdAt).sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
      return { count: pending.length, oldest };
    },
    async find(id) {
      const p = s.payments.find((x) => x.id === id);
      return p ? { ...p } : null;
    },
    async lock(id) {
      return repository.find(id);
    },
    async lockPlayer(playerId) {
      s.lockedPlayers.push(playerId);
    },
    async update(id, patch) {
      const p = s.payments.find((x) => x.id === id);
      if (p) Object.assign(p, patch);
    },
    async recordCallback(row) {
      const key = `${row.provider}:${row.eventId}`;
      if (s.callbacks.includes(key)) return false;
      s.callbacks.push(key);
      return true;
    },
    async savePayoutMethod(row) {
      const same = s.payoutMethods.find((m) => m.playerId === row.playerId && m.provider === row.provider && m.token === row.token);
      if (same) same.lastUsedAt = row.lastUsedAt;
      else s.payoutMethods.push({ ...row } as PayoutMethodRow);
    },
    async payoutMethods(playerId, provider) {
      return s.payoutMethods
        .filter((m) => m.playerId === playerId && m.provider === provider)
        .sort((a, b) => b.lastUsedAt.getTime() - a.lastUsedAt.getTime() || (a.id < b.id ? 1 : -1));
    },
    async payoutMethod(playerId, id) {
      return s.payoutMethods.find((m) => m.id === id && m.playerId === playerId) ?? null;
    },
    async history(playerId, f: HistoryFilter) {
      return of(playerId)
        .filter(
          (p) =>
            (!f.from || p.createdAt >= f.from) &&
            (!f.to || p.createdAt < f.to) &&
            (!f.paymentSystem || p.paymentSystem === f.paymentSystem) &&
            (!f.status || p.status === f.status),
        )
        .sort(newest)
        .slice(f.offset, f.offset + f.limit);
    },
    async withdrawalQueue(status, limit, offset) {
      const rows = s.payments.filter((p) => p.type === 'out' && p.status === status).sort((a, b) => -newest(a, b));
      return { rows: rows.slice(offset, offset + limit), total: rows.length };
    },
    async recentOfPlayer(playerId, limit) {
      return of(playerId).sort(newest).slice(0, limit);
    },
    async withdrawalsBefore(playerId, before) {
      return of(playerId).filter((p) => p.type === 'out' && p.createdAt < before).length;
    },
    async usedPaymentSystems(playerId) {
      return [...new Set(of(playerId).map((p) => p.paymentSystem))];
    },
    async rejectedCount(playerId) {
      return of(playerId).filter((p) => p.status === 'rejected').length;
    },
    async lastDepositAt(playerId) {
      const deposits = of(playerId).filter((p) => p.type === 'in' && !['failure', 'cancelled', 'rejected'].includes(p.status));
      return deposits.sort(newest)[0]?.createdAt ?? null;
    },
    async depositedTotal(playerId, currency, since) {
      return sum(
        of(playerId).filter(
          (p) =>
            p.type === 'in' &&
            p.currency === currency &&
            ['init', 'processing', 'ok'].includes(p.status) &&
            (!since || p.createdAt >= since),
        ),
      );
    },
    async withdrawnSince(playerId, currency, since) {
      return sum(
        of(playerId).filter(
          (p) =>
            p.type === 'out' &&
            p.currency === currency &&
            p.createdAt >= since &&
            ['init', 'processing', 'ok', 'rejected'].includes(p.status),
        ),
      );
    },
    async confirmVpn(playerId) {
      s.vpnConfirmed.add(playerId);
    },
    async vpnConfirmed(playerId) {
      return s.vpnConfirmed.has(playerId);
    },
    async manuallyVerified(playerId) {
      return s.manuallyVerified.has(playerId);
    },
    async setManualVerification(playerId, _at, note) {
      s.manuallyVerified.set(playerId, note);
    },
    async countAll() {
      return s.payments.length;
    },
  };
  return repository;
}
