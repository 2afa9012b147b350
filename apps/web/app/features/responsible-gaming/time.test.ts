import { describe, expect, it } from 'vitest';
import { formatClock, serverClock } from './time';

describe('responsible-gaming time helpers', () => {
  it('formats a clock', () => {
    expect(formatClock(0)).toBe('00:00:00');
    expect(formatClock(3725)).toBe('01:02:05');
    expect(formatClock(-5)).toBe('00:00:00');
  });
  it('counts on the server’s clock', () => {
    const now = serverClock('2026-01-01T12:00:10Z', Date.now());
    expect(Math.abs(now() - new Date('2026-01-01T12:00:10Z').getTime())).toBeLessThan(1000);
  });
});
