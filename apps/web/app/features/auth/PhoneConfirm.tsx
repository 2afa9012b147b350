import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { playerInfoKey } from '../../lib/player';
import { authApi } from './api';
import { fieldErrors, formError, translateError } from './errors';
import { Button, Field, Input, Notice } from '../../ui';

/** Phone confirmation (spec §4): send a code, a code field, a timer from the timeout call. */
export function PhoneConfirm({ phone, phoneCode, confirmed }: { phone: string | null; phoneCode: string | null; confirmed: boolean }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const [prefix, setPrefix] = useState(phoneCode ?? '+');
  const [number, setNumber] = useState(phone ?? '');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const [seconds, setSeconds] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(confirmed);

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

  const fail = (err: unknown) => {
    const f = fieldErrors(err);
    setErrors(Object.fromEntries(Object.entries(f).map(([k, v]) => [k, translateError(t, v)])));
    if (!f.phone && !f.code && !f.phoneCode) setError(formError(t, err));
    const wait = Number((err as { fieldErrors?: Record<string, string[]> }).fieldErrors?.timeout?.[0]);
    if (wait > 0) setSeconds(wait);
  };

  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    setErrors({});
    setError('');
    if (!/^\+?\d{1,4}$/.test(prefix)) return setErrors({ phoneCode: t('errors.phoneCodeRequired') });
    if (!/^\d{5,15}$/.test(number)) return setErrors({ phone: t('errors.phoneInvalid') });
    setBusy(true);
    try {
      const r = await authApi.phoneSend({ phoneCode: prefix.startsWith('+') ? prefix : `+${prefix}`, phone: number });
      setSent(true);
      setSeconds(r.timeout);
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };
  const confirm = async (e: React.FormEvent) => {
    e.preventDefault();
    setErrors({});
    setError('');
    if (!/^\d{7}$/.test(code)) return setErrors({ code: t('errors.phoneCodeLength') });
    setBusy(true);
    try {
      await authApi.phoneCode(code);
      setDone(true);
      await queryClient.invalidateQueries({ queryKey: playerInfoKey });
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };

  if (done) return <Notice tone="success">{t('phone.confirmed')}</Notice>;
  return (
    <div className="flex flex-col gap-4" data-testid="phone-confirm">
      <Notice>{error}</Notice>
      <form onSubmit={send} noValidate className="grid grid-cols-[110px_1fr] gap-3">
        <Field label={t('phone.phoneCode')} error={errors.phoneCode}>
          <Input value={prefix} onChange={(e) => setPrefix(e.target.value.replace(/[^\d+]/g, ''))} inputMode="tel" />
        </Field>
        <Field label={t('phone.phone')} error={errors.phone}>
          <Input
            value={number}
            onChange={(e) => setNumber(e.target.value.replace(/\D/g, ''))}
            inputMode="tel"
            autoComplete="tel-national"
          />
        </Field>
        <Button type="submit" variant="ghost" busy={busy} disabled={seconds > 0} className="col-span-2 sm:justify-self-start">
          {seconds > 0 ? t('phone.wait', { seconds }) : sent ? t('phone.resend') : t('phone.send')}
        </Button>
      </form>
      {sent ? (
        <form onSubmit={confirm} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <Field label={t('phone.code')} error={errors.code}>
              <Input
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 7))}
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
