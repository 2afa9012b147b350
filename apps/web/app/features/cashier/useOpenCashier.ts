import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BLOCK_STATUS } from '@fortuna/contracts';
import { api, ApiError } from '../../lib/api';
import { fetchPlayerInfo, playerInfoKey, type PlayerInfo } from '../../lib/player';
import { useUi } from '../../lib/ui-store';
import { cashierKeys, fetchCashierConfig } from './cashier.api';
import { localePath } from './locale-path';

interface SelfExclusionMetric {
  expiresAt?: string | null;
}

/** Self-exclusion from the responsible-gaming metrics (spec §3); absent until that module lands. */
async function selfExcluded(): Promise<boolean> {
  try {
    const metrics = await api<{ selfExclusion?: SelfExclusionMetric | null }>('/profile/metrics');
    return !!metrics.selfExclusion?.expiresAt;
  } catch (err) {
    if (err instanceof ApiError && (err.status === 404 || err.status === 401)) return false;
    throw err;
  }
}

/**
 * Opens the cashier in the order of spec §4: self-exclusion check, block check, profile loaded (load
 * it if missing), profile complete (else /player/profile), then load the cashier "script" (its frame
 * config) and show the modal. Signed out: the login popup first, the cashier after login.
 */
export function useOpenCashier() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const { openModal, setPendingCashier } = useUi();

  return useCallback(async () => {
    let player = client.getQueryData<PlayerInfo | null>(playerInfoKey);
    if (player === undefined) player = await client.fetchQuery({ queryKey: playerInfoKey, queryFn: fetchPlayerInfo });
    if (!player?.auth) {
      setPendingCashier(true);
      openModal('login');
      return;
    }
    if (await selfExcluded()) return openModal('selfExclusion');
    if (player.blockStatus === BLOCK_STATUS.lite || player.blockStatus === BLOCK_STATUS.cashier) return openModal('block');
    if (player.blockStatus === BLOCK_STATUS.full) return openModal('fullBlock');
    if (!player.profileComplete) {
      void navigate(localePath(i18n.language, '/player/profile'));
      return;
    }
    const config = await fetchCashierConfig();
    await client.prefetchQuery({ queryKey: cashierKeys.frame, queryFn: () => api(config.scriptUrl.replace(/^\/api/, '')) });
    openModal('cashier');
  }, [client, navigate, i18n.language, openModal, setPendingCashier]);
}
