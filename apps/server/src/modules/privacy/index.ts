/** Public API of privacy (GDPR) requests. */
export { createPrivacyModule, type PrivacyModule, type PrivacyModuleDeps } from './privacy.module';
export { type PrivacyService, type PrivacyPlayers } from './privacy.service';
export { PRIVACY_EVENTS, type PrivacyRequestChanged, type PrivacyPlayerErased } from './privacy.events';
