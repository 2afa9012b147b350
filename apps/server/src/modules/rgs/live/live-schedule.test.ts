import { describe, expect, it } from 'vitest';
import { dueAction, liveDurations, msUntilNext, roundTimes, type ScheduledRound } from './live-schedule';

const d = { bettingMs: 15_000, drawingMs: 8_000, resultMs: 5_000 };
const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);
const round = (phase: ScheduledRound['phase'], seq = 3): ScheduledRound => ({ seq, phase, ...roundTimes(at(0), d) });

describe('live table scheduler (state machine)', () => {
  it('opens round 1 on an empty table', () => {
    expect(dueAction(null, at(0))).toEqual({ kind: 'open', seq: 1 });
    expect(msUntilNext(null, at(0))).toBe(0);
  });

  it('betting closes exactly at closesAt, not a millisecond before', () => {
    expect(dueAction(round('betting'), at(14_999))).toBeNull();
    expect(dueAction(round('betting'), at(15_000))).toEqual({ kind: 'close' });
    expect(msUntilNext(round('betting'), at(10_000))).toBe(5_000);
  });

  it('drawing settles at drawEndsAt; the result shows until resultEndsAt, then the next round opens', () => {
    expect(dueAction(round('drawing'), at(22_999))).toBeNull();
    expect(dueAction(round('drawing'), at(23_000))).toEqual({ kind: 'settle' });
    expect(dueAction(round('result'), at(27_999))).toBeNull();
    expect(dueAction(round('result', 7), at(28_000))).toEqual({ kind: 'open', seq: 8 });
  });

  it('after a long outage the interrupted round is closed, then settled, then one fresh round opens', () => {
    const late = at(10 * 60_000);
    const steps: string[] = [];
    let r: ScheduledRound | null = round('betting');
    for (let i = 0; i < 10; i++) {
      const a = dueAction(r, late);
      if (!a) break;
      steps.push(a.kind);
      if (a.kind === 'close') r = { ...r!, phase: 'drawing' };
      else if (a.kind === 'settle') r = { ...r!, phase: 'result' };
      else r = { seq: a.seq, phase: 'betting', ...roundTimes(late, d) };
    }
    expect(steps).toEqual(['close', 'settle', 'open']);
    expect(r).toMatchObject({ seq: 4, phase: 'betting', closesAt: new Date(late.getTime() + 15_000) });
  });

  it('durations: defaults per game, overrides, and no zero or fractional phases', () => {
    expect(liveDurations('roulette')).toEqual({ bettingMs: 15_000, drawingMs: 8_000, resultMs: 5_000 });
    expect(liveDurations('baccarat', { bettingMs: 4_000, drawingMs: undefined })).toEqual({
      bettingMs: 4_000,
      drawingMs: 10_000,
      resultMs: 5_000,
    });
    expect(() => liveDurations('roulette', { resultMs: 0 })).toThrow(RangeError);
    expect(() => liveDurations('roulette', { bettingMs: 1.5 })).toThrow(RangeError);
  });
});
