import { useOutlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { noindexMeta, ProtectedPage } from '../features/auth';
import { VerificationPage } from '../features/verification';

export const meta = noindexMeta;

/** /player/verification: the identity check's status; its child is the vendor's upload step. */
export default function Page() {
  const { t } = useTranslation('verification');
  const outlet = useOutlet();
  return (
    outlet ?? (
      <ProtectedPage title={t('title')}>
        <VerificationPage />
      </ProtectedPage>
    )
  );
}
