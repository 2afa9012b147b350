import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  AuthLogItem,
  CaptchaNeed,
  LoginResponse,
  ParsedCnp,
  ProfileInfo,
  ProfileUpdateRequest,
  SignupRequest,
} from '@fortuna/contracts';
import { api } from '../../lib/api';

/** The auth calls, typed. */
export const authApi = {
  captchaNeed: (action: 'signup' | 'login', email?: string) => api<CaptchaNeed>('/captcha-need', { query: { action, email } }),
  signup: (body: SignupRequest) => api<LoginResponse>('/signup', { method: 'POST', body }),
  exists: (field: 'email' | 'login', value: string) => api<{ exist: boolean }>(`/${field}/signup/exist`, { query: { value } }),
  login: (body: { email: string; password: string; code?: string; captcha?: string }) =>
    api<LoginResponse>('/login', { method: 'POST', body }),
  logout: () => api<{ status: true }>('/logout', { method: 'POST' }),
  loginCheck: () => api<{ auth: boolean }>('/login/check'),
  rememberRedirect: (path: string) => api('/login/redirect', { method: 'POST', body: { path } }),
  sessionInfo: (inGame: boolean) =>
    api<{ auth: true; deviceId: string }>('/player/session/info', { query: { inGame: inGame ? 1 : undefined } }),
  acceptTerms: (type: 'terms' | 'privacy' | 'both') => api('/accept-terms', { method: 'POST', query: { type } }),
  setLanguage: (language: string) => api('/player/language', { method: 'PUT', body: { language } }),
  resetSend: (email: string) => api('/password/reset/send', { method: 'POST', body: { email } }),
  reset: (payload: string, passwordPlain: string, passwordConfirm: string) =>
    api('/password/reset', { method: 'POST', body: { payload, passwordPlain, passwordConfirm } }),
  changePassword: (body: { currentPassword: string; passwordPlain: string; passwordConfirm: string }) =>
    api('/player/password/change', { method: 'POST', body }),
  confirmEmail: (payload: string) =>
    api<{ status: true; message: string }>(`/player/confirm/email/${encodeURIComponent(payload)}`, { method: 'POST' }),
  resendConfirmation: () => api('/player/confirm/email/resend', { method: 'POST' }),
  profile: () => api<ProfileInfo>('/profile/info'),
  updateProfile: (body: ProfileUpdateRequest) => api<ProfileInfo>('/player/profile', { method: 'PUT', body }),
  /** a Romanian personal number code read out: birth date, sex, county (400 with errors.cnp when invalid) */
  parseCnp: (cnp: string) => api<ParsedCnp>(`/profile/parse-cnp/${encodeURIComponent(cnp)}`),
  phoneSend: (body?: { phoneCode?: string; phone?: string }) =>
    api<{ timeout: number }>('/player/confirm/phone/send', { method: 'POST', body: body ?? {} }),
  phoneTimeout: () => api<{ timeout: number; locked: boolean; phoneConfirmed: boolean }>('/player/confirm/phone/timeout'),
  phoneCode: (code: string) => api(`/player/confirm/phone/${code}`, { method: 'POST' }),
  twoFactorStatus: () => api<{ enabled: boolean; recoveryCodesLeft: number }>('/2fa/status'),
  twoFactorSecret: () => api<{ secret: string; otpauthUrl: string; qrCode: string; enabled: boolean }>('/2fa/secret', { method: 'POST' }),
  twoFactorValidate: (code: string) => api<{ enabled: true; recoveryCodes: string[] }>(`/2fa/validate/google/${code}`, { method: 'POST' }),
  twoFactorDisable: (password: string) => api('/2fa/disable', { method: 'POST', body: { password } }),
  authLog: (page: number) => api<{ collection: AuthLogItem[]; page: number; total: number }>('/history/auth-log', { query: { page } }),
};

/** What the sandbox mailbox holds (GET /dev/mailbox). */
export interface Mailbox {
  mails: { id: number; to: string; subject: string; text: string; links: string[]; template: string; createdAt: string }[];
  sms: { id: number; to: string; text: string; createdAt: string }[];
}

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
  mailbox: () => queryOptions({ queryKey: authKeys.mailbox, queryFn: () => api<Mailbox>('/dev/mailbox'), refetchInterval: 3000 }),
};
