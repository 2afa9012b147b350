import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { metricSaveSchema, REALITY_CHECK_MINUTES, type Metrics } from '@fortuna/contracts';
import { ApiError } from '../../lib/api';
import { Button, Field, Notice, Select } from '../../ui';
import { rgApi, rgKeys } from './api';
import { LimitCard, PendingLine } from './LimitCard';

const SESSION_CHOICES = [30, 60, 90, 120, 180, 240, 360, 480, 720] as const;

/**
 * A minutes select: '' is "none" (the setting is removed), otherwise one of the offered choices, which
 * the contract's save body accepts as its minutes.
 */
const minutesForm = (choices: readonly number[]) =>
  z.object({
    minutes: z.union([
      z.literal(''),
      z
        .string()
        .refine((v) => choices.includes(Number(v)))
        .refine((v) => metricSaveSchema.shape.minutes.safeParse(Number(v)).success),
    ]),
  });
type MinutesValues = { minutes: string };

/** the form of one minutes setting: the current value stays a valid choice even when it is not on offer */
function useMinutesForm(current: number | null, choices: readonly number[]) {
  return useForm<MinutesValues>({
    resolver: zodResolver(minutesForm(current === null ? choices : [...choices, current])),
    defaultValues: { minutes: String(current ?? '') },
  });
}

function useSaver() {
  const { t } = useTranslation('rg');
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<{ tone: 'success' | 'info' | 'error'; text: string } | null>(null);
  const run = async (
    call: () => Promise<Metrics>,
    ok: (m: Metrics) => string,
    tone: (m: Metrics) => 'success' | 'info' = () => 'success',
  ) => {
    setNotice(null);
    try {
      const next = await call();
      queryClient.setQueryData(rgKeys.metrics, next);
      void queryClient.invalidateQueries({ queryKey: rgKeys.statistic });
      setNotice({ tone: tone(next), text: ok(next) });
    } catch (err) {
      setNotice({ tone: 'error', text: err instanceof ApiError ? err.message : t('failed') });
    }
  };
  return { notice, run };
}

/** the reality check every 15, 30, 45 or 60 minutes, or none. */
export function RealityCheckCard({ metrics }: { metrics: Metrics }) {
  const { t } = useTranslation('rg');
  const form = useMinutesForm(metrics.realityCheck.value, REALITY_CHECK_MINUTES);
  const { notice, run } = useSaver();
  const save = form.handleSubmit(({ minutes }) =>
    run(
      () => (minutes ? rgApi.save('realityCheck', { minutes: Number(minutes) }) : rgApi.remove('realityCheck')),
      () => (minutes ? t('realityCheck.saved', { minutes }) : t('realityCheck.off')),
    ),
  );
  return (
    <LimitCard title={t('realityCheck.cardTitle')} intro={t('realityCheck.cardIntro')} testId="reality-check-card">
      <form className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate onSubmit={save}>
        <div className="sm:flex-1">
          <Field label={t('realityCheck.every')} error={form.formState.errors.minutes ? t('choiceError') : undefined}>
            <Select {...form.register('minutes')} data-testid="reality-check-select">
              <option value="">{t('realityCheck.none')}</option>
              {REALITY_CHECK_MINUTES.map((m) => (
                <option key={m} value={m}>
                  {t('minutes', { count: m })}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Button type="submit" size="sm" busy={form.formState.isSubmitting} data-testid="reality-check-save">
          {t('limits.save')}
        </Button>
      </form>
      {notice ? (
        <div className="mt-3">
          <Notice tone={notice.tone} size="sm">
            {notice.text}
          </Notice>
        </div>
      ) : null}
    </LimitCard>
  );
}

/** Beyond the spec: how long one playing session may last; lowering applies now, raising or removing after 24 hours. */
export function SessionLimitCard({ metrics }: { metrics: Metrics }) {
  const { t } = useTranslation('rg');
  const current = metrics.session;
  const form = useMinutesForm(current.value, SESSION_CHOICES);
  const { notice, run } = useSaver();
  const result = (m: Metrics) => (m.session.pending ? t('limits.waits') : t('limits.appliesNow'));
  const tone = (m: Metrics) => (m.session.pending ? 'info' : 'success') as 'info' | 'success';
  return (
    <LimitCard title={t('session.title')} intro={t('session.intro')} testId="session-card">
      <p className="mb-3 font-mono text-lg font-bold text-white">
        {current.value ? t('minutes', { count: current.value }) : t('limits.none')}
      </p>
      {current.pending ? (
        <div className="mb-3">
          <PendingLine
            text={current.pending.value === null ? t('limits.pendingRemoval') : t('session.pending', { count: current.pending.value })}
            at={current.pending.effectiveAt}
          />
        </div>
      ) : null}
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        noValidate
        onSubmit={form.handleSubmit(({ minutes }) =>
          run(() => (minutes ? rgApi.save('session', { minutes: Number(minutes) }) : rgApi.remove('session')), result, tone),
        )}
      >
        <div className="sm:flex-1">
          <Field label={t('session.label')} error={form.formState.errors.minutes ? t('choiceError') : undefined}>
            <Select {...form.register('minutes')} data-testid="session-select">
              <option value="">{t('limits.none')}</option>
              {SESSION_CHOICES.map((m) => (
                <option key={m} value={m}>
                  {t('minutes', { count: m })}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <Button type="submit" size="sm" busy={form.formState.isSubmitting}>
          {t('limits.save')}
        </Button>
      </form>
      {notice ? (
        <div className="mt-3">
          <Notice tone={notice.tone} size="sm">
            {notice.text}
          </Notice>
        </div>
      ) : null}
    </LimitCard>
  );
}
