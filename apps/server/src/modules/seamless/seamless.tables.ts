import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Casino side: every seamless transaction the casino accepted, keyed by the studio's transaction id
 * (idempotency: a duplicate gets the stored first answer).
 */
export const seamlessTransactions = pgTable(
  'seamless_transactions',
  {
    transactionId: text().primaryKey(),
    kind: text().notNull(),
    playerId: uuid().notNull(),
    gameId: text().notNull(),
    roundId: text().notNull(),
    currency: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    /** for a rollback: the bet it cancels */
    originalTransactionId: text(),
    ledgerTransactionId: uuid(),
    answer: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    check('seamless_transactions_kind', sql`${t.kind} in ('bet', 'win', 'rollback')`),
    index('seamless_transactions_round').on(t.roundId),
    uniqueIndex('seamless_transactions_one_rollback').on(t.originalTransactionId),
  ],
);

/**
 * Progressive jackpot pools (casino side). `amount` is always backed by the ledger's
 * jackpot_pool account of the currency: the sum of the pools of a currency equals that balance.
 */
export const jackpotPools = pgTable(
  'jackpot_pools',
  {
    id: text().primaryKey(),
    currency: text().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    seed: bigint({ mode: 'number' }).notNull(),
    generation: integer().notNull().default(1),
    lastWinAmount: bigint({ mode: 'number' }),
    lastWonAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [check('jackpot_pools_amount', sql`${t.amount} >= 0 and ${t.seed} >= 0`)],
);
