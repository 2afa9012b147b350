import { useEffect } from 'react';
import type { Consent, Locale } from '@fortuna/contracts';
import { ConsentBanner } from './ConsentBanner';
import { useConsent } from './consent.store';
import { rememberLandingReferral } from './landing-referral';
import { useVisitTracking } from './tracking';

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
  // part of a first visit's server-rendered page, so imported with it rather than as a lazy chunk
  const shown = (ready ? consent : initial) === null || settingsOpen;
  return shown ? <ConsentBanner locale={locale} initial={initial} /> : null;
}
