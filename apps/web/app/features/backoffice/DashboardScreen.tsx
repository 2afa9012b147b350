import { lazy, Suspense, useState } from 'react';
import { Link, useOutletContext } from 'react-router';
import { emptyMoneyFigures, utcDay, type AdminDashboard, type AdminMe, type AdminMoneyFigures } from '@fortuna/contracts';
import { Button, Notice, Select, Spinner } from '../../ui';
import { useDashboard } from './api';
import { AdminTable, money } from './AdminTable';
import { useAdminT, type AdminT } from './useAdminT';
import { RangeInputs, useRangeForm } from './RangeForm';

/** recharts comes with this chunk only, after the figures: never on a player's page */
const DashboardCharts = lazy(() => import('./DashboardCharts'));

const FIGURES = ['deposits', 'withdrawals', 'bets', 'wins', 'ggr', 'bonusCost', 'ngr'] as const;
const LABEL: Record<(typeof FIGURES)[number], string> = {
  deposits: 'deposits',
  withdrawals: 'withdrawalsFigure',
  bets: 'bets',
  wins: 'wins',
  ggr: 'ggr',
  bonusCost: 'bonusCost',
  ngr: 'ngr',
};

function Card({ label, value, testId, tone }: { label: string; value: string; testId: string; tone?: 'good' | 'bad' }) {
  return (
    <div className="rounded-xl border border-white/10 bg-panel px-4 py-3">
      <div className="text-xs uppercase tracking-wide text-slate-400">{label}</div>
      <div
        data-testid={testId}
        className={`mt-1 whitespace-nowrap font-mono text-base font-bold ${tone === 'bad' ? 'text-rose' : tone === 'good' ? 'text-mint' : 'text-white'}`}
      >
        {value}
      </div>
    </div>
  );
}

/** the money and player figures of a period, in one currency */
function Figures({ data, currency, prefix, t }: { data: AdminDashboard; currency: string; prefix: string; t: AdminT }) {
  const f: AdminMoneyFigures = data.totals.find((x) => x.currency === currency) ?? emptyMoneyFigures(currency);
  return (
    <div className="grid grid-cols-3 gap-3 md:grid-cols-5 xl:grid-cols-9">
      {FIGURES.map((k) => (
        <Card
          key={k}
          label={t(LABEL[k])}
          value={money(f[k], currency)}
          testId={`${prefix}-${k}`}
          tone={(k === 'ggr' || k === 'ngr') && f[k] < 0 ? 'bad' : undefined}
        />
      ))}
      <Card label={t('activePlayers')} value={String(data.players.active)} testId={`${prefix}-active`} />
      <Card label={t('newPlayers')} value={String(data.players.new)} testId={`${prefix}-new`} />
    </div>
  );
}

const currenciesOf = (...all: (AdminDashboard | undefined)[]) => [...new Set(all.flatMap((d) => d?.totals.map((x) => x.currency) ?? []))];

/**
 * The dashboard: today, and a chosen UTC date range with its charts, top games and studios; the
 * queues waiting for an operator. Every figure comes from the ledger (server: backoffice.reports.ts).
 */
