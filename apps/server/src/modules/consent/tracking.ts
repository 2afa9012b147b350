import type { ConsentRepository } from './consent.repository';

/**
 * Visit tracking is a seam: the site reports each page view of a visitor who allowed analytics
 * (POST /api/visits); a tracker keeps it. The first-party default stores it in our own database;
 * a hosted analytics service would be another tracker here (server side), or the browser adapter
 * that loads its script (TRACKING_SCRIPT_URL, marketing consent; web `features/consent/tracking.ts`).
 */
export interface VisitTracker {
  record(visit: { path: string; referrer: string | null; at: Date }): Promise<void>;
}

export function firstPartyTracker(repository: ConsentRepository): VisitTracker {
  return {
    record: (visit) => repository.addPageView({ path: visit.path, referrer: visit.referrer, createdAt: visit.at }),
  };
}

/** A referrer reduced to its origin and path (a query may carry someone's personal data); null when it is not a URL. */
export function referrerOf(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return (url.origin + url.pathname).slice(0, 300);
  } catch {
    return null;
  }
}

/** A page path without its query or fragment. */
export const pathOf = (raw: string) => raw.split(/[?#]/)[0].slice(0, 300);
