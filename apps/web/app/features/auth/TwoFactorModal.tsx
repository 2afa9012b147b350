import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { loginRequestSchema } from '@fortuna/contracts';
import { useUi } from '../../lib/ui.store';
import { authApi } from './api';
import { fieldErrors, formError, translateError } from './errors';
import { useAuthFlow } from './session';
import { Button, Dialog, Field, Input, Notice } from '../../ui';

/** the login's `code`, required at this step */
const schema = z.object({ code: loginRequestSchema.shape.code.unwrap().min(1, 'errors.required') });

/** Second login step (code 5006): a TOTP code or a recovery code. */
export function TwoFactorModal() {
  const { t } = useTranslation('auth');
  const { modalProps, closeModal, openModal } = useUi();
  const { afterLogin } = useAuthFlow();
  const [error, setError] = useState('');
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { code: '' } });
  const { email, password, captcha } = modalProps as { email?: string; password?: string; captcha?: string };

  const submit = form.handleSubmit(async ({ code }) => {
    if (!email || !password) return openModal('login');
    setError('');
    try {
      await afterLogin(await authApi.login({ email, password, code, captcha: captcha || undefined }));
    } catch (err) {
      const fields = fieldErrors(err);
      if (fields.code) form.setError('code', { message: fields.code });
      else setError(formError(t, err));
    }
  });

  return (
    <Dialog title={t('twoFactor.title')} onClose={closeModal} testId="two-factor-modal">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-slate-300">{t('twoFactor.text')}</p>
        <Notice>{error}</Notice>
        <Field
          label={t('twoFactor.code')}
          error={translateError(t, form.formState.errors.code?.message)}
          hint={t('twoFactor.recoveryHint')}
        >
          <Input
            {...form.register('code')}
            inputMode="text"
            autoComplete="one-time-code"
            autoFocus
            maxLength={16}
            className="text-center font-mono text-2xl tracking-[0.4em]"
          />
        </Field>
        <Button type="submit" busy={form.formState.isSubmitting}>
          {t('twoFactor.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
