import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { playerKeys } from '../../lib/player';
import { useUi } from '../../lib/ui.store';
import { authApi } from './api';

/** /confirm/email/{payload}: post it; success toast, a 400 shows the server message as info; then home. */
export function ConfirmEmail({ payload, home }: { payload: string; home: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { pushToast } = useUi.getState();
    authApi
      .confirmEmail(payload)
      .then(
        () => pushToast({ kind: 'success', title: t('confirmEmail.title'), html: t('confirmEmail.success') }),
        (err) => {
          if (err instanceof ApiError && err.status === 400) pushToast({ kind: 'info', html: err.message });
          else pushToast({ kind: 'error', html: t('errors.generic') });
        },
      )
      .finally(() => {
        void queryClient.invalidateQueries({ queryKey: playerKeys.info });
        navigate(home, { replace: true });
      });
  }, [payload, home, navigate, queryClient, t]);
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-4 p-8 text-center">
      <span className="size-10 animate-spin rounded-full border-4 border-gold border-r-transparent" aria-hidden />
      <p className="text-slate-300">{t('confirmEmail.checking')}</p>
    </div>
  );
}
