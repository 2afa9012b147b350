import { mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { MIGRATIONS_DIR } from '../paths';

/**
 * The data-access seam. Every module receives a `Db` (the Drizzle query builder) and opens
 * transactions through `transaction()`; the same code runs on embedded PGlite and on PostgreSQL.
 * Inside a transaction, pass the transaction handle down: on PGlite the outer handle would wait
 * for the transaction to finish and hang.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** connections: open, idle, callers waiting for one, and the pool's size (PGlite: one connection) */
  poolStats(): { total: number; idle: number; waiting: number; max: number };
  /**
   * PostgreSQL only: waits for, then holds, the start-up lock across instances (seeding at start is
   * done by one instance at a time); resolves to its release
   */
  startupLock?(): Promise<() => Promise<void>>;
  /** PGlite only: the whole database as a tarball, loadable with `loadDataDir` */
  snapshot?(): Promise<Blob>;
}

export { MIGRATIONS_DIR };

export interface OpenOptions {
  /** postgres:// url; when absent, PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; `memory://` for an in-memory database. */
  dataDir?: string;
  /** connection pool size on PostgreSQL */
  poolSize?: number;
  /** PGlite only: start from a snapshot made by `snapshot()` (tests clone a migrated database) */
  loadDataDir?: Blob;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 20);
  return openPglite(options.dataDir ?? 'memory://', options.loadDataDir);
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // bigint (int8) columns come back as strings by default; money never exceeds 2^53 minor units.
  pg.types.setTypeParser(20, (v) => Number(v));
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => {}); // an idle client dropped by the server must not crash the process
  const db = drizzle(pool, { casing: 'snake_case' }) as unknown as Db;
  // Several instances may start at once: one applies migrations while the others wait.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(727001)');
    await migrate(drizzle(client, { casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock(727001)').catch(() => {});
    client.release();
  }
  return {
    kind: 'postgres',
    db,
    async startupLock() {
      const locked = await pool.connect();
      await locked.query('select pg_advisory_lock(727002)');
      return async () => {
        await locked.query('select pg_advisory_unlock(727002)').catch(() => {});
        locked.release();
      };
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize }),
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    parsers: { 20: (v: string) => Number(v) },
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzle(client, { casing: 'snake_case' });
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    poolStats: () => ({ total: 1, idle: 1, waiting: 0, max: 1 }),
    async ping() {
      await client.query('select 1');
    },
    async close() {
      await client.close();
    },
    snapshot: () => client.dumpDataDir('none'),
  };
}
