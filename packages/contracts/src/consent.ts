import { z } from 'zod';

/**
 * Cookie consent (EU rules): necessary cookies are always on; analytics (first-party visit
 * tracking) and marketing (the referral cookie, a hosted tracking script) stay off until the
 * visitor chooses. The choice is a necessary cookie itself: `v1.a1.m0`.
 */
export const CONSENT_COOKIE = 'fortuna_consent';
/** bump when the categories change: an older choice is asked again */
export const CONSENT_VERSION = 1;
/** the choice is asked again after six months */
export const CONSENT_MAX_AGE_S = 182 * 24 * 60 * 60;

export interface Consent {
  analytics: boolean;
  marketing: boolean;
}

/** The choice in a consent cookie, or null when there is none (or an older version): ask. */
export function parseConsent(raw: string | undefined | null): Consent | null {
  const m = /^v(\d+)\.a([01])\.m([01])$/.exec(raw ?? '');
  if (!m || Number(m[1]) !== CONSENT_VERSION) return null;
  return { analytics: m[2] === '1', marketing: m[3] === '1' };
}

export function serializeConsent(c: Consent): string {
  return `v${CONSENT_VERSION}.a${c.analytics ? 1 : 0}.m${c.marketing ? 1 : 0}`;
}

/** The consent cookie out of a Cookie header. */
export function consentFromCookieHeader(header: string | null | undefined): Consent | null {
  const pair = (header ?? '')
    .split(';')
    .map((p) => p.trim())
    .find((p) => p.startsWith(`${CONSENT_COOKIE}=`));
  return parseConsent(pair ? decodeURIComponent(pair.slice(CONSENT_COOKIE.length + 1)) : null);
}

/** POST /consent: the choice, and the landing page's referral (kept only with marketing consent). */
export const consentRequestSchema = z
  .object({
    analytics: z.boolean(),
    marketing: z.boolean(),
    referral: z
      .object({
        refId: z.string().regex(/^[0-9a-fA-F]{32}$/),
        siteId: z.string().max(64).optional(),
        httpReferrer: z.string().max(500).optional(),
      })
      .strict()
      .optional(),
  })
  .strict();
export type ConsentRequest = z.infer<typeof consentRequestSchema>;
export const consentResponseSchema = z.object({ analytics: z.boolean(), marketing: z.boolean() });

/** POST /visits: one page view for first-party visit tracking (recorded only with analytics consent). */
export const visitRequestSchema = z
  .object({
    path: z.string().min(1).max(500).startsWith('/'),
    referrer: z.string().max(500).optional(),
  })
  .strict();
export const visitResponseSchema = z.object({ recorded: z.boolean() });
