import { createHash, randomUUID } from 'node:crypto';
import { realtimeEvent } from '@fortuna/contracts';
import type { SQL } from 'drizzle-orm';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { badRequest } from '../../platform/errors';
import type { EventBus } from '../../platform/events';
import type { RealtimePublisher } from '../../platform/realtime';
import type { LedgerStatements, TransactionRow, WalletRepository } from './wallet.repository';
import { AlreadyRolledBackError, IdempotencyConflictError, InsufficientFundsError, NotReversibleError } from './wallet.errors';
import {
  BALANCE_CHANGED_MESSAGE,
  profileChannel,
  transactionPosted,
  WALLET_BALANCE_CHANGED,
  WALLET_EVENTS,
  type BalanceChangedEvent,
} from './wallet.events';
import {
  accountKey,
  type AccountRef,
  type EntryResult,
  type Leg,
  type PlayerAccountKind,
  type PlayerBalance,
  type PostInput,
  type StatementLine,
  type SystemAccountKind,
  type TransactionResult,
} from './wallet.types';

type OtherBalance = NonNullable<TransactionResult['otherBalances']>[number];

export interface WalletDeps {
  repository: WalletRepository;
  clock: Clock;
  events: EventBus;
  realtime: RealtimePublisher;
  projectId: string;
}

/**
 * Rows each casino account is split into, so concurrent movements do not queue on one hot row. A
 * movement about one player always uses that player's shard: a round's bet and win (one SQL
 * transaction) then lock one house row, not two, and two rounds never take two house rows in
 * opposite orders (with a shard per request, 100 players spinning spent most of their time waiting
 * on those row locks).
 */
export const SYSTEM_SHARDS = 64;

/** The casino accounts' shard of a movement: the player's, or (no single player) the request's. */
function shardOf(playerId: string | null, hash: string): number {
  const bits = playerId ? playerId.replace(/-/g, '').slice(-6) : hash.slice(0, 6);
  return parseInt(bits, 16) % SYSTEM_SHARDS;
}

/** Largest single amount accepted (10^13 minor units): far below 2^53, so sums stay exact. */
export const MAX_AMOUNT = 10_000_000_000_000;

export interface MovementInput {
  kind: string;
  idempotencyKey: string;
  currency: string;
  amount: number;
  reference?: string;
  metadata?: Record<string, unknown>;
}

export interface CreditInput extends MovementInput {
  playerId: string;
  /** which of the player's balances; real by default */
  balance?: PlayerAccountKind;
  /** where the money comes from; the house by default */
  from?: SystemAccountKind;
}

export interface DebitInput extends MovementInput {
  playerId: string;
  balance?: PlayerAccountKind;
  /** where the money goes; the house by default */
  to?: SystemAccountKind;
  refuseIfRolledBack?: boolean;
}

export interface TransferInput extends MovementInput {
  from: AccountRef;
  to: AccountRef;
  playerId?: string;
}

export interface ReverseInput {
  /** the idempotency key of the transaction to reverse */
  originalKey: string;
  idempotencyKey: string;
  kind?: string;
  /** for a rollback that arrives before its transaction: whose and which currency */
  playerId?: string;
  currency?: string;
  reference?: string;
  metadata?: Record<string, unknown>;
}

/** The ledger operations available inside one SQL transaction (see runInTransaction). */
export interface Ledger {
  post(input: PostInput): Promise<TransactionResult>;
  credit(input: CreditInput): Promise<TransactionResult>;
  debit(input: DebitInput): Promise<TransactionResult>;
  transfer(input: TransferInput): Promise<TransactionResult>;
  reverse(input: ReverseInput): Promise<TransactionResult>;
  /** a player's balance as this transaction sees it (real by default) */
  balance(playerId: string, currency: string, kind?: PlayerAccountKind): Promise<number>;
  /**
   * For a movement that posts nothing to the ledger under its key (a free round's stake): waits for
   * any rollback naming `key` that is being recorded, then refuses (AlreadyRolledBackError) when one
   * was, exactly as a `refuseIfRolledBack` posting would.
   */
  refuseIfRolledBack(key: string): Promise<void>;
}

const CURRENCY = /^[A-Z]{3}$/;
const KEY = /^[\x21-\x7e]{1,200}$/;

function checkAmount(amount: number, field = 'amount') {
  if (!Number.isSafeInteger(amount) || amount <= 0 || amount > MAX_AMOUNT) {
    throw badRequest('Invalid amount', { [field]: ['must be a positive whole number of minor units'] });
  }
}

