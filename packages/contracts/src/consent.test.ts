import { describe, expect, it } from 'vitest';
import { consentFromCookieHeader, parseConsent, serializeConsent } from './consent';

describe('the consent cookie', () => {
  it('round-trips every choice', () => {
    for (const analytics of [true, false])
      for (const marketing of [true, false])
        expect(parseConsent(serializeConsent({ analytics, marketing }))).toEqual({ analytics, marketing });
  });

  it('asks again for a missing, malformed or older choice', () => {
    for (const raw of [undefined, null, '', 'yes', 'v0.a1.m1', 'v1.a2.m0', 'v1.a1.m1.x']) expect(parseConsent(raw)).toBeNull();
  });

  it('is read out of a Cookie header among others', () => {
    expect(consentFromCookieHeader('locale=de; fortuna_consent=v1.a0.m1; session=x')).toEqual({ analytics: false, marketing: true });
    expect(consentFromCookieHeader('locale=de')).toBeNull();
    expect(consentFromCookieHeader(null)).toBeNull();
  });
});
