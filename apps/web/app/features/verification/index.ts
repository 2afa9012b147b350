/** Identity verification: the status page, the vendor's upload step, and the menus' attention dot. */
export { VerificationPage } from './VerificationPage';
export { UploadPage } from './UploadPage';
export { useVerificationAttention } from './useVerificationAttention';
export { verificationKeys, verificationQueries } from './api';
export { VerificationMount } from './VerificationMount';
