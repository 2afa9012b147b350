import { sql } from 'drizzle-orm';
import type { Database } from '../../src/platform/db';
import { testEnv } from '../helpers';

export const OPERATOR_HEADER = { authorization: `Bearer ${testEnv().OPERATOR_TOKEN}` };

/**
 * Tables a refused request writes on purpose: the audit trail, the sign-in history, the login
 * attempt counters and used captcha solutions. Everything else must stay as it was.
 */
const WRITTEN_ON_REFUSAL = new Set(['audit_log', 'auth_login_history', 'auth_login_failures', 'auth_captcha_solutions']);
/** columns a request touches by just arriving (the session's sliding expiry) */
const VOLATILE_COLUMNS = ['last_seen_at', 'expires_at'];

/** table name → digest; a change of any of the players' rows or of any table's row count shows */
export type Snapshot = Record<string, string>;

const queries = new WeakMap<Database, Promise<{ tables: string[]; keyed: { table: string; column: string }[] }>>();

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

async function layout(database: Database) {
  let found = queries.get(database);
  if (!found) {
    found = (async () => {
      const tables = rowsOf<{ name: string }>(
        await database.db.execute(
          sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
        ),
      )
        .map((r) => r.name)
        .filter((n) => !WRITTEN_ON_REFUSAL.has(n));
      const keyed = rowsOf<{ table: string; column: string }>(
        await database.db.execute(
          sql`select table_name as "table", column_name as "column" from information_schema.columns where table_schema = 'public' and column_name = 'player_id' order by 1`,
        ),
      ).filter((r) => !WRITTEN_ON_REFUSAL.has(r.table));
      keyed.push({ table: 'players', column: 'id' });
      return { tables, keyed };
    })();
    queries.set(database, found);
  }
  return found;
}

/** One query: every table's row count and a digest of each player's rows in each player table. */
export async function snapshotState(database: Database, playerIds: string[]): Promise<Snapshot> {
  const { tables, keyed } = await layout(database);
  const ids = playerIds.map((id) => `'${id.replace(/[^0-9a-f-]/g, '')}'::uuid`).join(', ');
  const drop = `array[${VOLATILE_COLUMNS.map((c) => `'${c}'`).join(', ')}]`;
  const parts = [
    ...tables.map((name) => `'count:${name}', (select count(*) from "${name}")`),
    ...keyed.map(
      ({ table, column }) =>
        `'${table}', (select md5(coalesce(string_agg((to_jsonb(t) - ${drop})::text, '|' order by (to_jsonb(t) - ${drop})::text), '')) from "${table}" t where t."${column}" in (${ids}))`,
    ),
  ];
  // json_build_object takes at most 100 arguments: several objects, merged
  const chunks: string[] = [];
  for (let i = 0; i < parts.length; i += 40) chunks.push(`json_build_object(${parts.slice(i, i + 40).join(', ')})::jsonb`);
  const [row] = rowsOf<{ s: Record<string, unknown> }>(await database.db.execute(sql.raw(`select (${chunks.join(' || ')}) as s`)));
  const snapshot: Snapshot = {};
  for (const [k, v] of Object.entries(row.s)) snapshot[k.startsWith('count:') ? k.slice(6) + ' (rows)' : k] = String(v);
  return snapshot;
}

/**
 * A cheap "did anything write?": the next transaction id. Only a transaction that writes takes one,
 * so an unchanged mark means no row changed anywhere (on a shared PostgreSQL server other databases
 * move it too: then the full snapshot decides).
 */
export async function writeMark(database: Database): Promise<string> {
  const [row] = rowsOf<{ x: string }>(await database.db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as x`));
  return row.x;
}
