import { useMemo, useState } from 'react';
import { useLoadMoreSentinel } from '../../lib/use-load-more-sentinel';
import { useTranslation } from 'react-i18next';
import { formatAmount, type BonusHistoryItem } from '@fortuna/contracts';
import { DateRangeFilter, ResetFiltersButton, type DateRange } from '../cashier/DateRangeFilter';
import { useBonusHistory } from './bonuses.api';

const COLUMNS = ['startDate', 'endDate', 'amount', 'currency', 'wager', 'status'] as const;

const BADGE: Record<BonusHistoryItem['status'], string> = {
  active: 'bg-mint/15 text-mint',
  queued: 'bg-gold/15 text-gold-2',
  committed: 'bg-sky-400/15 text-sky-300',
  cancelled: 'bg-white/10 text-slate-300',
};

/**
 * Bonus history (spec §2): date-range calendar (registration day → today) with a reset icon enabled
 * only when both dates are set; start date, end date, amount, currency, wagered / total wager, status;
 * no-data text; infinite scroll. The range applies once both ends are chosen.
 */
export function BonusHistory({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('bonuses');
  const [range, setRange] = useState<DateRange>({});
  const complete = !!range.fromDate && !!range.toDate;
  const history = useBonusHistory(complete ? range : {});
  const sentinel = useLoadMoreSentinel(history);
  const loading = history.isFetching;
  const rows = useMemo(() => (history.data?.pages ?? []).flatMap((p) => p.collection), [history.data]);

  const wager = (b: BonusHistoryItem) => `${formatAmount(b.fullWager - b.wagerLeft)} / ${formatAmount(b.fullWager)}`;
  const badge = (b: BonusHistoryItem) => (
    <span className={`whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[b.status]}`}>
      {t(`status.${b.status}`)}
    </span>
  );

  return (
    <div className="flex flex-col gap-4" data-testid="bonus-history">
      <div className="flex flex-wrap items-end gap-3" role="group" aria-label={t('filters')}>
        <ResetFiltersButton enabled={complete} loading={loading} onReset={() => setRange({})} />
        <DateRangeFilter value={range} onChange={(patch) => setRange((r) => ({ ...r, ...patch }))} disabled={loading} />
      </div>

      <div
        data-testid="history-list"
        className={`rounded-xl border border-white/10 sm:overflow-x-auto ${compact ? 'sm:max-h-[52vh] sm:overflow-y-auto' : ''}`}
      >
        <ul className="divide-y divide-white/5 sm:hidden">
          {rows.map((b) => (
            <li key={b.id} className="flex flex-col gap-2 p-4 text-sm" data-testid="bonus-card" data-status={b.status}>
              <div className="flex items-center justify-between">
                <span className="text-base font-bold text-gold-2">
                  {formatAmount(b.amount)} {b.currency}
                </span>
                {badge(b)}
              </div>
              <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
                <dt className="text-slate-400">{t('columns.startDate')}</dt>
                <dd>{b.date}</dd>
                <dt className="text-slate-400">{t('columns.endDate')}</dt>
                <dd>{b.cancelAfter ?? '—'}</dd>
                <dt className="text-slate-400">{t('columns.wager')}</dt>
                <dd>{wager(b)}</dd>
              </dl>
            </li>
          ))}
        </ul>
        <table className={`hidden w-full text-left sm:table ${compact ? 'text-xs' : 'text-sm'}`}>
          <thead className="sticky top-0 bg-panel-2 text-xs uppercase tracking-wide text-slate-400">
            <tr>
              {COLUMNS.map((c) => (
                <th key={c} className="px-3 py-2.5 font-semibold">
                  {t(`columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((b) => (
              <tr key={b.id} className="border-t border-white/5 hover:bg-white/[0.03]" data-testid="bonus-row" data-status={b.status}>
                <td className="whitespace-nowrap px-3 py-2.5">{b.date}</td>
                <td className="whitespace-nowrap px-3 py-2.5">{b.cancelAfter ?? '—'}</td>
                <td className="whitespace-nowrap px-3 py-2.5 font-semibold">{formatAmount(b.amount)}</td>
                <td className="px-3 py-2.5">{b.currency}</td>
                <td className="whitespace-nowrap px-3 py-2.5">{wager(b)}</td>
                <td className="px-3 py-2.5">{badge(b)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {!loading && rows.length === 0 && <p className="px-4 py-12 text-center text-slate-400">{t('noData')}</p>}
        <div ref={sentinel} className="h-6" />
        {history.isFetchingNextPage && <p className="pb-4 text-center text-xs text-slate-400">{t('loading')}</p>}
      </div>
    </div>
  );
}
