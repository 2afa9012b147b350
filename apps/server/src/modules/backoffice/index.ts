/** Public API of the back office: the module factory, its service and the admin-route guard helpers. */
export { createBackofficeModule, type AdminRoutes, type BackofficeModule, type BackofficeModuleDeps } from './backoffice.module';
export type { BackofficeService } from './backoffice.service';
export { IDLE_TIMEOUT_MS, LOCK_AFTER_FAILURES, LOCK_MS } from './backoffice.service';
export { audited, type AdminAccess } from './backoffice.guard';
export type { BackofficePorts } from './backoffice.players';
export { backofficePersonalData } from './backoffice.privacy';
