import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatAmount, href, type Locale, type TournamentDetail, type TournamentLeader } from '@fortuna/contracts';
import { ApiError } from '../../lib/api';
import { usePlayerInfo } from '../../lib/player';
import { useUi } from '../../lib/ui.store';
import { Button, Notice, Spinner } from '../../ui';
import { joinTournament, tournamentsKeys, tournamentsQueries } from './api';
import { Countdown } from './Countdown';
import { formatPoints } from './format';
import { useTournamentPush } from './useTournamentPush';

const TABS = ['conditions', 'leaders', 'games'] as const;
type Tab = (typeof TABS)[number];

/** The join button: the login popup first when signed out (this page again after login). */
function JoinButton({ tournament }: { tournament: TournamentDetail }) {
  const { t } = useTranslation('tournaments');
  const { isLoggedIn } = usePlayerInfo();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const join = useMutation({
    mutationFn: () => joinTournament(tournament.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tournamentsKeys.all }),
  });
  if (tournament.status === 'awarded') return null;
  if (tournament.isPlayerJoined)
    return (
      <span className="rounded-full bg-gold/15 px-4 py-2 text-sm font-semibold text-gold" data-testid="tournament-joined">
        {t('joined')}
      </span>
    );
  const onClick = () => {
    if (!isLoggedIn) {
      const ui = useUi.getState();
      ui.setRedirectAfterLogin(pathname);
      ui.openModal('login');
      return;
    }
    join.mutate();
  };
  return (
    <div className="flex flex-col items-start gap-2">
      <Button onClick={onClick} busy={join.isPending} data-testid="tournament-join">
        {t('join')}
      </Button>
      <Notice size="sm">{join.error instanceof ApiError ? join.error.message : join.error ? t('joinFailed') : null}</Notice>
    </div>
  );
}

function LeaderRow({ leader, type, highlight }: { leader: TournamentLeader; type: TournamentDetail['type']; highlight?: boolean }) {
  return (
    <tr
      className={`border-t border-white/5 ${leader.isMe || highlight ? 'bg-gold/15 font-semibold text-gold' : 'text-slate-200'}`}
      data-testid={leader.isMe ? 'leader-me' : 'leader'}
    >
      <td className="px-3 py-2">{leader.place}</td>
      <td className="px-3 py-2">{leader.nickname}</td>
      <td className="px-3 py-2 text-right font-mono" data-testid="leader-points">
        {formatPoints(type, leader.points)}
      </td>
      <td className="px-3 py-2 text-right">{leader.prize > 0 ? formatAmount(leader.prize) : '–'}</td>
    </tr>
  );
}

function Leaders({ tournament }: { tournament: TournamentDetail }) {
  const { t } = useTranslation('tournaments');
  const me = tournament.me;
  const meShown = !!me && tournament.leaders.some((l) => l.isMe);
  if (tournament.leaders.length === 0) return <p className="text-slate-400">{t('noLeaders')}</p>;
  return (
    <table className="w-full text-sm" data-testid="tournament-leaders">
      <thead>
        <tr className="text-left text-xs uppercase tracking-wide text-slate-400">
          <th className="px-3 py-2">{t('place')}</th>
          <th className="px-3 py-2">{t('player')}</th>
          <th className="px-3 py-2 text-right">{t('points')}</th>
          <th className="px-3 py-2 text-right">{t('prize')}</th>
        </tr>
      </thead>
      <tbody>
        {tournament.leaders.map((l) => (
          <LeaderRow key={`${l.place}-${l.nickname}`} leader={l} type={tournament.type} />
        ))}
        {me && !meShown && <LeaderRow leader={me} type={tournament.type} highlight />}
      </tbody>
    </table>
  );
}

