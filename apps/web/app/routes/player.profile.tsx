import { data } from 'react-router';
import { useTranslation } from 'react-i18next';
import { rememberPathIfSignedOut } from '../features/auth/guard';
import { ProtectedPage } from '../features/auth/ProtectedPage';
import { ProfilePanel } from '../features/auth/ProfilePanel';

export async function loader({ request, context }: { request: Request; context: unknown }) {
  return data(null, { headers: await rememberPathIfSignedOut(request, context) });
}

export function meta() {
  return [{ title: 'Fortuna' }, { name: 'robots', content: 'noindex' }];
}

export default function Page() {
  const { t } = useTranslation('auth');
  return (
    <ProtectedPage title={t('profile.title')} wide>
      <ProfilePanel />
    </ProtectedPage>
  );
}
