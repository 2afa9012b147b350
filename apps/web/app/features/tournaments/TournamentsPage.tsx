import { useTranslation } from 'react-i18next';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Locale } from '@fortuna/contracts';
import { Button, Spinner } from '../../ui';
import { tournamentsQueries } from './api';
import { TournamentCard } from './TournamentCard';

const grid = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** /tournaments: running and upcoming tournaments (up to 100 each) and the finished ones, 3 at a time. */
export function TournamentsPage({ locale }: { locale: Locale }) {
  const { t } = useTranslation('tournaments');
  const active = useQuery(tournamentsQueries.list('active', locale));
  const future = useQuery(tournamentsQueries.list('future', locale));
  const past = useInfiniteQuery(tournamentsQueries.past(locale));
  const pastItems = past.data?.pages.flatMap((p) => p.tournaments) ?? [];
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6">
      <h1 className="mb-6 text-3xl font-extrabold text-gold">{t('title')}</h1>
      <section className="mb-10" data-testid="tournaments-active">
        <h2 className="mb-4 text-xl font-bold text-white">{t('active')}</h2>
        {active.isLoading && <Spinner />}
        {active.data?.tournaments.length === 0 && <p className="text-slate-400">{t('noneActive')}</p>}
        <div className={grid}>
          {active.data?.tournaments.map((x) => (
            <TournamentCard key={x.id} tournament={x} locale={locale} />
          ))}
        </div>
      </section>
      <section className="mb-10" data-testid="tournaments-future">
        <h2 className="mb-4 text-xl font-bold text-white">{t('future')}</h2>
        {future.isLoading && <Spinner />}
        {future.data?.tournaments.length === 0 && <p className="text-slate-400">{t('noneFuture')}</p>}
        <div className={grid}>
          {future.data?.tournaments.map((x) => (
            <TournamentCard key={x.id} tournament={x} locale={locale} />
          ))}
        </div>
      </section>
      <section data-testid="tournaments-past">
        <h2 className="mb-4 text-xl font-bold text-white">{t('past')}</h2>
        {past.isLoading && <Spinner />}
        {!past.isLoading && pastItems.length === 0 && <p className="text-slate-400">{t('nonePast')}</p>}
        <div className={grid}>
          {pastItems.map((x) => (
            <TournamentCard key={x.id} tournament={x} locale={locale} />
          ))}
        </div>
        {past.hasNextPage && (
          <div className="mt-6 flex justify-center">
            <Button variant="outline" busy={past.isFetchingNextPage} onClick={() => void past.fetchNextPage()}>
              {t('loadMore')}
            </Button>
          </div>
        )}
      </section>
    </div>
  );
}
