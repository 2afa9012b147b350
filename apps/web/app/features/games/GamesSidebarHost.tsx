import { lazy, Suspense } from 'react';
import { usePlayerInfo } from '../../lib/player';

const Sidebar = lazy(() => import('./GamesSidebar').then((m) => ({ default: m.GamesSidebar })));

/**
 * The games sidebar (GamesSidebar.tsx) is for signed-in players only, so its code loads once a
 * player is signed in: a visitor's pages do not download it.
 */
export function GamesSidebarHost({ locale }: { locale: string }) {
  const { isLoggedIn } = usePlayerInfo();
  if (!isLoggedIn) return null;
  return (
    <Suspense fallback={null}>
      <Sidebar locale={locale} />
    </Suspense>
  );
}
