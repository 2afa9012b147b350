import { useEffect } from 'react';
import type { Consent, Locale } from '@fortuna/contracts';
import { ConsentBanner } from './ConsentBanner';
import { useConsent } from './consent.store';
import { useVisitTracking } from './tracking';

/** The banner and the visit tracking that follows the choice; `initial` is the choice the page was rendered with. */
export function ConsentMount({ initial, locale, trackingScript }: { initial: Consent | null; locale: Locale; trackingScript?: string }) {
  const init = useConsent((s) => s.init);
  const ready = useConsent((s) => s.ready);
  useEffect(() => {
    if (!ready) init(initial);
  }, [ready, init, initial]);
  useVisitTracking(trackingScript);
  return <ConsentBanner locale={locale} initial={initial} />;
}
