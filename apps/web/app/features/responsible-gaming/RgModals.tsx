import { lazy, Suspense, useEffect, useState } from 'react';
import { usePlayerInfo } from '../../lib/player';
import { useUi } from '../../lib/ui.store';

// the popups load when one opens: most pages never show one
const BlockPopup = lazy(() => import('./BlockPopup').then((m) => ({ default: m.BlockPopup })));
const ExclusionPopup = lazy(() => import('./ExclusionPopup').then((m) => ({ default: m.ExclusionPopup })));
const LimitReachedDialog = lazy(() => import('./LimitReachedDialog').then((m) => ({ default: m.LimitReachedDialog })));
const RealityCheckModal = lazy(() => import('./RealityCheckModal').then((m) => ({ default: m.RealityCheckModal })));

// what only a signed-in player needs: a visitor's page does not download it
const RgWatch = lazy(() => import('./RgWatch').then((m) => ({ default: m.RgWatch })));

export { LIMIT_REFUSED_MESSAGE } from './limit-refused';

/**
 * Responsible gaming over every page: the reality-check modal when it is due, the self-exclusion
 * and block popups, the limit-reached dialog, and the pushes that end a session at once. Not in a
 * game frame: the page around it hosts all of this. Mounted once in root.tsx.
 */
export function RgModals() {
  const [top, setTop] = useState(false);
  useEffect(() => setTop(window.self === window.top), []);
  const modal = useUi((s) => s.modal);
  const { isLoggedIn } = usePlayerInfo();
  if (!top) return null;
  return (
    <>
      <Suspense fallback={null}>
        {isLoggedIn ? <RgWatch /> : null}
        {modal === 'realityCheck' && isLoggedIn ? <RealityCheckModal /> : null}
        {modal === 'selfExclusion' ? <ExclusionPopup /> : null}
        {modal === 'block' || modal === 'fullBlock' ? <BlockPopup full={modal === 'fullBlock'} /> : null}
        {modal === 'limitReached' && isLoggedIn ? <LimitReachedDialog /> : null}
      </Suspense>
    </>
  );
}
