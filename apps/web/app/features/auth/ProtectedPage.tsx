import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayerInfo } from '../../lib/player';
import { useAuthFlow } from './session';
import { Button } from '../../ui';

/**
 * The frame of an account page: title and a Log out button. Who may see it is decided once for every
 * signed-in page by SignInGuard (mounted by the shell from the route table), not here.
 */
export function ProtectedPage({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation('auth');
  const { isLoggedIn } = usePlayerInfo();
  const { logout } = useAuthFlow();
  return (
    <div className={`mx-auto w-full ${wide ? 'max-w-6xl' : 'max-w-4xl'} px-4 py-8 sm:px-8 sm:py-12`}>
      <div className="mb-8 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold text-white sm:text-4xl">{title}</h1>
        {isLoggedIn ? (
          <Button variant="ghost" onClick={() => void logout()} className="px-4 py-2 text-sm">
            {t('logout')}
          </Button>
        ) : null}
      </div>
      {children}
    </div>
  );
}
