import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useLocation } from 'react-router';
import { HOME_FILTERS, type HomeFilter } from '@fortuna/contracts';
import { localeFromPath } from '../lib/i18n';
import { usePlayerInfo } from '../lib/player';
import { listParamsFromUrl } from '../features/games/api';
import { Banners } from '../features/games/Banners';
import { CategoryNav } from '../features/games/CategoryNav';
import { GameGrid } from '../features/games/GameGrid';
import { SearchButton } from '../features/games/GlobalSearch';
import { LobbyFrame } from '../features/games/LobbyFrame';
import { LobbyToolbar } from '../features/games/LobbyToolbar';
import { loadBanners, loadFirstPage, loadWinners } from '../features/games/loaders';
import { WinnersTicker } from '../features/games/WinnersTicker';
import type { Route } from './+types/home';

export function meta() {
  return [{ title: 'Fortuna Casino: slots, live casino, jackpots' }];
}

function homeFilter(search: URLSearchParams): HomeFilter {
  const f = search.get('filter');
  return (HOME_FILTERS as readonly string[]).includes(f ?? '') ? (f as HomeFilter) : 'all';
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const filter = homeFilter(search);
  const params = listParamsFromUrl(search, { category: filter });
  const [firstPage, banners, winners] = await Promise.all([loadFirstPage(context, params), loadBanners(context), loadWinners(context)]);
  return { filter, params, firstPage, banners, winners };
}

export default function Home() {
  const { filter, params, firstPage, banners, winners } = useLoaderData<typeof loader>();
  const { t } = useTranslation('games');
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const { isLoggedIn } = usePlayerInfo();
  return (
    <LobbyFrame locale={locale}>
      <Banners banners={banners} />
      <WinnersTicker locale={locale} initial={winners} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CategoryNav locale={locale} signedIn={isLoggedIn} />
        <SearchButton />
      </div>
      <nav aria-label={t('homeFiltersLabel')} className="-mx-1 flex gap-1 overflow-x-auto border-b border-white/10 px-1">
        {HOME_FILTERS.map((f) => (
          <Link
            key={f}
            to={f === 'all' ? pathname : `${pathname}?filter=${f}`}
            preventScrollReset
            aria-current={f === filter ? 'page' : undefined}
            data-home-filter={f}
            className={`shrink-0 border-b-2 px-3 py-2 text-sm font-semibold transition ${f === filter ? 'border-gold text-gold' : 'border-transparent text-slate-300 hover:text-white'}`}
          >
            {t(`homeFilters.${f}`)}
          </Link>
        ))}
      </nav>
      <div className="flex items-baseline justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-white sm:text-3xl">{t(`homeFilters.${filter}`)}</h1>
        <span className="text-sm text-slate-400">{t('gamesCount', { count: firstPage.total })}</span>
      </div>
      <LobbyToolbar params={params} features={firstPage.features} />
      <GameGrid key={JSON.stringify(params)} params={params} firstPage={firstPage} locale={locale} />
    </LobbyFrame>
  );
}
