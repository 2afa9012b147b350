import { useTranslation } from 'react-i18next';
import { Link, useLoaderData, useLocation } from 'react-router';
import { HOME_FILTERS, href, localeOfPath, type HomeFilter } from '@fortuna/contracts';
import { usePlayerInfo } from '../lib/player';
import { listParamsFromUrl } from '../features/games';
import { Banners } from '../features/games';
import { LobbyNavRow } from '../features/games';
import { GameGrid } from '../features/games';
import { LobbyFrame } from '../features/games';
import { LobbyToolbar } from '../features/games';
import { loadBanners, loadFirstPage, loadWinners } from '../features/games';
import { WinnersTicker } from '../features/games';
import type { Route } from './+types/home';

function homeFilter(search: URLSearchParams): HomeFilter {
  const f = search.get('filter');
  return (HOME_FILTERS as readonly string[]).includes(f ?? '') ? (f as HomeFilter) : 'all';
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const search = url.searchParams;
  const filter = homeFilter(search);
  const params = listParamsFromUrl(search, { category: filter });
  const locale = localeOfPath(url.pathname);
  const [firstPage, banners, winners] = await Promise.all([
    loadFirstPage(context, params),
    loadBanners(context, locale),
    loadWinners(context),
  ]);
  // the page may be served from the page cache long after this: the ticker refetches winners older than its staleTime
  return { filter, params, firstPage, banners, winners, winnersAt: Date.now() };
}

export default function Home() {
  const { filter, params, firstPage, banners, winners, winnersAt } = useLoaderData<typeof loader>();
  const { t } = useTranslation('games');
  const { t: tc } = useTranslation();
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const { isLoggedIn } = usePlayerInfo();
  return (
    <LobbyFrame locale={locale}>
      {!isLoggedIn && (
        <section className="relative overflow-hidden rounded-3xl border border-white/10 bg-[radial-gradient(ellipse_at_top_right,rgba(245,197,66,0.25),transparent_55%),linear-gradient(135deg,#22254a,#181a33_60%,#0f1020)] px-6 py-10 sm:px-12">
          <img
            src="/images/hero-chips.svg"
            alt=""
            aria-hidden="true"
            className="pointer-events-none absolute -right-10 bottom-0 hidden h-full max-h-64 w-auto opacity-90 md:block"
          />
          <div className="relative max-w-xl">
            <h1 className="text-3xl font-extrabold leading-tight text-white sm:text-4xl">{tc('home.heroTitle')}</h1>
            <p className="mt-3 text-slate-300">{tc('home.heroText')}</p>
            <Link
              to={href('sign-up', {}, locale)}
              className="mt-6 inline-block rounded-full bg-gold px-7 py-3 font-bold text-ink shadow-lg shadow-gold/20 hover:bg-gold-2"
            >
              {tc('home.heroCta')}
            </Link>
          </div>
        </section>
      )}
      <Banners banners={banners} locale={locale} />
      <WinnersTicker locale={locale} initial={winners} initialAt={winnersAt} />
      <LobbyNavRow locale={locale} signedIn={isLoggedIn} />
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
        {/* the hero headline is the page's h1 for visitors; signed-in players see the lobby title as h1 */}
        <LobbyTitle as={isLoggedIn ? 'h1' : 'h2'}>{t(`homeFilters.${filter}`)}</LobbyTitle>
        <span className="text-sm text-slate-400">{t('gamesCount', { count: firstPage.total })}</span>
      </div>
      <LobbyToolbar params={params} features={firstPage.features} />
      <GameGrid key={JSON.stringify(params)} params={params} firstPage={firstPage} locale={locale} tileHeading={isLoggedIn ? 'h2' : 'h3'} />
    </LobbyFrame>
  );
}

function LobbyTitle({ as: Tag, children }: { as: 'h1' | 'h2'; children: React.ReactNode }) {
  return <Tag className="text-2xl font-extrabold text-white sm:text-3xl">{children}</Tag>;
}
