import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import { createBatchRunner, type BatchStep } from './batch-runner';
import { batchJobs } from './batch-runner.tables';
import { FakeClock } from './clock';
import type { Database } from './db';

/** A job over the items 1..total: each batch takes the next `limit` after the cursor. */
function countingJob(total: number, seen: number[], failOnce?: { at: number; failed: boolean }) {
  return async ({ cursor, limit }: BatchStep<{ n: number }>) => {
    const from = Number(cursor ?? 0);
    const items = Array.from({ length: Math.max(0, Math.min(limit, total - from)) }, (_, i) => from + i + 1);
    if (failOnce && !failOnce.failed && items.includes(failOnce.at)) {
      failOnce.failed = true;
      throw new Error('provider down');
    }
    return {
      cursor: String(items.at(-1) ?? from),
      processed: items.length,
      done: from + items.length >= total,
      afterCommit: async () => void seen.push(...items),
    };
  };
}

describe('batch runner', () => {
  let database: Database;
  const clock = new FakeClock();
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('enqueues a kind and key once, runs it in batches to the end', async () => {
    const runner = createBatchRunner({ db: database.db, clock, batchSize: 10 });
    const seen: number[] = [];
    runner.define('test.count', countingJob(25, seen));
    const first = await runner.enqueue('test.count', 'a', { n: 25 });
    const again = await runner.enqueue('test.count', 'a', { n: 25 });
    expect(first.created).toBe(true);
    expect(again).toMatchObject({ id: first.id, created: false });
    expect(await runner.drain()).toBe(1);
    expect(seen).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect(await runner.job('test.count', 'a')).toMatchObject({ status: 'completed', processed: 25, cursor: '25' });
    expect(await runner.drain()).toBe(0);
  });

  it('a runner that dies half way: another takes the job over after the lease and resumes after the last batch', async () => {
    const seen: number[] = [];
    const dead = createBatchRunner({ db: database.db, clock, batchSize: 10, leaseMs: 30_000 });
    dead.define('test.resume', countingJob(35, seen));
    await dead.enqueue('test.resume', 'b', { n: 35 });
    expect(await dead.stepOnce()).toMatchObject({ status: 'running', cursor: '10', processed: 10 });

    const next = createBatchRunner({ db: database.db, clock, batchSize: 10, leaseMs: 30_000 });
    next.define('test.resume', countingJob(35, seen));
    expect(await next.drain()).toBe(0); // the lease still holds
    clock.advance(30_001);
    expect(await next.drain()).toBe(1);
    expect(seen).toEqual(Array.from({ length: 35 }, (_, i) => i + 1));
    expect(await next.job('test.resume', 'b')).toMatchObject({ status: 'completed', processed: 35 });
  });

  it('a failing batch changes nothing; it is tried again from the same cursor after a pause', async () => {
    const seen: number[] = [];
    const fail = { at: 15, failed: false };
    const runner = createBatchRunner({ db: database.db, clock, batchSize: 10 });
    runner.define('test.fail', countingJob(20, seen, fail));
    await runner.enqueue('test.fail', 'c', { n: 20 });
    expect(await runner.drain()).toBe(1);
    expect(seen).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    expect(await runner.job('test.fail', 'c')).toMatchObject({ status: 'running', cursor: '10', error: 'provider down' });
    clock.advance(1_001);
    await runner.drain();
    expect(seen).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const [row] = await database.db.select().from(batchJobs).where(eq(batchJobs.key, 'c'));
    expect(row).toMatchObject({ status: 'completed', attempts: 0, error: null });
  });

  it('marks a job failed after the last attempt', async () => {
    const runner = createBatchRunner({ db: database.db, clock, batchSize: 10, maxAttempts: 2 });
    runner.define('test.broken', async () => {
      throw new Error('always');
    });
    await runner.enqueue('test.broken', 'd', {});
    await runner.drain();
    clock.advance(60_000);
    await runner.drain();
    expect(await runner.job('test.broken', 'd')).toMatchObject({ status: 'failed', error: 'always' });
  });
});
