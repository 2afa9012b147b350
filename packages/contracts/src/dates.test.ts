import { describe, expect, it } from 'vitest';
import { currencyOrDefault, DEFAULT_CURRENCY, formatUtcDateTime, formatUtcMinute, parseDayRange, utcDay } from './index';

describe('dates as the API writes them', () => {
  const at = new Date('2026-03-04T05:06:07.890Z');

  it('writes date-times as DD/MM/YYYY HH:mm:ss in UTC, mails to the minute, days as YYYY-MM-DD', () => {
    expect(formatUtcDateTime(at)).toBe('04/03/2026 05:06:07');
    expect(formatUtcMinute(at)).toBe('2026-03-04 05:06');
    expect(utcDay(at)).toBe('2026-03-04');
  });

  it('reads a day range: from inclusive, to the day after toDate, either open', () => {
    expect(parseDayRange({})).toEqual({ ok: true, from: undefined, to: undefined });
    expect(parseDayRange({ fromDate: '2026-01-31', toDate: '2026-01-31' })).toEqual({
      ok: true,
      from: new Date('2026-01-31T00:00:00Z'),
      to: new Date('2026-02-01T00:00:00Z'),
    });
    expect(parseDayRange({ toDate: '2026-02-28' })).toEqual({ ok: true, from: undefined, to: new Date('2026-03-01T00:00:00Z') });
  });

  it('refuses a day that is not a date, and a range that ends before it starts', () => {
    expect(parseDayRange({ fromDate: '2026-13-45' })).toEqual({ ok: false, message: 'Invalid date', errors: { fromDate: ['YYYY-MM-DD'] } });
    expect(parseDayRange({ fromDate: '2026-02-02', toDate: '2026-02-01' })).toEqual({
      ok: false,
      message: 'fromDate must not be after toDate',
      errors: { fromDate: ['after toDate'] },
    });
  });
});

describe("the player's currency", () => {
  it('is EUR by default', () => {
    expect(DEFAULT_CURRENCY).toBe('EUR');
    expect(currencyOrDefault(undefined)).toBe('EUR');
    expect(currencyOrDefault(null)).toBe('EUR');
    expect(currencyOrDefault('RON')).toBe('RON');
  });
});
