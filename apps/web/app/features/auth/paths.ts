/** Paths the auth screens need; the route table itself lives in @fortuna/contracts/routes (shell). */
export { href, localePrefix, pathInLocale } from '@fortuna/contracts/routes';

export const isResetPasswordPath = (pathname: string) => /\/reset\/password\//.test(pathname);
