import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatAmount, href, type Locale, type TournamentSummary } from '@fortuna/contracts';
import { Countdown } from './Countdown';

/** One tournament in a list: title, prize pool, players, countdown, joined badge. */
export function TournamentCard({ tournament: x, locale }: { tournament: TournamentSummary; locale: Locale }) {
  const { t } = useTranslation('tournaments');
  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-panel p-5" data-testid="tournament-card">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-bold text-white">{x.title}</h3>
        {x.isPlayerJoined && <span className="rounded-full bg-gold/15 px-2 py-0.5 text-xs font-semibold text-gold">{t('joined')}</span>}
      </div>
      <p className="text-2xl font-extrabold text-gold">{formatAmount(x.prizePool)}</p>
      <p className="text-xs uppercase tracking-wide text-slate-400">
        {t('prizePool')} · {t('places', { count: x.places })} · {t('players', { count: x.participants })}
      </p>
      <p className="text-sm text-slate-300">{t(`type.${x.type}`)}</p>
      {x.status === 'registration' && <Countdown until={x.startsAt} label="startsIn" />}
      {x.status === 'active' && <Countdown until={x.endsAt} label="endsIn" />}
      {x.status === 'awarded' && <span className="text-sm text-slate-400">{t('endedOn', { date: x.endDate.slice(0, 10) })}</span>}
      <Link
        to={href('tournament', { id: String(x.id) }, locale)}
        className="mt-auto text-sm font-semibold text-gold hover:underline"
        data-testid="tournament-open"
      >
        {t('details')}
      </Link>
    </article>
  );
}
