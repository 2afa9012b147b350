import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayerInfo } from '../../lib/player';
import { useUi } from '../../lib/ui-store';
import { useAuthFlow } from './session';
import { Button } from './ui';

/**
 * A signed-in page. A visitor gets the login popup (the server already remembered the path in the
 * redirect-after-login cookie through the route loader); after login the page shows.
 */
export function ProtectedPage({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation('auth');
  const { isLoggedIn, isLoading } = usePlayerInfo();
  const openModal = useUi((s) => s.openModal);
  const { logout } = useAuthFlow();
  useEffect(() => {
    if (!isLoading && !isLoggedIn) openModal('login');
  }, [isLoading, isLoggedIn, openModal]);
  return (
    <main className={`mx-auto w-full ${wide ? 'max-w-6xl' : 'max-w-4xl'} px-4 py-8 sm:px-8 sm:py-12`}>
      <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold text-white sm:text-4xl">{title}</h1>
        {isLoggedIn ? (
          <Button variant="ghost" onClick={() => void logout()} className="px-4 py-2 text-sm">
            {t('logout')}
          </Button>
        ) : null}
      </div>
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
