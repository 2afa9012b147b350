import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUSES, TOOLTIP_SHOW_DELAY_MS, type PaymentHistoryItem, type PaymentStatus } from '@fortuna/contracts';
import { HistoryTable, Select, type HistoryColumn } from '../../ui';
import { DateRangeFilter, ResetFiltersButton } from './DateRangeFilter';
import { cancelPayment, usePaymentHistory, useRefreshMoney, type HistoryFilters } from './api';

/**
 * Payment history: filter bar, the columns (dates, amount, currency, balances, system, status), Cancel with a Yes/No row for outgoing
 * init payments, rejected reason tooltip with revert, no-data text and infinite scroll.
 */
export function PaymentHistory({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('cashier');
  const [filters, setFilters] = useState<HistoryFilters>({});
  const history = usePaymentHistory(filters);
  const refresh = useRefreshMoney();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState<Set<string>>(new Set());
  const loading = history.isFetching;
  const pages = useMemo(() => history.data?.pages ?? [], [history.data]);
  const rows = useMemo(() => pages.flatMap((p) => p.collection), [pages]);
  const systems = pages[0]?.paymentSystems ?? [];
  const systemName = (id: string) => systems.find((s) => s.id === id)?.systemName ?? id;
  const anyFilter = Object.values(filters).some(Boolean);

  // changing any filter resets paging and reloads (a new query key starts at page 1)
  const setFilter = (patch: HistoryFilters) => {
    setConfirming(null);
    setFilters((f) => {
      const next = { ...f, ...patch };
      return Object.fromEntries(Object.entries(next).filter(([, v]) => v)) as HistoryFilters;
    });
  };

  const doCancel = async (id: string) => {
    try {
      const res = await cancelPayment(id);
      if (res.status) setCancelled((s) => new Set(s).add(id));
    } catch {
      // a failed cancel says nothing: the list shows the payment as it is
    }
    setConfirming(null);
    refresh();
  };

  const statusOf = (p: PaymentHistoryItem) => (cancelled.has(p.id) ? 'cancelled' : p.status);
  const wrap = compact ? '' : 'whitespace-nowrap';
  const column = (c: Omit<HistoryColumn<PaymentHistoryItem>, 'header'>) => ({ ...c, header: t(`columns.${c.id}`) });
  const columns = [
    column({ id: 'startDate', className: wrap, cell: (p) => p.dateTimeCreated }),
    column({ id: 'endDate', className: wrap, cell: (p) => p.dateTimeSubmitted ?? '—' }),
    column({
      id: 'amount',
      className: (p) => `whitespace-nowrap font-semibold ${p.type === 'in' ? 'text-mint' : 'text-slate-100'}`,
      cell: (p) => `${p.type === 'in' ? '+' : '−'}${p.amountFormatted}`,
    }),
    column({ id: 'currency', cell: (p) => p.account }),
    column({ id: 'balanceBefore', className: 'whitespace-nowrap', cell: (p) => p.balanceStartFormatted ?? '—' }),
    column({ id: 'balanceAfter', className: 'whitespace-nowrap', cell: (p) => p.balanceEndFormatted ?? '—' }),
    column({ id: 'paymentSystem', className: 'whitespace-nowrap', cell: (p) => systemName(p.paymentSystem) }),
    column({
      id: 'status',
      cell: (p) => (
        // badge and action wrap onto two lines when the column is narrow (long labels in de, fi, ...)
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1" data-testid="payment-status-cell">
          <StatusBadge status={statusOf(p)} label={t(`payment_status.${statusOf(p)}`)} />
          <RowActions p={p} status={statusOf(p)} onAskCancel={() => setConfirming(p.id)} onRevert={() => doCancel(p.id)} />
        </div>
      ),
    }),
  ];

  return (
    <div className="flex flex-col gap-4" data-testid="payment-history">
      <div className="flex flex-wrap items-end gap-3" role="group" aria-label={t('filters.label')}>
        <ResetFiltersButton enabled={anyFilter} loading={loading} onReset={() => setFilters({})} />
        <DateRangeFilter value={filters} onChange={setFilter} disabled={loading} />
        <label className="flex flex-col gap-1 text-xs text-slate-400">
          {t('filters.paymentSystem')}
          <Select
            look="filter"
            name="paymentSystem"
            disabled={loading}
            value={filters.paymentSystem ?? ''}
            onChange={(e) => setFilter({ paymentSystem: e.target.value })}
          >
            <option value="">{t('filters.all')}</option>
            {systems.map((s) => (
              <option key={s.id} value={s.id}>
                {s.systemName}
              </option>
            ))}
          </Select>
        </label>
        <label className="flex flex-col gap-1 text-xs text-slate-400">
          {t('filters.status')}
          <Select
            look="filter"
            name="status"
            disabled={loading}
            value={filters.status ?? ''}
            onChange={(e) => setFilter({ status: e.target.value as PaymentStatus })}
          >
            <option value="">{t('filters.all')}</option>
            {PAYMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`payment_status.${s}`)}
              </option>
            ))}
          </Select>
        </label>
      </div>

      <HistoryTable
        rows={rows}
        rowKey={(p) => p.id}
        columns={columns}
        compact={compact}
        query={history}
        empty={t('noData')}
        loadingMore={t('loading')}
        rowData={(p, layout) => ({ 'data-testid': layout === 'row' ? 'payment-row' : 'payment-card', 'data-status': statusOf(p) })}
        card={(p) => {
          const status = statusOf(p);
          return (
            <>
              <div className="flex items-center justify-between">
                <span className={`text-base font-bold ${p.type === 'in' ? 'text-mint' : 'text-slate-100'}`}>
                  {p.type === 'in' ? '+' : '−'}
                  {p.amountFormatted} {p.account}
                </span>
                <StatusBadge status={status} label={t(`payment_status.${status}`)} />
              </div>
              <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
                <dt className="text-slate-400">{t('columns.startDate')}</dt>
                <dd>{p.dateTimeCreated}</dd>
                <dt className="text-slate-400">{t('columns.endDate')}</dt>
                <dd>{p.dateTimeSubmitted ?? '—'}</dd>
                <dt className="text-slate-400">{t('columns.balanceBefore')}</dt>
                <dd>{p.balanceStartFormatted ?? '—'}</dd>
                <dt className="text-slate-400">{t('columns.balanceAfter')}</dt>
                <dd>{p.balanceEndFormatted ?? '—'}</dd>
                <dt className="text-slate-400">{t('columns.paymentSystem')}</dt>
                <dd>{systemName(p.paymentSystem)}</dd>
              </dl>
              <div className="flex items-center gap-2">
                <RowActions p={p} status={status} onAskCancel={() => setConfirming(p.id)} onRevert={() => doCancel(p.id)} />
              </div>
            </>
          );
        }}
        below={(p) => (confirming === p.id ? <ConfirmCancel p={p} onYes={() => doCancel(p.id)} onNo={() => setConfirming(null)} /> : null)}
        belowTestId="cancel-confirm"
      />
    </div>
  );
}

