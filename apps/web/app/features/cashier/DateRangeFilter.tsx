import { useTranslation } from 'react-i18next';
import { utcToday, useRegistrationDay } from '../../lib/registration-day';

export interface DateRange {
  fromDate?: string;
  toDate?: string;
}

const filterSelectClass = 'rounded-lg border border-white/10 bg-ink/60 px-3 py-2 text-sm disabled:opacity-50';

/**
 * The date-range calendar of the history screens (spec §2, §4): both ends limited to the
 * registration day → today, the start never after the end; disabled while the list loads.
 */
export function DateRangeFilter({
  value,
  onChange,
  disabled,
}: {
  value: DateRange;
  onChange: (patch: DateRange) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('cashier');
  const registered = useRegistrationDay();
  const today = utcToday();
  return (
    <>
      <label className="flex flex-col gap-1 text-xs text-slate-400">
        {t('filters.from')}
        <input
          type="date"
          name="fromDate"
          className={filterSelectClass}
          disabled={disabled}
          min={registered}
          max={value.toDate ?? today}
          value={value.fromDate ?? ''}
          onChange={(e) => onChange({ fromDate: e.target.value })}
        />
      </label>
      <label className="flex flex-col gap-1 text-xs text-slate-400">
        {t('filters.to')}
        <input
          type="date"
          name="toDate"
          className={filterSelectClass}
          disabled={disabled}
          min={value.fromDate ?? registered}
          max={today}
          value={value.toDate ?? ''}
          onChange={(e) => onChange({ toDate: e.target.value })}
        />
      </label>
    </>
  );
}

/** The reset icon of a filter bar: enabled only when `enabled`; does nothing while loading. */
export function ResetFiltersButton({ enabled, loading, onReset }: { enabled: boolean; loading: boolean; onReset: () => void }) {
  const { t } = useTranslation('cashier');
  return (
    <button
      type="button"
      aria-label={t('filters.reset')}
      title={t('filters.reset')}
      disabled={!enabled || loading}
      onClick={onReset}
      className="self-end rounded-lg border border-white/10 p-2 text-slate-300 enabled:hover:border-gold enabled:hover:text-gold disabled:opacity-40"
    >
      <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
        <path d="M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5" />
      </svg>
    </button>
  );
}
