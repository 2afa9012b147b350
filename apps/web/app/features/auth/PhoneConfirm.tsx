import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { phoneCodeParamsSchema, phoneSendRequestSchema } from '@fortuna/contracts';
import { playerKeys } from '../../lib/player';
import { authApi } from './api';
import { fieldErrors, formError, translateError } from './errors';
import { Button, Field, Input, Notice, cleaned } from '../../ui';

/** both parts of the number are needed to send a code */
const sendSchema = phoneSendRequestSchema.required();

/** Phone confirmation: send a code, a code field, a timer from the timeout call. */
export function PhoneConfirm({ phone, phoneCode, confirmed }: { phone: string | null; phoneCode: string | null; confirmed: boolean }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [sent, setSent] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const [error, setError] = useState('');
  const [done, setDone] = useState(confirmed);
  const number = useForm({ resolver: zodResolver(sendSchema), defaultValues: { phoneCode: phoneCode ?? '+', phone: phone ?? '' } });
  const entered = useForm({ resolver: zodResolver(phoneCodeParamsSchema), defaultValues: { code: '' } });

  useEffect(() => {
    if (done) return;
    void authApi.phoneTimeout().then(
      (r) => setSeconds(r.timeout),
      () => {},
    );
  }, [done]);
  useEffect(() => {
    if (seconds <= 0) return;
    const id = setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => clearInterval(id);
  }, [seconds]);

  /** a refused call: each field error goes under its input, anything else above the forms */
  const fail = (err: unknown) => {
    const f = fieldErrors(err);
    for (const field of ['phoneCode', 'phone'] as const) if (f[field]) number.setError(field, { message: f[field] });
    if (f.code) entered.setError('code', { message: f.code });
    if (!f.phone && !f.code && !f.phoneCode) setError(formError(t, err));
    const wait = Number((err as { fieldErrors?: Record<string, string[]> }).fieldErrors?.timeout?.[0]);
    if (wait > 0) setSeconds(wait);
  };

  const send = number.handleSubmit(async ({ phoneCode: prefix, phone: digits }) => {
    setError('');
    try {
      const r = await authApi.phoneSend({ phoneCode: prefix.startsWith('+') ? prefix : `+${prefix}`, phone: digits });
      setSent(true);
      setSeconds(r.timeout);
    } catch (err) {
      fail(err);
    }
  });
  const confirm = entered.handleSubmit(async ({ code }) => {
    setError('');
    try {
      await authApi.phoneCode(code);
      setDone(true);
      await queryClient.invalidateQueries({ queryKey: playerKeys.info });
    } catch (err) {
      fail(err);
    }
  });
  const busy = number.formState.isSubmitting || entered.formState.isSubmitting;
  const err = (message: string | undefined) => translateError(t, message);

  if (done) return <Notice tone="success">{t('phone.confirmed')}</Notice>;
  return (
    <div className="flex flex-col gap-4" data-testid="phone-confirm">
      <Notice>{error}</Notice>
      <form onSubmit={send} noValidate className="grid grid-cols-[110px_1fr] gap-3">
        <Field label={t('phone.phoneCode')} error={err(number.formState.errors.phoneCode?.message)}>
          <Input {...cleaned(number.register('phoneCode'), (v) => v.replace(/[^\d+]/g, ''))} inputMode="tel" />
        </Field>
        <Field label={t('phone.phone')} error={err(number.formState.errors.phone?.message)}>
          <Input {...cleaned(number.register('phone'), (v) => v.replace(/\D/g, ''))} inputMode="tel" autoComplete="tel-national" />
        </Field>
        <Button type="submit" variant="ghost" busy={busy} disabled={seconds > 0} className="col-span-2 sm:justify-self-start">
          {seconds > 0 ? t('phone.wait', { seconds }) : sent ? t('phone.resend') : t('phone.send')}
        </Button>
      </form>
      {sent ? (
        <form onSubmit={confirm} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <Field label={t('phone.code')} error={err(entered.formState.errors.code?.message)}>
              <Input
                {...cleaned(entered.register('code'), (v) => v.replace(/\D/g, '').slice(0, 7))}
                inputMode="numeric"
                autoComplete="one-time-code"
                className="font-mono tracking-[0.3em]"
              />
            </Field>
          </div>
          <Button type="submit" busy={busy}>
            {t('phone.confirm')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
