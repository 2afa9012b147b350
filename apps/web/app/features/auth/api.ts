import type { AuthLogItem, CaptchaNeed, LoginResponse, ProfileInfo, ProfileUpdateRequest, SignupRequest } from '@fortuna/contracts';
import { api } from '../../lib/api';

/** The auth calls of spec §7, typed. */
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
