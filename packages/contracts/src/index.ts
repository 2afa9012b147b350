export * from './locales';
export * from './constants';
export * from './money';
export * from './errors';
export * from './app-config';
export * from './routes';
export * from './content';
export * from './realtime';
export * from './auth';
export * from './player';
export * from './games';
// content and auth both define the referral cookie: the shell sets it, so its definition wins
export { REFERRAL_COOKIE, referralCookieSchema, type ReferralCookie } from './content';
