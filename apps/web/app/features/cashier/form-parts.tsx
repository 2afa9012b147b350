import { useTranslation } from 'react-i18next';
import { formatAmount, type PaymentSystem } from '@fortuna/contracts';
import type { CardInput } from './cashier.api';

export const inputClass =
  'w-full rounded-lg border border-white/10 bg-ink/60 px-3 py-2.5 text-slate-100 placeholder:text-slate-500 focus:border-gold focus:outline-none disabled:opacity-50';

export function Field({ label, children, hint }: { label: string; children: React.ReactNode; hint?: React.ReactNode }) {
  return (
    <label className="block text-sm">
      <span className="mb-1 block font-medium text-slate-300">{label}</span>
      {children}
      {hint && <span className="mt-1 block text-xs text-slate-400">{hint}</span>}
    </label>
  );
}

export function SystemPicker({
  systems,
  value,
  onChange,
  direction,
}: {
  systems: PaymentSystem[];
  value: string;
  onChange: (id: string) => void;
  direction: 'deposit' | 'withdrawal';
}) {
  const { t } = useTranslation('cashier');
  return (
    <div className="grid grid-cols-2 gap-3" role="radiogroup" aria-label={t('selectPaymentSystem')}>
      {systems
        .filter((s) => s[direction])
        .map((s) => (
          <button
            key={s.id}
            type="button"
            role="radio"
            aria-checked={value === s.id}
            onClick={() => onChange(s.id)}
            className={`flex flex-col items-start rounded-xl border p-3 text-left transition ${value === s.id ? 'border-gold bg-gold/10' : 'border-white/10 bg-panel-2 hover:border-white/30'}`}
          >
            <span className="flex items-center gap-2 font-semibold">
              <SystemIcon kind={s.kind} />
              {s.systemName}
            </span>
            <span className="mt-1 text-xs text-slate-400">
              {t('range', { min: formatAmount(s[direction]!.min), max: formatAmount(s[direction]!.max) })}
            </span>
          </button>
        ))}
    </div>
  );
}

function SystemIcon({ kind }: { kind: 'card' | 'bank' }) {
  return kind === 'card' ? (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M2 10h20" />
    </svg>
  ) : (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
      <path d="M3 10l9-6 9 6M5 10v8M19 10v8M9 10v8M15 10v8M3 20h18" />
    </svg>
  );
}

export function CardFields({ card, onChange, disabled }: { card: CardInput; onChange: (c: CardInput) => void; disabled?: boolean }) {
  const { t } = useTranslation('cashier');
  const set = (k: keyof CardInput) => (e: React.ChangeEvent<HTMLInputElement>) => onChange({ ...card, [k]: e.target.value });
  return (
    <div className="grid grid-cols-2 gap-3">
      <div className="col-span-2">
        <Field label={t('card.number')}>
          <input
            className={inputClass}
            name="cardNumber"
            inputMode="numeric"
            autoComplete="cc-number"
            value={card.number}
            onChange={set('number')}
            disabled={disabled}
            placeholder="4242 4242 4242 4242"
          />
        </Field>
      </div>
      <div className="col-span-2">
        <Field label={t('card.holder')}>
          <input
            className={inputClass}
            name="cardHolder"
            autoComplete="cc-name"
            value={card.holder}
            onChange={set('holder')}
            disabled={disabled}
          />
        </Field>
      </div>
      <Field label={t('card.expiry')}>
        <input
          className={inputClass}
          name="cardExpiry"
          autoComplete="cc-exp"
          value={card.expiry}
          onChange={set('expiry')}
          disabled={disabled}
          placeholder="MM/YY"
        />
      </Field>
      <Field label={t('card.cvc')}>
        <input
          className={inputClass}
          name="cardCvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          value={card.cvc}
          onChange={set('cvc')}
          disabled={disabled}
          placeholder="123"
        />
      </Field>
    </div>
  );
}

export function Notice({ tone, children }: { tone: 'error' | 'info' | 'warning' | 'success'; children: React.ReactNode }) {
  const tones = {
    error: 'border-rose/40 bg-rose/10 text-rose',
    info: 'border-white/15 bg-white/5 text-slate-200',
    warning: 'border-gold/40 bg-gold/10 text-gold-2',
    success: 'border-mint/40 bg-mint/10 text-mint',
  };
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border px-4 py-3 text-sm ${tones[tone]}`}>
      {children}
    </div>
  );
}

export function SubmitButton({ children, disabled }: { children: React.ReactNode; disabled?: boolean }) {
  return (
    <button
      type="submit"
      disabled={disabled}
      className="w-full rounded-full bg-gold px-6 py-3 font-bold text-ink transition hover:bg-gold-2 disabled:cursor-not-allowed disabled:opacity-50"
    >
      {children}
    </button>
  );
}
