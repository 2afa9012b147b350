/** Privacy (GDPR) requests: the "Your data" section of the profile page. */
export { PrivacyRequests } from './PrivacyRequests';
export { PrivacyMount } from './PrivacyMount';
