import { describe, expect, it } from 'vitest';
import { landingReferral, rememberLandingReferral } from './landing-referral';

describe('the landing referral', () => {
  it('keeps the first page of the tab: a valid ref with its site id and referrer, later pages change nothing', () => {
    rememberLandingReferral(new URL('https://casino.test/?ref=0123456789ABCDEF0123456789abcdef&siteId=aff-1'), 'https://partner.test/');
    rememberLandingReferral(new URL('https://casino.test/?ref=ffffffffffffffffffffffffffffffff'), '');
    expect(landingReferral()).toEqual({
      refId: '0123456789ABCDEF0123456789abcdef',
      siteId: 'aff-1',
      httpReferrer: 'https://partner.test/',
    });
  });
});
