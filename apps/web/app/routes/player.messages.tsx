import { useTranslation } from 'react-i18next';
import { noindexMeta, ProtectedPage } from '../features/auth';
import { InboxPage } from '../features/messages';

export const meta = noindexMeta;

export default function Page() {
  const { t } = useTranslation('messages');
  return (
    <ProtectedPage title={t('title')}>
      <InboxPage />
    </ProtectedPage>
  );
}
