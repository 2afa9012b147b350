import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href, type Locale, type TournamentSummary } from '@fortuna/contracts';
import { Countdown } from './Countdown';
import { tournamentsQueries } from './api';

/**
 * The games sidebar's tournament panel: the tournaments the player is in (running first, then those
 * still open for registration) with their countdowns, and the way to all tournaments.
 */
export function MyTournaments({ locale }: { locale: Locale }) {
  const { t } = useTranslation('tournaments');
  const active = useQuery(tournamentsQueries.list('active', locale));
  const future = useQuery(tournamentsQueries.list('future', locale));
  const mine: TournamentSummary[] = [...(active.data?.tournaments ?? []), ...(future.data?.tournaments ?? [])].filter(
    (x) => x.isPlayerJoined,
  );
  return (
    <div data-testid="sidebar-tournaments">
      <h3 className="mb-2 text-xs font-bold uppercase tracking-wider text-slate-400">{t('mine')}</h3>
      {active.isPending || future.isPending ? (
        <div className="h-20 animate-pulse rounded-lg bg-panel-2" />
      ) : mine.length === 0 ? (
        <p className="text-sm text-slate-400" data-testid="sidebar-tournaments-none">
          {t('noneMine')}
        </p>
      ) : (
        <ul className="flex flex-col gap-1">
          {mine.map((x) => (
            <li key={x.id}>
              <Link
                to={href('tournament', { id: String(x.id) }, locale)}
                className="flex flex-col gap-0.5 rounded-lg p-2 hover:bg-panel-2"
                data-testid="sidebar-tournament"
              >
                <span className="truncate text-sm font-semibold text-white">{x.title}</span>
                <Countdown
                  until={x.status === 'registration' ? x.startsAt : x.endsAt}
                  label={x.status === 'registration' ? 'startsIn' : 'endsIn'}
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link to={href('tournaments', {}, locale)} className="mt-2 block text-center text-xs font-semibold text-gold hover:underline">
        {t('allTournaments')}
      </Link>
    </div>
  );
}
