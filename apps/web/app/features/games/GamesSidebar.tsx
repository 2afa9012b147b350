import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatMoney, type Game, type Locale, BUILTIN_CHAT_URL } from '@fortuna/contracts';
import { usePlayerInfo } from '../../lib/player';
import { useUi } from '../../lib/ui.store';
import { useRootData } from '../shell';
import { useFavoriteGames, useRecentGames, useWinners } from './api';
import { HeartIcon } from './GameTile';
import { SearchIcon } from './GlobalSearch';
import { favoritesPath, isGamePage, realPath, tournamentsPath } from './paths';
import { useGameSearch } from './search.store';

/** Pointer devices that can hover: the sidebar is for them only. */
function useCanHover() {
  const [canHover, setCanHover] = useState(false);
  useEffect(() => {
    const mq = window.matchMedia('(hover: hover) and (pointer: fine)');
    setCanHover(mq.matches);
    const on = (e: MediaQueryListEvent) => setCanHover(e.matches);
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, []);
  return canHover;
}

type Panel = 'recent' | 'favorites' | 'tournaments' | 'wins' | null;

// the player's tournaments: loaded when the panel first opens, so other pages do not carry it
const MyTournaments = lazy(() => import('../tournaments').then((m) => ({ default: m.MyTournaments })));

/**
 * The games sidebar: recent and favourite games, cashier, chat (when configured), search, tournament and wins.
 * Shown only to signed-in players on hover-capable devices, outside game pages. The shell mounts it.
 */
export function GamesSidebar({ locale }: { locale: string }) {
  const { t } = useTranslation('games');
  const { isLoggedIn } = usePlayerInfo();
  const canHover = useCanHover();
  const { pathname } = useLocation();
  const [panel, setPanel] = useState<Panel>(null);
  const openModal = useUi((s) => s.openModal);
  const openSearch = useGameSearch((s) => s.setOpen);
  // live chat only when the app config gives its url: no item that does nothing
  // the built-in chat has its own widget on every page; an external one is linked here
  const configured = useRootData()?.config?.chatConfig?.url;
  const chatUrl = configured === BUILTIN_CHAT_URL ? undefined : configured;
  const visible = isLoggedIn && canHover && !isGamePage(pathname);
  const recent = useRecentGames(visible && panel === 'recent');
  const favorites = useFavoriteGames(visible);
  const wins = useWinners('winSum');
  useEffect(() => setPanel(null), [pathname]);
  if (!visible) return null;

  const item =
    'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm text-slate-200 hover:bg-panel-2 hover:text-white aria-expanded:bg-panel-2 aria-expanded:text-gold';
  return (
    <aside
      className="group/sidebar fixed left-0 top-1/2 z-40 hidden -translate-y-1/2 md:block"
      aria-label={t('sidebar.label')}
      data-testid="games-sidebar"
      onMouseLeave={() => setPanel(null)}
    >
      <div className="flex">
        <nav className="flex w-14 flex-col gap-1 overflow-hidden rounded-r-2xl bg-panel/95 p-1.5 shadow-2xl ring-1 ring-white/10 backdrop-blur transition-all duration-200 group-hover/sidebar:w-52">
          <button
            type="button"
            className={item}
            aria-expanded={panel === 'recent'}
            onMouseEnter={() => setPanel('recent')}
            onClick={() => setPanel(panel === 'recent' ? null : 'recent')}
          >
            <Icon d="M12 7v5l3 2M21 12a9 9 0 1 1-9-9 9 9 0 0 1 9 9z" />
            <Label>{t('sidebar.recent')}</Label>
          </button>
          <button
            type="button"
            className={item}
            aria-expanded={panel === 'favorites'}
            onMouseEnter={() => setPanel('favorites')}
            onClick={() => setPanel(panel === 'favorites' ? null : 'favorites')}
            data-testid="sidebar-favorites"
          >
            <HeartIcon filled={false} className="h-5 w-5 shrink-0" />
            <Label>
              {t('sidebar.favorites')}
              {favorites.data?.length ? <span className="ml-1 text-xs text-slate-400">{favorites.data.length}</span> : null}
            </Label>
          </button>
          <button type="button" className={item} onMouseEnter={() => setPanel(null)} onClick={() => openModal('cashier')}>
            <Icon d="M3 7h18v12H3zM3 11h18M7 15h4" />
            <Label>{t('sidebar.cashier')}</Label>
          </button>
          {chatUrl ? (
            <a
              href={chatUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={item}
              onMouseEnter={() => setPanel(null)}
              data-testid="sidebar-chat"
            >
              <Icon d="M4 5h16v11H8l-4 4z" />
              <Label>{t('sidebar.chat')}</Label>
            </a>
          ) : null}
          <button type="button" className={item} onMouseEnter={() => setPanel(null)} onClick={() => openSearch(true)}>
            <SearchIcon className="h-5 w-5 shrink-0" />
            <Label>{t('sidebar.search')}</Label>
          </button>
          <Link
            to={tournamentsPath(locale)}
            className={item}
            aria-expanded={panel === 'tournaments'}
            onMouseEnter={() => setPanel('tournaments')}
            onFocus={() => setPanel('tournaments')}
            data-testid="sidebar-tournaments-item"
          >
            <Icon d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0zM7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4" />
            <Label>{t('sidebar.tournament')}</Label>
          </Link>
          <button
            type="button"
            className={item}
            aria-expanded={panel === 'wins'}
            onMouseEnter={() => setPanel('wins')}
            onClick={() => setPanel(panel === 'wins' ? null : 'wins')}
          >
            <Icon d="M12 2l3 6 6 .9-4.5 4.3 1 6.3L12 16.8 6.5 19.5l1-6.3L3 8.9 9 8z" />
            <Label>{t('sidebar.wins')}</Label>
          </button>
        </nav>
        {panel && (
          <div
            className="ml-2 max-h-[70vh] w-72 overflow-y-auto rounded-2xl bg-panel/95 p-3 shadow-2xl ring-1 ring-white/10 backdrop-blur"
            data-testid={`sidebar-panel-${panel}`}
          >
            {panel === 'recent' && (
              <GameList title={t('sidebar.recent')} games={recent.data} empty={t('sidebar.noRecent')} locale={locale} />
            )}
            {panel === 'favorites' && (
              <>
                <GameList title={t('sidebar.favorites')} games={favorites.data} empty={t('sidebar.noFavorites')} locale={locale} />
                <Link to={favoritesPath(locale)} className="mt-2 block text-center text-xs font-semibold text-gold hover:underline">
                  {t('sidebar.allFavorites')}
                </Link>
              </>
            )}
            {panel === 'tournaments' && (
              <Suspense fallback={<div className="h-20 animate-pulse rounded-lg bg-panel-2" />}>
                <MyTournaments locale={locale as Locale} />
              </Suspense>
            )}
            {panel === 'wins' && (
              <div>
                <h3 className="mb-2 text-xs font-bold uppercase tracking-wider text-slate-400">{t('winners')}</h3>
                {!wins.data?.length ? (
                  <p className="text-sm text-slate-400">{t('noWinners')}</p>
                ) : (
                  <ul className="flex flex-col gap-2">
                    {wins.data.slice(0, 10).map((w) => (
                      <li key={w.id} className="flex items-center gap-2 text-sm">
                        <img src={w.game.icon} alt="" className="h-8 w-10 rounded object-cover" width={40} height={32} />
                        <div className="min-w-0">
                          <Link to={realPath(locale, w.game.url)} className="block truncate text-white hover:text-gold">
                            {w.game.name}
                          </Link>
                          <span className="text-xs text-slate-400">
                            {w.player} · <span className="text-mint">{formatMoney(w.winSum, w.currency)}</span>
                          </span>
                        </div>
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            )}
          </div>
        )}
      </div>
    </aside>
  );
}

function Label({ children }: { children: React.ReactNode }) {
  return <span className="whitespace-nowrap opacity-0 transition-opacity group-hover/sidebar:opacity-100">{children}</span>;
}

function Icon({ d }: { d: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-5 w-5 shrink-0"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}

function GameList({ title, games, empty, locale }: { title: string; games?: Game[]; empty: string; locale: string }) {
  return (
    <div>
      <h3 className="mb-2 text-xs font-bold uppercase tracking-wider text-slate-400">{title}</h3>
      {!games ? (
        <div className="h-20 animate-pulse rounded-lg bg-panel-2" />
      ) : !games.length ? (
        <p className="text-sm text-slate-400">{empty}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {games.map((g) => (
            <li key={g.id}>
              <Link
                to={realPath(locale, g.url)}
                className="flex items-center gap-2 rounded-lg p-1 hover:bg-panel-2"
                data-testid="sidebar-game"
              >
                <img src={g.icon} alt="" className="h-9 w-12 rounded object-cover" width={48} height={36} />
                <span className="min-w-0">
                  <span className="block truncate text-sm text-white">{g.name}</span>
                  <span className="block truncate text-xs text-slate-400">{g.provider.name}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
