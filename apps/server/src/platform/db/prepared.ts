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
