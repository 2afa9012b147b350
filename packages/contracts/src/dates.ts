/**
 * Dates as the API writes them. Every figure is in UTC: the API's date-times read
 * DD/MM/YYYY HH:mm:ss, mails name a moment to the minute (YYYY-MM-DD HH:mm), and a history's date
 * filters are whole UTC days (YYYY-MM-DD).
 */
const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** DD/MM/YYYY HH:mm:ss in UTC: registration date, payment and bonus dates, limit dates. */
export function formatUtcDateTime(d: Date): string {
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** YYYY-MM-DD HH:mm in UTC: a moment named in a mail or a refusal. */
export function formatUtcMinute(d: Date): string {
  return d.toISOString().slice(0, 16).replace('T', ' ');
}

/** YYYY-MM-DD: the UTC day of a moment. */
export function utcDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export interface DayRangeQuery {
  fromDate?: string;
  toDate?: string;
}

/** `from` inclusive, `to` exclusive (the day after toDate), either open. */
export type DayRange = { from?: Date; to?: Date };

export type DayRangeResult = ({ ok: true } & DayRange) | { ok: false; message: string; errors: Record<string, string[]> };

/**
 * A history's date filter: fromDate and toDate are whole UTC days (YYYY-MM-DD), toDate included.
 * Refused when a day does not read as a date, or when fromDate comes after toDate.
 */
export function parseDayRange(q: DayRangeQuery): DayRangeResult {
  const day = (value: string) => new Date(`${value.slice(0, 10)}T00:00:00Z`);
  const from = q.fromDate ? day(q.fromDate) : undefined;
  const end = q.toDate ? day(q.toDate) : undefined;
  const to = end ? new Date(end.getTime() + DAY_MS) : undefined;
  if ((from && Number.isNaN(from.getTime())) || (to && Number.isNaN(to.getTime())))
    return { ok: false, message: 'Invalid date', errors: { fromDate: ['YYYY-MM-DD'] } };
  if (from && to && from >= to) return { ok: false, message: 'fromDate must not be after toDate', errors: { fromDate: ['after toDate'] } };
  return { ok: true, from, to };
}
