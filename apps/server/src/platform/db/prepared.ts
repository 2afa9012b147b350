import type { SQL } from 'drizzle-orm';
import type { Db } from './database';

/**
 * A hot query built once per handle and sent as a named statement: Drizzle builds its SQL on the
 * first call only (building is most of a statement's cost in Node), and PostgreSQL parses and plans
 * it once per connection. Values go in as placeholders (`sql.placeholder('id')`). Use it for reads
 * that run on every spin; on a transaction's handle it is built once per transaction, as before.
 * Each name must belong to exactly one query text (PostgreSQL keeps them per connection).
 */
export function prepared<P extends { execute(placeholders?: Record<string, unknown>): Promise<unknown> }>(
  name: string,
  build: () => { prepare(name: string): P },
): (placeholders: Record<string, unknown>) => ReturnType<P['execute']> {
  let query: P | undefined;
  return (placeholders) => (query ??= build().prepare(name)).execute(placeholders) as ReturnType<P['execute']>;
}

type Internals = {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: boolean,
    ): { execute(values: Record<string, unknown>): Promise<unknown> };
  };
};

/**
 * A hand-written hot statement whose text is built once (on the first call) and then run as the
 * named statement `name` on whichever handle it is given: the pool, or the client of a transaction,
 * where the round's and the ledger's writes run. Values go in as placeholders
 * (`sql.placeholder('id')`); the rows come back as the driver gives them (as `db.execute`). Each
 * name must belong to exactly one text (PostgreSQL keeps named statements per connection).
 */
export function statement<R>(name: string, build: () => SQL): (db: Db, values: Record<string, unknown>) => Promise<R[]> {
  let query: { sql: string; params: unknown[] } | undefined;
  return async (db, values) => {
    const { dialect, session } = db as unknown as Internals;
    query ??= dialect.sqlToQuery(build());
    const result = (await session.prepareQuery(query, undefined, name, false).execute(values)) as { rows: R[] };
    return result.rows;
  };
}
