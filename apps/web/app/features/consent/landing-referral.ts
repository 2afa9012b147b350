import type { ConsentRequest } from '@fortuna/contracts';

type Referral = NonNullable<ConsentRequest['referral']>;
let landing: Referral | undefined | null = null;

/**
 * A partner's visitor lands with `?ref=<32 hex>&siteId=…`. Before a choice the server sets no
 * referral cookie (it is a marketing cookie), so the landing's referral stays in this tab's memory
 * (no storage) and goes with the visitor's choice; the server keeps it only with marketing consent.
 */
export function rememberLandingReferral(url: URL, referrer: string): void {
  if (landing !== null) return;
  const ref = url.searchParams.get('ref');
  if (!ref || !/^[0-9a-f]{32}$/i.test(ref)) {
    landing = undefined;
    return;
  }
  const siteId = url.searchParams.get('siteId')?.slice(0, 64);
  landing = { refId: ref, ...(siteId ? { siteId } : {}), ...(referrer ? { httpReferrer: referrer.slice(0, 500) } : {}) };
}

export const landingReferral = (): Referral | undefined => landing ?? undefined;
