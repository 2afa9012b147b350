export { createAuthModule, type AuthServices } from './auth.module';
export { DEVICE_CHANGED, NEW_DEVICE_LOGIN_MESSAGE, PLAYER_REGISTERED, type DeviceChanged, type PlayerRegistered } from './auth.events';
