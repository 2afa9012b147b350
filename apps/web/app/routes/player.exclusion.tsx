import { useTranslation } from 'react-i18next';
import { noindexMeta, ProtectedPage } from '../features/auth';
import { ExclusionPage } from '../features/responsible-gaming';

export const meta = noindexMeta;

/** /player/exclusion: the player's limits, reality check and self-exclusion. */
export default function Page() {
  const { t } = useTranslation('rg');
  return (
    <ProtectedPage title={t('title')}>
      <ExclusionPage />
    </ProtectedPage>
  );
}
