import { sql, type SQL } from 'drizzle-orm';
import { defineRepository, statement, type Db } from '../../platform/db';
import type { SeamlessAnswer } from '@fortuna/contracts';

/** The casino side's SQL: seamless transactions and jackpot pools. Money calls run it on the ledger's `tx` (`withTx`). */
async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export type StoredAnswer = SeamlessAnswer & { jackpotContribution?: number; jackpotPoolId?: string };

export interface SeamlessRow {
  transactionId: string;
  kind: 'bet' | 'win' | 'rollback';
  playerId: string;
  roundId: string;
  answer: StoredAnswer;
}

export interface SeamlessClaim {
  transactionId: string;
  kind: 'bet' | 'win' | 'rollback';
  playerId: string;
  gameId: string;
  roundId: string;
  currency: string;
  amount: number;
  originalTransactionId?: string | null;
  createdAt: Date;
}

export interface SeamlessClaimRow extends Omit<SeamlessClaim, 'createdAt'> {
  answer: StoredAnswer;
}

export interface PoolRow {
  id: string;
  currency: string;
  amount: number;
  seed: number;
  generation: number;
}

const num = (v: unknown) => Number(v);
const pool = (row: PoolRow | undefined): PoolRow | null =>
  row ? { ...row, amount: num(row.amount), seed: num(row.seed), generation: num(row.generation) } : null;

const completion = (transactionId: string, ledgerTransactionId: string | null, answer: unknown): SQL =>
  sql`update seamless_transactions set ledger_transaction_id = ${ledgerTransactionId}, answer = ${JSON.stringify(answer)}::jsonb
      where transaction_id = ${transactionId}`;

const p = (name: string) => sql.placeholder(name);
// run on every casino call inside the round's transaction: built once, a named statement on its client
const claimStatement = statement<{ id: string }>(
  'seamless_claim',
  () => sql`insert into seamless_transactions
    (transaction_id, kind, player_id, game_id, round_id, currency, amount, original_transaction_id, answer, created_at)
    values (${p('transactionId')}, ${p('kind')}, ${p('playerId')}, ${p('gameId')}, ${p('roundId')}, ${p('currency')}, ${p('amount')},
      ${p('originalTransactionId')}, '{}'::jsonb, ${p('createdAt')})
    on conflict do nothing returning transaction_id as id`,
);

export const createSeamlessRepository = defineRepository((db) => ({
  async find(transactionId: string): Promise<SeamlessRow | null> {
    const [row] = await rows<SeamlessRow>(
      db,
      sql`select transaction_id as "transactionId", kind, player_id as "playerId", round_id as "roundId", answer
          from seamless_transactions where transaction_id = ${transactionId}`,
    );
    return row ?? null;
  },

  /**
   * Claims a transaction id: inserts its row unless the id (or, for a rollback, its bet) is taken.
   * A twin in flight holds the unique key until it commits, so the loser waits, then reads the
   * winner's row; if the winner rolled back, the insert goes through. True when this call owns it.
   */
  async claim(row: SeamlessClaim): Promise<boolean> {
    const inserted = await claimStatement(db, {
      transactionId: row.transactionId,
      kind: row.kind,
      playerId: row.playerId,
      gameId: row.gameId,
      roundId: row.roundId,
      currency: row.currency,
      amount: row.amount,
      originalTransactionId: row.originalTransactionId ?? null,
      createdAt: row.createdAt.toISOString(),
    });
    return inserted.length === 1;
  },

  /** The stored request of a claimed id (to compare a replay with it). */
  async claimed(transactionId: string, originalTransactionId?: string): Promise<SeamlessClaimRow | null> {
    const [row] = await rows<SeamlessClaimRow>(
      db,
      sql`select transaction_id as "transactionId", kind, player_id as "playerId", game_id as "gameId", round_id as "roundId",
            currency, amount, original_transaction_id as "originalTransactionId", answer
          from seamless_transactions
          where transaction_id = ${transactionId} ${originalTransactionId ? sql`or original_transaction_id = ${originalTransactionId}` : sql``}
          order by (transaction_id = ${transactionId}) desc limit 1`,
    );
    return row ? { ...row, amount: num(row.amount) } : null;
  },

  /** Stores the answer of a claimed id (same transaction as the claim and the ledger movement). */
  async complete(transactionId: string, ledgerTransactionId: string | null, answer: unknown) {
    await db.execute(completion(transactionId, ledgerTransactionId, answer));
  },

  /** `complete` as a statement, for the ledger to run alongside the movement it answers. */
  completion,

  async lockPool(id: string): Promise<PoolRow | null> {
    return pool(
      (await rows<PoolRow>(db, sql`select id, currency, amount, seed, generation from jackpot_pools where id = ${id} for update`))[0],
    );
  },

  async createPool(row: { id: string; currency: string; seed: number; at: Date }): Promise<boolean> {
    const result = await rows<{ id: string }>(
      db,
      sql`insert into jackpot_pools (id, currency, amount, seed, generation, updated_at)
          values (${row.id}, ${row.currency}, ${row.seed}, ${row.seed}, 1, ${row.at.toISOString()})
          on conflict (id) do nothing returning id`,
    );
    return result.length === 1;
  },

  async addToPool(id: string, delta: number, at: Date): Promise<number> {
    const [row] = await rows<{ amount: string }>(
      db,
      sql`update jackpot_pools set amount = amount + ${delta}, updated_at = ${at.toISOString()} where id = ${id} returning amount`,
    );
    return num(row.amount);
  },

  async resetPool(id: string, paid: number, at: Date): Promise<number> {
    const [row] = await rows<{ amount: string }>(
      db,
      sql`update jackpot_pools set amount = seed, generation = generation + 1, last_win_amount = ${paid},
          last_won_at = ${at.toISOString()}, updated_at = ${at.toISOString()} where id = ${id} returning amount`,
    );
    return num(row.amount);
  },

  async pool(id: string): Promise<PoolRow | null> {
    return pool((await rows<PoolRow>(db, sql`select id, currency, amount, seed, generation from jackpot_pools where id = ${id}`))[0]);
  },

  async poolTotal(currency: string): Promise<number> {
    const [row] = await rows<{ total: string | null }>(
      db,
      sql`select sum(amount) as total from jackpot_pools where currency = ${currency}`,
    );
    return num(row?.total ?? 0);
  },
}));
export type SeamlessRepository = ReturnType<typeof createSeamlessRepository>;
