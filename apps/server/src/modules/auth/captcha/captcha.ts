/**
 * The captcha seam: ALTCHA proof-of-work (self-hosted, default) or Google reCAPTCHA v2/v3/enterprise,
 * chosen by CAPTCHA_PROVIDER. The site asks GET /api/captcha-need what to render.
 */
export interface CaptchaVerifier {
  readonly provider: 'altcha' | 'recaptcha' | 'none';
  /** what the site needs to render the widget */
  publicConfig(): { siteKey?: string; version?: '2' | '3' | 'enterprise'; challengeUrl?: string };
  verify(token: string | undefined, context: { ip: string; action: string }): Promise<boolean>;
}

export const noCaptcha: CaptchaVerifier = {
  provider: 'none',
  publicConfig: () => ({}),
  verify: async () => true,
};
