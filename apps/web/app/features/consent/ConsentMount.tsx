import { lazy, Suspense, useEffect } from 'react';
import type { Consent, Locale } from '@fortuna/contracts';
import { useConsent } from './consent.store';
import { rememberLandingReferral } from './landing-referral';
import { useVisitTracking } from './tracking';

/** Downloaded only while the banner shows (first visit, or "Cookie settings"): a returning visitor never needs it. */
const ConsentBanner = lazy(() => import('./ConsentBanner').then((m) => ({ default: m.ConsentBanner })));

/** The banner and the visit tracking that follows the choice; `initial` is the choice the page was rendered with. */
export function ConsentMount({ initial, locale, trackingScript }: { initial: Consent | null; locale: Locale; trackingScript?: string }) {
  const { init, ready, consent, settingsOpen } = useConsent();
  useEffect(() => {
    if (!ready) init(initial);
  }, [ready, init, initial]);
  useEffect(() => {
    rememberLandingReferral(new URL(window.location.href), document.referrer);
  }, []);
  useVisitTracking(trackingScript);
  const shown = (ready ? consent : initial) === null || settingsOpen;
  return shown ? (
    <Suspense fallback={null}>
      <ConsentBanner locale={locale} initial={initial} />
    </Suspense>
  ) : null;
}
