import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import { FakeClock } from './clock';
import type { Database } from './db';
import { createLease, underLease } from './lease';

describe('platform lease', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 120_000);
  afterAll(() => database?.close());

  it('one holder at a time; taken over once the holder stops renewing; released at once on shutdown', async () => {
    const clock = new FakeClock();
    const a = createLease({ db: database.db, clock, name: 'job-x', ttlMs: 60_000, holder: 'a' });
    const b = createLease({ db: database.db, clock, name: 'job-x', ttlMs: 60_000, holder: 'b' });
    const [ta, tb] = await Promise.all([a.take(), b.take()]);
    expect([ta, tb].filter(Boolean)).toHaveLength(1);
    const [holder, other] = ta ? [a, b] : [b, a];
    clock.advance(30_000);
    expect(await holder.take()).toBe(true); // renewed until +90 s
    clock.advance(59_000);
    expect(await other.take()).toBe(false);
    clock.advance(2_000); // the holder died: its lease ran out
    expect(await other.take()).toBe(true);
    expect(await holder.take()).toBe(false);
    await other.release();
    expect(await holder.take()).toBe(true);
  });

  it('runs a job only under the lease', async () => {
    const clock = new FakeClock();
    let runs = 0;
    const task = async () => void runs++;
    const one = underLease(createLease({ db: database.db, clock, name: 'job-y', ttlMs: 1_000, holder: 'one' }), task);
    const two = underLease(createLease({ db: database.db, clock, name: 'job-y', ttlMs: 1_000, holder: 'two' }), task);
    await one();
    await two();
    await one();
    expect(runs).toBe(2);
  });
});
