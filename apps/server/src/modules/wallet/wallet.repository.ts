import { sql, type SQL } from 'drizzle-orm';
import { statement, transaction, type Db } from '../../platform/db';
import type { AccountRef, PlayerAccountKind, StatementLine, SystemAccountKind } from './wallet.types';

/**
 * The only file of the wallet that speaks SQL. Hand-written statements, because the guarantees live
 * in their exact shape: the conditional UPDATE that cannot overdraw, ON CONFLICT for idempotency,
 * account rows locked in ascending id order so concurrent movements never deadlock.
 */
export interface AccountRow {
  id: number;
  playerId: string | null;
  kind: string;
  currency: string;
  balance: number;
}

export interface TransactionRow {
  id: string;
  kind: string;
  idempotencyKey: string;
  requestHash: string;
  playerId: string | null;
  currency: string;
  reference: string | null;
  reversesKey: string | null;
  metadata: Record<string, unknown>;
  createdAt: Date;
}

export interface EntryRow {
  accountId: number;
  playerId: string | null;
  accountKind: string;
  amount: number;
  balanceAfter: number;
}

/** one UTC day, currency, game (null: not a game movement) and player of the ledger's activity */
export interface ActivityRow {
  day: string;
  currency: string;
  gameId: string | null;
  playerId: string;
  bets: number;
  wins: number;
  bonusCost: number;
  deposits: number;
  withdrawals: number;
  /** bets less the bets rolled back */
  betCount: number;
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const txColumns = sql`id, kind, idempotency_key as "idempotencyKey", request_hash as "requestHash", player_id as "playerId",
  currency, reference, reverses_key as "reversesKey", metadata, created_at as "createdAt"`;

function normaliseTx(row: TransactionRow): TransactionRow {
  return { ...row, createdAt: row.createdAt instanceof Date ? row.createdAt : new Date(row.createdAt) };
}

const p = (name: string) => sql.placeholder(name);
const insertTransactionSql = (conflict: SQL) =>
  sql`insert into wallet_transactions
    (id, kind, idempotency_key, request_hash, player_id, currency, reference, reverses_key, metadata, created_at)
    values (${p('id')}, ${p('kind')}, ${p('idempotencyKey')}, ${p('requestHash')}, ${p('playerId')}, ${p('currency')},
      ${p('reference')}, ${p('reversesKey')}, ${p('metadata')}::jsonb, ${p('createdAt')})${conflict}`;
const transactionValues = (row: TransactionRow) => ({
  id: row.id,
  kind: row.kind,
  idempotencyKey: row.idempotencyKey,
  requestHash: row.requestHash,
  playerId: row.playerId ?? null,
  currency: row.currency,
  reference: row.reference ?? null,
  reversesKey: row.reversesKey ?? null,
  metadata: JSON.stringify(row.metadata),
  createdAt: row.createdAt.toISOString(),
});
// the hot statements of every movement, built once and sent as named statements on the transaction's client
const hot = {
  lockKey: statement('wallet_lock_key', () => sql`select pg_advisory_xact_lock(hashtextextended(${p('key')}, 727006))`),
  insertTransaction: statement('wallet_insert_transaction', () => insertTransactionSql(sql``)),
  tryInsertTransaction: statement<{ id: string }>('wallet_try_insert_transaction', () =>
    insertTransactionSql(sql` on conflict (idempotency_key) do nothing returning id`),
  ),
  applyDelta: statement<{ balance: number }>(
    'wallet_apply_delta',
    () => sql`update wallet_accounts set balance = balance + ${p('delta')}, updated_at = now()
        where id = ${p('accountId')} and (allow_negative or balance + ${p('delta')} >= 0)
        returning balance`,
  ),
  applyDeltaWithSiblings: statement<{ balance: number; siblings: { kind: string; balance: number }[] }>(
    'wallet_apply_delta_with_siblings',
    () => sql`update wallet_accounts a set balance = a.balance + ${p('delta')}, updated_at = now()
        where a.id = ${p('accountId')} and (a.allow_negative or a.balance + ${p('delta')} >= 0)
        returning a.balance, (select coalesce(jsonb_agg(jsonb_build_object('kind', o.kind, 'balance', o.balance)), '[]'::jsonb)
          from wallet_accounts o where o.player_id = a.player_id and o.currency = a.currency and o.id <> a.id) as siblings`,
  ),
};

/** `findKeysAndReversal`'s statement for `n` keys (one named statement per `n`) */
const keysAndReversal = new Map<number, ReturnType<typeof statement<TransactionRow & { via: string }>>>();
const keysAndReversalOf = (n: number) => {
  let made = keysAndReversal.get(n);
  if (!made)
    keysAndReversal.set(
      n,
      (made = statement<TransactionRow & { via: string }>(
        `wallet_keys_and_reversal_${n}`,
        () => sql`select ${txColumns}, 'key' as via from wallet_transactions where idempotency_key in (${sql.join(
          Array.from({ length: n }, (_, i) => sql`${p(`k${i}`)}`),
          sql`, `,
        )})
          union all
          select ${txColumns}, 'reverses' as via from wallet_transactions where reverses_key = ${p('reversesKey')}`,
      )),
    );
  return made;
};

/** Operations inside one SQL transaction. */
export function ledgerStatements(tx: Db, systemIds: SystemIdCache = new Map(), playerIds: SystemIdCache = new Map()) {
  // Accounts this transaction tried to create. A later read in the same transaction sees them, but they
  // must not be remembered: if the transaction rolls back, the remembered id names no row, and every
  // later movement on that account would be refused (an UPDATE that finds no row reads as "too little").
  const createdHere = new Set<string>();
  const rememberPlayer = (key: string, id: number) => {
    if (createdHere.has(key)) return;
    if (playerIds.size >= 50_000) playerIds.delete(playerIds.keys().next().value!);
    playerIds.set(key, id);
  };
  return {
    /** serialises every movement that names this key (idempotency + rollback-before-bet races) */
    async lockKeys(keys: string[]) {
      for (const key of [...new Set(keys)].sort()) await hot.lockKey(tx, { key });
    },

    async findByKey(key: string): Promise<TransactionRow | null> {
      const [row] = await rows<TransactionRow>(tx, sql`select ${txColumns} from wallet_transactions where idempotency_key = ${key}`);
      return row ? normaliseTx(row) : null;
    },

    /**
     * The transactions with these idempotency keys, and the one that reverses `reversesKey`, in one
     * round trip (both unique: at most one row each).
     */
    async findKeysAndReversal(
      keys: string[],
      reversesKey: string,
    ): Promise<{ byKey: Map<string, TransactionRow>; reversal: TransactionRow | null }> {
      const values: Record<string, unknown> = { reversesKey };
      keys.forEach((k, i) => (values[`k${i}`] = k));
      const found = await keysAndReversalOf(keys.length)(tx, values);
      const byKey = new Map<string, TransactionRow>();
      let reversal: TransactionRow | null = null;
      for (const { via, ...row } of found) {
        if (via === 'key') byKey.set(row.idempotencyKey, normaliseTx(row));
        else reversal = normaliseTx(row);
      }
      return { byKey, reversal };
    },

    async findByReversesKey(key: string): Promise<TransactionRow | null> {
      const [row] = await rows<TransactionRow>(tx, sql`select ${txColumns} from wallet_transactions where reverses_key = ${key}`);
      return row ? normaliseTx(row) : null;
    },

    async insertTransaction(row: TransactionRow) {
      await hot.insertTransaction(tx, transactionValues(row));
    },

    /** inserts the transaction unless its idempotency key exists (waits for an in-flight twin); false on conflict */
    async tryInsertTransaction(row: TransactionRow): Promise<boolean> {
      const inserted = await hot.tryInsertTransaction(tx, transactionValues(row));
      return inserted.length > 0;
    },

    /** The account ids for these refs in this currency, creating the accounts that do not exist yet. */
    async resolveAccounts(refs: AccountRef[], currency: string, shard: number): Promise<Map<string, number>> {
      const out = new Map<string, number>();
      const players = [...new Set(refs.flatMap((r) => ('playerId' in r ? [r.playerId] : [])))];
      const systems = [...new Set(refs.flatMap((r) => ('system' in r ? [r.system] : [])))];
      const missing: { playerId: string; kind: string }[] = [];
      for (const playerId of players) {
        const kinds = [...new Set(refs.flatMap((r) => ('playerId' in r && r.playerId === playerId ? [r.kind] : [])))];
        for (const kind of kinds) {
          const cached = playerIds.get(`${playerId}:${kind}:${currency}`);
          if (cached !== undefined) out.set(`player:${playerId}:${kind}`, cached);
          else missing.push({ playerId, kind });
        }
      }
      if (missing.length) {
        const wanted = [...new Set(missing.map((m) => m.playerId))];
        const find = () =>
          rows<{ id: number; playerId: string; kind: string }>(
            tx,
            sql`select id, player_id as "playerId", kind from wallet_accounts
                where currency = ${currency} and player_id in (${sql.join(
                  wanted.map((p) => sql`${p}::uuid`),
                  sql`, `,
                )})`,
          );
        let found = await find();
        // ids read as already existing are remembered; ones this transaction creates are not (it may roll back)
        for (const f of found) rememberPlayer(`${f.playerId}:${f.kind}:${currency}`, Number(f.id));
        const absent = missing.filter((m) => !found.some((f) => f.playerId === m.playerId && f.kind === m.kind));
        if (absent.length) {
          for (const m of absent) createdHere.add(`${m.playerId}:${m.kind}:${currency}`);
          await tx.execute(sql`insert into wallet_accounts (player_id, kind, currency)
            values ${sql.join(
              absent.map((m) => sql`(${m.playerId}, ${m.kind}, ${currency})`),
              sql`, `,
            )}
            on conflict (player_id, kind, currency) where player_id is not null do nothing`);
          found = await find();
        }
        for (const f of found) out.set(`player:${f.playerId}:${f.kind}`, Number(f.id));
      }
      for (const system of systems) out.set(`system:${system}`, await systemAccountId(tx, systemIds, createdHere, system, currency, shard));
      return out;
    },

    /**
     * Moves one account's balance by `delta`, refusing to take a player account below zero.
     * The row lock taken here is held to COMMIT; in READ COMMITTED a waiting UPDATE re-checks its
     * WHERE against the committed row, so two debits can never both pass on the same money.
     * Returns the new balance, or null when the account has too little.
     */
    async applyDelta(accountId: number, delta: number): Promise<number | null> {
      const [row] = await hot.applyDelta(tx, { accountId, delta });
      return row ? Number(row.balance) : null;
    },

    /**
     * `applyDelta` on a player account that also returns the balances of the player's other accounts
     * in its currency, read by the same statement (after this transaction's earlier movements), so
     * that the caller need not read them again.
     */
    async applyDeltaWithSiblings(
      accountId: number,
      delta: number,
    ): Promise<{ balance: number; siblings: { kind: string; balance: number }[] } | null> {
      const [row] = await hot.applyDeltaWithSiblings(tx, { accountId, delta });
      return row
        ? { balance: Number(row.balance), siblings: row.siblings.map((o) => ({ kind: o.kind, balance: Number(o.balance) })) }
        : null;
    },

    /** The movement's entries; `alongside`: a caller's write run in the same statement (a CTE). */
    async insertEntries(
      transactionId: string,
      currency: string,
      entries: { accountId: number; amount: number; balanceAfter: number }[],
      alongside: SQL | null = null,
    ) {
      if (entries.length === 0) {
        if (alongside) await tx.execute(alongside);
        return;
      }
      await tx.execute(
        sql`${alongside ? sql`with alongside as (${alongside}) ` : sql``}insert into wallet_entries (transaction_id, account_id, currency, amount, balance_after) values ${sql.join(
          entries.map((e) => sql`(${transactionId}, ${e.accountId}, ${currency}, ${e.amount}, ${e.balanceAfter})`),
          sql`, `,
        )}`,
      );
    },

    /** A player's balance of one kind, read on this transaction (it sees the transaction's own movements). */
    async playerBalance(playerId: string, currency: string, kind: PlayerAccountKind): Promise<number> {
      const [row] = await rows<{ balance: number }>(
        tx,
        sql`select balance from wallet_accounts where player_id = ${playerId} and kind = ${kind} and currency = ${currency}`,
      );
      return row ? Number(row.balance) : 0;
    },

    async entriesOf(transactionId: string): Promise<EntryRow[]> {
      const list = await rows<EntryRow>(
        tx,
        sql`select e.account_id as "accountId", a.player_id as "playerId", a.kind as "accountKind", e.amount, e.balance_after as "balanceAfter"
            from wallet_entries e join wallet_accounts a on a.id = e.account_id
            where e.transaction_id = ${transactionId} order by e.id`,
      );
      return list.map((e) => ({ ...e, accountId: Number(e.accountId), amount: Number(e.amount), balanceAfter: Number(e.balanceAfter) }));
    },
  };
}
export type LedgerStatements = ReturnType<typeof ledgerStatements>;

/**
 * System accounts never change id, so each repository remembers them. Only ids read as already
 * existing are remembered: one this (possibly rolled back) transaction created is not, even when a
 * second movement of the same transaction reads it back.
 */
type SystemIdCache = Map<string, number>;
async function systemAccountId(
  tx: Db,
  cache: SystemIdCache,
  createdHere: Set<string>,
  system: SystemAccountKind,
  currency: string,
  shard: number,
): Promise<number> {
  const cacheKey = `system:${system}:${currency}:${shard}`;
  const cached = cache.get(cacheKey);
  if (cached !== undefined) return cached;
  const [existing] = await rows<{ id: number }>(
    tx,
    sql`select id from wallet_accounts where player_id is null and kind = ${system} and currency = ${currency} and shard = ${shard}`,
  );
  if (existing) {
    if (!createdHere.has(cacheKey)) cache.set(cacheKey, Number(existing.id));
    return Number(existing.id);
  }
  createdHere.add(cacheKey);
  await tx.execute(sql`insert into wallet_accounts (player_id, kind, currency, shard, allow_negative) values (null, ${system}, ${currency}, ${shard}, true)
    on conflict (kind, currency, shard) where player_id is null do nothing`);
  const [row] = await rows<{ id: number }>(
    tx,
    sql`select id from wallet_accounts where player_id is null and kind = ${system} and currency = ${currency} and shard = ${shard}`,
  );
  return Number(row.id);
}

export function createWalletRepository(db: Db) {
  const systemIds: SystemIdCache = new Map();
  const playerIds: SystemIdCache = new Map();
  return {
    db,
    inTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
      return transaction(db, work);
    },
    statementsFor(tx: Db) {
      return ledgerStatements(tx, systemIds, playerIds);
    },

    async playerAccounts(playerId: string, currency?: string): Promise<AccountRow[]> {
      const list = await rows<AccountRow>(
        db,
        sql`select id, player_id as "playerId", kind, currency, balance from wallet_accounts
            where player_id = ${playerId} ${currency ? sql`and currency = ${currency}` : sql``} order by currency, kind`,
      );
      return list.map((a) => ({ ...a, id: Number(a.id), balance: Number(a.balance) }));
    },

    async statement(playerId: string, currency: string, limit: number, offset: number): Promise<StatementLine[]> {
      const list = await rows<StatementLine & { createdAt: Date | string }>(
        db,
        sql`select t.id as "transactionId", t.kind, t.reference, a.kind as account, e.amount, e.balance_after as "balanceAfter",
                   t.created_at as "createdAt", t.metadata
            from wallet_entries e
            join wallet_accounts a on a.id = e.account_id
            join wallet_transactions t on t.id = e.transaction_id
            where a.player_id = ${playerId} and a.currency = ${currency}
            order by e.id desc limit ${limit} offset ${offset}`,
      );
      return list.map((l) => ({
        ...l,
        account: l.account as PlayerAccountKind,
        amount: Number(l.amount),
        balanceAfter: Number(l.balanceAfter),
        createdAt: new Date(l.createdAt),
      }));
    },

    /**
     * The casino's activity in [from, to) from the ledger, per UTC day, currency, game and player
     * (the back office's dashboard and reports). Player legs only (real and bonus):
     * - bets: stakes less the stakes rolled back (`bet`, `rollback`);
     * - wins: `win` and `jackpot_win` (a jackpot is the round's game: its bet names it);
     * - bonus cost: what bonus programmes paid into real balances (`bonus_commit` conversions,
     *   `cashback`, `tournament_prize`);
     * - deposits (`deposit`) and withdrawals (`withdrawal` less `withdrawal_return`).
     */
    async activity(from: Date, to: Date): Promise<ActivityRow[]> {
      const list = await rows<Record<keyof ActivityRow, string | number | null>>(
        db,
        sql`select to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD') as day, t.currency, t.player_id as "playerId",
                   coalesce(t.metadata->>'gameId', o.metadata->>'gameId',
                     case when t.kind = 'jackpot_win' then
                       (select b.metadata->>'gameId' from wallet_transactions b where b.kind = 'bet' and b.reference = t.reference limit 1)
                     end) as "gameId",
                   coalesce(sum(case when t.kind in ('bet', 'rollback') then -e.amount end), 0)::bigint as bets,
                   coalesce(sum(case when t.kind in ('win', 'jackpot_win') then e.amount end), 0)::bigint as wins,
                   coalesce(sum(case when t.kind in ('bonus_commit', 'cashback', 'tournament_prize') and a.kind = 'real' then e.amount end), 0)::bigint as "bonusCost",
                   coalesce(sum(case when t.kind = 'deposit' then e.amount end), 0)::bigint as deposits,
                   coalesce(sum(case when t.kind in ('withdrawal', 'withdrawal_return') then -e.amount end), 0)::bigint as withdrawals,
                   (count(distinct case when t.kind = 'bet' then t.id end)
                     - count(distinct case when t.kind = 'rollback' then t.id end))::bigint as "betCount"
            from wallet_transactions t
            join wallet_entries e on e.transaction_id = t.id
            join wallet_accounts a on a.id = e.account_id and a.player_id = t.player_id
            left join wallet_transactions o on o.idempotency_key = t.reverses_key
            where t.created_at >= ${from.toISOString()} and t.created_at < ${to.toISOString()} and t.player_id is not null
              and t.kind in ('bet', 'rollback', 'win', 'jackpot_win', 'bonus_commit', 'cashback', 'tournament_prize',
                             'deposit', 'withdrawal', 'withdrawal_return')
            group by 1, 2, 3, 4
            order by 1, 2, 4, 3`,
      );
      return list.map((r) => ({
        day: String(r.day),
        currency: String(r.currency),
        playerId: String(r.playerId),
        gameId: r.gameId === null ? null : String(r.gameId),
        bets: Number(r.bets),
        wins: Number(r.wins),
        bonusCost: Number(r.bonusCost),
        deposits: Number(r.deposits),
        withdrawals: Number(r.withdrawals),
        betCount: Number(r.betCount),
      }));
    },

    /**
     * What a player staked and won in games since `since`, from the ledger: bets less the bets
     * rolled back, and wins (jackpots included), on the player's own accounts in one currency.
     */
    async gamingTotals(playerId: string, currency: string, since: Date): Promise<{ staked: number; won: number }> {
      const list = await rows<{ kind: string; total: string | number }>(
        db,
        sql`select t.kind, coalesce(sum(e.amount), 0)::bigint as total
            from wallet_transactions t
            join wallet_entries e on e.transaction_id = t.id
            join wallet_accounts a on a.id = e.account_id
            where t.player_id = ${playerId} and t.created_at >= ${since.toISOString()}
              and t.kind in ('bet', 'rollback', 'win', 'jackpot_win')
              and a.player_id = ${playerId} and a.currency = ${currency}
            group by t.kind`,
      );
      const of = (kind: string) => Number(list.find((r) => r.kind === kind)?.total ?? 0);
      return { staked: -(of('bet') + of('rollback')), won: of('win') + of('jackpot_win') };
    },

    /**
     * What the player's REAL balance gained from games in [from, to): wins and refunds minus stakes,
     * real-money legs only (a negative result is a net loss; cashback is computed from it).
     */
    async realGamingNet(playerId: string, currency: string, from: Date, to: Date): Promise<number> {
      const [row] = await rows<{ total: string | number }>(
        db,
        sql`select coalesce(sum(e.amount), 0)::bigint as total
            from wallet_transactions t
            join wallet_entries e on e.transaction_id = t.id
            join wallet_accounts a on a.id = e.account_id
            where t.player_id = ${playerId} and t.created_at >= ${from.toISOString()} and t.created_at < ${to.toISOString()}
              and t.kind in ('bet', 'rollback', 'win', 'jackpot_win')
              and a.player_id = ${playerId} and a.currency = ${currency} and a.kind = 'real'`,
      );
      return Number(row.total);
    },

    /** A casino account's balance: the sum of its shards. */
    async systemBalance(kind: SystemAccountKind, currency: string): Promise<number> {
      const [row] = await rows<{ total: number }>(
        db,
        sql`select coalesce(sum(balance), 0)::bigint as total from wallet_accounts where player_id is null and kind = ${kind} and currency = ${currency}`,
      );
      return Number(row.total);
    },

    /** Audit: per-currency sum of all entries (must be 0) and accounts whose balance differs from their entries. */
    async audit(): Promise<{
      unbalancedCurrencies: { currency: string; total: number }[];
      driftedAccounts: { id: number; balance: number; entries: number }[];
      unbalancedTransactions: number;
    }> {
      const unbalancedCurrencies = await rows<{ currency: string; total: number }>(
        db,
        sql`select currency, sum(amount)::bigint as total from wallet_entries group by currency having sum(amount) <> 0`,
      );
      const driftedAccounts = await rows<{ id: number; balance: number; entries: number }>(
        db,
        sql`select a.id, a.balance, coalesce(sum(e.amount), 0)::bigint as entries
            from wallet_accounts a left join wallet_entries e on e.account_id = a.id
            group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)`,
      );
      const [bad] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from (select transaction_id from wallet_entries group by transaction_id, currency having sum(amount) <> 0) x`,
      );
      return { unbalancedCurrencies, driftedAccounts, unbalancedTransactions: Number(bad.n) };
    },
  };
}
export type WalletRepository = ReturnType<typeof createWalletRepository>;
