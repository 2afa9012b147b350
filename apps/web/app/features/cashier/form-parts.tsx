import { useTranslation } from 'react-i18next';
import { formatAmount, type PaymentSystem } from '@fortuna/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { Field, Input } from '../../ui';
import type { DepositBody, DepositValues } from './cashier.forms';

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

/** The card form of a card deposit (the contract's card details); a field the contract refuses says so under it. */
export function CardFields({ form, disabled }: { form: UseFormReturn<DepositValues, unknown, DepositBody>; disabled?: boolean }) {
  const { t } = useTranslation('cashier');
  const { errors } = form.formState;
  const problem = (k: keyof DepositValues) => (errors[k] ? t('errors.field') : undefined);
  return (
    <div className="grid grid-cols-2 gap-3">
      <div className="col-span-2">
        <Field size="sm" label={t('card.number')} error={problem('cardNumber')}>
          <Input
            inputMode="numeric"
            autoComplete="cc-number"
            disabled={disabled}
            placeholder="4242 4242 4242 4242"
            {...form.register('cardNumber')}
          />
        </Field>
      </div>
      <div className="col-span-2">
        <Field size="sm" label={t('card.holder')} error={problem('cardHolder')}>
          <Input autoComplete="cc-name" disabled={disabled} {...form.register('cardHolder')} />
        </Field>
      </div>
      <Field size="sm" label={t('card.expiry')} error={problem('cardExpiry')}>
        <Input autoComplete="cc-exp" disabled={disabled} placeholder="MM/YY" {...form.register('cardExpiry')} />
      </Field>
      <Field size="sm" label={t('card.cvc')} error={problem('cardCvc')}>
        <Input inputMode="numeric" autoComplete="cc-csc" disabled={disabled} placeholder="123" {...form.register('cardCvc')} />
      </Field>
    </div>
  );
}