function RowActions({
  p,
  status,
  onAskCancel,
  onRevert,
}: {
  p: PaymentHistoryItem;
  status: string;
  onAskCancel: () => void;
  onRevert: () => void;
}) {
  const { t } = useTranslation('cashier');
  if (p.type !== 'out') return null;
  if (status === 'rejected') {
    return (
      <>
        <ReasonTip text={typeof p.reason === 'string' ? p.reason : t(`reason.${p.reason ?? 0}`)} label={t('reasonLabel')} />
        <button
          className="whitespace-nowrap rounded-full border border-white/20 px-2.5 py-0.5 text-xs hover:border-gold hover:text-gold"
          onClick={onRevert}
        >
          {t('revert')}
        </button>
      </>
    );
  }
  if (status !== 'init') return null;
  return (
    <button
      className="whitespace-nowrap rounded-full border border-rose/50 px-2.5 py-0.5 text-xs text-rose hover:bg-rose/10"
      onClick={onAskCancel}
    >
      {t('cancel')}
    </button>
  );
}

function ConfirmCancel({ p, onYes, onNo }: { p: PaymentHistoryItem; onYes: () => void; onNo: () => void }) {
  const { t } = useTranslation('cashier');
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="cancel-confirm-row">
      <span>{t('confirmCancel', { amount: p.amountFormatted, currency: p.account })}</span>
      <button className="rounded-full bg-rose px-4 py-1 text-sm font-semibold text-ink" onClick={onYes}>
        {t('yes')}
      </button>
      <button className="rounded-full border border-white/20 px-4 py-1 text-sm" onClick={onNo}>
        {t('no')}
      </button>
    </div>
  );
}

const BADGE: Record<string, string> = {
  ok: 'bg-mint/15 text-mint',
  failure: 'bg-rose/15 text-rose',
  rejected: 'bg-rose/15 text-rose',
  cancelled: 'bg-white/10 text-slate-300',
  init: 'bg-gold/15 text-gold-2',
  processing: 'bg-gold/15 text-gold-2',
};

function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span className={`whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE[status] ?? 'bg-white/10 text-slate-200'}`}>
      {label}
    </span>
  );
}

function ReasonTip({ text, label }: { text: string; label: string }) {
  return (
    <span className="group relative inline-flex">
      <button
        type="button"
        aria-label={label}
        className="grid h-5 w-5 place-items-center rounded-full border border-rose/60 text-[11px] font-bold text-rose"
      >
        ?
      </button>
      <span
        role="tooltip"
        style={{ transitionDelay: `${TOOLTIP_SHOW_DELAY_MS}ms` }}
        className="pointer-events-none absolute bottom-full right-0 z-20 mb-2 w-56 rounded-lg bg-ink px-3 py-2 text-xs text-slate-100 opacity-0 shadow-xl ring-1 ring-white/10 transition group-focus-within:opacity-100 group-hover:opacity-100"
      >
        {text}
      </span>
    </span>
  );
}
