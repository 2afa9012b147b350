import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  DEPOSIT_LIMIT_PERIODS,
  formatMoney,
  LIMIT_AMOUNT_MAX,
  type LimitPeriod,
  type Metrics,
  type MoneyLimitKind,
  type MoneyLimits,
} from '@fortuna/contracts';
import { ApiError } from '../../lib/api';
import { Button, Field, Input, Notice } from '../../ui';
import { rgApi, rgKeys } from './api';
import { LimitCard, PendingLine } from './LimitCard';

/** Whole currency units, 1 to 8 digits. */
const amountForm = z.object({
  amount: z
    .string()
    .trim()
    .regex(/^\d{1,8}$/, 'amount')
    .refine((v) => Number(v) >= 1 && Number(v) <= LIMIT_AMOUNT_MAX, 'amount'),
});
type AmountValues = z.infer<typeof amountForm>;

/** One money limit (deposit, loss or wager): daily, weekly and monthly rows, each with its value, use and pending change. */
export function MoneyLimitCard({ kind, limits, testId }: { kind: MoneyLimitKind; limits: MoneyLimits; testId: string }) {
  const { t } = useTranslation('rg');
  return (
    <LimitCard title={t(`${kind}.title`)} intro={t(`${kind}.intro`)} testId={testId}>
      <ul className="flex flex-col divide-y divide-white/5">
        {DEPOSIT_LIMIT_PERIODS.map((period) => (
          <PeriodRow key={period} kind={kind} period={period} limits={limits} />
        ))}
      </ul>
    </LimitCard>
  );
}

function PeriodRow({ kind, period, limits }: { kind: MoneyLimitKind; period: LimitPeriod; limits: MoneyLimits }) {
  const { t } = useTranslation('rg');
  const queryClient = useQueryClient();
  const state = limits[period];
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'info' | 'error'; text: string } | null>(null);
  const form = useForm<AmountValues>({ resolver: zodResolver(amountForm), defaultValues: { amount: '' } });
  const money = (minor: number) => formatMoney(minor, limits.currency);

  const apply = async (call: () => Promise<Metrics>) => {
    setNotice(null);
    try {
      const next = await call();
      queryClient.setQueryData(rgKeys.metrics, next);
      const after = next[kind][period];
      setNotice(after.pending ? { tone: 'info', text: t('limits.waits') } : { tone: 'success', text: t('limits.appliesNow') });
      setEditing(false);
      form.reset({ amount: '' });
    } catch (err) {
      setNotice({ tone: 'error', text: err instanceof ApiError ? err.message : t('failed') });
    }
  };

  return (
    <li className="flex flex-col gap-3 py-4" data-testid={`${kind}-${period}`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="font-semibold text-white">{t(`period.${period}`)}</p>
          <p className="text-xs text-slate-400">{t(`window.${period}`)}</p>
        </div>
        <div className="text-right">
          <p className="font-mono text-lg font-bold text-white" data-testid={`${kind}-${period}-value`}>
            {state.value === null ? t('limits.none') : money(state.value)}
          </p>
          {state.value !== null ? (
            <p className="text-xs text-slate-400">
              {t(kind === 'wager' ? 'limits.staked' : kind === 'loss' ? 'limits.lost' : 'limits.used', { amount: money(state.used) })}
            </p>
          ) : null}
        </div>
      </div>
      {state.pending ? (
        <PendingLine
          text={
            state.pending.value === null ? t('limits.pendingRemoval') : t('limits.pendingValue', { amount: money(state.pending.value) })
          }
          at={state.pending.effectiveAt}
        />
      ) : null}
      {notice ? (
        <Notice tone={notice.tone} size="sm">
          {notice.text}
        </Notice>
      ) : null}
      {editing ? (
        <form
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          noValidate
          onSubmit={form.handleSubmit((v) => apply(() => rgApi.save(kind, { period, amount: Number(v.amount) })))}
        >
          <div className="sm:flex-1">
            <Field
              label={t('limits.amountLabel', { currency: limits.currency })}
              error={form.formState.errors.amount ? t('limits.amountError') : undefined}
              hint={t('limits.amountHint')}
            >
              <Input
                inputMode="numeric"
                autoComplete="off"
                maxLength={8}
                {...form.register('amount')}
                data-testid={`${kind}-${period}-input`}
              />
            </Field>
          </div>
          <div className="flex gap-2 sm:pb-6">
            <Button type="submit" size="sm" busy={form.formState.isSubmitting} data-testid={`${kind}-${period}-save`}>
              {t('limits.save')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setEditing(false)}>
              {t('limits.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="xs" onClick={() => setEditing(true)} data-testid={`${kind}-${period}-edit`}>
            {state.value === null ? t('limits.set') : t('limits.change')}
          </Button>
          {state.value !== null && !(state.pending && state.pending.value === null) ? (
            <Button variant="ghost" size="xs" onClick={() => void apply(() => rgApi.remove(kind, { period }))}>
              {t('limits.remove')}
            </Button>
          ) : null}
        </div>
      )}
    </li>
  );
}