function Conditions({ tournament: x }: { tournament: TournamentDetail }) {
  const { t } = useTranslation('tournaments');
  const { t: tg } = useTranslation('games');
  const c = x.conditions;
  // whole categories and studios qualify besides the games tab's own list
  const wholes = [...c.categories.map((name) => tg(`categories.${name}`)), ...c.studios.map((s) => s.name)];
  return (
    <div className="grid gap-6 md:grid-cols-2" data-testid="tournament-conditions">
      <div className="space-y-3 text-sm text-slate-300">
        <p className="text-slate-200">{x.rules}</p>
        <p>
          <span className="text-slate-400">{t('scoring')}:</span> {t(`type.${x.type}`)}
        </p>
        <p>
          <span className="text-slate-400">{t('minBet')}:</span> {formatAmount(c.minBet)} ({c.currencies.join(', ')})
        </p>
        {wholes.length > 0 && (
          <p data-testid="tournament-qualifying">
            <span className="text-slate-400">{t('qualifying')}:</span> {t('qualifyingAll', { list: wholes.join(', ') })}
          </p>
        )}
        <p>
          <span className="text-slate-400">{t('allowed')}:</span> {c.allowedStatuses.map((s) => t(`status.${s}`)).join(', ')}
        </p>
        <p>
          <span className="text-slate-400">{t('period')}:</span> {x.startDate} – {x.endDate} UTC
        </p>
      </div>
      <table className="w-full text-sm" data-testid="tournament-prizes">
        <thead>
          <tr className="text-left text-xs uppercase tracking-wide text-slate-400">
            <th className="px-3 py-2">{t('place')}</th>
            <th className="px-3 py-2 text-right">{t('prize')}</th>
          </tr>
        </thead>
        <tbody>
          {c.prizes.map((p) => (
            <tr key={p.place} className="border-t border-white/5 text-slate-200">
              <td className="px-3 py-2">{p.place}</td>
              <td className="px-3 py-2 text-right font-semibold text-gold">
                {p.kind === 'cash'
                  ? formatAmount(p.amount)
                  : t(p.kind === 'bonus' ? 'prizeBonus' : 'prizeFreeSpins', { amount: formatAmount(p.amount) })}
                {p.wagerRatio ? (
                  <span className="block text-xs font-normal text-slate-400">{t('prizeWagering', { ratio: p.wagerRatio })}</span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Games({ tournament, locale }: { tournament: TournamentDetail; locale: Locale }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="tournament-games">
      {tournament.games.map((g) => (
        <li key={g.url}>
          <Link
            to={href('game-real', { id: g.url }, locale)}
            className="flex flex-col gap-2 rounded-xl bg-panel p-2 text-sm text-slate-200 hover:text-gold"
            data-testid="tournament-game"
          >
            {g.icon && <img src={g.icon} alt="" className="aspect-[4/3] w-full rounded-lg object-cover" loading="lazy" />}
            <span className="truncate">{g.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** /tournament/{id}: header with countdown and join, then the conditions, leaders and games tabs. */
export function TournamentPage({ id, locale }: { id: number; locale: Locale }) {
  const { t } = useTranslation('tournaments');
  const [tab, setTab] = useState<Tab>('leaders');
  const query = useQuery(tournamentsQueries.detail(id, locale));
  useTournamentPush(id, locale);
  const x = query.data;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6">
      <Link to={href('tournaments', {}, locale)} className="text-sm text-slate-400 hover:text-gold">
        ← {t('back')}
      </Link>
      {query.isLoading && <Spinner />}
      {query.isError && <p className="mt-6 text-slate-400">{t('missing')}</p>}
      {x && (
        <>
          <header className="mt-4 flex flex-col gap-4 rounded-2xl bg-panel p-6 sm:flex-row sm:items-center sm:justify-between">
            <div className="space-y-2">
              <p className="text-xs uppercase tracking-wide text-slate-400">{t(`statusLabel.${x.status}`)}</p>
              <h1 className="text-3xl font-extrabold text-gold" data-testid="tournament-title">
                {x.title}
              </h1>
              <p className="text-sm text-slate-300">
                {t('prizePool')}: <span className="font-semibold text-gold">{formatAmount(x.prizePool)}</span> ·{' '}
                {t('players', { count: x.participants })}
              </p>
              {x.status === 'registration' && <Countdown until={x.startsAt} label="startsIn" />}
              {x.status === 'active' && <Countdown until={x.endsAt} label="endsIn" />}
              {x.me && (
                <p className="text-sm text-slate-200" data-testid="tournament-my-place">
                  {t('myPlace', { place: x.me.place, points: formatPoints(x.type, x.me.points) })}
                </p>
              )}
            </div>
            <JoinButton tournament={x} />
          </header>
          <div role="tablist" className="mt-6 flex gap-2 border-b border-white/10">
            {TABS.map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                aria-selected={tab === name}
                onClick={() => setTab(name)}
                className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${tab === name ? 'border-gold text-gold' : 'border-transparent text-slate-400 hover:text-white'}`}
                data-testid={`tab-${name}`}
              >
                {t(`tab.${name}`)}
              </button>
            ))}
          </div>
          <div role="tabpanel" className="mt-6">
            {tab === 'conditions' && <Conditions tournament={x} />}
            {tab === 'leaders' && <Leaders tournament={x} />}
            {tab === 'games' && <Games tournament={x} locale={locale} />}
          </div>
        </>
      )}
    </div>
  );
}
