import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { type z } from 'zod';
import { passwordResetRequestSchema } from '@fortuna/contracts';
import { useUi } from '../../lib/ui.store';
import { authApi } from './api';
import { fieldErrors, formError, translateError } from './errors';
import { Button, Field, Notice } from '../../ui';
import { PasswordInput } from './PasswordInput';

const schema = passwordResetRequestSchema;

/** /reset/password/{payload}: a new password under the same rules (5101, 5105, 5106). */
export function ResetPasswordForm({ payload }: { payload: string }) {
  const { t } = useTranslation('auth');
  const openModal = useUi((s) => s.openModal);
  const [done, setDone] = useState(false);
  const [error, setError] = useState('');
  const form = useForm<z.input<typeof schema>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { payload, passwordPlain: '', passwordConfirm: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (v) => {
    setError('');
    try {
      await authApi.reset(payload, v.passwordPlain, v.passwordConfirm);
      setDone(true);
    } catch (err) {
      const fields = fieldErrors(err);
      if (fields.passwordPlain) form.setError('passwordPlain', { message: fields.passwordPlain });
      else setError(fields.payload ? translateError(t, fields.payload) : formError(t, err));
    }
  });
  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <Notice tone="success">{t('reset.success')}</Notice>
        <Button onClick={() => openModal('login')}>{t('login.submit')}</Button>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="reset-form">
      <Notice>{error}</Notice>
      <Field label={t('reset.password')} error={translateError(t, errors.passwordPlain?.message)} hint={t('signUp.passwordHint')}>
        <PasswordInput autoComplete="new-password" {...form.register('passwordPlain')} />
      </Field>
      <Field label={t('reset.passwordConfirm')} error={translateError(t, errors.passwordConfirm?.message)}>
        <PasswordInput autoComplete="new-password" {...form.register('passwordConfirm')} />
      </Field>
      <Button type="submit" busy={isSubmitting}>
        {t('reset.submit')}
      </Button>
    </form>
  );
}
