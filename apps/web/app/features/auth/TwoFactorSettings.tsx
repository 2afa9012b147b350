import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { authApi } from './api';
import { fieldErrors, formError, translateError } from './errors';
import { Button, Field, Input, Notice } from '../../ui';
import { PasswordInput } from './PasswordInput';

/** Two-factor security page: enrol with a QR code, keep the recovery codes, disable with the password. */
export function TwoFactorSettings() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: ['auth', '2fa'], queryFn: authApi.twoFactorStatus });
  const [secret, setSecret] = useState<{ secret: string; qrCode: string } | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [error, setError] = useState('');
  const [recovery, setRecovery] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError('');
    setFieldError('');
    try {
      await work();
    } catch (err) {
      const f = fieldErrors(err);
      const key = f.code ?? f.password;
      if (key) setFieldError(translateError(t, key));
      else setError(formError(t, err));
    } finally {
      setBusy(false);
    }
  };

  const start = () => run(async () => setSecret(await authApi.twoFactorSecret()));
  const confirm = (e: React.FormEvent) => {
    e.preventDefault();
    if (!/^\d{6}$/.test(code)) return setFieldError(t('errors.totpInvalid'));
    return run(async () => {
      const res = await authApi.twoFactorValidate(code);
      setRecovery(res.recoveryCodes);
      setSecret(null);
      setCode('');
      await queryClient.invalidateQueries({ queryKey: ['auth', '2fa'] });
    });
  };
  const disable = (e: React.FormEvent) => {
    e.preventDefault();
    if (!password) return setFieldError(t('errors.required'));
    return run(async () => {
      await authApi.twoFactorDisable(password);
      setPassword('');
      setRecovery(null);
      await queryClient.invalidateQueries({ queryKey: ['auth', '2fa'] });
    });
  };

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
        <Button onClick={start} busy={busy} className="self-start">
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
            <Field label={t('security.code')} error={fieldError}>
              <Input
                value={code}
                onChange={(e) => setCode(e.target.value.trim())}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
              />
            </Field>
            <Button type="submit" busy={busy}>
              {t('security.confirm')}
            </Button>
          </div>
        </form>
      ) : null}
      {enabled ? (
        <form onSubmit={disable} noValidate className="flex max-w-md flex-col gap-4">
          <Field label={t('security.password')} error={fieldError}>
            <PasswordInput value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" />
          </Field>
          <Button type="submit" variant="danger" busy={busy} className="self-start">
            {t('security.disable')}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
