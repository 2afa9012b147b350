import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { adminLoginRequestSchema, adminTotpRequestSchema } from '@fortuna/contracts';
import { Button, Field, Input, Notice } from '../../ui';
import { ApiError, call } from '../../lib/api';
import { adminKeys } from './api';
import { useAdminT } from './useAdminT';

type Step = { next: 'password' } | { next: 'totp' } | { next: 'enroll'; secret: string; qrCode: string };

/** Operator sign-in: the password, then the TOTP code; the first sign-in enrols the authenticator. */
export function LoginScreen() {
  const { t } = useAdminT();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [step, setStep] = useState<Step>({ next: 'password' });
  const [error, setError] = useState<string | null>(null);
  const password = useForm({ resolver: zodResolver(adminLoginRequestSchema), defaultValues: { email: '', password: '' } });
  const totp = useForm({ resolver: zodResolver(adminTotpRequestSchema), defaultValues: { code: '' } });
  const fail = (err: unknown) => setError(err instanceof ApiError ? err.message : String(err));

  const signIn = password.handleSubmit(async (body) => {
    setError(null);
    try {
      const res = await call('POST /admin/auth/login', { body });
      setStep(res.next === 'enroll' ? { next: 'enroll', secret: res.secret ?? '', qrCode: res.qrCode ?? '' } : { next: 'totp' });
    } catch (err) {
      fail(err);
    }
  });
  const verify = totp.handleSubmit(async (body) => {
    setError(null);
    try {
      const me = await call('POST /admin/auth/totp', { body });
      client.setQueryData(adminKeys.me, me);
      void navigate('/admin');
    } catch (err) {
      fail(err);
    }
  });

  return (
    <div className="grid min-h-dvh place-items-center bg-ink px-4 text-slate-100">
      <div className="w-full max-w-md rounded-2xl border border-white/10 bg-panel p-8 shadow-xl">
        <h1 className="mb-6 font-display text-2xl font-bold text-gold">Fortuna · {t('title')}</h1>
        {error ? (
          <div className="mb-4">
            <Notice tone="error">{error}</Notice>
          </div>
        ) : null}
        {step.next === 'password' ? (
          <form onSubmit={signIn} className="flex flex-col gap-4" noValidate>
            <Field label={t('email')} error={password.formState.errors.email?.message}>
              <Input type="email" autoComplete="username" {...password.register('email')} />
            </Field>
            <Field label={t('password')} error={password.formState.errors.password?.message}>
              <Input type="password" autoComplete="current-password" {...password.register('password')} />
            </Field>
            <Button type="submit" block busy={password.formState.isSubmitting}>
              {t('signIn')}
            </Button>
          </form>
        ) : (
          <form onSubmit={verify} className="flex flex-col gap-4" noValidate>
            {step.next === 'enroll' ? (
              <>
                <h2 className="text-lg font-semibold">{t('enrollTitle')}</h2>
                <p className="text-sm text-slate-300">{t('enrollHelp')}</p>
                <img src={step.qrCode} alt="otpauth QR" width={180} height={180} className="self-center rounded-lg bg-white p-2" />
                <p className="text-sm">
                  {t('secretKey')}:{' '}
                  <code data-testid="totp-secret" className="break-all font-mono text-gold">
                    {step.secret}
                  </code>
                </p>
              </>
            ) : (
              <p className="text-sm text-slate-300">{t('totpHelp')}</p>
            )}
            <Field label={t('code')} error={totp.formState.errors.code?.message}>
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus {...totp.register('code')} />
            </Field>
            <Button type="submit" block busy={totp.formState.isSubmitting}>
              {t('verify')}
            </Button>
          </form>
        )}
      </div>
    </div>
  );
}
