import { useTranslation } from 'react-i18next';
import { noindexMeta } from '../features/auth';
import { ProtectedPage } from '../features/auth';
import { TwoFactorSettings } from '../features/auth';

export const meta = noindexMeta;

export default function Page() {
  const { t } = useTranslation('auth');
  return (
    <ProtectedPage title={t('security.title')}>
      <TwoFactorSettings />
    </ProtectedPage>
  );
}
