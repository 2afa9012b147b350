import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, parseAmount } from '@fortuna/contracts';
import { Field, inputClass } from './form-parts';

/** Quick amounts offered under the field; only those inside the payment system's range show. */
const PRESETS = [2_000, 5_000, 10_000, 20_000];

export interface AmountRange {
  min: number;
  max: number;
}

/** The amount the player typed, as text and as minor units (null while it is not a valid amount). */
export function useAmount(initial = '') {
  const [text, setText] = useState(initial);
  return { text, setText, minor: parseAmount(text) };
}
export type Amount = ReturnType<typeof useAmount>;

export type AmountProblem = { key: 'errors.amount' } | { key: 'errors.min' | 'errors.max'; amount: string };

/** What is wrong with an amount (minor units, null when unreadable) for this range, or null when it may be sent. */
export function amountProblem(minor: number | null, range: AmountRange): AmountProblem | null {
  if (!minor) return { key: 'errors.amount' };
  if (minor < range.min) return { key: 'errors.min', amount: formatAmount(range.min) };
  if (minor > range.max) return { key: 'errors.max', amount: formatAmount(range.max) };
  return null;
}

/** The translated problem with an amount for this range, or null when it may be sent. */
export function useAmountProblem() {
  const { t } = useTranslation('cashier');
  return (amount: Amount, range: AmountRange, currency: string): string | null => {
    const problem = amountProblem(amount.minor, range);
    return problem && t(problem.key, { ...problem, currency });
  };
}

/** The label of a submit button that names the amount: "Deposit 50 EUR". */
export const amountLabel = (amount: Amount, currency: string) => `${amount.text || '0'} ${currency}`;

/** One amount field for deposits and withdrawals: input, currency, the range shown before the player types, and the presets it allows. */
export function AmountInput({
  amount,
  currency,
  range,
  disabled,
}: {
  amount: Amount;
  currency: string;
  range: AmountRange;
  disabled?: boolean;
}) {
  const { t } = useTranslation('cashier');
  const presets = PRESETS.filter((p) => p >= range.min && p <= range.max);
  return (
    <Field
      label={t('amount')}
      hint={
        <span data-testid="amount-range">{t('amountRange', { min: formatAmount(range.min), max: formatAmount(range.max), currency })}</span>
      }
    >
      <div className="flex items-center gap-2">
        <input
          className={inputClass}
          inputMode="decimal"
          name="amount"
          value={amount.text}
          onChange={(e) => amount.setText(e.target.value)}
          disabled={disabled}
          placeholder={formatAmount(range.min)}
          aria-invalid={amount.text !== '' && amount.minor === null}
        />
        <span className="text-sm font-semibold text-slate-300">{currency}</span>
      </div>
      {presets.length > 0 && (
        <div className="mt-2 flex flex-wrap gap-2">
          {presets.map((p) => (
            <button
              key={p}
              type="button"
              disabled={disabled}
              aria-pressed={amount.minor === p}
              onClick={() => amount.setText(String(p / 100))}
              className={`rounded-full border px-3 py-1 text-xs hover:border-gold hover:text-gold ${amount.minor === p ? 'border-gold text-gold' : 'border-white/15'}`}
            >
              {formatAmount(p)}
            </button>
          ))}
        </div>
      )}
    </Field>
  );
}
