import { useTranslation } from 'react-i18next';
import { noindexMeta } from '../features/auth/guard';
import { ProtectedPage } from '../features/auth/ProtectedPage';
import { AuthLog } from '../features/auth/AuthLog';

export const meta = noindexMeta;

export default function Page() {
  const { t } = useTranslation('auth');
  return (
    <ProtectedPage title={t('authLog.title')} wide>
      <AuthLog />
    </ProtectedPage>
  );
}
