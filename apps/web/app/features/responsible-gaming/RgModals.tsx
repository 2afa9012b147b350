import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SELF_EXCLUSION_REFRESH_AFTER_END_MS, SELF_EXCLUSION_REFRESH_WINDOW_MS, termsToAccept } from '@fortuna/contracts';
import { playerKeys, usePlayerInfo, type PlayerInfo } from '../../lib/player';
import { useUi } from '../../lib/ui.store';
import { useAuthFlow } from '../auth';
import { useRealtimeEvent } from '../realtime';
import { rgKeys, rgQueries } from './api';
import { serverClock } from './time';

// the popups load when one opens: most pages never show one
const BlockPopup = lazy(() => import('./BlockPopup').then((m) => ({ default: m.BlockPopup })));
const ExclusionPopup = lazy(() => import('./ExclusionPopup').then((m) => ({ default: m.ExclusionPopup })));
const LimitReachedDialog = lazy(() => import('./LimitReachedDialog').then((m) => ({ default: m.LimitReachedDialog })));
const RealityCheckModal = lazy(() => import('./RealityCheckModal').then((m) => ({ default: m.RealityCheckModal })));

/** The message a game frame posts to the page around it when the casino refused a bet for a limit. */
export const LIMIT_REFUSED_MESSAGE = 'fortuna:rg-refused';

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
      <RgWatch signedIn={isLoggedIn} />
      <Suspense fallback={null}>
        {modal === 'realityCheck' && isLoggedIn ? <RealityCheckModal /> : null}
        {modal === 'selfExclusion' ? <ExclusionPopup /> : null}
        {modal === 'block' || modal === 'fullBlock' ? <BlockPopup full={modal === 'fullBlock'} /> : null}
        {modal === 'limitReached' && isLoggedIn ? <LimitReachedDialog /> : null}
      </Suspense>
    </>
  );
}

function RgWatch({ signedIn }: { signedIn: boolean }) {
  const queryClient = useQueryClient();
  const { player } = usePlayerInfo();
  const { logout } = useAuthFlow();
  const stats = useQuery({ ...rgQueries.statistic(), enabled: signedIn });
  const excluded = signedIn && player?.status === 'self_excluded';
  const metrics = useQuery({ ...rgQueries.metrics(), enabled: excluded });

  // the reality check opens when it is due, on the server's clock
  useEffect(() => {
    const s = stats.data;
    if (!signedIn || !s?.realityCheck.dueAt) return;
    const open = () => {
      const ui = useUi.getState();
      if (ui.modal !== 'realityCheck') ui.openModal('realityCheck');
    };
    const wait = new Date(s.realityCheck.dueAt).getTime() - serverClock(s.now, stats.dataUpdatedAt)();
    if (wait <= 0) return open();
    const id = setTimeout(open, wait);
    return () => clearTimeout(id);
  }, [signedIn, stats.data, stats.dataUpdatedAt]);

  // a break that ends within 40 minutes: the player info is read again 5 minutes after its end
  useEffect(() => {
    const e = metrics.data?.selfExclusion;
    const end = e?.reopensAt ?? null;
    if (!e || !end) return;
    const wait = new Date(end).getTime() - serverClock(metrics.data!.now, metrics.dataUpdatedAt)();
    if (wait > SELF_EXCLUSION_REFRESH_WINDOW_MS) return;
    const id = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: playerKeys.all }),
      Math.max(0, wait) + SELF_EXCLUSION_REFRESH_AFTER_END_MS,
    );
    return () => clearTimeout(id);
  }, [metrics.data, metrics.dataUpdatedAt, queryClient]);

  // a game frame's bet was refused: the reason, or the reality check when that is it
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || (event.data as { type?: string })?.type !== LIMIT_REFUSED_MESSAGE) return;
      void queryClient.fetchQuery({ ...rgQueries.statistic(), staleTime: 0 }).then((s) => {
        const ui = useUi.getState();
        const terms = termsToAccept(
          queryClient.getQueryData<PlayerInfo | null>(playerKeys.info) ?? { termsAccepted: true, policyAccepted: true },
        );
        if (s.realityCheck.due) ui.openModal('realityCheck');
        else if (s.lastRefusal?.reason === 'terms' && terms) ui.openModal('terms', { type: terms });
        else if (s.lastRefusal) ui.openModal('limitReached', { reason: s.lastRefusal.reason, period: s.lastRefusal.period });
      });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [queryClient]);

  // a time-out or self-exclusion set anywhere (this tab, another browser) logs this page out at once
  useRealtimeEvent('selfExcluded', ({ until }) => {
    void logout().then(() => useUi.getState().openModal('selfExclusion', { started: true, until }));
  });
  useRealtimeEvent('responsibleGaming', () => {
    void queryClient.invalidateQueries({ queryKey: rgKeys.all });
    void queryClient.invalidateQueries({ queryKey: playerKeys.info });
  });
  useRealtimeEvent('balanceChanged', () => {
    void queryClient.invalidateQueries({ queryKey: rgKeys.statistic });
  });
  return null;
}
