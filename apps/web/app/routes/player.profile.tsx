import { useTranslation } from 'react-i18next';
import { noindexMeta } from '../features/auth';
import { ProtectedPage } from '../features/auth';
import { ProfilePanel } from '../features/auth';

export const meta = noindexMeta;

export default function Page() {
  const { t } = useTranslation('auth');
  return (
    <ProtectedPage title={t('profile.title')} wide>
      <ProfilePanel />
    </ProtectedPage>
  );
}
