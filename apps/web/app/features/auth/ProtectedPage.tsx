import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayerInfo } from '../../lib/player';
import { useUi } from '../../lib/ui-store';
import { Button } from './ui';

/**
 * A signed-in page. A visitor gets the login popup (the server already remembered the path in the
 * redirect-after-login cookie through the route loader); after login the page shows.
 */
export function ProtectedPage({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation('auth');
  const { isLoggedIn, isLoading } = usePlayerInfo();
  const openModal = useUi((s) => s.openModal);
  useEffect(() => {
    if (!isLoading && !isLoggedIn) openModal('login');
  }, [isLoading, isLoggedIn, openModal]);
  return (
    <main className={`mx-auto w-full ${wide ? 'max-w-6xl' : 'max-w-4xl'} px-4 py-8 sm:px-8 sm:py-12`}>
      <h1 className="mb-8 text-3xl font-extrabold text-white sm:text-4xl">{title}</h1>
      {isLoading ? (
        <div className="h-64 animate-pulse rounded-2xl bg-panel" />
      ) : isLoggedIn ? (
        children
      ) : (
        <div className="flex flex-col items-start gap-4 rounded-3xl border border-white/10 bg-panel p-8">
          <p className="text-slate-300">{t('protected.text')}</p>
          <Button onClick={() => openModal('login')}>{t('login.submit')}</Button>
        </div>
      )}
    </main>
  );
}
