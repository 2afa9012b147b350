import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { href } from '@fortuna/contracts';
import { localeFromPath } from '../../lib/i18n';
import { usePlayerInfo } from '../../lib/player';
import { useUi } from '../../lib/ui.store';
import { useRealtimeEvent } from '../realtime';
import { messagesKeys } from './api';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The inbox's pushes for a signed-in player: the unread count, the list, and a toast per new message. */
export function MessagesMount() {
  const { isLoggedIn } = usePlayerInfo();
  return isLoggedIn ? <InboxPushes /> : null;
}

function InboxPushes() {
  const { t } = useTranslation('messages');
  const client = useQueryClient();
  const pushToast = useUi((s) => s.pushToast);

  useRealtimeEvent('messageCreated', ({ title, unread }) => {
    client.setQueryData(messagesKeys.unread, unread);
    void client.invalidateQueries({ queryKey: messagesKeys.inboxes });
    const locale = localeFromPath(window.location.pathname);
    const inbox = href('player-messages', {}, locale);
    // the badge already counts it; no toast on the inbox itself, nor over an open dialog (a deposit's
    // own "deposit received" would cover the cashier's tabs on a phone)
    if (window.location.pathname === inbox || useUi.getState().modal !== null) return;
    pushToast({
      kind: 'info',
      title: t('newMessage'),
      html: `${escapeHtml(title)}<br><a href="${escapeHtml(inbox)}">${escapeHtml(t('openInbox'))}</a>`,
    });
  });

  useRealtimeEvent('messagesUnread', ({ unread }) => {
    client.setQueryData(messagesKeys.unread, unread);
    void client.invalidateQueries({ queryKey: messagesKeys.inboxes });
  });

  // the weekly notice is a persistent toast, like a notification (its text comes as HTML, sanitised by the toast)
  useRealtimeEvent('weekNotification', (n) => {
    pushToast({ kind: n.kind, title: n.title, html: n.message });
  });

  return null;
}
