import { CHAT_TYPING_THROTTLE_MS, CHAT_TYPING_TTL_MS } from '@fortuna/contracts';

/**
 * The sender's side of "typing": `input(hasText)` on every change says "typing" at most once per
 * `throttleMs` (often enough for the receiver's TTL to keep it alive), an emptied box or `stop()`
 * (sent, closed) says "stopped" once, and only after a "typing" went out.
 */
export function createTypingSender(send: (typing: boolean) => void, options: { now?: () => number; throttleMs?: number } = {}) {
  const now = options.now ?? (() => Date.now());
  const throttleMs = options.throttleMs ?? CHAT_TYPING_THROTTLE_MS;
  let lastSent = Number.NEGATIVE_INFINITY;
  let active = false;
  const stop = () => {
    if (!active) return;
    active = false;
    lastSent = Number.NEGATIVE_INFINITY;
    send(false);
  };
  return {
    input(hasText: boolean) {
      if (!hasText) return stop();
      const t = now();
      if (t - lastSent < throttleMs) return;
      lastSent = t;
      active = true;
      send(true);
    },
    stop,
  };
}

/**
 * The receiver's side: "typing" turns the flag on for `ttlMs`; each new "typing" restarts the time,
 * "stopped" (or a message from that side) turns it off at once, and silence turns it off by itself.
 */
export function createExpiringFlag(onChange: (on: boolean) => void, ttlMs = CHAT_TYPING_TTL_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let on = false;
  const set = (value: boolean) => {
    clearTimeout(timer);
    timer = undefined;
    if (value) timer = setTimeout(() => set(false), ttlMs);
    if (value !== on) {
      on = value;
      onChange(value);
    }
  };
  return { set, dispose: () => clearTimeout(timer) };
}
