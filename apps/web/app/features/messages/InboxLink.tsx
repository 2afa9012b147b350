import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { href, type Locale } from '@fortuna/contracts';
import { useUnreadMessages } from './useUnreadMessages';

function EnvelopeIcon({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} className={className} aria-hidden="true">
      <rect x="3" y="5" width="18" height="14" rx="2.5" />
      <path d="m4 7 8 6 8-6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The unread count as a small gold badge (nothing at 0). */
export function UnreadBadge({ className = '' }: { className?: string }) {
  const unread = useUnreadMessages();
  if (!unread) return null;
  return (
    <span
      className={`inline-flex min-w-5 items-center justify-center rounded-full bg-rose px-1.5 text-[11px] font-bold leading-5 text-white ${className}`}
      data-testid="unread-badge"
    >
      {unread > 99 ? '99+' : unread}
    </span>
  );
}

/** The header's inbox button: an envelope with the unread count. */
export function InboxLink({ locale }: { locale: Locale }) {
  const { t } = useTranslation('messages');
  const unread = useUnreadMessages();
  return (
    <Link
      to={href('player-messages', {}, locale)}
      aria-label={unread ? t('inboxUnread', { count: unread }) : t('title')}
      className="relative rounded-full border border-white/10 bg-panel p-2 text-slate-200 hover:border-gold/60 hover:text-white"
      data-testid="inbox-link"
    >
      <EnvelopeIcon className="h-5 w-5" />
      <UnreadBadge className="absolute -right-1.5 -top-1.5" />
    </Link>
  );
}
