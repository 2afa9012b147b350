/** Public API of cookie consent and visit tracking. */
export { createConsentModule, type ConsentModuleDeps } from './consent.module';
export type { VisitTracker } from './tracking';
