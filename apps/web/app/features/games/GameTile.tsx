import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Game } from '@fortuna/contracts';
import { ApiError } from '../../lib/api';
import { useUi } from '../../lib/ui.store';
import { useToggleFavorite } from './api';
import { demoPath, realPath } from './paths';

export function HeartIcon({ filled, className = 'h-5 w-5' }: { filled: boolean; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.6 1.1 5.2 3 1.6-1.9 3.1-3 5.2-3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}

/** One game: artwork, name, studio, favourite heart (signed in), Play (real money) and Demo. */
export function GameTile({
  game,
  locale,
  signedIn,
  playedLastWeek,
  aboveFold = false,
  heading: Heading = 'h2',
}: {
  game: Game;
  locale: string;
  signedIn: boolean;
  playedLastWeek?: number;
  /** in the first screenful: loaded at once instead of lazily */
  aboveFold?: boolean;
  /** the game name's heading level: one below the grid's own heading, so no level is skipped */
  heading?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('games');
  const toggle = useToggleFavorite();
  const pushToast = useUi((s) => s.pushToast);
  const onHeart = () =>
    toggle.mutate(game, {
      onError: (err) => pushToast({ kind: 'error', html: err instanceof ApiError ? err.message : t('favoriteFailed') }),
    });
  return (
    <article
      className="group relative flex flex-col overflow-hidden rounded-xl bg-panel shadow-lg ring-1 ring-white/5 transition hover:-translate-y-0.5 hover:ring-gold/60"
      data-testid="game-tile"
      data-game-url={game.url}
    >
      <div className="relative aspect-[4/3] overflow-hidden">
        <img
          src={game.icon}
          alt=""
          loading={aboveFold ? 'eager' : 'lazy'}
          fetchPriority={aboveFold ? 'high' : 'auto'}
          decoding="async"
          width={400}
          height={300}
          className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
        />
        <div className="absolute inset-0 flex items-center justify-center gap-2 bg-ink/70 opacity-0 transition group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:none)]:hidden">
          <Link
            to={realPath(locale, game.url)}
            className="rounded-full bg-gold px-5 py-2 text-sm font-bold text-ink hover:bg-gold-2"
            aria-label={t('playName', { name: game.name })}
          >
            {t('play')}
          </Link>
          <Link
            to={demoPath(locale, game.url)}
            className="rounded-full border border-white/70 px-4 py-2 text-sm font-semibold text-white hover:bg-white/10"
            aria-label={t('demoName', { name: game.name })}
          >
            {t('demo')}
          </Link>
        </div>
        {(game.isJackpot || game.isTournamentGame) && (
          <span className="absolute left-2 top-2 flex flex-col items-start gap-1">
            {game.isJackpot && (
              <span className="rounded bg-rose px-1.5 py-0.5 text-[10px] font-bold uppercase tracking-wide text-ink">
                {t('flags.isJackpot')}
              </span>
            )}
            {/* the game counts in a tournament (the catalogue's flag) */}
            {game.isTournamentGame && (
              <span
                className="rounded bg-gold px-1.5 py-0.5 text-[10px] font-bold uppercase tracking-wide text-ink"
                data-testid="tournament-ribbon"
              >
                {t('flags.isTournamentGame')}
              </span>
            )}
          </span>
        )}
        {signedIn && (
          <button
            type="button"
            onClick={onHeart}
            disabled={toggle.isPending}
            aria-pressed={game.isFavorite}
            aria-label={game.isFavorite ? t('removeFavorite', { name: game.name }) : t('addFavorite', { name: game.name })}
            className={`absolute right-2 top-2 rounded-full bg-ink/60 p-1.5 backdrop-blur transition hover:scale-110 ${game.isFavorite ? 'text-rose' : 'text-white'}`}
          >
            <HeartIcon filled={game.isFavorite} />
          </button>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-0.5 px-3 py-2">
        <Heading className="truncate text-sm font-semibold text-white" title={game.name}>
          {game.name}
        </Heading>
        <p className="flex items-center justify-between gap-2 text-xs text-slate-400">
          <span className="truncate">{game.provider.name}</span>
          {playedLastWeek ? (
            <span className="shrink-0 text-mint" title={t('playedLastWeek')}>
              {t('plays', { count: playedLastWeek })}
            </span>
          ) : null}
        </p>
        <div className="mt-2 flex gap-2 [@media(hover:hover)]:hidden">
          <Link to={realPath(locale, game.url)} className="flex-1 rounded-full bg-gold py-1.5 text-center text-xs font-bold text-ink">
            {t('play')}
          </Link>
          <Link
            to={demoPath(locale, game.url)}
            className="flex-1 rounded-full border border-white/40 py-1.5 text-center text-xs font-semibold text-white"
          >
            {t('demo')}
          </Link>
        </div>
      </div>
    </article>
  );
}
