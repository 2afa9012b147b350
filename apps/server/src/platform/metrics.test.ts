import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addCollector, counter, every, exposition, gauge, routeLabel } from './metrics';

describe('metrics helpers', () => {
  beforeEach(() => void vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => void vi.useRealTimers());

  it('gives the same metric object when a module asks twice', () => {
    expect(counter('fortuna_test_twice_total', 'x')).toBe(counter('fortuna_test_twice_total', 'x'));
  });

  it('labels routes by pattern: pages as page, unmatched requests as unmatched', () => {
    expect(routeLabel('/api/history/payment/:id/cancel')).toBe('/api/history/payment/:id/cancel');
    expect(routeLabel('*')).toBe('page');
    expect(routeLabel(undefined)).toBe('unmatched');
  });

  it('every() records runs by outcome, the backlog a run reports and how late a run started', async () => {
    let fail = false;
    const job = every('test_job', 1_000, async () => {
      if (fail) throw new Error('boom');
      return 7;
    });
    await vi.advanceTimersByTimeAsync(1_000);
    let text = await exposition();
    expect(text).toContain('fortuna_job_runs_total{job="test_job",outcome="ok"} 1');
    expect(text).toContain('fortuna_job_backlog{job="test_job"} 7');
    expect(text).toContain('fortuna_job_lag_seconds{job="test_job"} 0');
    fail = true;
    await vi.advanceTimersByTimeAsync(1_000);
    text = await exposition();
    expect(text).toContain('fortuna_job_runs_total{job="test_job",outcome="error"} 1');
    job.stop();
  });

  it('runs collectors at scrape time until removed; a failing one is counted, not fatal', async () => {
    const g = gauge('fortuna_test_collected', 'x');
    let value = 3;
    const remove = addCollector(() => g.set(value));
    const broken = addCollector(() => {
      throw new Error('database down');
    });
    expect(await exposition()).toContain('fortuna_test_collected 3');
    expect(await exposition()).toMatch(/fortuna_metrics_collector_failures_total [1-9]/);
    remove();
    broken();
    value = 9;
    expect(await exposition()).toContain('fortuna_test_collected 3');
  });
});
