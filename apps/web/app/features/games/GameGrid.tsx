import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameList } from '@fortuna/contracts';
import { usePlayerInfo } from '../../lib/player';
import { useGameList, type ListParams } from './api';
import { GameTile } from './GameTile';

/** Games per row: 2, 3, 4 and 5 from 575, 991, 1024 and 1920 px. */
export const GRID_CLASSES = 'grid grid-cols-2 gap-3 min-[991px]:grid-cols-3 min-[1024px]:grid-cols-4 min-[1920px]:grid-cols-5 sm:gap-4';

/** The lobby grid: first page from the server render, then 8 more each time the sentinel scrolls into view. */
/** the tiles of the first row at the widest layout (5 a row): fetched at once, the largest paint of a category page */
const ABOVE_FOLD_TILES = 5;

export function GameGrid({
  params,
  firstPage,
  locale,
  empty,
  tileHeading = 'h2',
}: {
  params: ListParams;
  firstPage?: GameList;
  locale: string;
  empty?: React.ReactNode;
  /** the tiles' heading level: h2 under the page's h1, h3 under a section's h2 */
  tileHeading?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('games');
  const { isLoggedIn } = usePlayerInfo();
  const query = useGameList(params, firstPage);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const pages = query.data?.pages ?? [];
  const games = pages.flatMap((p) => p.games);
  const played = Object.assign({}, ...pages.map((p) => p.playedLastWeek)) as Record<string, number>;
  const total = pages[0]?.total ?? 0;

  if (query.isError && !games.length) return <p className="py-10 text-center text-slate-400">{t('loadFailed')}</p>;
  if (query.isLoading) return <GridSkeleton count={12} />;
  if (!games.length) return <div className="py-12 text-center text-slate-400">{empty ?? t('noGames')}</div>;
  return (
    <div>
      <p className="sr-only" aria-live="polite">
        {t('shownOf', { shown: games.length, total })}
      </p>
      <div className={GRID_CLASSES} data-testid="game-grid">
        {games.map((g, i) => (
          <GameTile
            key={g.id}
            game={g}
            locale={locale}
            signedIn={isLoggedIn}
            playedLastWeek={played[String(g.id)]}
            aboveFold={i < ABOVE_FOLD_TILES}
            heading={tileHeading}
          />
        ))}
      </div>
      {hasNextPage && (
        <div ref={sentinel} className="flex justify-center py-6">
          <button
            type="button"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
            className="rounded-full border border-white/20 px-6 py-2 text-sm text-slate-200 hover:border-gold hover:text-gold"
          >
            {isFetchingNextPage ? t('loading') : t('loadMore', { shown: games.length, total })}
          </button>
        </div>
      )}
    </div>
  );
}

export function GridSkeleton({ count }: { count: number }) {
  return (
    <div className={GRID_CLASSES} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="aspect-[4/3] animate-pulse rounded-xl bg-panel" />
      ))}
    </div>
  );
}
