import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { SESSION_PING_DELAY_MS } from '@fortuna/contracts';
import { ApiError, onApiActivity, setUnauthorizedHandler } from '../../lib/api';
import { playerInfoKey, type PlayerInfo } from '../../lib/player';
import { useUi } from '../../lib/ui-store';
import { authApi } from './api';
import { ForgotPasswordModal } from './ForgotPasswordModal';
import { LoginModal } from './LoginModal';
import { useAuthFlow } from './session';
import { SessionExpiredModal, TermsModal } from './TermsModal';
import { TwoFactorModal } from './TwoFactorModal';

const isGamePath = (path: string) => /\/(real|reel|demo)\//.test(path);

/**
 * The auth popups (login, forgot password, two-factor, terms, session expired) and the session
 * rules of spec §7/§8: a session check 5 minutes after the last request, and a 401 after first
 * load logs the player out. Mounted once in root.tsx.
 */
export function AuthModals() {
  const modal = useUi((s) => s.modal);
  useSessionWatch();
  switch (modal) {
    case 'login':
      return <LoginModal />;
    case 'forgotPassword':
      return <ForgotPasswordModal />;
    case 'twoFactor':
      return <TwoFactorModal />;
    case 'terms':
      return <TermsModal />;
    case 'sessionExpired':
      return <SessionExpiredModal />;
    default:
      return null;
  }
}

function useSessionWatch() {
  const queryClient = useQueryClient();
  const { clearLocal } = useAuthFlow();
  const pathname = useLocation().pathname;
  const path = useRef(pathname);
  path.current = pathname;
  const loaded = useRef(false);

  useEffect(() => {
    loaded.current = true;
    const signedIn = () => !!queryClient.getQueryData<PlayerInfo | null>(playerInfoKey)?.auth;
    setUnauthorizedHandler((apiPath) => {
      if (!loaded.current || !signedIn() || apiPath.startsWith('/player/session/info')) return;
      clearLocal();
      if (useUi.getState().redirectAfterLogin) useUi.getState().openModal('login');
    });

    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(async () => {
        if (!signedIn()) return;
        try {
          await authApi.sessionInfo(isGamePath(path.current));
        } catch (err) {
          if (err instanceof ApiError && err.status === 401) {
            clearLocal();
            useUi.getState().openModal('sessionExpired');
          }
        }
      }, SESSION_PING_DELAY_MS);
    };
    schedule();
    const off = onApiActivity((inFlight) => inFlight === 0 && schedule());
    return () => {
      clearTimeout(timer);
      off();
    };
  }, [queryClient, clearLocal]);
}
