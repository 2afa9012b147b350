import type { Db } from './database';
import { transaction, type IsolationLevel } from './transaction';

/**
 * What every repository has besides its queries: the same queries on a transaction someone else
 * opened (`withTx`), and a transaction of its own (`transaction`), whose handle the service may pass
 * to another module's service so that both write in one commit.
 */
export interface RepositoryBase<Q> {
  /** the same queries on `tx`; on the repository's own handle when `tx` is undefined */
  withTx(tx: Db | undefined): Repository<Q>;
  transaction<T>(work: (tx: Db) => Promise<T>, options?: { isolationLevel?: IsolationLevel; retries?: number }): Promise<T>;
}
export type Repository<Q> = Q & RepositoryBase<Q>;

/**
 * Declares a module's repository: `queries(db)` returns its methods over one handle. The result is
 * `createXRepository(db)`, the only thing of the module that touches Drizzle:
 *
 *   export const createBonusesRepository = defineRepository((db) => ({
 *     async history(playerId: string) { ... db.select() ... },
 *   }));
 *   export type BonusesRepository = ReturnType<typeof createBonusesRepository>;
 *
 * A service receives the repository, never the handle: `repository.history(id)`, or inside a
 * transaction `repository.transaction(async (tx) => repository.withTx(tx).history(id))`.
 */
export function defineRepository<Q extends object>(queries: (db: Db) => Q): (db: Db) => Repository<Q> {
  // one repository object per handle (a transaction's handle is used by several calls)
  const made = new WeakMap<Db, Repository<Q>>();
  const create = (db: Db): Repository<Q> => {
    const known = made.get(db);
    if (known) return known;
    const repository: Repository<Q> = {
      ...queries(db),
      withTx: (tx) => (tx ? create(tx) : repository),
      transaction: (work, options) => transaction(db, work, options),
    };
    made.set(db, repository);
    return repository;
  };
  return create;
}
