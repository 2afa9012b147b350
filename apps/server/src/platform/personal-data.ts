import type { Db } from './db';

/**
 * How a module shows and forgets what it holds about a player, for privacy requests. Each module
 * that keeps personal data offers one source; the privacy module gathers them (it imports none of
 * their tables). `erase` runs inside the erasure's transaction and must keep what the law requires
 * (the ledger, rounds, payments, identity checks) under the player's id, which is then a pseudonym.
 */
export interface PersonalDataSource {
  /** the file in the export: `<name>.json` */
  name: string;
  collect(playerId: string): Promise<unknown>;
  /** binary files for the export, under `files/<name>/` */
  files?(playerId: string): Promise<{ name: string; bytes: Uint8Array }[]>;
  erase?(playerId: string, tx: Db, context: { pseudonym: string; at: Date }): Promise<void>;
  /** the retention job: deletes what was kept of erased players once its period has ended; how many players */
  purgeExpired?(now: Date): Promise<number>;
}

/** Rows for the export: dates as ISO strings, the listed secret columns left out. */
export function exportRows<T extends Record<string, unknown>>(rows: T[], omit: readonly string[] = []): Record<string, unknown>[] {
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row)
        .filter(([k]) => !omit.includes(k))
        .map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
    ),
  );
}
