import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BLOCK_STATUS } from '@fortuna/contracts';
import { playerKeys, type PlayerInfo, playerQueries } from '../../lib/player';
import { useUi } from '../../lib/ui.store';
import { cashierQueries, fetchCashierConfig } from './api';
import { localePath } from './locale-path';

/**
 * Self-exclusion, as the player info says it today (status). The responsible-gaming module brings the
 * metrics call (GET /api/profile/metrics) back with the limits; until then no page asks for it.
 */
const selfExcluded = (player: PlayerInfo) => player.status === 'self_excluded' || player.status === 'selfExcluded';

/**
 * The cashier's opening order, run whenever something asks for the cashier (our buttons, the shell's
 * header, the pending cashier after login): self-exclusion check, block check, profile loaded (load it
 * if missing), profile complete (else /player/profile), then load the cashier "script" (its frame
 * config) and show the modal. Returns whether the modal may show.
 */
export function useCashierGate() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { i18n } = useTranslation();

  return useCallback(async (): Promise<boolean> => {
    const ui = useUi.getState();
    try {
      let player = client.getQueryData<PlayerInfo | null>(playerKeys.info);
      if (!player) player = await client.fetchQuery(playerQueries.info());
      if (!player?.auth) {
        ui.setPendingCashier(true);
        ui.openModal('login');
        return false;
      }
      if (selfExcluded(player)) return (ui.openModal('selfExclusion'), false);
      if (player.blockStatus === BLOCK_STATUS.lite || player.blockStatus === BLOCK_STATUS.cashier) return (ui.openModal('block'), false);
      if (player.blockStatus === BLOCK_STATUS.full) return (ui.openModal('fullBlock'), false);
      if (!player.profileComplete) {
        ui.closeModal();
        void navigate(localePath(i18n.language, '/player/profile'));
        return false;
      }
      // the cashier's config comes first (it names the frame below; a refusal closes the gate)
      await fetchCashierConfig();
      await client.prefetchQuery(cashierQueries.frameNow());
      ui.openModal('cashier', { gated: true });
      return true;
    } catch {
      ui.closeModal();
      return false;
    }
  }, [client, navigate, i18n.language]);
}

/** Opens the cashier (through the gate above); signed out, the login popup shows first and the cashier after login. */
export function useOpenCashier() {
  const client = useQueryClient();
  return useCallback(async () => {
    const ui = useUi.getState();
    let player = client.getQueryData<PlayerInfo | null>(playerKeys.info);
    if (player === undefined) player = await client.fetchQuery(playerQueries.info()).catch(() => null);
    if (!player?.auth) {
      ui.setPendingCashier(true);
      ui.openModal('login');
      return;
    }
    ui.openModal('cashier');
  }, [client]);
}
