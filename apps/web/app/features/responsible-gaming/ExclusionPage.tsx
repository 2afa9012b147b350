import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney, LOSS_HISTORY_PERIODS } from '@fortuna/contracts';
import { Notice, Spinner } from '../../ui';
import { rgQueries } from './api';
import { LimitCard } from './LimitCard';
import { MoneyLimitCard } from './MoneyLimitCard';
import { SelfExclusionCard } from './SelfExclusionCard';
import { RealityCheckCard, SessionLimitCard } from './SettingsCards';

/**
 * /player/exclusion: the deposit limit, the reality check and self-exclusion,
 * then the limits beyond the spec (loss, wager, session time) and what was lost lately.
 */
export function ExclusionPage() {
  const { t } = useTranslation('rg');
  const metrics = useQuery(rgQueries.metrics());
  if (metrics.isLoading)
    return (
      <div className="grid place-items-center py-16">
        <Spinner />
      </div>
    );
  if (!metrics.data) return <Notice>{t('failed')}</Notice>;
  const m = metrics.data;
  return (
    <div className="flex flex-col gap-6" data-testid="limits-page">
      <p className="max-w-2xl leading-relaxed text-slate-300">{t('intro')}</p>
      {m.block.blockStatus !== 0 ? (
        <Notice tone="warning">{m.block.reason ? t('block.pageWithReason', { reason: m.block.reason }) : t('block.page')}</Notice>
      ) : null}
      <MoneyLimitCard kind="deposit" limits={m.deposit} testId="deposit-card" />
      <RealityCheckCard metrics={m} />
      <SelfExclusionCard metrics={m} />
      <h2 className="mt-4 text-2xl font-extrabold text-white">{t('more.title')}</h2>
      <p className="-mt-4 max-w-2xl text-sm text-slate-400">{t('more.intro')}</p>
      <MoneyLimitCard kind="loss" limits={m.loss} testId="loss-card" />
      <MoneyLimitCard kind="wager" limits={m.wager} testId="wager-card" />
      <SessionLimitCard metrics={m} />
      <LossHistory />
    </div>
  );
}

function LossHistory() {
  const { t } = useTranslation('rg');
  const lost = useQuery(rgQueries.lostMoney());
  return (
    <LimitCard title={t('history.title')} intro={t('history.intro')} testId="loss-history">
      {!lost.data ? (
        <Spinner />
      ) : (
        <div className="grid gap-3 sm:grid-cols-3">
          {LOSS_HISTORY_PERIODS.map((period) => {
            const item = lost.data.items.find((i) => i.period === period)!;
            const money = (v: number) => formatMoney(v, lost.data.currency);
            return (
              <div key={period} className="rounded-xl border border-white/10 bg-ink/50 p-4">
                <p className="text-xs uppercase tracking-wider text-slate-400">{t(`history.${period}`)}</p>
                <p className={`mt-1 font-mono text-xl font-bold ${item.lost > 0 ? 'text-rose' : 'text-mint'}`}>
                  {item.lost > 0 ? t('history.lost', { amount: money(item.lost) }) : t('history.won', { amount: money(-item.lost) })}
                </p>
                <p className="mt-2 text-xs text-slate-400">{t('history.detail', { bets: money(item.bets), wins: money(item.wins) })}</p>
              </div>
            );
          })}
        </div>
      )}
    </LimitCard>
  );
}
