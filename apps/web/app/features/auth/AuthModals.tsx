import { lazy, Suspense, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMatches } from 'react-router';
import { isGameRouteId, SESSION_PING_DELAY_MS } from '@fortuna/contracts';
import { ApiError, onApiActivity, setUnauthorizedHandler } from '../../lib/api';
import { playerKeys, type PlayerInfo } from '../../lib/player';
import { usePrefetchWhenIdle } from '../../lib/idle';
import { useUi } from '../../lib/ui.store';
import { authApi } from './api';
import { useAuthFlow } from './session';
import { createSessionPing, isActivityMessage, isEmbedded, reportActivityToParent } from './session-ping';

// Each popup (with the forms, validation and dialog code it needs) loads when it opens, so a
// visitor who never signs in does not download it.
const loadLoginModal = () => import('./LoginModal');
const LoginModal = lazy(() => loadLoginModal().then((m) => ({ default: m.LoginModal })));
const ForgotPasswordModal = lazy(() => import('./ForgotPasswordModal').then((m) => ({ default: m.ForgotPasswordModal })));
const TwoFactorModal = lazy(() => import('./TwoFactorModal').then((m) => ({ default: m.TwoFactorModal })));
const TermsModal = lazy(() => import('./TermsModal').then((m) => ({ default: m.TermsModal })));
const SessionExpiredModal = lazy(() => import('./TermsModal').then((m) => ({ default: m.SessionExpiredModal })));

/**
 * The auth popups (login, forgot password, two-factor, terms, session expired) and the session
 * session rules: a session check 5 minutes after the last request, and a 401 after first
 * load logs the player out. Mounted once in root.tsx.
 */
export function AuthModals() {
  const modal = useUi((s) => s.modal);
  useSessionWatch();
  usePrefetchWhenIdle(loadLoginModal);
  return <Suspense fallback={null}>{popup(modal)}</Suspense>;
}

function popup(modal: ReturnType<typeof useUi.getState>['modal']) {
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
  const onGamePage = useMatches().some((m) => isGameRouteId(m.id));
  const inGame = useRef(onGamePage);
  inGame.current = onGamePage;
  const loaded = useRef(false);

  useEffect(() => {
    loaded.current = true;
    const signedIn = () => !!queryClient.getQueryData<PlayerInfo | null>(playerKeys.info)?.auth;
    setUnauthorizedHandler((apiPath) => {
      if (!loaded.current || !signedIn() || apiPath.startsWith('/player/session/info')) return;
      clearLocal();
      if (useUi.getState().redirectAfterLogin) useUi.getState().openModal('login');
    });

    // Inside the game iframe: the page around it checks the session; report our requests to it.
    if (isEmbedded()) return onApiActivity((inFlight) => inFlight === 0 && reportActivityToParent());

    const check = createSessionPing({
      delayMs: SESSION_PING_DELAY_MS,
      signedIn,
      inGame: () => inGame.current,
      ping: (game) => authApi.sessionInfo(game),
      isExpiry: (err) => err instanceof ApiError && err.status === 401,
      onExpired: () => {
        clearLocal();
        useUi.getState().openModal('sessionExpired');
      },
    });
    check.touch();
    const off = onApiActivity((inFlight) => inFlight === 0 && check.touch());
    const onMessage = (event: MessageEvent) => isActivityMessage(event, window.location.origin) && check.touch();
    window.addEventListener('message', onMessage);
    return () => {
      check.stop();
      off();
      window.removeEventListener('message', onMessage);
    };
  }, [queryClient, clearLocal]);
}
