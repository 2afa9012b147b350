import { z } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, isSingleLine } from './text';

/**
 * Account contracts (validation, calls, codes). The same schemas validate on the
 * server and drive the site's forms, so a rule changes in one place. Messages are i18n keys of the
 * `auth` namespace; the site translates them, the server sends them as they are.
 */
export const EMAIL_MAX = 129;
export const LOGIN_MIN = 5;
export const LOGIN_MAX = 17;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 72;
export const PHONE_CODE_LENGTH = 7;
export const PASSWORD_HISTORY_DEPTH = 5;
/** Phone code waits: a resend after 1 minute, a long wait of 120 minutes after repeated attempts. */
export const PHONE_RESEND_WAIT_MS = 60_000;
export const PHONE_LOCK_WAIT_MS = 120 * 60_000;
export const PHONE_MAX_SENDS = 3;
export const PHONE_MAX_WRONG_CODES = 3;
export const REDIRECT_AFTER_LOGIN_COOKIE = 'fortuna_redirect';
export const SESSION_COOKIE = 'fortuna_session';
export const DEVICE_COOKIE = 'fortuna_device';

export const emailSchema = z
  .string({ error: 'errors.required' })
  .trim()
  .min(1, 'errors.required')
  .max(EMAIL_MAX, 'errors.emailTooLong')
  .pipe(z.email({ error: 'errors.emailInvalid' }));

export const loginSchema = z
  .string({ error: 'errors.required' })
  .trim()
  .min(1, 'errors.required')
  .regex(/^[A-Za-z0-9]*$/, 'errors.loginLatin')
  .min(LOGIN_MIN, 'errors.loginLength')
  .max(LOGIN_MAX, 'errors.loginLength');

/** 8–72 characters with a digit, plus mixed case or a special character. */
export const passwordSchema = z
  .string({ error: 'errors.required' })
  .min(1, 'errors.required')
  .min(PASSWORD_MIN, 'errors.passwordLength')
  .max(PASSWORD_MAX, 'errors.passwordLength')
  .refine((p) => !hasControlCharacters(p), CONTROL_CHARACTERS_MESSAGE)
  .refine((p) => /\d/.test(p) && ((/[a-z]/.test(p) && /[A-Z]/.test(p)) || /[^A-Za-z0-9]/.test(p)), 'errors.passwordWeak');

export const birthDateSchema = z
  .string({ error: 'errors.required' })
  .min(1, 'errors.required')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'errors.dateInvalid')
  .refine(
    (d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    'errors.dateInvalid',
  );

/** Full years between a YYYY-MM-DD birth date and `today` (UTC). */
export function ageOn(birthDate: string, today: Date): number {
  const [y, m, d] = birthDate.split('-').map(Number);
  let age = today.getUTCFullYear() - y;
  const month = today.getUTCMonth() + 1;
  if (month < m || (month === m && today.getUTCDate() < d)) age--;
  return age;
}

/** Minimum age: 18, or 19 in the regions the operator configures. */
export function minimumAge(country: string | undefined, age19Regions: readonly string[]): number {
  return country && age19Regions.includes(country.toUpperCase()) ? 19 : 18;
}

export const COUNTRIES_REQUIRING_19 = ['KR'] as const;

export interface SignupRules {
  today: Date;
  age19Regions?: readonly string[];
}

const signupFields = {
  email: emailSchema,
  login: loginSchema,
  passwordPlain: passwordSchema,
  passwordConfirm: z.string({ error: 'errors.required' }).min(1, 'errors.required'),
  birthDate: birthDateSchema,
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'errors.countryInvalid')
    .transform((c) => c.toUpperCase())
    .optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'errors.currencyInvalid')
    .optional(),
  termsAccepted: z.boolean({ error: 'errors.termsRequired' }).refine((v) => v === true, 'errors.termsRequired'),
  /** the sign-up checkbox "send me offers": promotional mail is opt-in (unticked by default) */
  emailPromo: z.boolean().optional(),
  captcha: z.string({ error: 'errors.captchaRequired' }).min(1, 'errors.captchaRequired').max(20_000),
};

