import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, type BonusHistoryItem } from '@fortuna/contracts';
import { HistoryTable, type HistoryColumn } from '../../ui';
import { DateRangeFilter, ResetFiltersButton, type DateRange } from '../cashier/DateRangeFilter';
import { useBonusHistory } from './bonuses.api';

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
  const loading = history.isFetching;
  const rows = useMemo(() => (history.data?.pages ?? []).flatMap((p) => p.collection), [history.data]);

  const wager = (b: BonusHistoryItem) => `${formatAmount(b.fullWager - b.wagerLeft)} / ${formatAmount(b.fullWager)}`;
  const badge = (b: BonusHistoryItem) => (
    <span className={`whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[b.status]}`}>
      {t(`status.${b.status}`)}
    </span>
  );

  const column = (c: Omit<HistoryColumn<BonusHistoryItem>, 'header'>) => ({ ...c, header: t(`columns.${c.id}`) });
  const columns = [
    column({ id: 'startDate', className: 'whitespace-nowrap', cell: (b) => b.date }),
    column({ id: 'endDate', className: 'whitespace-nowrap', cell: (b) => b.cancelAfter ?? '—' }),
    column({ id: 'amount', className: 'whitespace-nowrap font-semibold', cell: (b) => formatAmount(b.amount) }),
    column({ id: 'currency', cell: (b) => b.currency }),
    column({ id: 'wager', className: 'whitespace-nowrap', cell: wager }),
    column({ id: 'status', cell: badge }),
  ];

  return (
    <div className="flex flex-col gap-4" data-testid="bonus-history">
      <div className="flex flex-wrap items-end gap-3" role="group" aria-label={t('filters')}>
        <ResetFiltersButton enabled={complete} loading={loading} onReset={() => setRange({})} />
        <DateRangeFilter value={range} onChange={(patch) => setRange((r) => ({ ...r, ...patch }))} disabled={loading} />
      </div>

      <HistoryTable
        rows={rows}
        rowKey={(b) => b.id}
        columns={columns}
        compact={compact}
        query={history}
        empty={t('noData')}
        loadingMore={t('loading')}
        rowData={(b, layout) => ({ 'data-testid': layout === 'row' ? 'bonus-row' : 'bonus-card', 'data-status': b.status })}
        card={(b) => (
          <>
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
          </>
        )}
      />
    </div>
  );
}
