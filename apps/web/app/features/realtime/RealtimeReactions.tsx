import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { BLOCK_STATUS, localePrefix } from '@fortuna/contracts';
import { localeFromPath } from '../../lib/i18n';
import { playerKeys, usePlayerInfo } from '../../lib/player';
import { useUi } from '../../lib/ui.store';
import { realtimeQueries } from './api';
import { useRealtimeEvent } from './useRealtimeEvent';
import { useAuthFlow } from '../auth';
import { closeCashier } from './session';

/** the maintenance announcements this page has shown (by their time), so a config refetch does not repeat one */
const shownMaintenance = new Set<string>();

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The reactions to pushed events that exist today; later features add their own handlers. */
export function RealtimeReactions({ onRealGame }: { onRealGame: boolean }) {
  const { t } = useTranslation('realtime');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { player } = usePlayerInfo();
  const pushToast = useUi((s) => s.pushToast);
  const openModal = useUi((s) => s.openModal);
  const locale = localeFromPath(pathname);
  const home = localePrefix(locale) || '/';
  // The auth feature's logout: server call, player cleared, app config reloaded, home.
  const { logout: signOut } = useAuthFlow();

  const showMaintenance = (notice: { active: boolean; message?: string; endsAt?: string }) => {
    const until = notice.endsAt ? new Date(notice.endsAt).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' }) : null;
    const text = notice.active ? (until ? t('maintenanceUntil', { time: until }) : t('maintenanceActive')) : t('maintenanceOver');
    pushToast({
      kind: notice.active ? 'warning' : 'info',
      title: t('maintenanceTitle'),
      html: escapeHtml(text) + (notice.active && notice.message ? `<br>${escapeHtml(notice.message)}` : ''),
    });
  };
  useRealtimeEvent('maintenance', showMaintenance);
  // a page opened after the announcement: the app config carries the notice in force, shown once per announcement
  const inForce = useQuery(realtimeQueries.appConfig()).data?.maintenanceConfig;
  useEffect(() => {
    if (!inForce || shownMaintenance.has(inForce.updatedAt)) return;
    shownMaintenance.add(inForce.updatedAt);
    showMaintenance({ active: true, ...inForce });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- shown once per announcement, not again when the language changes
  }, [inForce?.updatedAt]);

  // the balance itself is set from the push by its owner (the cashier); the player info (rejected
  // payments, the balance it carries) is read again
  useRealtimeEvent('balanceChanged', () => {
    void queryClient.invalidateQueries({ queryKey: playerKeys.info });
  });

  useRealtimeEvent('deviceChanged', ({ deviceId }) => {
    // The device that just signed in hears this too: only the others log out.
    if (!player?.auth || deviceId === player.deviceId) return;
    void signOut().then(() => pushToast({ kind: 'warning', html: escapeHtml(t('newDeviceLogin')) }));
  });

  useRealtimeEvent('blockStatus', ({ blockStatus }) => {
    void queryClient.invalidateQueries({ queryKey: playerKeys.info });
    if (blockStatus === BLOCK_STATUS.lite) {
      closeCashier();
      if (onRealGame) {
        void navigate(home);
        openModal('block');
      }
    } else if (blockStatus === BLOCK_STATUS.cashier) {
      closeCashier();
    } else if (blockStatus === BLOCK_STATUS.full) {
      void signOut().then(() => openModal('fullBlock'));
    }
  });

  useRealtimeEvent('notification', (n) => {
    pushToast({ kind: n.kind, title: n.title, html: n.message });
  });

  // the weekly notice: a persistent toast like a notification (title optional, HTML sanitised by the toast)
  useRealtimeEvent('weekNotification', (n) => {
    pushToast({ kind: n.kind, title: n.title, html: n.message });
  });

  useRealtimeEvent('notificationsCleared', () => useUi.getState().clearToasts());

  return null;
}