/** The sign-up form, every rule; `today` lets server and tests fix the clock. */
export function makeSignupSchema(rules: SignupRules) {
  return z.object(signupFields).superRefine((v, ctx) => {
    const lowerPassword = v.passwordPlain.toLowerCase();
    if (v.login && lowerPassword === v.login.toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['login'], message: 'errors.loginEqualsPassword' });
      ctx.addIssue({ code: 'custom', path: ['passwordPlain'], message: 'errors.passwordMatchesLogin' });
    }
    if (v.email && lowerPassword === v.email.toLowerCase()) {
      ctx.addIssue({ code: 'custom', path: ['passwordPlain'], message: 'errors.passwordMatchesEmail' });
    }
    if (v.passwordConfirm !== v.passwordPlain) {
      ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: 'errors.passwordMismatch' });
    }
    const min = minimumAge(v.country, rules.age19Regions ?? COUNTRIES_REQUIRING_19);
    if (ageOn(v.birthDate, rules.today) < min) {
      ctx.addIssue({ code: 'custom', path: ['birthDate'], message: min === 19 ? 'errors.tooYoung19' : 'errors.tooYoung18' });
    }
  });
}
/** The static shape (for route schemas); age and cross-field rules run in the service with the clock. */
export const signupRequestSchema = z.object(signupFields);
export type SignupRequest = z.input<typeof signupRequestSchema>;

export const signupExistFieldSchema = z.enum(['email', 'login']);
export const signupExistResponseSchema = z.object({ exist: z.boolean() });
export const signupExistParamsSchema = z.object({ field: signupExistFieldSchema });
export const signupExistQuerySchema = z.object({ value: z.string().trim().min(1).max(200) });

const REDIRECT_BASE = 'http://fortuna.invalid';

/**
 * Only a path on this site may be a redirect target (no open redirect): one line, no backslash,
 * and it must still be on this origin once a browser's URL parser has read it (which drops tabs and
 * line breaks, so "/\t/evil.example" would become "//evil.example"). Returns the normalised path.
 */
