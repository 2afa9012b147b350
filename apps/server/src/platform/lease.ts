import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, lte, or } from 'drizzle-orm';
import type { Clock } from './clock';
import type { Db } from './db';
import { platformLeases } from './lease.tables';

/**
 * A database lease for a job that must run on one instance at a time (bonus expiry, and any other
 * periodic job): the holder renews it on each run; when the holder dies, its lease expires after
 * `ttlMs` and the next instance to run the job takes it over. `release()` at shutdown hands it
 * over at once. Times are on the injected clock.
 */
export interface Lease {
  /** takes or renews the lease; true when this instance holds it now */
  take(): Promise<boolean>;
  release(): Promise<void>;
  readonly holder: string;
}

/** This process's name in lease rows: INSTANCE_ID (or the host and pid) and a random tail. */
export function instanceHolder(instanceId?: string): string {
  return `${instanceId || `${hostname()}:${process.pid}`}:${randomUUID().slice(0, 8)}`;
}

export function createLease(options: { db: Db; clock: Clock; name: string; ttlMs: number; holder?: string }): Lease {
  const { db, clock, name, ttlMs } = options;
  const holder = options.holder ?? instanceHolder();
  return {
    holder,
    async take() {
      const now = clock.now();
      const rows = await db
        .insert(platformLeases)
        .values({ name, holder, expiresAt: new Date(now.getTime() + ttlMs) })
        .onConflictDoUpdate({
          target: platformLeases.name,
          set: { holder, expiresAt: new Date(now.getTime() + ttlMs) },
          setWhere: or(eq(platformLeases.holder, holder), lte(platformLeases.expiresAt, now)),
        })
        .returning({ holder: platformLeases.holder });
      return rows.length === 1;
    },
    async release() {
      await db.delete(platformLeases).where(and(eq(platformLeases.name, name), eq(platformLeases.holder, holder)));
    },
  };
}

/** `task` wrapped so it runs only while this instance holds `lease` (it returns 0 found otherwise). */
export function underLease(lease: Lease, task: () => Promise<number | void>): () => Promise<number | void> {
  return async () => {
    if (!(await lease.take())) return 0;
    return task();
  };
}
