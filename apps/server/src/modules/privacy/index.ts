/** Public API of privacy (GDPR) requests. */
export { createPrivacyModule, type PrivacyModule, type PrivacyModuleOptions } from './privacy.module';
export { type PrivacyService, type PrivacyPlayers } from './privacy.service';
export { PRIVACY_EVENTS, type PrivacyRequestChanged, type PrivacyPlayerErased } from './privacy.events';
