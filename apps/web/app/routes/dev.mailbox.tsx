import { useTranslation } from 'react-i18next';
import { DevMailbox } from '../features/auth/DevMailbox';

export function meta() {
  return [{ title: 'Dev mailbox | Fortuna' }, { name: 'robots', content: 'noindex' }];
}

/** /dev/mailbox: the sandbox outbox (mails with their links, text messages). */
export default function DevMailboxPage() {
  const { t } = useTranslation('auth');
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-8">
      <h1 className="mb-8 text-3xl font-extrabold text-white">{t('mailbox.title')}</h1>
      <DevMailbox />
    </div>
  );
}
