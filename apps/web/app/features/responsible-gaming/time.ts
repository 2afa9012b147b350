/** 3725 → "01:02:05" (a session clock, a countdown). */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(Math.floor(s / 3600))}:${p(Math.floor((s % 3600) / 60))}:${p(s % 60)}`;
}

/** A date and time in the page's language (the server sends ISO strings). */
export function formatDateTime(iso: string, locale: string): string {
  return new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * The server's time now, from a figure it sent (`serverNow`) and when the page received it: timers
 * count on the server's clock, not on a clock the player's device may have wrong.
 */
export function serverClock(serverNow: string, receivedAt: number) {
  const offset = new Date(serverNow).getTime() - receivedAt;
  return () => Date.now() + offset;
}
