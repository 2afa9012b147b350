import type { CaptchaVerifier } from './captcha';

export interface RecaptchaOptions {
  version: '2' | '3' | 'enterprise';
  siteKey: string;
  secret?: string;
  enterpriseProject?: string;
  enterpriseApiKey?: string;
  minScore: number;
  fetch?: typeof fetch;
}

/** Google reCAPTCHA v2 / v3 (siteverify) or Enterprise (assessments API). */
export function createRecaptchaVerifier(o: RecaptchaOptions): CaptchaVerifier {
  const doFetch = o.fetch ?? fetch;
  return {
    provider: 'recaptcha',
    publicConfig: () => ({ siteKey: o.siteKey, version: o.version }),
    async verify(token, { ip, action }) {
      if (!token) return false;
      try {
        if (o.version === 'enterprise') {
          const url = `https://recaptchaenterprise.googleapis.com/v1/projects/${encodeURIComponent(o.enterpriseProject ?? '')}/assessments?key=${encodeURIComponent(o.enterpriseApiKey ?? '')}`;
          const res = await doFetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ event: { token, siteKey: o.siteKey, expectedAction: action, userIpAddress: ip } }),
          });
          const body = (await res.json()) as { tokenProperties?: { valid?: boolean; action?: string }; riskAnalysis?: { score?: number } };
          return !!body.tokenProperties?.valid && body.tokenProperties.action === action && (body.riskAnalysis?.score ?? 0) >= o.minScore;
        }
        const res = await doFetch('https://www.google.com/recaptcha/api/siteverify', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ secret: o.secret ?? '', response: token, remoteip: ip }).toString(),
        });
        const body = (await res.json()) as { success?: boolean; score?: number; action?: string };
        if (!body.success) return false;
        if (o.version === '3') return (body.score ?? 0) >= o.minScore && (!body.action || body.action === action);
        return true;
      } catch {
        return false;
      }
    },
  };
}
