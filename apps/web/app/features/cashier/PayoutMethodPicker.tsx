import { useTranslation } from 'react-i18next';
import type { PayoutMethod } from '@fortuna/contracts';

/** The cards a card withdrawal can be paid to (cards the player deposited with), as radio cards. */
export function PayoutMethodPicker({
  methods,
  value,
  onChange,
  disabled,
}: {
  methods: PayoutMethod[];
  value: string;
  onChange: (id: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('cashier');
  return (
    <fieldset className="flex flex-col gap-2" data-testid="payout-methods">
      <legend className="mb-1 text-sm font-medium text-slate-300">{t('payout.title')}</legend>
      <div className="grid gap-2 sm:grid-cols-2" role="radiogroup" aria-label={t('payout.title')}>
        {methods.map((m) => (
          <button
            key={m.id}
            type="button"
            role="radio"
            aria-checked={value === m.id}
            disabled={disabled}
            onClick={() => onChange(m.id)}
            className={`flex items-center gap-3 rounded-xl border px-3 py-2.5 text-left transition ${value === m.id ? 'border-gold bg-gold/10' : 'border-white/10 bg-panel-2 hover:border-white/30'}`}
          >
            <svg width="28" height="20" viewBox="0 0 28 20" aria-hidden className="shrink-0">
              <rect x="0.5" y="0.5" width="27" height="19" rx="3" fill="#1f2340" stroke="currentColor" strokeOpacity="0.4" />
              <rect x="0.5" y="5" width="27" height="3" fill="currentColor" fillOpacity="0.35" />
            </svg>
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-white">{m.brand}</span>
              <span className="block font-mono text-xs text-slate-300">{m.label}</span>
            </span>
          </button>
        ))}
      </div>
      <p className="text-xs text-slate-400">{t('payout.hint')}</p>
    </fieldset>
  );
}
