import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { maintenanceNoticeSchema } from '@fortuna/contracts';
import { Button, Field, Input, Notice, Textarea } from '../../../ui';
import { useAdminAction } from '../api';
import type { AdminT } from '../useAdminT';
import { bodyResolver, errorOf, serverErrors, utcFromInput } from './form';

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
 * it at once), or cleared. The server keeps no copy of the last notice, so this screen cannot show it.
 */
export function MaintenancePanel({ t }: { t: AdminT }) {
  const send = useAdminAction('POST /operator/maintenance');
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
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="mk-maintenance-title"
      className="flex max-w-3xl flex-col gap-4 rounded-2xl border border-white/10 bg-panel p-5"
    >
      <h2 id="mk-maintenance-title" className="font-display text-lg font-bold">
        {t('mkTabMaintenance')}
      </h2>
      <p className="text-sm text-slate-400">{t('mkMaintenanceHelp')}</p>
      {failure ? <Notice tone="error">{failure}</Notice> : done ? <Notice tone="success">{done}</Notice> : null}
      <Field label={t('mkMaintenanceMessage')} size="sm" error={errorOf(errors, 'message')}>
        <Textarea rows={3} {...form.register('message')} />
      </Field>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Field label={t('mkStartsAt')} size="sm" error={errorOf(errors, 'startsAt')}>
          <Input size="sm" type="datetime-local" {...form.register('startsAt')} />
        </Field>
        <Field label={t('mkEndsAt')} size="sm" error={errorOf(errors, 'endsAt')}>
          <Input size="sm" type="datetime-local" {...form.register('endsAt')} />
        </Field>
      </div>
      <div className="flex gap-3">
        <Button type="submit" size="sm" busy={form.formState.isSubmitting}>
          {t('mkMaintenanceSet')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void run({ active: false }, t('mkMaintenanceCleared'))}
          busy={send.isPending && !form.formState.isSubmitting}
        >
          {t('mkMaintenanceClear')}
        </Button>
      </div>
    </form>
  );
}
