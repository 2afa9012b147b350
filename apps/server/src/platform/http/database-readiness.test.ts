import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../clock';
import { createDatabaseReadiness } from './database-readiness';

describe('database readiness', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function pings() {
    const calls: { resolve: () => void; reject: (err: Error) => void }[] = [];
    const ping = () => new Promise<void>((resolve, reject) => void calls.push({ resolve, reject }));
    return { ping, calls };
  }

  async function check(state: () => Promise<string>, waitMs = 500) {
    const result = state();
    await vi.advanceTimersByTimeAsync(waitMs);
    return result;
  }

  it('is ok when the ping answers, down at once when it fails', async () => {
    const { ping, calls } = pings();
    const state = createDatabaseReadiness(ping, new FakeClock());
    const first = state();
    calls[0].resolve();
    expect(await first).toBe('ok');
    const second = state();
    calls[1].reject(new Error('connection refused'));
    expect(await second).toBe('down');
  });

  it('a ping stuck behind a busy pool is "busy" while an answer is fresh, then "down"', async () => {
    const { ping, calls } = pings();
    const clock = new FakeClock();
    const state = createDatabaseReadiness(ping, clock, { waitMs: 500, freshMs: 10_000 });
    const first = state();
    calls[0].resolve();
    expect(await first).toBe('ok');

    clock.advance(4_000);
    expect(await check(state)).toBe('busy');
    clock.advance(5_000);
    expect(await check(state)).toBe('busy');
    // the checks shared the one waiting ping instead of queueing more behind the busy pool
    expect(calls).toHaveLength(2);
    // no answer for longer than freshMs: the check waits for the ping itself, whatever it answers
    clock.advance(2_000);
    let settled: string | null = null;
    void check(state).then((r) => (settled = r));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(settled).toBeNull();
    calls[1].reject(new Error('connection lost'));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe('down');

    const next = state();
    calls[2].resolve();
    expect(await next).toBe('ok');
  });

  it('right after the start, a slow first ping is waited for, not taken as down', async () => {
    const { ping, calls } = pings();
    const state = createDatabaseReadiness(ping, new FakeClock());
    const first = check(state);
    await vi.advanceTimersByTimeAsync(2_000);
    calls[0].resolve();
    expect(await first).toBe('ok');
  });
});
