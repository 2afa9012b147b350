import { LIVE_DEFAULTS, type LiveGame } from '@fortuna/game-math';

/**
 * The state machine of a shared-round table, pure: given the table's latest round and the time,
 * which single transition is due. The live service applies it (with its side effects: draw,
 * settlement, pushes) and asks again until nothing is due, so a table that was down for a while
 * closes and settles its interrupted round first and then opens a fresh one at `now`.
 *
 *   (none) ──open──► betting ──close (draw)──► drawing ──settle──► result ──open next──► betting …
 */
export interface LiveDurations {
  bettingMs: number;
  drawingMs: number;
  resultMs: number;
}

export interface ScheduledRound {
  seq: number;
  phase: 'betting' | 'drawing' | 'result';
  closesAt: Date;
  drawEndsAt: Date;
  resultEndsAt: Date;
}

export type LiveAction = { kind: 'open'; seq: number } | { kind: 'close' } | { kind: 'settle' };

export function dueAction(round: ScheduledRound | null, now: Date): LiveAction | null {
  if (!round) return { kind: 'open', seq: 1 };
  const t = now.getTime();
  switch (round.phase) {
    case 'betting':
      return t >= round.closesAt.getTime() ? { kind: 'close' } : null;
    case 'drawing':
      return t >= round.drawEndsAt.getTime() ? { kind: 'settle' } : null;
    case 'result':
      return t >= round.resultEndsAt.getTime() ? { kind: 'open', seq: round.seq + 1 } : null;
  }
}

/** The phase boundaries of a round opened at `openedAt`. */
export function roundTimes(openedAt: Date, d: LiveDurations) {
  const closesAt = new Date(openedAt.getTime() + d.bettingMs);
  const drawEndsAt = new Date(closesAt.getTime() + d.drawingMs);
  const resultEndsAt = new Date(drawEndsAt.getTime() + d.resultMs);
  return { openedAt, closesAt, drawEndsAt, resultEndsAt };
}

/** When the table next needs attention (ms from now, at least 0). */
export function msUntilNext(round: ScheduledRound | null, now: Date): number {
  if (!round) return 0;
  const at = round.phase === 'betting' ? round.closesAt : round.phase === 'drawing' ? round.drawEndsAt : round.resultEndsAt;
  return Math.max(0, at.getTime() - now.getTime());
}

/** Durations from env overrides (ms), else game-math's defaults per game. */
export function liveDurations(game: LiveGame, overrides: Partial<LiveDurations> = {}): LiveDurations {
  const d = {
    ...LIVE_DEFAULTS[game],
    ...Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined)),
  } as LiveDurations;
  for (const k of ['bettingMs', 'drawingMs', 'resultMs'] as const) {
    if (!Number.isInteger(d[k]) || d[k] <= 0) throw new RangeError(`${k} must be a positive integer`);
  }
  return d;
}
