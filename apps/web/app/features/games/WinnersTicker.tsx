import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney, type Winner } from '@fortuna/contracts';
import { useWinners } from './api';
import { realPath } from './paths';
import './games.css';

/**
 * Recent big wins scrolling by; nothing at all until the game server has recorded one. `initialAt`
 * is when the server read `initial`: a page served from the page cache can be a minute old, and
 * winners older than the query's staleTime are fetched again as soon as the page hydrates.
 */
export function WinnersTicker({ locale, initial, initialAt }: { locale: string; initial?: Winner[]; initialAt?: number }) {
  const { t } = useTranslation('games');
  const { data: winners = [] } = useWinners('winSum', initial, initialAt);
  if (!winners.length) return null;
  const items = winners.length < 6 ? [...winners, ...winners] : winners;
  return (
    <section aria-label={t('winners')} className="overflow-hidden rounded-xl bg-panel ring-1 ring-white/5">
      <div className="flex items-center">
        <h2 className="shrink-0 bg-gold px-3 py-2 text-xs font-bold uppercase tracking-wider text-ink">{t('winners')}</h2>
        <div className="relative flex-1 overflow-hidden">
          <ul className="flex w-max animate-[ticker_40s_linear_infinite] gap-6 px-4 py-2 hover:[animation-play-state:paused] motion-reduce:animate-none">
            {items.map((w, i) => (
              <li key={`${w.id}-${i}`} className="flex items-center gap-2 text-sm">
                <img src={w.game.icon} alt="" className="h-7 w-9 rounded object-cover" width={36} height={28} />
                <span className="text-slate-300">{w.player}</span>
                <span className="font-bold text-mint">{formatMoney(w.winSum, w.currency)}</span>
                <span className="text-xs text-slate-400">×{w.multiplier}</span>
                <Link to={realPath(locale, w.game.url)} className="text-slate-200 underline-offset-2 hover:text-gold hover:underline">
                  {w.game.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
