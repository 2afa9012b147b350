import { data } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/dev.mailbox';
import { DevMailbox } from '../features/auth';
import { serverCall } from '../lib/server-context';

export function meta() {
  return [{ title: 'Dev mailbox | Fortuna' }, { name: 'robots', content: 'noindex' }];
}

/**
 * Without the mailbox key (the link printed at start-up sets its cookie) or with SMTP configured,
 * the page does not exist: the same 404 as any unknown address.
 */
/** the sandbox mailbox changes with every mail sent: never kept by the page cache or a browser */
export const headers = () => ({ 'Cache-Control': 'no-store' });

export async function loader({ context }: Route.LoaderArgs) {
  const res = await serverCall(context, 'GET /dev/mailbox');
  if (res.status !== 200) throw data(null, { status: 404 });
  return null;
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
