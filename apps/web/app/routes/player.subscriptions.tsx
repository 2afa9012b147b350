import { useTranslation } from 'react-i18next';
import { noindexMeta, ProtectedPage } from '../features/auth';
import { SubscriptionsPage } from '../features/subscriptions';

export const meta = noindexMeta;

/** /player/subscriptions: promotional and service mail, on or off. */
export default function Page() {
  const { t } = useTranslation('subscriptions');
  return (
    <ProtectedPage title={t('title')}>
      <SubscriptionsPage />
    </ProtectedPage>
  );
}
