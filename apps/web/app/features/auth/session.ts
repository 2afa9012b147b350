import { useCallback } from 'react';
import { partialMatchKey, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { isLocale, termsToAccept, type LoginResponse } from '@fortuna/contracts';
import { playerKeys, playerQueries } from '../../lib/player';
import { useUi } from '../../lib/ui.store';
import { localeFromPath } from '../../lib/i18n';
import { realtimeKeys } from '../realtime';
import { authApi } from './api';
import { isResetPasswordPath, localePrefix, pathInLocale } from './paths';

/**
 * After login and logout. After login: the player's data the site shows everywhere is loaded
 * (balance, cashback, responsible-gaming metrics, the bonus campaign count, active and queued
 * bonuses), the player's language when it differs and is
 * enabled, then a pending cashier or redirect, then the terms check. Logout: server call, every
 * player cache cleared, modals and toasts closed, home unless on reset-password.
 */
export function useAuthFlow() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  const afterLogin = useCallback(
    async (res: LoginResponse) => {
      const ui = useUi.getState();
      ui.closeModal();
      queryClient.removeQueries({ predicate: (q) => !partialMatchKey(q.queryKey, playerKeys.all) });
      const player = await queryClient.fetchQuery({ ...playerQueries.info(), staleTime: 0 });
      // the signed-in header runs the after-login loads (shell/after-login.ts) when it sees this
      if (player?.auth) ui.noteLogin();
      const current = localeFromPath(location.pathname);
      let target: string | null = res.redirect ?? ui.redirectAfterLogin;
      ui.setRedirectAfterLogin(null);
      const language = player?.language ?? res.language;
      if (language !== current && isLocale(language)) {
        target = pathInLocale(target ?? location.pathname, language);
      }
      if (target && target !== location.pathname) navigate(target);
      if (ui.pendingCashier) {
        ui.setPendingCashier(false);
        ui.openModal('cashier');
      } else if (player) {
        const type = termsToAccept(player);
        if (type) ui.openModal('terms', { type });
      }
    },
    [queryClient, navigate, location.pathname],
  );

  const clearLocal = useCallback(() => {
    const ui = useUi.getState();
    ui.closeModal();
    ui.clearToasts();
    ui.setPendingCashier(false);
    queryClient.removeQueries({ predicate: (q) => !partialMatchKey(q.queryKey, playerKeys.info) });
    queryClient.setQueryData(playerKeys.info, null);
    if (!isResetPasswordPath(window.location.pathname)) navigate(localePrefix(localeFromPath(window.location.pathname)) || '/');
  }, [queryClient, navigate]);

  const logout = useCallback(async () => {
    await authApi.logout().catch(() => {});
    clearLocal();
    await queryClient.invalidateQueries({ queryKey: realtimeKeys.appConfig });
  }, [clearLocal, queryClient]);

  return { afterLogin, logout, clearLocal };
}
