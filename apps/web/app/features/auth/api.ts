import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiBody, ApiResponse, Locale, LoginRequest, ProfileUpdateRequest, SignupRequest, TermsType } from '@fortuna/contracts';
import { call } from '../../lib/api';

/** The auth calls, typed by the contracts' API table. */
export const authApi = {
  captchaNeed: (action: 'signup' | 'login' | 'contact', email?: string) => call('GET /captcha-need', { query: { action, email } }),
  signup: (body: SignupRequest) => call('POST /signup', { body }),
  exists: (field: 'email' | 'login', value: string) => call('GET /:field/signup/exist', { params: { field }, query: { value } }),
  login: (body: LoginRequest) => call('POST /login', { body }),
  logout: () => call('POST /logout'),
  loginCheck: () => call('GET /login/check'),
  rememberRedirect: (path: string) => call('POST /login/redirect', { body: { path } }),
  sessionInfo: (inGame: boolean) => call('GET /player/session/info', { query: { inGame: inGame ? '1' : undefined } }),
  acceptTerms: (type: TermsType) => call('POST /accept-terms', { query: { type } }),
  setLanguage: (language: Locale) => call('PUT /player/language', { body: { language } }),
  resetSend: (email: string) => call('POST /password/reset/send', { body: { email } }),
  reset: (payload: string, passwordPlain: string, passwordConfirm: string) =>
    call('POST /password/reset', { body: { payload, passwordPlain, passwordConfirm } }),
  changePassword: (body: ApiBody<'POST /player/password/change'>) => call('POST /player/password/change', { body }),
  confirmEmail: (payload: string) => call('POST /player/confirm/email/:payload', { params: { payload } }),
  resendConfirmation: () => call('POST /player/confirm/email/resend'),
  profile: () => call('GET /profile/info'),
  updateProfile: (body: ProfileUpdateRequest) => call('PUT /player/profile', { body }),
  /** a Romanian personal number code read out: birth date, sex, county (400 with errors.cnp when invalid) */
  parseCnp: (cnp: string) => call('GET /profile/parse-cnp/:cnp', { params: { cnp } }),
  phoneSend: (body?: { phoneCode?: string; phone?: string }) => call('POST /player/confirm/phone/send', { body: body ?? {} }),
  phoneTimeout: () => call('GET /player/confirm/phone/timeout'),
  phoneCode: (code: string) => call('POST /player/confirm/phone/:code', { params: { code } }),
  twoFactorStatus: () => call('GET /2fa/status'),
  twoFactorSecret: () => call('POST /2fa/secret'),
  twoFactorValidate: (code: string) => call('POST /2fa/validate/google/:code', { params: { code } }),
  twoFactorDisable: (password: string) => call('POST /2fa/disable', { body: { password } }),
  authLog: (page: number) => call('GET /history/auth-log', { query: { page } }),
};

/** What the sandbox mailbox holds (GET /dev/mailbox). */
export type Mailbox = ApiResponse<'GET /dev/mailbox'>;

/** The auth feature's cached queries. */
export const authKeys = {
  all: ['auth'] as const,
  log: (page: number) => ['auth', 'log', page] as const,
  twoFactor: ['auth', '2fa'] as const,
  mailbox: ['dev', 'mailbox'] as const,
};

export const authQueries = {
  /** the auth log, a page of 20; the previous page stays while the next loads */
  log: (page: number) =>
    queryOptions({ queryKey: authKeys.log(page), queryFn: () => authApi.authLog(page), placeholderData: keepPreviousData }),
  twoFactor: () => queryOptions({ queryKey: authKeys.twoFactor, queryFn: authApi.twoFactorStatus }),
  /** the sandbox mailbox, read again every 3 seconds while open */
  mailbox: () => queryOptions({ queryKey: authKeys.mailbox, queryFn: () => call('GET /dev/mailbox'), refetchInterval: 3000 }),
};
