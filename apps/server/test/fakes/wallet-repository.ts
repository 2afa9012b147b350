import type { Db } from '../../src/platform/db';
import { FAKE_TX, inMemoryTransaction } from './in-memory-transaction';
import type { AccountRow, EntryRow, TransactionRow, WalletRepository } from '../../src/modules/wallet/wallet.repository';
import type { AccountRef, PlayerAccountKind, StatementLine, SystemAccountKind } from '../../src/modules/wallet/wallet.types';

interface Account extends AccountRow {
  allowNegative: boolean;
}
interface Entry {
  id: number;
  transactionId: string;
  accountId: number;
  currency: string;
  amount: number;
  balanceAfter: number;
}
interface State {
  accounts: Account[];
  transactions: TransactionRow[];
  entries: Entry[];
}

/**
 * The wallet repository in memory, for unit specs of the services over it: the same contract as
 * the SQL one (a player account never goes below zero, casino accounts may; an idempotency key is
 * taken once; a transaction that throws leaves nothing behind), without a database.
 */
export function createFakeWalletRepository(): WalletRepository & { state(): State } {
  let s: State = { accounts: [], transactions: [], entries: [] };

  const accountId = (playerId: string | null, kind: string, currency: string) => {
    const found = s.accounts.find((a) => a.playerId === playerId && a.kind === kind && a.currency === currency);
    if (found) return found.id;
    const id = s.accounts.length + 1;
    s.accounts.push({ id, playerId, kind, currency, balance: 0, allowNegative: playerId === null });
    return id;
  };

  const statements = {
    async lockKeys(_keys: string[]) {},
    async findByKey(key: string) {
      return s.transactions.find((t) => t.idempotencyKey === key) ?? null;
    },
    async findByReversesKey(key: string) {
      return s.transactions.find((t) => t.reversesKey === key) ?? null;
    },
    async findKeysAndReversal(keys: string[], reversesKey: string) {
      const byKey = new Map<string, TransactionRow>();
      for (const t of s.transactions) if (keys.includes(t.idempotencyKey)) byKey.set(t.idempotencyKey, t);
      return { byKey, reversal: s.transactions.find((t) => t.reversesKey === reversesKey) ?? null };
    },
    async insertTransaction(row: TransactionRow) {
      if (s.transactions.some((t) => t.idempotencyKey === row.idempotencyKey)) throw new Error('duplicate idempotency key');
      s.transactions.push(row);
    },
    async tryInsertTransaction(row: TransactionRow) {
      if (s.transactions.some((t) => t.idempotencyKey === row.idempotencyKey)) return false;
      s.transactions.push(row);
      return true;
    },
    async resolveAccounts(refs: AccountRef[], currency: string, _shard: number) {
      const out = new Map<string, number>();
      for (const ref of refs) {
        if ('system' in ref) out.set(`system:${ref.system}`, accountId(null, ref.system, currency));
        else out.set(`player:${ref.playerId}:${ref.kind}`, accountId(ref.playerId, ref.kind, currency));
      }
      return out;
    },
    async applyDelta(id: number, delta: number) {
      const account = s.accounts.find((a) => a.id === id)!;
      if (!account.allowNegative && account.balance + delta < 0) return null;
      account.balance += delta;
      return account.balance;
    },
    async applyDeltaWithSiblings(id: number, delta: number) {
      const a = s.accounts.find((x) => x.id === id)!;
      if (!a.allowNegative && a.balance + delta < 0) return null;
      a.balance += delta;
      const balance = a.balance;
      const siblings = s.accounts
        .filter((o) => o.playerId === a.playerId && o.currency === a.currency && o.id !== id)
        .map((o) => ({ kind: o.kind, balance: o.balance }));
      return { balance, siblings };
    },
    async insertEntries(
      transactionId: string,
      currency: string,
      entries: { accountId: number; amount: number; balanceAfter: number }[],
      alongside: unknown = null,
    ) {
      if (alongside) throw new Error('the fake ledger runs no SQL alongside a movement');
      for (const e of entries) s.entries.push({ id: s.entries.length + 1, transactionId, currency, ...e });
    },
    async playerBalance(playerId: string, currency: string, kind: PlayerAccountKind) {
      return s.accounts.find((a) => a.playerId === playerId && a.kind === kind && a.currency === currency)?.balance ?? 0;
    },
    async entriesOf(transactionId: string): Promise<EntryRow[]> {
      return s.entries
        .filter((e) => e.transactionId === transactionId)
        .map((e) => {
          const a = s.accounts.find((x) => x.id === e.accountId)!;
          return { accountId: e.accountId, playerId: a.playerId, accountKind: a.kind, amount: e.amount, balanceAfter: e.balanceAfter };
        });
    },
  };

  const fake = {
    db: FAKE_TX,
    inTransaction: <T>(work: (tx: Db) => Promise<T>): Promise<T> =>
      inMemoryTransaction({ get: () => s, set: (before) => void (s = before) }, work),
    statementsFor: (_tx: Db) => statements,
    async playerAccounts(playerId: string, currency?: string): Promise<AccountRow[]> {
      return s.accounts
        .filter((a) => a.playerId === playerId && (!currency || a.currency === currency))
        .map(({ allowNegative: _n, ...a }) => a);
    },
    async statement(playerId: string, currency: string, limit: number, offset: number): Promise<StatementLine[]> {
      const mine = new Set(s.accounts.filter((a) => a.playerId === playerId && a.currency === currency).map((a) => a.id));
      return s.entries
        .filter((e) => mine.has(e.accountId))
        .reverse()
        .slice(offset, offset + limit)
        .map((e) => {
          const t = s.transactions.find((x) => x.id === e.transactionId)!;
          const a = s.accounts.find((x) => x.id === e.accountId)!;
          return {
            transactionId: t.id,
            kind: t.kind,
            reference: t.reference,
            account: a.kind,
            amount: e.amount,
            balanceAfter: e.balanceAfter,
            createdAt: t.createdAt.toISOString(),
            metadata: t.metadata,
          } as unknown as StatementLine;
        });
    },
    async gamingTotals() {
      return { staked: 0, won: 0 };
    },
    async systemBalance(kind: SystemAccountKind, currency: string) {
      return s.accounts.filter((a) => a.playerId === null && a.kind === kind && a.currency === currency).reduce((n, a) => n + a.balance, 0);
    },
    async audit() {
      const sum = s.accounts.reduce((n, a) => n + a.balance, 0);
      return { accountsSum: sum } as never;
    },
    state: () => s,
  };
  return fake as unknown as WalletRepository & { state(): State };
}
