import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_TYPING_THROTTLE_MS, CHAT_TYPING_TTL_MS } from '@fortuna/contracts';
import { createExpiringFlag, createTypingSender } from './typing';

describe('typing sender (throttled)', () => {
  it('says "typing" at most once per throttle window and "stopped" once, only after a "typing"', () => {
    let now = 0;
    const sent: boolean[] = [];
    const sender = createTypingSender((t) => sent.push(t), { now: () => now });
    sender.stop(); // nothing said yet: nothing to stop
    sender.input(true);
    now += 500;
    sender.input(true);
    now += CHAT_TYPING_THROTTLE_MS - 500;
    sender.input(true);
    expect(sent).toEqual([true, true]);
    sender.input(false); // the box was emptied
    sender.input(false);
    expect(sent).toEqual([true, true, false]);
    sender.input(true); // typing again right away is said at once
    sender.stop();
    sender.stop();
    expect(sent).toEqual([true, true, false, true, false]);
  });
});

describe('typing indicator on the receiver (expires by itself)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns off after the TTL without a stop, is kept alive by new "typing", and off at once on "stopped"', () => {
    const changes: boolean[] = [];
    const flag = createExpiringFlag((on) => changes.push(on));
    flag.set(true);
    vi.advanceTimersByTime(CHAT_TYPING_TTL_MS - 1000);
    flag.set(true); // refreshed: no change reported, the time starts again
    vi.advanceTimersByTime(CHAT_TYPING_TTL_MS - 1000);
    expect(changes).toEqual([true]);
    vi.advanceTimersByTime(1000);
    expect(changes).toEqual([true, false]);

    flag.set(true);
    flag.set(false);
    expect(changes).toEqual([true, false, true, false]);
    vi.advanceTimersByTime(CHAT_TYPING_TTL_MS * 2);
    expect(changes).toEqual([true, false, true, false]);
    flag.dispose();
  });
});
