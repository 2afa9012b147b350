import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  metricSaveSchema,
  SELF_EXCLUSION_CHOICES,
  SELF_EXCLUSION_DURATION_MS,
  TIMEOUT_CHOICES,
  type Metrics,
  type SelfExclusionChoice,
} from '@fortuna/contracts';
import { ApiError } from '../../lib/api';
import { useUi } from '../../lib/ui.store';
import { Button, Dialog, Notice } from '../../ui';
import { useAuthFlow } from '../auth';
import { rgApi } from './api';
import { LimitCard } from './LimitCard';
import { formatDateTime } from './time';

/** the choice of the card and the confirmation of the dialog, each as the contract's save body checks it */
const choiceSchema = metricSaveSchema.shape.choice.unwrap();
const choiceForm = z.object({ choice: choiceSchema.nullable().pipe(choiceSchema) });
const confirmForm = z.object({ confirm: z.boolean().pipe(metricSaveSchema.shape.confirm.unwrap()) });

/**
 * a time-out (24 hours, 7 days) or a self-exclusion (1, 2, 3 months, indefinite).
 * It cannot be undone early, so it asks once more, plainly, before it starts; then this page logs out.
 */
export function SelfExclusionCard({ metrics }: { metrics: Metrics }) {
  const { t } = useTranslation('rg');
  const openModal = useUi((s) => s.openModal);
  const form = useForm<z.input<typeof choiceForm>, unknown, z.output<typeof choiceForm>>({
    resolver: zodResolver(choiceForm),
    defaultValues: { choice: null },
  });
  const choice = form.watch('choice');
  const [confirming, setConfirming] = useState(false);
  const current = metrics.selfExclusion;

  if (current)
    return (
      <LimitCard title={t('exclusion.title')} testId="exclusion-card">
        <p className="text-slate-300">{t('exclusion.active')}</p>
        <Button variant="outline" size="sm" className="mt-4" onClick={() => openModal('selfExclusion')}>
          {t('exclusion.details')}
        </Button>
      </LimitCard>
    );

  const group = (choices: readonly SelfExclusionChoice[], title: string, text: string) => (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-semibold text-white">{title}</legend>
      <p className="mb-2 text-sm text-slate-400">{text}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((c) => (
          <label
            key={c}
            className={`flex cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 transition ${choice === c ? 'border-gold bg-gold/10 text-white' : 'border-white/10 text-slate-200 hover:border-white/30'}`}
          >
            <input type="radio" value={c} {...form.register('choice')} className="accent-[#f5c542]" data-testid={`exclusion-${c}`} />
            {t(`choice.${c}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );

  return (
    <LimitCard title={t('exclusion.title')} intro={t('exclusion.intro')} testId="exclusion-card">
      <form className="flex flex-col gap-6" noValidate onSubmit={form.handleSubmit(() => setConfirming(true))}>
        {group(TIMEOUT_CHOICES, t('exclusion.breakTitle'), t('exclusion.breakText'))}
        {group(
          SELF_EXCLUSION_CHOICES.filter((c) => !TIMEOUT_CHOICES.includes(c)),
          t('exclusion.excludeTitle'),
          t('exclusion.excludeText'),
        )}
        {form.formState.errors.choice ? (
          <p className="text-sm text-rose" role="alert" data-field-error>
            {t('choiceError')}
          </p>
        ) : null}
        <Button type="submit" variant="danger" disabled={!choice} data-testid="exclusion-continue">
          {t('exclusion.continue')}
        </Button>
      </form>
      {confirming && choice ? <ConfirmExclusion choice={choice} onClose={() => setConfirming(false)} /> : null}
    </LimitCard>
  );
}

function ConfirmExclusion({ choice, onClose }: { choice: SelfExclusionChoice; onClose: () => void }) {
  const { t, i18n } = useTranslation('rg');
  const { logout } = useAuthFlow();
  const form = useForm<z.input<typeof confirmForm>, unknown, z.output<typeof confirmForm>>({
    resolver: zodResolver(confirmForm),
    defaultValues: { confirm: false },
  });
  const understood = form.watch('confirm');
  const [error, setError] = useState('');
  const duration = SELF_EXCLUSION_DURATION_MS[choice];
  const until = duration === null ? null : new Date(Date.now() + duration).toISOString();

  const start = form.handleSubmit(async () => {
    setError('');
    try {
      const next = await rgApi.save('selfExclusion', { choice, confirm: true });
      const ends = next.selfExclusion?.expiresAtIso ?? null;
      // the push logs every page out as well; this one need not wait for it
      await logout();
      useUi.getState().openModal('selfExclusion', { started: true, until: ends });
    } catch (err) {
      // the session ended with the break: a 401 here means it started
      if (err instanceof ApiError && err.status === 401) {
        await logout();
        return;
      }
      setError(err instanceof ApiError ? err.message : t('failed'));
    }
  });

  return (
    <Dialog title={t('confirm.title')} onClose={onClose} stayOnOutsideClick testId="exclusion-confirm">
      <form className="flex flex-col gap-4" noValidate onSubmit={start}>
        <p className="text-slate-200">
          {until
            ? t('confirm.timed', { choice: t(`choice.${choice}`), date: formatDateTime(until, i18n.language) })
            : t('confirm.indefinite')}
        </p>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-300">
          <li>{t('confirm.logout')}</li>
          <li>{t('confirm.noEarly')}</li>
          <li>{t('confirm.mail')}</li>
        </ul>
        <label className="flex items-start gap-3 text-sm text-slate-200">
          <input type="checkbox" {...form.register('confirm')} className="mt-1 accent-[#f5c542]" data-testid="exclusion-understood" />
          {t('confirm.understood')}
        </label>
        {form.formState.errors.confirm ? (
          <p className="text-sm text-rose" role="alert" data-field-error>
            {t('choiceError')}
          </p>
        ) : null}
        <Notice>{error}</Notice>
        <Button
          type="submit"
          variant="danger"
          block
          disabled={!understood}
          busy={form.formState.isSubmitting}
          data-testid="exclusion-start"
        >
          {t('confirm.start')}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t('confirm.back')}
        </Button>
      </form>
    </Dialog>
  );
}
