import { describe, expect, it } from 'vitest';
import { canonicalPath, isPagePath } from './site-rules';

describe('page path rules', () => {
  it('collapses slashes, strips the trailing slash and /en, lower-cases', () => {
    expect(canonicalPath('//about-us')).toBe('/about-us');
    expect(canonicalPath('/about-us/')).toBe('/about-us');
    expect(canonicalPath('/About-Us')).toBe('/about-us');
    expect(canonicalPath('/en/about-us')).toBe('/about-us');
    expect(canonicalPath('/EN')).toBe('/');
    expect(canonicalPath('/en/')).toBe('/');
    expect(canonicalPath('/')).toBeNull();
    expect(canonicalPath('/de/games/slots')).toBeNull();
  });

  it('keeps the payload case of confirm-email and reset-password, and removes their /en prefix', () => {
    expect(canonicalPath('/confirm/email/AbC')).toBeNull();
    expect(canonicalPath('/en/confirm/email/AbC')).toBe('/confirm/email/AbC');
    expect(canonicalPath('/de/reset/password/XyZ/')).toBe('/de/reset/password/XyZ');
  });

  it('applies only to pages, not to the API, assets or files', () => {
    expect(isPagePath('/about-us')).toBe(true);
    expect(isPagePath('/')).toBe(true);
    expect(isPagePath('/api/icons')).toBe(false);
    expect(isPagePath('/assets/app-1.js')).toBe(false);
    expect(isPagePath('/icons/payments/visa.svg')).toBe(false);
    expect(isPagePath('/_root.data')).toBe(false);
    expect(isPagePath('/sitemap.xml')).toBe(false);
    expect(isPagePath('/healthz')).toBe(false);
    expect(isPagePath('/apis-are-fun')).toBe(true);
  });
});
