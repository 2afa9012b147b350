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
// two branches defined these; identical category list, and the referral cookie the shell sets (merge note in the rgs report)
export { GAME_CATEGORIES, type GameCategory } from './games';
export { REFERRAL_COOKIE, referralCookieSchema, type ReferralCookie } from './content';
export * from './cashier';