export function safeRedirect(path: string | undefined): string | null {
  if (!path || path.length > 500 || !isSingleLine(path) || path.includes('\\') || !path.startsWith('/') || path.startsWith('//'))
    return null;
  let url: URL;
  try {
    url = new URL(path, REDIRECT_BASE);
  } catch {
    return null;
  }
  if (url.origin !== REDIRECT_BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** remembers where a visitor wanted to go, for after login */
export const loginRedirectRequestSchema = z.object({
  path: z
    .string()
    .max(500)
    .refine((p) => safeRedirect(p) !== null, 'Not a path on this site'),
});

/** asks for the confirmation mail again, to the address on file or to a new one */
export const emailConfirmRequestSchema = z
  .object({
    email: z
      .string()
      .trim()
      .max(129)
      .pipe(z.email({ error: 'errors.emailInvalid' })),
  })
  .partial()
  .nullish();
export const emailConfirmedResponseSchema = z.object({ status: z.literal(true), message: z.string() });

export const loginRequestSchema = z.object({
  email: z.string().trim().min(1, 'errors.required').max(EMAIL_MAX, 'errors.emailTooLong'),
  password: z
    .string()
    .min(1, 'errors.required')
    .max(PASSWORD_MAX * 4),
  code: z.string().trim().max(32).optional(),
  captcha: z.string().max(20_000).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  auth: z.literal(true),
  deviceId: z.string(),
  language: z.string(),
  redirect: z.string().nullable(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const captchaNeedQuerySchema = z.object({
  action: z.enum(['signup', 'login', 'contact']).default('login'),
  email: z.string().max(EMAIL_MAX).optional(),
});
export const captchaNeedResponseSchema = z.object({
  need: z.boolean(),
  provider: z.enum(['altcha', 'recaptcha', 'none']),
  /** reCAPTCHA: site key and version; ALTCHA: the challenge url */
  siteKey: z.string().optional(),
  version: z.enum(['2', '3', 'enterprise']).optional(),
  challengeUrl: z.string().optional(),
});
export type CaptchaNeed = z.infer<typeof captchaNeedResponseSchema>;

export const loginCheckResponseSchema = z.object({ auth: z.boolean() });
export const okResponseSchema = z.object({ status: z.literal(true) });

export const sessionInfoQuerySchema = z.object({ inGame: z.enum(['0', '1']).optional() });
export const sessionInfoResponseSchema = z.object({
  auth: z.literal(true),
  deviceId: z.string(),
  inGame: z.boolean(),
  expiresAt: z.string(),
});

export const passwordChangeRequestSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, 'errors.required')
      .max(PASSWORD_MAX * 4),
    passwordPlain: passwordSchema,
    passwordConfirm: z.string(),
  })
  .refine((v) => v.passwordConfirm === v.passwordPlain, { path: ['passwordConfirm'], message: 'errors.passwordMismatch' });

export const passwordResetSendRequestSchema = z.object({ email: emailSchema, captcha: z.string().max(20_000).optional() });
export const passwordResetRequestSchema = z
  .object({ payload: z.string().min(10).max(300), passwordPlain: passwordSchema, passwordConfirm: z.string() })
  .refine((v) => v.passwordConfirm === v.passwordPlain, { path: ['passwordConfirm'], message: 'errors.passwordMismatch' });

export const payloadParamsSchema = z.object({ payload: z.string().min(10).max(300) });

export const twoFactorSecretResponseSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCode: z.string(),
  enabled: z.boolean(),
});
export const twoFactorValidateParamsSchema = z.object({ code: z.string().regex(/^\d{6}$/, 'errors.totpInvalid') });
export const twoFactorValidateResponseSchema = z.object({ enabled: z.literal(true), recoveryCodes: z.array(z.string()) });
export const twoFactorDisableRequestSchema = z.object({
  password: z
    .string()
    .min(1, 'errors.required')
    .max(PASSWORD_MAX * 4),
});
export const twoFactorStatusResponseSchema = z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int() });

export const phoneSendRequestSchema = z.object({
  phoneCode: z
    .string()
    .regex(/^\+?\d{1,4}$/, 'errors.phoneCodeRequired')
    .optional(),
  phone: z
    .string()
    .regex(/^\d{5,15}$/, 'errors.phoneInvalid')
    .optional(),
});
export const phoneTimeoutResponseSchema = z.object({
  /** seconds until another code may be requested (0 = now) */
  timeout: z.number().int(),
  locked: z.boolean(),
  phoneConfirmed: z.boolean(),
});
export const phoneCodeParamsSchema = z.object({ code: z.string().regex(/^\d{7}$/, 'errors.phoneCodeLength') });

export const authLogQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const authLogItemSchema = z.object({
  time: z.string(),
  ip: z.string(),
  device: z.string(),
  result: z.enum(['success', 'failure', 'twoFactor', 'blocked', 'logout']),
});
export const authLogResponseSchema = z.object({ collection: z.array(authLogItemSchema), page: z.number().int(), total: z.number().int() });
export type AuthLogItem = z.infer<typeof authLogItemSchema>;

/* The referral cookie (name, schema) is the shell's: REFERRAL_COOKIE / referralCookieSchema in content.ts. */

export const devMailboxQuerySchema = z.object({ key: z.string().max(256).optional() });
export const devMailboxResponseSchema = z.object({
  mails: z.array(
    z.object({
      id: z.number(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      links: z.array(z.string()),
      /** extra headers the mail carries (List-Unsubscribe on promotional mail) */
      headers: z.record(z.string(), z.string()).optional(),
      template: z.string(),
      createdAt: z.string(),
    }),
  ),
  sms: z.array(z.object({ id: z.number(), to: z.string(), text: z.string(), createdAt: z.string() })),
});