function checkCommon(input: { kind: string; idempotencyKey: string; currency: string }) {
  if (!/^[a-z][a-z0-9_.]{0,39}$/.test(input.kind)) throw badRequest('Invalid kind', { kind: ['lower-case word'] });
  if (!KEY.test(input.idempotencyKey)) throw badRequest('Invalid idempotency key', { idempotencyKey: ['1-200 printable characters'] });
  if (!CURRENCY.test(input.currency)) throw badRequest('Invalid currency', { currency: ['ISO 4217 code'] });
}

/** Merges legs on the same account and drops nothing: a leg list must net to zero. */
function netLegs(legs: Leg[]): Map<string, { account: AccountRef; amount: number }> {
  const net = new Map<string, { account: AccountRef; amount: number }>();
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amount) || leg.amount === 0 || Math.abs(leg.amount) > MAX_AMOUNT) {
      throw badRequest('Invalid amount', { legs: ['every leg is a non-zero whole number of minor units'] });
    }
    const key = accountKey(leg.account);
    const current = net.get(key);
    net.set(key, { account: leg.account, amount: (current?.amount ?? 0) + leg.amount });
  }
  for (const [key, v] of net) if (v.amount === 0) net.delete(key);
  return net;
}

function requestHash(parts: unknown): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

function refOf(entry: { playerId: string | null; accountKind: string }): AccountRef {
  return entry.playerId
    ? { playerId: entry.playerId, kind: entry.accountKind as PlayerAccountKind }
    : { system: entry.accountKind as SystemAccountKind };
}

