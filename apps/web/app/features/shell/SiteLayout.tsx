import { useTranslation } from 'react-i18next';
import { useTouchOnly } from '../../lib/useTouchOnly';
import { SignInGuard } from '../auth';
import { Footer } from './Footer';
import { ChatLauncher } from './ChatLauncher';
import { GamesSidebar, GlobalSearch } from '../games';
import { Header } from './Header';
import { LoadingBar } from './LoadingBar';
import { MobileSidebar } from './MobileSidebar';
import { useRootData } from './root-data';
import { useRouteInfo } from './route-info';
import { useChunkReloadGuard, useNewVersionToast, usePartnerNotify } from './shell-effects';
import { ToastArea } from './ToastArea';

function SuspendedNotice() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className="border-b border-gold/30 bg-gold/10 px-4 py-2 text-center text-sm text-gold-2"
      data-testid="suspended-notice"
    >
      <strong className="mr-1">{t('suspended.title')}:</strong>
      {t('suspended.text')}
    </div>
  );
}

/**
 * The page frame: header, footer and sidebar (hidden on real-game, reset-password, not-found and
 * unsubscribe pages; demo too on touch devices), toasts, loading bar, suspension notice.
 */
export function SiteLayout({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const route = useRouteInfo();
  const root = useRootData();
  const touch = useTouchOnly();
  usePartnerNotify();
  useNewVersionToast();
  useChunkReloadGuard();
  const bare = route.name === 'not-found' || !!route.def?.bare || (!!route.def?.bareOnTouch && touch);
  return (
    <>
      <LoadingBar />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-[80] focus:rounded-lg focus:bg-gold focus:px-4 focus:py-2 focus:text-ink"
      >
        {t('skipToContent')}
      </a>
      {!bare && <Header />}
      {root?.config?.projectConfig.suspended && <SuspendedNotice />}
      <main id="main" className="min-h-[60vh]">
        {route.def?.signedIn ? <SignInGuard key={route.name}>{children}</SignInGuard> : children}
      </main>
      {!bare && <Footer />}
      {!bare && <GamesSidebar locale={route.locale} />}
      <GlobalSearch locale={route.locale} />
      {!route.isGame && <ChatLauncher />}
      <MobileSidebar />
      <ToastArea />
    </>
  );
}