export function DashboardScreen() {
  const { t } = useAdminT();
  const me = useOutletContext<AdminMe>();
  const can = new Set(me.permissions);
  const today = utcDay(new Date());
  const rangeForm = useRangeForm();
  const [range, setRange] = useState(() => rangeForm.getValues());
  const todays = useDashboard(today, today);
  const chosen = useDashboard(range.from, range.to);
  const currencies = currenciesOf(chosen.data, todays.data);
  const [picked, setPicked] = useState('');
  const currency = currencies.includes(picked) ? picked : (currencies[0] ?? 'EUR');
  const pending = (chosen.data ?? todays.data)?.pending;

  return (
    <section aria-labelledby="dash-title" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end gap-4">
        <h1 id="dash-title" className="font-display text-2xl font-bold">
          {t('dashboardTitle')}
        </h1>
        {currencies.length > 1 ? (
          <label className="ml-auto flex flex-col text-sm text-slate-300">
            {t('currency')}
            <Select look="filter" value={currency} onChange={(e) => setPicked(e.target.value)} data-testid="dash-currency">
              {currencies.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </Select>
          </label>
        ) : null}
      </div>

      {pending ? (
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label={t('pendingQueues')}>
          <div className="rounded-xl border border-gold/30 bg-gold/5 px-4 py-3">
            <div className="text-xs uppercase tracking-wide text-slate-400">{t('pendingWithdrawals')}</div>
            <div className="mt-1 flex items-baseline gap-3">
              <span data-testid="dash-pending-withdrawals" className="font-mono text-lg font-bold text-gold">
                {pending.withdrawals}
              </span>
              {can.has('payments.read') ? (
                <Link to="/admin/withdrawals" className="text-sm font-semibold text-gold underline">
                  {t('open')}
                </Link>
              ) : null}
            </div>
          </div>
          <Card label={t('pendingKyc')} value={pending.kyc === null ? '—' : String(pending.kyc)} testId="dash-pending-kyc" />
          <Card label={t('pendingGdpr')} value={pending.gdpr === null ? '—' : String(pending.gdpr)} testId="dash-pending-gdpr" />
          <Card
            label={t('gdprOverdue')}
            value={pending.gdprOverdue === null ? '—' : String(pending.gdprOverdue)}
            testId="dash-pending-gdpr-overdue"
            tone={pending.gdprOverdue ? 'bad' : undefined}
          />
        </div>
      ) : null}

      <section aria-labelledby="dash-today" className="flex flex-col gap-3">
        <h2 id="dash-today" className="text-lg font-semibold text-slate-200">
          {t('today')} <span className="text-sm font-normal text-slate-400">({today}, UTC)</span>
        </h2>
        {todays.data ? (
          <Figures data={todays.data} currency={currency} prefix="dash-today" t={t} />
        ) : todays.isError ? (
          <Notice tone="error">{t('loadFailed')}</Notice>
        ) : (
          <Spinner />
        )}
      </section>

      <section aria-labelledby="dash-range" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <h2 id="dash-range" className="text-lg font-semibold text-slate-200">
            {t('range')}
          </h2>
          <form className="flex flex-wrap items-end gap-2" onSubmit={rangeForm.handleSubmit(setRange)} noValidate>
            <RangeInputs form={rangeForm} />
            <Button type="submit" size="sm">
              {t('show')}
            </Button>
          </form>
        </div>
        {chosen.data ? (
          <>
            <Figures data={chosen.data} currency={currency} prefix="dash-range" t={t} />
            <Suspense fallback={<Spinner />}>
              <DashboardCharts data={chosen.data} currency={currency} t={t} />
            </Suspense>
            <div className="grid gap-4 lg:grid-cols-2">
              <div className="flex flex-col gap-2">
                <h3 className="text-sm font-semibold text-slate-300">{t('topGames')}</h3>
                <AdminTable
                  caption={t('topGames')}
                  rows={chosen.data.topGames.filter((g) => g.currency === currency)}
                  rowKey={(g) => `${g.gameId}-${g.currency}`}
                  empty={t('empty')}
                  columns={[
                    { key: 'game', label: t('game'), render: (g) => g.name },
                    { key: 'studio', label: t('studio'), render: (g) => g.studio },
                    { key: 'rounds', label: t('rounds'), render: (g) => g.rounds },
                    { key: 'bets', label: t('bets'), render: (g) => money(g.bets, g.currency) },
                    { key: 'ggr', label: t('ggr'), render: (g) => money(g.ggr, g.currency) },
                  ]}
                />
              </div>
              <div className="flex flex-col gap-2">
                <h3 className="text-sm font-semibold text-slate-300">{t('topStudios')}</h3>
                <AdminTable
                  caption={t('topStudios')}
                  rows={chosen.data.topStudios.filter((s) => s.currency === currency)}
                  rowKey={(s) => `${s.studio}-${s.currency}`}
                  empty={t('empty')}
                  columns={[
                    { key: 'studio', label: t('studio'), render: (s) => s.studio },
                    { key: 'bets', label: t('bets'), render: (s) => money(s.bets, s.currency) },
                    { key: 'wins', label: t('wins'), render: (s) => money(s.wins, s.currency) },
                    { key: 'ggr', label: t('ggr'), render: (s) => money(s.ggr, s.currency) },
                  ]}
                />
              </div>
            </div>
          </>
        ) : chosen.isError ? (
          <Notice tone="error">{t('loadFailed')}</Notice>
        ) : (
          <Spinner />
        )}
        <p className="text-xs text-slate-400">{t('figuresNote')}</p>
      </section>
    </section>
  );
}
