/** Cookie consent: the banner, "Cookie settings", and visit tracking that follows the choice. */
export { ConsentMount } from './ConsentMount';
export { CookieSettingsButton } from './ConsentBanner';
export { useConsent } from './consent.store';
