export { AuthModals } from './AuthModals';
export { useAuthFlow } from './session';
export { authApi } from './api';
