import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { call } from '../../lib/api';
import { useConsent } from './consent.store';

/**
 * Visit tracking, through a seam that follows the visitor's choice:
 * - first party (analytics consent): each page view is reported to POST /api/visits and kept in our database;
 * - a hosted tracking script (marketing consent, when the operator set TRACKING_SCRIPT_URL): loaded once.
 */
export interface VisitTrackingAdapter {
  pageView(path: string, referrer: string): void;
}

export const firstPartyTracking: VisitTrackingAdapter = {
  pageView(path, referrer) {
    call('POST /visits', { body: { path, ...(referrer ? { referrer } : {}) } }).catch(() => {});
  },
};

let scriptLoaded = false;
/** The hosted script's adapter: the script is the tracker (it reports page views itself). */
export function loadTrackingScript(src: string, nonce?: string): void {
  if (scriptLoaded || typeof document === 'undefined') return;
  scriptLoaded = true;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
}

export function useVisitTracking(scriptUrl: string | undefined) {
  const { pathname } = useLocation();
  const consent = useConsent((s) => s.consent);
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (!consent?.analytics) return;
    // the first view's referrer is the page the visitor came from; later ones are our own pages
    const referrer = previous.current === null ? document.referrer : `${window.location.origin}${previous.current}`;
    previous.current = pathname;
    firstPartyTracking.pageView(pathname, referrer);
  }, [pathname, consent?.analytics]);
  useEffect(() => {
    if (consent?.marketing && scriptUrl) loadTrackingScript(scriptUrl);
  }, [consent?.marketing, scriptUrl]);
}
