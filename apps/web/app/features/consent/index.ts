/** Cookie consent: the banner, "Cookie settings", and visit tracking that follows the choice. */
export { ConsentMount } from './ConsentMount';
export { CookieSettingsButton } from './CookieSettingsButton';
export { useConsent } from './consent.store';
