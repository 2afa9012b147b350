export * from './locales';
export * from './constants';
export * from './money';
export * from './errors';
export * from './app-config';
export * from './wallet';
export * from './rgs';
export * from './games';
export * from './auth';
export * from './player';
export * from './routes';
export * from './content';
export * from './realtime';
// auth and content both define the referral cookie: the one the shell sets wins (merge note in the rgs report)
export { REFERRAL_COOKIE, referralCookieSchema, type ReferralCookie } from './content';
export * from './cashier';
export * from './fairness';
