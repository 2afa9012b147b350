import { describe, expect, it } from 'vitest';
import {
  changeLimit,
  effectiveLimit,
  excludes,
  mayRequestReopen,
  NO_LIMIT,
  realityCheckDueAt,
  startExclusion,
} from './responsible-gaming.rules';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const t0 = new Date('2026-01-01T12:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

describe('limit changes: lower now, raise or remove after 24 hours', () => {
  it('a first limit and a lower one apply at once', () => {
    const first = changeLimit(NO_LIMIT, 10_000, t0);
    expect(first).toEqual({ value: 10_000, hasPending: false, pendingValue: null, pendingAt: null });
    expect(changeLimit(first, 2_000, t0).value).toBe(2_000);
  });

  it('a raise and a removal wait exactly 24 hours; reads apply them from then on', () => {
    const raised = changeLimit({ ...NO_LIMIT, value: 2_000 }, 10_000, t0);
    expect(raised).toEqual({ value: 2_000, hasPending: true, pendingValue: 10_000, pendingAt: at(DAY) });
    expect(effectiveLimit(raised, at(DAY - 1)).value).toBe(2_000);
    expect(effectiveLimit(raised, at(DAY))).toEqual({ value: 10_000, pending: null });
    const removed = changeLimit({ ...NO_LIMIT, value: 2_000 }, null, t0);
    expect(effectiveLimit(removed, at(DAY - 1))).toEqual({ value: 2_000, pending: { value: null, at: at(DAY) } });
    expect(effectiveLimit(removed, at(DAY)).value).toBeNull();
  });

  it('lowering while a raise waits drops the raise; asking again for what applies drops it too', () => {
    const raised = changeLimit({ ...NO_LIMIT, value: 2_000 }, 10_000, t0);
    expect(changeLimit(raised, 1_000, at(HOUR))).toMatchObject({ value: 1_000, hasPending: false });
    expect(changeLimit(raised, 2_000, at(HOUR))).toMatchObject({ value: 2_000, hasPending: false });
    // a second raise restarts the 24 hours
    expect(changeLimit(raised, 20_000, at(HOUR)).pendingAt).toEqual(at(HOUR + DAY));
  });
});

describe('time-outs and self-exclusion', () => {
  it('a time-out closes sign-in until its end and ends by itself', () => {
    const e = { ...startExclusion('24_hours', t0), liftedAt: null };
    expect(e.signInFrom).toEqual(at(DAY));
    expect(excludes(e, at(DAY - 1))).toBe(true);
    expect(excludes(e, at(DAY))).toBe(false);
    expect(mayRequestReopen(e, at(2 * DAY))).toBe(false);
  });

  it('a self-exclusion stays after its period until reopening is asked for', () => {
    const e = { ...startExclusion('1_month', t0), liftedAt: null };
    expect(excludes(e, at(31 * DAY))).toBe(true);
    expect(mayRequestReopen(e, at(30 * DAY - 1))).toBe(false);
    expect(mayRequestReopen(e, at(30 * DAY))).toBe(true);
  });

  it('indefinite: sign-in after its 7-day minimum, to ask for reopening', () => {
    const e = { ...startExclusion('indefinite', t0), liftedAt: null };
    expect(e.expiresAt).toBeNull();
    expect(e.signInFrom).toEqual(at(7 * DAY));
    expect(mayRequestReopen(e, at(7 * DAY))).toBe(true);
    expect(excludes({ ...e, reopenRequestedAt: at(7 * DAY), reopensAt: at(14 * DAY) }, at(14 * DAY))).toBe(false);
  });
});

it('a reality check is due its interval after the session start or the last answer', () => {
  expect(realityCheckDueAt(t0, 15)).toEqual(at(15 * 60_000));
  expect(realityCheckDueAt(t0, null)).toBeNull();
});
