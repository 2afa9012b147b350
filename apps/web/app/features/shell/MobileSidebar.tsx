import { lazy, Suspense, useCallback, useEffect } from 'react';
import { useLocation } from 'react-router';
import { MOBILE_SIDEBAR_CLOSE_ABOVE_PX } from '@fortuna/contracts';
import { usePrefetchWhenIdle } from '../../lib/idle';
import { useSidebar } from './sidebar.store';

const loadDrawer = () => import('./MobileSidebarDrawer');
const MobileSidebarDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MobileSidebarDrawer })));

/**
 * The mobile sidebar (its drawer: MobileSidebarDrawer.tsx). It closes on navigation, logout, locale
 * change, or when the window grows past 1201px (rotation). Closed, it draws nothing: the drawer's
 * code is fetched once the page is idle, not before the page is interactive.
 */
export function MobileSidebar() {
  const { open, setOpen } = useSidebar();
  const { pathname } = useLocation();
  usePrefetchWhenIdle(useCallback(loadDrawer, []));

  useEffect(() => setOpen(false), [pathname, setOpen]);
  useEffect(() => {
    const onResize = () => {
      if (window.innerWidth > MOBILE_SIDEBAR_CLOSE_ABOVE_PX) setOpen(false);
    };
    window.addEventListener('resize', onResize);
    window.addEventListener('orientationchange', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      window.removeEventListener('orientationchange', onResize);
    };
  }, [setOpen]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <MobileSidebarDrawer />
    </Suspense>
  );
}
