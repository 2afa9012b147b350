import {
  DEPOSIT_LIMIT_INCREASE_DELAY_MS,
  REOPEN_DELAY_INDEFINITE_MS,
  REOPEN_DELAY_TIMEOUT_MS,
  SELF_EXCLUSION_DURATION_MS,
  TIMEOUT_CHOICES,
  type LimitPeriod,
  type MoneyLimitKind,
  type SelfExclusionChoice,
} from '@fortuna/contracts';

/**
 * The rules of responsible gaming as pure functions of the stored rows and the time: the service
 * reads and writes, these decide. Unit-tested in responsible-gaming.test.ts.
 */
export type LimitKind = `${MoneyLimitKind}_${LimitPeriod}` | 'session';
export const limitKind = (kind: MoneyLimitKind, period: LimitPeriod): LimitKind => `${kind}_${period}`;

export interface StoredLimit {
  value: number | null;
  hasPending: boolean;
  pendingValue: number | null;
  pendingAt: Date | null;
}

export const NO_LIMIT: StoredLimit = { value: null, hasPending: false, pendingValue: null, pendingAt: null };

/** The value that applies at `now`: a pending change counts from its time on, even before the scheduler writes it. */
export function effectiveLimit(row: StoredLimit, now: Date): { value: number | null; pending: { value: number | null; at: Date } | null } {
  if (row.hasPending && row.pendingAt && row.pendingAt <= now) return { value: row.pendingValue, pending: null };
  return { value: row.value, pending: row.hasPending && row.pendingAt ? { value: row.pendingValue, at: row.pendingAt } : null };
}

/** Whether `next` is stricter than `current` (null = no limit, the loosest). */
export const isStricter = (next: number | null, current: number | null) => next !== null && (current === null || next < current);

/**
 * A change asked for at `now`: stricter applies at once (and drops a pending raise); looser (a
 * raise or a removal) waits 24 hours; asking for what applies now only drops a pending change.
 */
export function changeLimit(row: StoredLimit, next: number | null, now: Date): StoredLimit {
  const { value } = effectiveLimit(row, now);
  if (isStricter(next, value)) return { value: next, hasPending: false, pendingValue: null, pendingAt: null };
  if (next === value) return { value, hasPending: false, pendingValue: null, pendingAt: null };
  return { value, hasPending: true, pendingValue: next, pendingAt: new Date(now.getTime() + DEPOSIT_LIMIT_INCREASE_DELAY_MS) };
}

export const isTimeout = (choice: SelfExclusionChoice) => TIMEOUT_CHOICES.includes(choice);

export interface StoredExclusion {
  choice: string;
  startedAt: Date;
  expiresAt: Date | null;
  signInFrom: Date;
  reopenRequestedAt: Date | null;
  reopensAt: Date | null;
  liftedAt: Date | null;
}

/** How long reopening takes once asked for: 7 days after an indefinite self-exclusion, 24 hours otherwise. */
export const reopenDelayOf = (choice: string) => (choice === 'indefinite' ? REOPEN_DELAY_INDEFINITE_MS : REOPEN_DELAY_TIMEOUT_MS);

/**
 * A new time-out or self-exclusion. Sign-in is refused until the chosen period ends; an
 * indefinite one refuses it for its minimum, 7 days, after which the player may sign in only to
 * ask to reopen.
 */
export function startExclusion(choice: SelfExclusionChoice, now: Date) {
  const duration = SELF_EXCLUSION_DURATION_MS[choice];
  const expiresAt = duration === null ? null : new Date(now.getTime() + duration);
  return {
    choice,
    startedAt: now,
    expiresAt,
    signInFrom: expiresAt ?? new Date(now.getTime() + REOPEN_DELAY_INDEFINITE_MS),
    reopenRequestedAt: null,
    reopensAt: isTimeout(choice) ? expiresAt : null,
    liftedAt: null,
  };
}

/**
 * Whether the exclusion still closes the account at `now`. A time-out ends by itself; a
 * self-exclusion only `reopensAt` (asked for by the player after its period).
 */
export function excludes(e: StoredExclusion | null, now: Date): boolean {
  if (!e || e.liftedAt) return false;
  return !(e.reopensAt && e.reopensAt <= now);
}

/** The player may ask to reopen: a self-exclusion whose period is over (or an indefinite one past its minimum), not asked yet. */
export function mayRequestReopen(e: StoredExclusion, now: Date): boolean {
  if (e.liftedAt || e.reopenRequestedAt || isTimeout(e.choice as SelfExclusionChoice)) return false;
  return e.expiresAt ? e.expiresAt <= now : e.signInFrom <= now;
}

/** A reality check is due `minutes` after the session's start or the last answer. */
export function realityCheckDueAt(from: Date, minutes: number | null): Date | null {
  return minutes ? new Date(from.getTime() + minutes * 60_000) : null;
}
