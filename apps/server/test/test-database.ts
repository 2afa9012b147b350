import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_DIR, openDatabase, type Database } from '../src/platform/db';

/**
 * Each integration test's own database, cloned from one migrated copy instead of migrated afresh:
 * Vitest runs every file in its own process, and migrating takes seconds a file.
 *
 * - PGlite: a snapshot of the migrated database, kept on disk between files and runs;
 * - PostgreSQL: a template database (`create database … template …`), made once per server.
 *
 * Both are named by a hash of the migrations (and PGlite's version), so a changed migration makes a
 * new one and a stale copy is never used.
 */
export const onPostgres = process.env.TEST_DB === 'postgres' && !!process.env.TEST_DATABASE_URL;

let fingerprintMemo: string | undefined;
function fingerprint(): string {
  if (fingerprintMemo) return fingerprintMemo;
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(path.relative(MIGRATIONS_DIR, file)).update(readFileSync(file));
    }
  };
  walk(MIGRATIONS_DIR);
  const pglite = path.join(MIGRATIONS_DIR, '../../../node_modules/@electric-sql/pglite/package.json');
  if (existsSync(pglite)) hash.update((JSON.parse(readFileSync(pglite, 'utf8')) as { version: string }).version);
  return (fingerprintMemo = hash.digest('hex').slice(0, 16));
}

let pgliteTemplate: Promise<Blob> | undefined;
function migratedPgliteSnapshot(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const dir = path.join(os.tmpdir(), 'fortuna-test-databases');
    const file = path.join(dir, `pglite-${fingerprint()}.tar`);
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      // not made yet (or removed by a run on other migrations): make it
    }
    const db = await openDatabase({ dataDir: 'memory://' });
    const blob = await db.snapshot!();
    await db.close();
    // two files may make it at once: each writes its own file and the rename is atomic
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}.${randomUUID()}`;
    writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
    renameSync(partial, file);
    // snapshots of other migrations unused for a day (another checkout may still be using a recent one)
    for (const old of readdirSync(dir)) {
      const other = path.join(dir, old);
      if (other !== file && old.startsWith('pglite-') && Date.now() - statSync(other).mtimeMs > 86_400_000) rmSync(other, { force: true });
    }
    return blob;
  })();
  return pgliteTemplate;
}

const TEMPLATE_LOCK = 727003;

/** the migrated template database on the server of `adminUrl`, made under a lock by the first file that needs it */
async function postgresTemplate(adminUrl: string): Promise<string> {
  const { default: pg } = await import('pg');
  const name = `fortuna_tpl_${fingerprint()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const stale = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like 'fortuna\\_tpl\\_%' and datname <> $1",
        [name],
      );
      for (const { datname } of stale.rows) await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.query(`create database ${name}_wip`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}_wip`;
      const migrated = await openDatabase({ databaseUrl: url.href, poolSize: 1 });
      await migrated.close();
      // renamed only once migrated: a run killed half-way leaves no half-made template behind this name
      await admin.query(`alter database ${name}_wip rename to ${name}`);
    }
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => {});
    await admin.end();
  }
  return name;
}

/**
 * A database of its own: an in-memory PGlite, or with TEST_DB=postgres a fresh PostgreSQL database
 * created on TEST_DATABASE_URL and dropped on close.
 */
export async function createTestDatabase(): Promise<Database> {
  if (!onPostgres) return openDatabase({ dataDir: 'memory://', loadDataDir: await migratedPgliteSnapshot() });
  const { default: pg } = await import('pg');
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `fortuna_t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      const template = await postgresTemplate(adminUrl);
      // shared: many copies at once, but never while a template is being made or dropped
      await admin.query('select pg_advisory_lock_shared($1)', [TEMPLATE_LOCK]);
      try {
        await admin.query(`create database ${name} template ${template}`);
        break;
      } catch (error) {
        // dropped in between by a run on other migrations (another checkout): make it again
        if ((error as { code?: string }).code !== '3D000' || attempt === 3) throw error;
      } finally {
        await admin.query('select pg_advisory_unlock_shared($1)', [TEMPLATE_LOCK]);
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.href, poolSize: 60 });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
