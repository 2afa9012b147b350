import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TermsType } from '@fortuna/contracts';
import { playerKeys } from '../../lib/player';
import { useUi } from '../../lib/ui.store';
import { authApi } from './api';
import { formError } from './errors';
import { useAuthFlow } from './session';
import { Button, Dialog, Notice } from '../../ui';

/** Terms acceptance: BOTH, or only the missing one; accepting refreshes player info. */
export function TermsModal() {
  const { t } = useTranslation('auth');
  const { modalProps, closeModal } = useUi();
  const { logout } = useAuthFlow();
  const queryClient = useQueryClient();
  const type = (modalProps.type as TermsType) ?? 'both';
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const accept = async () => {
    setBusy(true);
    try {
      await authApi.acceptTerms(type);
      await queryClient.invalidateQueries({ queryKey: playerKeys.info });
      closeModal();
    } catch (err) {
      setError(formError(t, err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog title={t(`terms.title.${type}`)} locked testId="terms-modal">
      <div className="flex flex-col gap-4">
        <p className="text-slate-300">{t(`terms.text.${type}`)}</p>
        <Notice>{error}</Notice>
        <Button onClick={accept} busy={busy}>
          {t('terms.accept')}
        </Button>
        <Button variant="ghost" onClick={() => void logout()}>
          {t('logout')}
        </Button>
      </div>
    </Dialog>
  );
}

export function SessionExpiredModal() {
  const { t } = useTranslation('auth');
  const { openModal, closeModal } = useUi();
  return (
    <Dialog title={t('sessionExpired.title')} onClose={closeModal} testId="session-expired-modal">
      <div className="flex flex-col gap-4">
        <p className="text-slate-300">{t('sessionExpired.text')}</p>
        <Button onClick={() => openModal('login')}>{t('sessionExpired.relogin')}</Button>
      </div>
    </Dialog>
  );
}
