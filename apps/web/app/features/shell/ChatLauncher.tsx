import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BUILTIN_CHAT_URL } from '@fortuna/contracts';
import { ChatWidget, ContactWidget } from '../chat';
import { usePlayerInfo } from '../../lib/player';
import { ChatIcon } from './icons';
import { useRootData } from './root-data';

/** Live chat launcher: only when the app config gives a chat url. */
export function ChatLauncher() {
  const { t } = useTranslation();
  const chatUrl = useRootData()?.config?.chatConfig?.url;
  const { isLoggedIn } = usePlayerInfo();
  if (!chatUrl) return null;
  // the built-in chat: its widget for signed-in players only (chat details are theirs alone); visitors
  // get the offline contact form behind the same button
  if (chatUrl === BUILTIN_CHAT_URL) return <Suspense fallback={null}>{isLoggedIn ? <ChatWidget /> : <ContactWidget />}</Suspense>;
  return (
    <a
      href={chatUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('nav.chat')}
      className="fixed bottom-5 right-5 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-gold text-ink shadow-xl shadow-gold/20 hover:bg-gold-2"
      data-testid="chat-launcher"
    >
      <ChatIcon className="h-6 w-6" />
    </a>
  );
}
