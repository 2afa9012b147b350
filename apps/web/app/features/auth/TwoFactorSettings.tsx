import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { twoFactorDisableRequestSchema, twoFactorValidateParamsSchema } from '@fortuna/contracts';
import { authApi, authKeys, authQueries } from './api';
import { fieldErrors, formError, translateError } from './errors';
import { Button, Field, Input, Notice, cleaned } from '../../ui';
import { PasswordInput } from './PasswordInput';

/** Two-factor security page: enrol with a QR code, keep the recovery codes, disable with the password. */
export function TwoFactorSettings() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const status = useQuery(authQueries.twoFactor());
  const [secret, setSecret] = useState<{ secret: string; qrCode: string } | null>(null);
  const [error, setError] = useState('');
  const [recovery, setRecovery] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const enrol = useForm({ resolver: zodResolver(twoFactorValidateParamsSchema), defaultValues: { code: '' } });
  const off = useForm({ resolver: zodResolver(twoFactorDisableRequestSchema), defaultValues: { password: '' } });

  /** a refused call: the server's field error goes under the input, anything else above the forms */
  const fail = (err: unknown, onField: (key: string) => void) => {
    const f = fieldErrors(err);
    const key = f.code ?? f.password;
    if (key) onField(key);
    else setError(formError(t, err));
  };

  const start = async () => {
    setBusy(true);
    setError('');
    try {
      setSecret(await authApi.twoFactorSecret());
    } catch (err) {
      setError(formError(t, err));
    } finally {
      setBusy(false);
    }
  };
  const confirm = enrol.handleSubmit(async ({ code }) => {
    setError('');
    try {
      const res = await authApi.twoFactorValidate(code);
      setRecovery(res.recoveryCodes);
      setSecret(null);
      enrol.reset();
      await queryClient.invalidateQueries({ queryKey: authKeys.twoFactor });
    } catch (err) {
      fail(err, (message) => enrol.setError('code', { message }));
    }
  });
  const disable = off.handleSubmit(async ({ password }) => {
    setError('');
    try {
      await authApi.twoFactorDisable(password);
      off.reset();
      setRecovery(null);
      await queryClient.invalidateQueries({ queryKey: authKeys.twoFactor });
    } catch (err) {
      fail(err, (message) => off.setError('password', { message }));
    }
  });

  if (status.isLoading) return <div className="h-40 animate-pulse rounded-2xl bg-panel" />;
  const enabled = status.data?.enabled;
  return (
    <section className="flex flex-col gap-5 rounded-3xl border border-white/10 bg-panel p-6 sm:p-8" data-testid="two-factor-settings">
      <div className="flex items-center gap-3">
        <span
          className={`rounded-full px-3 py-1 text-xs font-bold uppercase ${enabled ? 'bg-mint/15 text-mint' : 'bg-white/10 text-slate-300'}`}
        >
          {enabled ? t('security.on') : t('security.off')}
        </span>
        <p className="text-slate-300">
          {enabled ? t('security.enabledText', { count: status.data?.recoveryCodesLeft ?? 0 }) : t('security.disabledText')}
        </p>
      </div>
      <Notice>{error}</Notice>
      {recovery ? (
        <div className="rounded-2xl border border-gold/40 bg-gold/5 p-5">
          <h3 className="font-semibold text-gold">{t('security.recoveryTitle')}</h3>
          <p className="mt-1 text-sm text-slate-300">{t('security.recoveryText')}</p>
          <ul className="mt-4 grid grid-cols-2 gap-2 font-mono text-sm" data-testid="recovery-codes">
            {recovery.map((c) => (
              <li key={c} className="rounded-lg bg-ink/60 px-3 py-2 text-center">
                {c}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {!enabled && !secret ? (
        <Button onClick={() => void start()} busy={busy} className="self-start">
          {t('security.enable')}
        </Button>
      ) : null}
      {!enabled && secret ? (
        <form onSubmit={confirm} noValidate className="grid gap-6 md:grid-cols-[220px_1fr]">
          <img src={secret.qrCode} alt={t('security.qrAlt')} width={220} height={220} className="rounded-2xl bg-white p-2" />
          <div className="flex flex-col gap-4">
            <p className="text-slate-300">{t('security.scan')}</p>
            <div>
              <p className="text-xs text-slate-400">{t('security.secret')}</p>
              <code className="mt-1 block rounded-lg bg-ink/60 px-3 py-2 font-mono text-sm break-all" data-testid="totp-secret">
                {secret.secret}
              </code>
            </div>
            <Field label={t('security.code')} error={translateError(t, enrol.formState.errors.code?.message)}>
              <Input {...cleaned(enrol.register('code'), (v) => v.trim())} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
            </Field>
            <Button type="submit" busy={enrol.formState.isSubmitting}>
              {t('security.confirm')}
            </Button>
          </div>
        </form>
      ) : null}
      {enabled ? (
        <form onSubmit={disable} noValidate className="flex max-w-md flex-col gap-4">
          <Field label={t('security.password')} error={translateError(t, off.formState.errors.password?.message)}>
            <PasswordInput {...off.register('password')} autoComplete="current-password" />
          </Field>
          <Button type="submit" variant="danger" busy={off.formState.isSubmitting} className="self-start">
            {t('security.disable')}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
