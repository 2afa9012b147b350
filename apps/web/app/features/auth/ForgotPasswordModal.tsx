import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { emailSchema } from '@fortuna/contracts';
import { useUi } from '../../lib/ui.store';
import { authApi } from './api';
import { formError, translateError } from './errors';
import { Button, Dialog, Field, Input, Notice } from '../../ui';

const schema = z.object({ email: emailSchema });

export function ForgotPasswordModal() {
  const { t } = useTranslation('auth');
  const { closeModal, openModal } = useUi();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState('');
  const form = useForm<z.input<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ email }) => {
    setError('');
    try {
      await authApi.resetSend(email);
      setSent(true);
    } catch (err) {
      setError(formError(t, err));
    }
  });
  return (
    <Dialog title={t('forgot.title')} onClose={closeModal} testId="forgot-modal">
      {sent ? (
        <div className="flex flex-col gap-4">
          <Notice tone="success">{t('forgot.sent')}</Notice>
          <Button type="button" variant="ghost" onClick={() => openModal('login')}>
            {t('forgot.back')}
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <p className="text-slate-300">{t('forgot.text')}</p>
          <Notice>{error}</Notice>
          <Field label={t('forgot.email')} error={translateError(t, errors.email?.message)}>
            <Input type="email" autoComplete="email" {...form.register('email')} />
          </Field>
          <Button type="submit" busy={isSubmitting}>
            {t('forgot.submit')}
          </Button>
          <button type="button" onClick={() => openModal('login')} className="text-sm text-gold hover:underline">
            {t('forgot.back')}
          </button>
        </form>
      )}
    </Dialog>
  );
}
