import { describe, expect, it } from 'vitest';
import { dayStatus, daysOf, decideDay } from './promotion-days';

const base = { today: '2026-03-10', joinedOn: '2026-03-09', cancelledOn: null, campaignCancelled: false };

describe('promotion days: the days of a campaign', () => {
  it('lists N UTC days from the start, across a month end', () => {
    expect(daysOf({ startDate: '2026-02-27', days: 4 })).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });
});

describe('dayStatus (what the player sees)', () => {
  it('keeps a decided day as it was decided, reason included', () => {
    expect(dayStatus({ ...base, day: '2026-03-09', decided: { status: 'awarded', reason: null } })).toEqual({
      status: 'awarded',
      reason: null,
    });
    expect(dayStatus({ ...base, day: '2026-03-09', decided: { status: 'fail', reason: 'self_excluded' } })).toEqual({
      status: 'fail',
      reason: 'self_excluded',
    });
    // a later cancellation does not rewrite a decided day
    expect(dayStatus({ ...base, day: '2026-03-09', cancelledOn: '2026-03-09', decided: { status: 'awarded', reason: null } }).status).toBe(
      'awarded',
    );
  });
  it('today and later are future; past undecided days are missed', () => {
    expect(dayStatus({ ...base, day: '2026-03-10' }).status).toBe('future');
    expect(dayStatus({ ...base, day: '2026-03-14' }).status).toBe('future');
    expect(dayStatus({ ...base, day: '2026-03-08' }).status).toBe('missed');
  });
  it('a visitor (not joined) sees past days missed and the rest future', () => {
    expect(dayStatus({ ...base, joinedOn: null, day: '2026-03-01' }).status).toBe('missed');
    expect(dayStatus({ ...base, joinedOn: null, day: '2026-03-11' }).status).toBe('future');
  });
  it('cancelled from the day the player left, with the reason; a switched-off campaign cancels today and later', () => {
    expect(dayStatus({ ...base, campaignCancelled: true, day: '2026-03-10' }).status).toBe('cancelled');
    // days that ended before the campaign was switched off are not rewritten
    expect(dayStatus({ ...base, campaignCancelled: true, day: '2026-03-09' }).status).toBe('missed');
    expect(dayStatus({ ...base, cancelledOn: '2026-03-10', day: '2026-03-10' })).toEqual({
      status: 'cancelled',
      reason: 'player_cancelled',
    });
    expect(dayStatus({ ...base, cancelledOn: '2026-03-10', day: '2026-03-12' }).status).toBe('cancelled');
    expect(dayStatus({ ...base, cancelledOn: '2026-03-10', day: '2026-03-08' }).status).toBe('missed');
    expect(dayStatus({ ...base, campaignCancelled: true, day: '2026-03-12' })).toEqual({
      status: 'cancelled',
      reason: 'campaign_cancelled',
    });
  });
});

describe('decideDay (what an evaluation decides)', () => {
  const met = () => true;
  const notMet = () => false;
  it('awards a begun day of the participant once the condition is met, today included', () => {
    expect(decideDay({ ...base, day: '2026-03-10' }, met)).toBe('award');
    expect(decideDay({ ...base, day: '2026-03-09' }, met)).toBe('award');
  });
  it('leaves today open while the condition is not met, and misses a past day without it', () => {
    expect(decideDay({ ...base, day: '2026-03-10' }, notMet)).toBeNull();
    expect(decideDay({ ...base, day: '2026-03-09' }, notMet)).toBe('missed');
  });
  it('never decides a day to come, and does not ask the condition for it', () => {
    expect(
      decideDay({ ...base, day: '2026-03-11' }, () => {
        throw new Error('asked');
      }),
    ).toBeNull();
  });
  it('days before joining are missed without asking the condition', () => {
    expect(
      decideDay({ ...base, day: '2026-03-08' }, () => {
        throw new Error('asked');
      }),
    ).toBe('missed');
  });
  it('cancels from the day the player left and from today on when the campaign was switched off, even when met', () => {
    expect(decideDay({ ...base, cancelledOn: '2026-03-10', day: '2026-03-10' }, met)).toBe('cancelled');
    expect(decideDay({ ...base, cancelledOn: '2026-03-10', day: '2026-03-09' }, met)).toBe('award');
    expect(decideDay({ ...base, campaignCancelled: true, day: '2026-03-10' }, met)).toBe('cancelled');
    // a day that ended before the switch-off is honoured by its terms
    expect(decideDay({ ...base, campaignCancelled: true, day: '2026-03-09' }, met)).toBe('award');
    expect(decideDay({ ...base, campaignCancelled: true, day: '2026-03-09' }, notMet)).toBe('missed');
  });
});
