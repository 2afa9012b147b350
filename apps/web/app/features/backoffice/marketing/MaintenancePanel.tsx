import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { maintenanceNoticeSchema } from '@fortuna/contracts';
import { Button, Field, Textarea } from '../../../ui';
import { useAdminAction, useMaintenanceNotice } from '../api';
import type { AdminT } from '../useAdminT';
import { bodyResolver, errorOf, serverErrors, utcFromInput, validity } from '../form';
import { FormPanel, PanelTitle, SaveNotice, WindowFields } from './parts';

const EMPTY = { message: '', startsAt: '', endsAt: '' };
type Values = typeof EMPTY;
const toBody = (v: Values) => ({
  active: true,
  message: v.message.trim() || undefined,
  startsAt: utcFromInput(v.startsAt) ?? undefined,
  endsAt: utcFromInput(v.endsAt) ?? undefined,
});

/**
 * The maintenance notice: announced on the players' public real-time channel (every open page shows
 * it at once), or cleared. The server keeps the last one, which this screen shows above the form.
 */
export function MaintenancePanel({ t }: { t: AdminT }) {
  const send = useAdminAction('POST /operator/maintenance');
  const current = useMaintenanceNotice();
  const notice = current.data?.notice ?? null;
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<Values, unknown, ReturnType<typeof maintenanceNoticeSchema.parse>>({
    resolver: bodyResolver(maintenanceNoticeSchema, toBody),
    defaultValues: EMPTY,
  });
  const errors = form.formState.errors;
  const run = async (body: ReturnType<typeof maintenanceNoticeSchema.parse>, message: string) => {
    setFailure(null);
    setDone(null);
    try {
      await send.mutateAsync({ body });
      setDone(message);
    } catch (e) {
      setFailure(serverErrors(e, form.setError));
    }
  };
  const submit = form.handleSubmit((body) => run(body, t('mkMaintenanceSent')));
  return (
    <FormPanel titleId="mk-maintenance-title" onSubmit={submit} className="max-w-3xl">
      <PanelTitle id="mk-maintenance-title">{t('mkTabMaintenance')}</PanelTitle>
      <p className="text-sm text-slate-400">{t('mkMaintenanceHelp')}</p>
      <section aria-labelledby="mk-maintenance-current" className="rounded-xl border border-white/10 bg-ink/40 p-4 text-sm">
        <h3 id="mk-maintenance-current" className="font-semibold text-slate-200">
          {t('ctMaintenanceCurrent')}
        </h3>
        {current.isLoading ? (
          <p className="mt-1 text-slate-400">{t('mkLoading')}</p>
        ) : notice ? (
          <div className="mt-1 flex flex-col gap-1" data-testid="maintenance-current">
            <p className="text-gold">{notice.message ?? '—'}</p>
            {notice.startsAt || notice.endsAt ? (
              <p className="text-slate-400">{validity(notice.startsAt ?? null, notice.endsAt ?? null)}</p>
            ) : null}
            <p className="text-xs text-slate-500">
              {t('ctMaintenanceSetBy', { at: notice.updatedAt.replace('T', ' ').slice(0, 16), by: notice.updatedBy ?? '—' })}
            </p>
          </div>
        ) : (
          <p className="mt-1 text-slate-400" data-testid="maintenance-current">
            {t('ctMaintenanceNone')}
          </p>
        )}
      </section>
      <SaveNotice failure={failure} success={done} />
      <Field label={t('mkMaintenanceMessage')} size="sm" error={errorOf(errors, 'message')}>
        <Textarea rows={3} {...form.register('message')} />
      </Field>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <WindowFields t={t} register={form.register} errors={errors} />
      </div>
      <div className="flex gap-3">
        <Button type="submit" size="sm" busy={form.formState.isSubmitting}>
          {t('mkMaintenanceSet')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={!notice}
          onClick={() => void run({ active: false }, t('mkMaintenanceCleared'))}
          busy={send.isPending && !form.formState.isSubmitting}
        >
          {t('mkMaintenanceClear')}
        </Button>
      </div>
    </FormPanel>
  );
}
