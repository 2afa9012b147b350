import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_PING_DELAY_MS } from '@fortuna/contracts';
import { createSessionPing, GAME_ACTIVITY_MESSAGE, isActivityMessage } from './session-ping';

describe('session check (5 minutes after the last request, inGame=1 on game pages)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(state: { signedIn?: boolean; inGame?: boolean; fail?: unknown } = {}) {
    const calls: boolean[] = [];
    const expired = vi.fn();
    const check = createSessionPing({
      delayMs: SESSION_PING_DELAY_MS,
      signedIn: () => state.signedIn ?? true,
      inGame: () => state.inGame ?? false,
      ping: async (inGame) => {
        calls.push(inGame);
        if (state.fail) throw state.fail;
      },
      isExpiry: (err) => err === 'expired',
      onExpired: expired,
    });
    return { check, calls, expired, state };
  }

  it('checks once, 5 minutes after the last request, and every request pushes it back', async () => {
    const { check, calls } = setup();
    check.touch();
    await vi.advanceTimersByTimeAsync(SESSION_PING_DELAY_MS - 1);
    check.touch(); // a request just before the deadline
    await vi.advanceTimersByTimeAsync(SESSION_PING_DELAY_MS - 1);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([false]);
    await vi.advanceTimersByTimeAsync(SESSION_PING_DELAY_MS * 3);
    expect(calls).toHaveLength(1); // no request since: the next one is scheduled by the check's own request
  });

  it('sends inGame=1 on game pages, read when the check fires', async () => {
    const { check, calls, state } = setup({ inGame: false });
    check.touch();
    state.inGame = true; // the player opened /real/{game} meanwhile
    await vi.advanceTimersByTimeAsync(SESSION_PING_DELAY_MS);
    expect(calls).toEqual([true]);
  });

  it('does not check for a visitor, and a 401 ends the session', async () => {
    const visitor = setup({ signedIn: false });
    visitor.check.touch();
    await vi.advanceTimersByTimeAsync(SESSION_PING_DELAY_MS);
    expect(visitor.calls).toEqual([]);

    const gone = setup({ fail: 'expired' });
    gone.check.touch();
    await vi.advanceTimersByTimeAsync(SESSION_PING_DELAY_MS);
    expect(gone.expired).toHaveBeenCalledOnce();

    const flaky = setup({ fail: new Error('network') });
    flaky.check.touch();
    await vi.advanceTimersByTimeAsync(SESSION_PING_DELAY_MS);
    expect(flaky.expired).not.toHaveBeenCalled();
  });

  it('stops for good when the page unmounts', async () => {
    const { check, calls } = setup();
    check.touch();
    check.stop();
    check.touch();
    await vi.advanceTimersByTimeAsync(SESSION_PING_DELAY_MS * 2);
    expect(calls).toEqual([]);
  });

  it("counts the game iframe's requests (same origin only) as activity", () => {
    const origin = 'https://casino.test';
    expect(isActivityMessage({ origin, data: { type: GAME_ACTIVITY_MESSAGE } } as MessageEvent, origin)).toBe(true);
    expect(isActivityMessage({ origin: 'https://evil.test', data: { type: GAME_ACTIVITY_MESSAGE } } as MessageEvent, origin)).toBe(false);
    expect(isActivityMessage({ origin, data: null } as MessageEvent, origin)).toBe(false);
  });
});