export function createWalletService(deps: WalletDeps) {
  const { repository, clock } = deps;

  async function toResult(stmts: LedgerStatements, row: TransactionRow, replayed: boolean): Promise<TransactionResult> {
    const entries = await stmts.entriesOf(row.id);
    return {
      transactionId: row.id,
      kind: row.kind,
      idempotencyKey: row.idempotencyKey,
      reference: row.reference,
      playerId: row.playerId,
      currency: row.currency,
      reversesKey: row.reversesKey,
      createdAt: row.createdAt,
      entries: entries.map((e) => ({ account: refOf(e), amount: e.amount, balanceAfter: e.balanceAfter })),
      replayed,
      metadata: row.metadata,
    };
  }

  /**
   * Applies legs in ascending account id order (one lock order for everyone: no deadlocks). With
   * `withBalances`, each player leg's update also returns that player's other balances; those of
   * accounts this movement does not touch are returned as `otherBalances`.
   */
  async function applyLegs(
    stmts: LedgerStatements,
    transactionId: string,
    currency: string,
    legs: { account: AccountRef; accountId: number; amount: number }[],
    withBalances = false,
    alongside?: (moved: { entries: EntryResult[]; otherBalances?: OtherBalance[] }) => SQL | null,
  ) {
    const ordered = [...legs].sort((a, b) => a.accountId - b.accountId);
    const entries: { accountId: number; amount: number; balanceAfter: number }[] = [];
    const others = new Map<string, { playerId: string; kind: PlayerAccountKind; balance: number }>();
    for (const leg of ordered) {
      let balanceAfter: number | null;
      if (withBalances && 'playerId' in leg.account) {
        const moved = await stmts.applyDeltaWithSiblings(leg.accountId, leg.amount);
        balanceAfter = moved?.balance ?? null;
        for (const o of moved?.siblings ?? [])
          others.set(`${leg.account.playerId}:${o.kind}`, {
            playerId: leg.account.playerId,
            kind: o.kind as PlayerAccountKind,
            balance: o.balance,
          });
      } else balanceAfter = await stmts.applyDelta(leg.accountId, leg.amount);
      if (balanceAfter === null) throw new InsufficientFundsError(accountKey(leg.account));
      entries.push({ accountId: leg.accountId, amount: leg.amount, balanceAfter });
    }
    const moved = ordered.map((l, i) => ({ account: l.account, amount: l.amount, balanceAfter: entries[i].balanceAfter }));
    // an account this movement touches reports its balance in its own entry (a sibling read may predate its leg)
    for (const l of ordered) if ('playerId' in l.account) others.delete(`${l.account.playerId}:${l.account.kind}`);
    const result = { entries: moved, otherBalances: withBalances ? [...others.values()] : undefined };
    await stmts.insertEntries(transactionId, currency, entries, alongside?.(result) ?? null);
    return result;
  }

  async function post(stmts: LedgerStatements, input: PostInput): Promise<TransactionResult> {
    checkCommon(input);
    const net = netLegs(input.legs);
    const total = [...net.values()].reduce((s, l) => s + l.amount, 0);
    if (total !== 0) throw badRequest('Entries do not balance', { legs: [`sum is ${total}, must be 0`] });
    if (net.size === 0) throw badRequest('Nothing to move', { legs: ['at least one non-zero movement'] });
    const players = [...new Set([...net.values()].flatMap((l) => ('playerId' in l.account ? [l.account.playerId] : [])))];
    const playerId = input.playerId ?? (players.length === 1 ? players[0] : null);
    const legs = [...net.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, l]) => l);
    const hash = requestHash({
      kind: input.kind,
      currency: input.currency,
      legs: legs.map((l) => [accountKey(l.account), l.amount]),
      reference: input.reference ?? null,
    });

    const row: TransactionRow = {
      id: randomUUID(),
      kind: input.kind,
      idempotencyKey: input.idempotencyKey,
      requestHash: hash,
      playerId,
      currency: input.currency,
      reference: input.reference ?? null,
      reversesKey: null,
      metadata: input.metadata ?? {},
      createdAt: clock.now(),
    };
    const replay = async (known?: TransactionRow) => {
      const existing = known ?? (await stmts.findByKey(input.idempotencyKey))!;
      if (existing.requestHash !== hash) throw new IdempotencyConflictError(input.idempotencyKey);
      return toResult(stmts, existing, true);
    };
    if (input.refuseIfRolledBack) {
      // a rollback may be recorded for this key at the same moment: serialise on the key, then look
      // (after the lock, so a rollback that held it is seen) for the key itself and for its reversal
      await stmts.lockKeys([input.idempotencyKey]);
      const { byKey, reversal } = await stmts.findKeysAndReversal([input.idempotencyKey], input.idempotencyKey);
      const existing = byKey.get(input.idempotencyKey);
      if (existing) return replay(existing);
      if (reversal) throw new AlreadyRolledBackError(input.idempotencyKey);
      await stmts.insertTransaction(row);
    } else if (!(await stmts.tryInsertTransaction(row))) {
      // the unique key held us until the first attempt committed: answer with its result
      return replay();
    }
    const ids = await stmts.resolveAccounts(
      legs.map((l) => l.account),
      input.currency,
      shardOf(playerId, hash),
    );
    const resultOf = (moved: { entries: EntryResult[]; otherBalances?: OtherBalance[] }): TransactionResult => ({
      transactionId: row.id,
      kind: row.kind,
      idempotencyKey: row.idempotencyKey,
      reference: row.reference,
      playerId,
      currency: row.currency,
      reversesKey: null,
      createdAt: row.createdAt,
      entries: moved.entries,
      replayed: false,
      metadata: row.metadata,
      ...(moved.otherBalances ? { otherBalances: moved.otherBalances } : {}),
    });
    const { alongside } = input;
    const moved = await applyLegs(
      stmts,
      row.id,
      input.currency,
      legs.map((l) => ({ ...l, accountId: ids.get(accountKey(l.account))! })),
      input.withBalances,
      alongside ? (m) => alongside(resultOf(m)) : undefined,
    );
    return resultOf(moved);
  }

  async function reverse(stmts: LedgerStatements, input: ReverseInput): Promise<TransactionResult> {
    const kind = input.kind ?? 'rollback';
    if (!KEY.test(input.originalKey)) throw badRequest('Invalid transaction reference', { originalKey: ['1-200 printable characters'] });
    checkCommon({ kind, idempotencyKey: input.idempotencyKey, currency: input.currency ?? 'XXX' });
    const hash = requestHash({ kind, reverses: input.originalKey });
    await stmts.lockKeys([input.originalKey, input.idempotencyKey]);
    // this reversal's key, the original's, and a reversal of the original, in one read after the locks
    const found = await stmts.findKeysAndReversal([input.idempotencyKey, input.originalKey], input.originalKey);
    const existing = found.byKey.get(input.idempotencyKey);
    if (existing) {
      if (existing.requestHash !== hash) throw new IdempotencyConflictError(input.idempotencyKey);
      return toResult(stmts, existing, true);
    }
    // reversed already under another key: exactly once, so answer with that reversal
    const earlier = found.reversal;
    if (earlier) return toResult(stmts, earlier, true);

    const original = found.byKey.get(input.originalKey) ?? null;
    if (original?.reversesKey) throw new NotReversibleError(input.originalKey);
    const row: TransactionRow = {
      id: randomUUID(),
      kind,
      idempotencyKey: input.idempotencyKey,
      requestHash: hash,
      playerId: original?.playerId ?? input.playerId ?? null,
      currency: original?.currency ?? input.currency ?? 'XXX',
      reference: input.reference ?? original?.reference ?? null,
      reversesKey: input.originalKey,
      metadata: { ...(input.metadata ?? {}), ...(original ? {} : { reversedBeforeArrival: true }) },
      createdAt: clock.now(),
    };
    await stmts.insertTransaction(row);
    // a rollback that overtakes its transaction is recorded with no entries; the late one is refused
    const entries = original
      ? (
          await applyLegs(
            stmts,
            row.id,
            original.currency,
            (await stmts.entriesOf(original.id)).map((e) => ({ account: refOf(e), accountId: e.accountId, amount: -e.amount })),
          )
        ).entries
      : [];
    return {
      transactionId: row.id,
      kind,
      idempotencyKey: row.idempotencyKey,
      reference: row.reference,
      playerId: row.playerId,
      currency: row.currency,
      reversesKey: input.originalKey,
      createdAt: row.createdAt,
      entries,
      replayed: false,
      metadata: row.metadata,
    };
  }

  function bind(stmts: LedgerStatements, done: TransactionResult[]): Ledger {
    const record = async (p: Promise<TransactionResult>) => {
      const r = await p;
      done.push(r);
      return r;
    };
    return {
      post: (input) => record(post(stmts, input)),
      credit: (input) => {
        checkAmount(input.amount);
        return record(
          post(stmts, {
            ...input,
            playerId: input.playerId,
            legs: [
              { account: { system: input.from ?? 'house' }, amount: -input.amount },
              { account: { playerId: input.playerId, kind: input.balance ?? 'real' }, amount: input.amount },
            ],
          }),
        );
      },
      debit: (input) => {
        checkAmount(input.amount);
        return record(
          post(stmts, {
            ...input,
            playerId: input.playerId,
            legs: [
              { account: { playerId: input.playerId, kind: input.balance ?? 'real' }, amount: -input.amount },
              { account: { system: input.to ?? 'house' }, amount: input.amount },
            ],
          }),
        );
      },
      transfer: (input) => {
        checkAmount(input.amount);
        return record(
          post(stmts, {
            ...input,
            legs: [
              { account: input.from, amount: -input.amount },
              { account: input.to, amount: input.amount },
            ],
          }),
        );
      },
      reverse: (input) => record(reverse(stmts, input)),
      balance: (playerId, currency, kind = 'real') => stmts.playerBalance(playerId, currency, kind),
      async refuseIfRolledBack(key) {
        if (!KEY.test(key)) throw badRequest('Invalid idempotency key', { idempotencyKey: ['1-200 printable characters'] });
        // the same key lock a rollback takes: a rollback in flight is decided before we look
        await stmts.lockKeys([key]);
        if (await stmts.findByReversesKey(key)) throw new AlreadyRolledBackError(key);
      },
    };
  }

  /** After commit: the domain event and the real-time push, once per player whose money moved. */
  /**
   * Each player's balances at the end of a transaction, where its own movements tell them (no read
   * after COMMIT): an account's last reported balance, its entry's `balanceAfter` or a movement's
   * `otherBalances` (`withBalances`). A touched account's is exact at COMMIT (every change in the
   * transaction is an entry, and its row stays locked to COMMIT); an untouched one's is as the
   * movement read it, which another transaction may change before our COMMIT as it could before a
   * read after it (that transaction's own push then carries the newer figure). Null when an account
   * of the player was not reported: the balance is then read after COMMIT.
   */
  function balancesAtCommit(results: TransactionResult[]): Map<string, PlayerBalance | null> {
    const known = new Map<string, { playerId: string; currency: string; all: boolean; kinds: Map<string, number> }>();
    const of = (playerId: string, currency: string) => {
      const key = `${playerId}:${currency}`;
      let k = known.get(key);
      if (!k) known.set(key, (k = { playerId, currency, all: false, kinds: new Map() }));
      return k;
    };
    for (const r of results) {
      if (r.replayed) continue;
      for (const e of r.entries) {
        if (!('playerId' in e.account)) continue;
        const k = of(e.account.playerId, r.currency);
        k.kinds.set(e.account.kind, e.balanceAfter);
        // withBalances: the player's accounts this movement did not touch are all listed (absent: none)
        if (r.otherBalances) k.all = true;
      }
      for (const o of r.otherBalances ?? []) of(o.playerId, r.currency).kinds.set(o.kind, o.balance);
    }
    const out = new Map<string, PlayerBalance | null>();
    for (const [key, k] of known) {
      const real = k.kinds.get('real');
      const bonus = k.kinds.get('bonus');
      if (!k.all && (real === undefined || bonus === undefined)) out.set(key, null);
      else
        out.set(key, {
          playerId: k.playerId,
          currency: k.currency,
          real: real ?? 0,
          bonus: bonus ?? 0,
          balance: (real ?? 0) + (bonus ?? 0),
        });
    }
    return out;
  }

  async function announce(results: TransactionResult[]) {
    const seen = new Set<string>();
    const atCommit = balancesAtCommit(results);
    for (const r of results) {
      if (r.replayed) continue;
      await deps.events.emit(WALLET_EVENTS.transactionPosted, transactionPosted(r));
      for (const e of r.entries) {
        if (!('playerId' in e.account)) continue;
        const key = `${e.account.playerId}:${r.currency}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const b = atCommit.get(key) ?? (await balance(e.account.playerId, r.currency));
        const event: BalanceChangedEvent = { ...b, transactionId: r.transactionId, kind: r.kind, reference: r.reference };
        await deps.events.emit(WALLET_BALANCE_CHANGED, event);
        try {
          await deps.realtime.publish(
            profileChannel(deps.projectId, b.playerId),
            realtimeEvent(BALANCE_CHANGED_MESSAGE, { real: b.real, bonus: b.bonus, currency: b.currency }),
          );
        } catch {
          // a push that cannot be delivered must not undo or fail a committed movement
        }
      }
    }
  }

  /**
   * Runs `work` in one SQL transaction with the ledger bound to it, so another module can change its
   * own rows (a payment's status) and move money atomically. Announcements go out after COMMIT.
   */
  async function runInTransaction<T>(work: (tx: Db, ledger: Ledger) => Promise<T>): Promise<T> {
    let done: TransactionResult[] = [];
    const value = await repository.inTransaction(async (tx) => {
      done = []; // a retried attempt starts clean
      return work(tx, bind(repository.statementsFor(tx), done));
    });
    await announce(done);
    return value;
  }

  const single =
    <I>(pick: (l: Ledger) => (input: I) => Promise<TransactionResult>) =>
    (input: I) =>
      runInTransaction((_tx, ledger) => pick(ledger)(input));

  async function balance(playerId: string, currency: string): Promise<PlayerBalance> {
    const accounts = await repository.playerAccounts(playerId, currency);
    const real = accounts.find((a) => a.kind === 'real')?.balance ?? 0;
    const bonus = accounts.find((a) => a.kind === 'bonus')?.balance ?? 0;
    return { playerId, currency, real, bonus, balance: real + bonus };
  }

  return {
    runInTransaction,
    post: single((l) => l.post),
    credit: single((l) => l.credit),
    debit: single((l) => l.debit),
    transfer: single((l) => l.transfer),
    reverse: single((l) => l.reverse),
    balance,
    /** every currency the player holds an account in */
    async balances(playerId: string): Promise<PlayerBalance[]> {
      const accounts = await repository.playerAccounts(playerId);
      const currencies = [...new Set(accounts.map((a) => a.currency))];
      return currencies.map((currency) => {
        const real = accounts.find((a) => a.currency === currency && a.kind === 'real')?.balance ?? 0;
        const bonus = accounts.find((a) => a.currency === currency && a.kind === 'bonus')?.balance ?? 0;
        return { playerId, currency, real, bonus, balance: real + bonus };
      });
    },
    async statement(playerId: string, currency: string, page = 1, pageSize = 20): Promise<StatementLine[]> {
      const size = Math.min(Math.max(1, Math.trunc(pageSize)), 100);
      return repository.statement(playerId, currency, size, (Math.max(1, Math.trunc(page)) - 1) * size);
    },
    audit: () => repository.audit(),
    systemBalance: (kind: SystemAccountKind, currency: string) => repository.systemBalance(kind, currency),
    /** stakes (less refunds) and wins of a player's games since `since` (responsible-gaming limits, loss history) */
    gamingTotals: (playerId: string, currency: string, since: Date) => repository.gamingTotals(playerId, currency, since),
    /** the ledger's activity in [from, to) per UTC day, currency, game and player (back-office dashboard and reports; read-only) */
    activity: (from: Date, to: Date) => repository.activity(from, to),
    /** real-money game result in [from, to): negative = net loss (weekly cashback) */
    realGamingNet: (playerId: string, currency: string, from: Date, to: Date) => repository.realGamingNet(playerId, currency, from, to),
  };
}
export type WalletService = ReturnType<typeof createWalletService>;
