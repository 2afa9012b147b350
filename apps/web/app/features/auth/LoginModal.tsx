import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { type z } from 'zod';
import { ERROR_CODES, loginRequestSchema, type CaptchaNeed } from '@fortuna/contracts';
import { ApiError } from '../../lib/api';
import { localeFromPath } from '../../lib/i18n';
import { useUi } from '../../lib/ui.store';
import { authApi } from './api';
import { Captcha } from './Captcha';
import { fieldErrors, formError, translateError } from './errors';
import { href } from './paths';
import { useAuthFlow } from './session';
import { Button, Dialog, Field, Input, Notice } from '../../ui';
import { PasswordInput } from './PasswordInput';

const schema = loginRequestSchema.pick({ email: true, password: true });
type Values = z.infer<typeof schema>;

export function LoginModal() {
  const { t } = useTranslation('auth');
  const { closeModal, openModal } = useUi();
  const { afterLogin } = useAuthFlow();
  const locale = localeFromPath(useLocation().pathname);
  const [captcha, setCaptcha] = useState<CaptchaNeed | null>(null);
  const [captchaToken, setCaptchaToken] = useState('');
  const [error, setError] = useState('');
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const refreshCaptcha = useCallback(async (email?: string) => {
    try {
      setCaptcha(await authApi.captchaNeed('login', email));
    } catch {
      setCaptcha(null);
    }
  }, []);
  useEffect(() => {
    void refreshCaptcha();
  }, [refreshCaptcha]);

  const onSubmit = form.handleSubmit(async (values) => {
    setError('');
    try {
      const res = await authApi.login({ ...values, captcha: captchaToken || undefined });
      await afterLogin(res);
    } catch (err) {
      if (err instanceof ApiError && err.code === ERROR_CODES.twoFactorRequired) {
        openModal('twoFactor', { email: values.email, password: values.password, captcha: captchaToken });
        return;
      }
      const fields = fieldErrors(err);
      if (fields.captcha) setCaptchaToken('');
      setError(formError(t, err));
      await refreshCaptcha(values.email);
    }
  });

  return (
    <Dialog title={t('login.title')} onClose={closeModal} testId="login-modal">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <Notice>{error}</Notice>
        <Field label={t('login.email')} error={translateError(t, errors.email?.message)}>
          <Input autoComplete="username" {...form.register('email')} />
        </Field>
        <Field label={t('login.password')} error={translateError(t, errors.password?.message)}>
          <PasswordInput autoComplete="current-password" {...form.register('password')} />
        </Field>
        {captcha?.need ? <Captcha config={captcha} action="login" onToken={setCaptchaToken} /> : null}
        <button type="button" onClick={() => openModal('forgotPassword')} className="self-end text-sm text-gold hover:underline">
          {t('login.forgot')}
        </button>
        <Button type="submit" busy={isSubmitting} disabled={!!captcha?.need && !captchaToken}>
          {t('login.submit')}
        </Button>
        <p className="text-center text-sm text-slate-400">
          {t('login.noAccount')}{' '}
          <Link to={href('sign-up', {}, locale)} onClick={closeModal} className="font-semibold text-gold hover:underline">
            {t('login.signUpLink')}
          </Link>
        </p>
      </form>
    </Dialog>
  );
}
