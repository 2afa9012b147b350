import { describe, expect, it } from 'vitest';
import { createRecaptchaVerifier } from './recaptcha';

const fakeFetch = (body: unknown, seen: { url?: string; body?: string }[] = []) =>
  (async (url: string, init: { body: string }) => {
    seen.push({ url, body: init.body });
    return { json: async () => body };
  }) as unknown as typeof fetch;

describe('reCAPTCHA adapter', () => {
  const ctx = { ip: '203.0.113.5', action: 'signup' };
  it('v2: success flag', async () => {
    const seen: { url?: string; body?: string }[] = [];
    const v = createRecaptchaVerifier({
      version: '2',
      siteKey: 'k',
      secret: 's',
      minScore: 0.5,
      fetch: fakeFetch({ success: true }, seen),
    });
    expect(await v.verify('tok', ctx)).toBe(true);
    expect(seen[0].url).toContain('siteverify');
    expect(seen[0].body).toContain('remoteip=203.0.113.5');
    expect(await v.verify(undefined, ctx)).toBe(false);
  });
  it('v3: score and action', async () => {
    expect(
      await createRecaptchaVerifier({
        version: '3',
        siteKey: 'k',
        secret: 's',
        minScore: 0.5,
        fetch: fakeFetch({ success: true, score: 0.9, action: 'signup' }),
      }).verify('t', ctx),
    ).toBe(true);
    expect(
      await createRecaptchaVerifier({
        version: '3',
        siteKey: 'k',
        secret: 's',
        minScore: 0.5,
        fetch: fakeFetch({ success: true, score: 0.2, action: 'signup' }),
      }).verify('t', ctx),
    ).toBe(false);
    expect(
      await createRecaptchaVerifier({
        version: '3',
        siteKey: 'k',
        secret: 's',
        minScore: 0.5,
        fetch: fakeFetch({ success: true, score: 0.9, action: 'login' }),
      }).verify('t', ctx),
    ).toBe(false);
  });
  it('enterprise: assessment validity, action, score', async () => {
    const ok = { tokenProperties: { valid: true, action: 'signup' }, riskAnalysis: { score: 0.7 } };
    const seen: { url?: string; body?: string }[] = [];
    const v = createRecaptchaVerifier({
      version: 'enterprise',
      siteKey: 'k',
      enterpriseProject: 'p',
      enterpriseApiKey: 'a',
      minScore: 0.5,
      fetch: fakeFetch(ok, seen),
    });
    expect(await v.verify('t', ctx)).toBe(true);
    expect(seen[0].url).toContain('/projects/p/assessments?key=a');
    expect(
      await createRecaptchaVerifier({
        version: 'enterprise',
        siteKey: 'k',
        minScore: 0.5,
        fetch: fakeFetch({ tokenProperties: { valid: false } }),
      }).verify('t', ctx),
    ).toBe(false);
  });
  it('a network failure is a failed check, not a crash', async () => {
    const broken = (async () => {
      throw new Error('offline');
    }) as unknown as typeof fetch;
    expect(await createRecaptchaVerifier({ version: '2', siteKey: 'k', secret: 's', minScore: 0.5, fetch: broken }).verify('t', ctx)).toBe(
      false,
    );
  });
});
