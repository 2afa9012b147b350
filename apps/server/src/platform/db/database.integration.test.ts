import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database';
import { transaction } from './transaction';
import { auditLog } from '../audit/audit.tables';
import { createAuditLog } from '../audit/audit';
import { createTestDatabase } from '../../../test/helpers';

describe('database seam', () => {
  it('keeps PGlite data in DATA_DIR across a restart', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'fortuna-db-'));
    try {
      const first = await openDatabase({ dataDir: dir });
      await createAuditLog(first.db).write({ event: 'restart.probe', details: { n: 1 } });
      await first.close();
      const second = await openDatabase({ dataDir: dir });
      const rows = await second.db.select().from(auditLog);
      expect(rows.map((r) => r.event)).toEqual(['restart.probe']);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000); // two cold starts of an embedded database

  it('commits a transaction as a whole and rolls it back as a whole', async () => {
    const database = await createTestDatabase();
    try {
      await transaction(database.db, async (tx) => {
        await createAuditLog(tx).write({ event: 'tx.ok' });
      });
      await expect(
        transaction(database.db, async (tx) => {
          await createAuditLog(tx).write({ event: 'tx.rolled-back' });
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      const rows = await database.db.select().from(auditLog);
      expect(rows.map((r) => r.event)).toEqual(['tx.ok']);
      const result = (await database.db.execute(sql`select count(*)::int as n from audit_log`)) as unknown as { rows: { n: number }[] };
      const [{ n }] = result.rows;
      expect(n).toBe(1);
    } finally {
      await database.close();
    }
  });
});
