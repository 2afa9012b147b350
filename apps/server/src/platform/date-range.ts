import { parseDayRange, type DayRange, type DayRangeQuery } from '@fortuna/contracts';
import { badRequest } from './errors';

/**
 * A history's fromDate/toDate filter (whole UTC days, toDate included) as the range a repository
 * queries, `to` exclusive; a day that is not a date, or a range that ends before it starts, is a 400
 * with the field errors the site shows.
 */
export function dayRange(q: DayRangeQuery): DayRange {
  const range = parseDayRange(q);
  if (!range.ok) throw badRequest(range.message, range.errors);
  return { from: range.from, to: range.to };
}
