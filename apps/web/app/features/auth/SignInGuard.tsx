import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePlayerInfo } from '../../lib/player';
import { useUi } from '../../lib/ui.store';
import { Button } from '../../ui';

/**
 * The one guard of every signed-in page (RouteDef.signedIn in the route table; SiteLayout mounts it).
 * A visitor gets the login popup with the wanted path remembered (the server also put it in the
 * redirect-after-login cookie when it rendered the page), and a prompt under it, never an error.
 * A player who signs out on the page is not asked to log in again: logging out leaves the page.
 */
export function SignInGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  const { pathname, search } = useLocation();
  const { isLoggedIn, isLoading } = usePlayerInfo();
  const wasSignedIn = useRef(false);
  if (isLoggedIn) wasSignedIn.current = true;
  const signedOut = !isLoading && !isLoggedIn;

  useEffect(() => {
    if (!signedOut || wasSignedIn.current) return;
    const ui = useUi.getState();
    ui.setRedirectAfterLogin(pathname + search);
    ui.openModal('login');
  }, [signedOut, pathname, search]);

  if (isLoggedIn) return <>{children}</>;
  if (isLoading) return <div className="mx-auto my-12 h-64 w-full max-w-4xl animate-pulse rounded-2xl bg-panel" aria-busy="true" />;
  return (
    <section className="mx-auto w-full max-w-xl px-4 py-16" data-testid="sign-in-required">
      <div className="flex flex-col items-start gap-4 rounded-3xl border border-white/10 bg-panel p-8">
        <h1 className="text-2xl font-extrabold text-white">{t('protected.title')}</h1>
        <p className="text-slate-300">{t('protected.text')}</p>
        <Button
          onClick={() => {
            useUi.getState().setRedirectAfterLogin(pathname + search);
            useUi.getState().openModal('login');
          }}
        >
          {t('login.submit')}
        </Button>
      </div>
    </section>
  );
}
