import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The double-entry ledger.
 *
 * - An account belongs to a player (kinds `real`, `bonus`) or to the casino (`house`, `provider_clearing`,
 *   `withdrawal_pending`, `jackpot_pool`, `bonus_pool`), always in one currency.
 * - A transaction is one movement; its entries sum to zero per currency. A deferred constraint trigger
 *   (migration `wallet_ledger_guards`) checks that at commit; entries are append-only.
 * - `balance` is kept in step with the entries in the same SQL transaction; player accounts can never
 *   go below zero (CHECK, plus the conditional UPDATE in the repository).
 * - Every movement carries an idempotency key (unique); a rollback names the key it reverses (unique),
 *   so a transaction is reversed at most once, even when the rollback arrives first.
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    playerId: uuid(),
    kind: text().notNull(),
    currency: text().notNull(),
    /**
     * System accounts are split into shards (rows) so that concurrent movements do not all queue on one
     * hot row; the account's balance is the sum of its shards. Player accounts have one shard, 0.
     */
    shard: smallint().notNull().default(0),
    balance: bigint({ mode: 'number' }).notNull().default(0),
    allowNegative: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_accounts_player_kind_currency')
      .on(t.playerId, t.kind, t.currency)
      .where(sql`${t.playerId} is not null`),
    uniqueIndex('wallet_accounts_system_kind_currency_shard')
      .on(t.kind, t.currency, t.shard)
      .where(sql`${t.playerId} is null`),
    unique('wallet_accounts_id_currency').on(t.id, t.currency),
    check('wallet_accounts_no_overdraft', sql`${t.allowNegative} or ${t.balance} >= 0`),
    check('wallet_accounts_player_kinds', sql`${t.playerId} is null or ${t.kind} in ('real', 'bonus')`),
    check('wallet_accounts_player_one_shard', sql`${t.playerId} is null or ${t.shard} = 0`),
    check('wallet_accounts_player_never_negative', sql`${t.playerId} is null or not ${t.allowNegative}`),
    check('wallet_accounts_currency_code', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: uuid().primaryKey(),
    kind: text().notNull(),
    idempotencyKey: text().notNull().unique('wallet_transactions_idempotency_key'),
    /** sha-256 of the money-relevant parameters: a retry with different ones is refused */
    requestHash: text().notNull(),
    /** the player the movement is about, for statements (null for casino-internal movements) */
    playerId: uuid(),
    currency: text().notNull(),
    reference: text(),
    /** a rollback: the idempotency key of the transaction it reverses (at most one rollback each) */
    reversesKey: text().unique('wallet_transactions_reverses_key'),
    metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('wallet_transactions_player_created').on(t.playerId, t.createdAt)],
);

export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    transactionId: uuid()
      .notNull()
      .references(() => walletTransactions.id),
    accountId: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    balanceAfter: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [
    // the entry's currency must be its account's currency
    foreignKey({
      name: 'wallet_entries_account_currency',
      columns: [t.accountId, t.currency],
      foreignColumns: [walletAccounts.id, walletAccounts.currency],
    }),
    check('wallet_entries_nonzero', sql`${t.amount} <> 0`),
    index('wallet_entries_transaction').on(t.transactionId),
    index('wallet_entries_account').on(t.accountId, t.id),
  ],
);
