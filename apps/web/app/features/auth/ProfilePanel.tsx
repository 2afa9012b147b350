import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { type z } from 'zod';
import { passwordChangeRequestSchema } from '@fortuna/contracts';
import { playerQueries } from '../../lib/player';
import { authApi } from './api';
import { fieldErrors, formError, translateError } from './errors';
import { PhoneConfirm } from './PhoneConfirm';
import { ProfileForm } from './ProfileForm';
import { Button, Field, Notice } from '../../ui';
import { PasswordInput } from './PasswordInput';
import { PrivacyRequests } from '../privacy';

/** Profile page: the player's profile, email confirmation, phone confirmation, password change. */
export function ProfilePanel() {
  const { t, i18n } = useTranslation('auth');
  const profile = useQuery(playerQueries.profile());
  const [resent, setResent] = useState('');
  if (profile.isLoading || !profile.data) return <div className="h-64 animate-pulse rounded-2xl bg-panel" />;
  const p = profile.data;
  const rows: [string, string | null][] = [
    [t('profile.login'), p.login],
    [t('profile.email'), p.email],
    [t('profile.name'), [p.name, p.surname].filter(Boolean).join(' ') || null],
    [t('profile.country'), p.country ? countryName(p.country, i18n.language) : null],
    [t('profile.registrationDate'), p.registrationDate],
    [t('profile.lastIp'), p.lastIp],
  ];
  const resend = async () => {
    try {
      await authApi.resendConfirmation();
      setResent(t('profile.resent'));
    } catch (err) {
      setResent(formError(t, err));
    }
  };
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ProfileForm profile={p} />
      <section className="rounded-3xl border border-white/10 bg-panel p-6 sm:p-8">
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm" data-testid="profile-info">
          {rows.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-slate-400">{k}</dt>
              <dd className="break-all text-slate-100">{v ?? '—'}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-6 flex flex-wrap items-center gap-3">
          {p.emailConfirmed ? (
            <span className="rounded-full bg-mint/15 px-3 py-1 text-xs font-bold text-mint">{t('profile.emailConfirmed')}</span>
          ) : (
            <>
              <span className="rounded-full bg-rose/15 px-3 py-1 text-xs font-bold text-rose">{t('profile.emailNotConfirmed')}</span>
              <Button variant="ghost" onClick={resend} className="px-4 py-2 text-sm">
                {t('profile.resend')}
              </Button>
            </>
          )}
        </div>
        {resent ? <p className="mt-3 text-sm text-slate-300">{resent}</p> : null}
        <h3 className="mt-8 mb-4 text-lg font-semibold">{t('phone.title')}</h3>
        <PhoneConfirm key={`${p.phoneCode}|${p.phone}`} phone={p.phone} phoneCode={p.phoneCode} confirmed={p.phoneConfirmed} />
      </section>
      <ChangePassword />
      <PrivacyRequests />
    </div>
  );
}

const schema = passwordChangeRequestSchema;

function ChangePassword() {
  const { t } = useTranslation('auth');
  const [done, setDone] = useState(false);
  const [error, setError] = useState('');
  const form = useForm<z.input<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', passwordPlain: '', passwordConfirm: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (v) => {
    setError('');
    setDone(false);
    try {
      await authApi.changePassword(v);
      form.reset();
      setDone(true);
    } catch (err) {
      const f = fieldErrors(err);
      let placed = false;
      for (const k of ['currentPassword', 'passwordPlain', 'passwordConfirm'] as const) {
        if (f[k]) {
          form.setError(k, { message: f[k] });
          placed = true;
        }
      }
      if (!placed) setError(formError(t, err));
    }
  });
  return (
    <section className="rounded-3xl border border-white/10 bg-panel p-6 sm:p-8">
      <h2 className="mb-5 text-xl font-semibold">{t('profile.changePassword')}</h2>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        {done ? <Notice tone="success">{t('profile.passwordChanged')}</Notice> : null}
        <Notice>{error}</Notice>
        <Field label={t('profile.currentPassword')} error={translateError(t, errors.currentPassword?.message)}>
          <PasswordInput autoComplete="current-password" {...form.register('currentPassword')} />
        </Field>
        <Field label={t('profile.newPassword')} error={translateError(t, errors.passwordPlain?.message)} hint={t('signUp.passwordHint')}>
          <PasswordInput autoComplete="new-password" {...form.register('passwordPlain')} />
        </Field>
        <Field label={t('profile.confirmPassword')} error={translateError(t, errors.passwordConfirm?.message)}>
          <PasswordInput autoComplete="new-password" {...form.register('passwordConfirm')} />
        </Field>
        <Button type="submit" busy={isSubmitting} className="self-start">
          {t('profile.save')}
        </Button>
      </form>
    </section>
  );
}

function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
