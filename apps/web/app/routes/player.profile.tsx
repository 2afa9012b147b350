import { useTranslation } from 'react-i18next';
import { noindexMeta } from '../features/auth/guard';
import { ProtectedPage } from '../features/auth/ProtectedPage';
import { ProfilePanel } from '../features/auth/ProfilePanel';

export const meta = noindexMeta;

export default function Page() {
  const { t } = useTranslation('auth');
  return (
    <ProtectedPage title={t('profile.title')} wide>
      <ProfilePanel />
    </ProtectedPage>
  );
}
