export { AuthModals, useNewDeviceLogout } from './AuthModals';
export { useAuthFlow } from './session';
export { authApi } from './api';
