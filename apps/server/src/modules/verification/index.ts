/** Public API of identity verification (KYC). */
export { createVerificationModule, type VerificationModule, type VerificationModuleDeps } from './verification.module';
export { type VerificationService, type VerificationState, type VerificationPlayers } from './verification.service';
export { VERIFICATION_EVENTS, type VerificationReviewChanged } from './verification.events';
export { type KycProvider } from './providers/provider';
export { KYC_RETENTION_YEARS } from './verification.privacy';
export type { KycDesk } from './providers/sandbox/kyc-sandbox.routes';
