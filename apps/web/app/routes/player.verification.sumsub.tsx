import { useTranslation } from 'react-i18next';
import { noindexMeta, ProtectedPage } from '../features/auth';
import { UploadPage } from '../features/verification';

export const meta = noindexMeta;

/** /player/verification/sumsub: the verification vendor's screen (documents and selfie). */
export default function Page() {
  const { t } = useTranslation('verification');
  return (
    <ProtectedPage title={t('upload.title')}>
      <UploadPage />
    </ProtectedPage>
  );
}
