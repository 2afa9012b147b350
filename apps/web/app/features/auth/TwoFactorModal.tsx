import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUi } from '../../lib/ui.store';
import { authApi } from './api';
import { fieldErrors, formError, translateError } from './errors';
import { useAuthFlow } from './session';
import { Button, Dialog, Field, Input, Notice } from '../../ui';

/** Second login step (code 5006): a TOTP code or a recovery code. */
export function TwoFactorModal() {
  const { t } = useTranslation('auth');
  const { modalProps, closeModal, openModal } = useUi();
  const { afterLogin } = useAuthFlow();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [busy, setBusy] = useState(false);
  const { email, password, captcha } = modalProps as { email?: string; password?: string; captcha?: string };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!email || !password) return openModal('login');
    if (!code.trim()) return setFieldError(t('errors.required'));
    setBusy(true);
    setError('');
    setFieldError('');
    try {
      await afterLogin(await authApi.login({ email, password, code: code.trim(), captcha: captcha || undefined }));
    } catch (err) {
      const fields = fieldErrors(err);
      if (fields.code) setFieldError(translateError(t, fields.code));
      else setError(formError(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('twoFactor.title')} onClose={closeModal} testId="two-factor-modal">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-slate-300">{t('twoFactor.text')}</p>
        <Notice>{error}</Notice>
        <Field label={t('twoFactor.code')} error={fieldError} hint={t('twoFactor.recoveryHint')}>
          <Input
            value={code}
            onChange={(e) => setCode(e.target.value)}
            inputMode="text"
            autoComplete="one-time-code"
            autoFocus
            maxLength={16}
            className="text-center font-mono text-2xl tracking-[0.4em]"
          />
        </Field>
        <Button type="submit" busy={busy}>
          {t('twoFactor.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
