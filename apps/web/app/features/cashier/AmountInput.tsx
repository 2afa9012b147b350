import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { formatAmount, parseAmount } from '@fortuna/contracts';
import { Field, Input } from '../../ui';

/** Quick amounts offered under the field; only those inside the payment system's range show. */
const PRESETS = [2_000, 5_000, 10_000, 20_000];

export interface AmountRange {
  min: number;
  max: number;
}

export type AmountProblem = { key: 'errors.amount' } | { key: 'errors.min' | 'errors.max'; amount: string };

/** What is wrong with an amount (minor units, null when unreadable) for this range, or null when it may be sent. */
export function amountProblem(minor: number | null, range: AmountRange): AmountProblem | null {
  if (!minor) return { key: 'errors.amount' };
  if (minor < range.min) return { key: 'errors.min', amount: formatAmount(range.min) };
  if (minor > range.max) return { key: 'errors.max', amount: formatAmount(range.max) };
  return null;
}

/** The label of a submit button that names the amount: "Deposit 50 EUR". */
export const amountLabel = (text: string, currency: string) => `${text || '0'} ${currency}`;

/**
 * One amount field for deposits and withdrawals: input, currency, the range shown before the player
 * types, the presets it allows, and the amount's problem (a key from the form's schema) under it.
 */
export function AmountInput({
  field,
  text,
  onPick,
  problem,
  currency,
  range,
  disabled,
}: {
  field: UseFormRegisterReturn<'amount'>;
  text: string;
  onPick: (text: string) => void;
  problem?: string;
  currency: string;
  range: AmountRange;
  disabled?: boolean;
}) {
  const { t } = useTranslation('cashier');
  const presets = PRESETS.filter((p) => p >= range.min && p <= range.max);
  const minor = parseAmount(text);
  const error =
    problem &&
    t(problem, { amount: formatAmount(problem === 'errors.max' ? range.max : range.min), currency, defaultValue: t('errors.amount') });
  return (
    <Field
      size="sm"
      label={t('amount')}
      error={error || undefined}
      hint={
        <span data-testid="amount-range">{t('amountRange', { min: formatAmount(range.min), max: formatAmount(range.max), currency })}</span>
      }
    >
      <div className="flex items-center gap-2">
        <Input inputMode="decimal" {...field} disabled={disabled} placeholder={formatAmount(range.min)} />
        <span className="text-sm font-semibold text-slate-300">{currency}</span>
      </div>
      {presets.length > 0 && (
        <div className="mt-2 flex flex-wrap gap-2">
          {presets.map((p) => (
            <button
              key={p}
              type="button"
              disabled={disabled}
              aria-pressed={minor === p}
              onClick={() => onPick(String(p / 100))}
              className={`rounded-full border px-3 py-1 text-xs hover:border-gold hover:text-gold ${minor === p ? 'border-gold text-gold' : 'border-white/15'}`}
            >
              {formatAmount(p)}
            </button>
          ))}
        </div>
      )}
    </Field>
  );
}
