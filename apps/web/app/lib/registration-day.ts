import { utcDay } from '@fortuna/contracts';
import { useQuery } from '@tanstack/react-query';
import { playerQueries } from './player';

/** Today as YYYY-MM-DD in UTC (history dates are UTC days). */
export const utcToday = () => utcDay(new Date());

/**
 * The player's registration day as YYYY-MM-DD (UTC), from the profile (whose registrationDate is
 * DD/MM/YYYY HH:mm:ss): history date ranges run from it to today.
 */
export function useRegistrationDay(enabled = true): string | undefined {
  const profile = useQuery({ ...playerQueries.profile(), enabled, staleTime: 60_000 });
  const m = /^(\d{2})\/(\d{2})\/(\d{4})/.exec(profile.data?.registrationDate ?? '');
  return m ? `${m[3]}-${m[2]}-${m[1]}` : undefined;
}
