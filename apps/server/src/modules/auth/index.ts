export { createAuthModule, type AuthServices } from './auth.module';
export { DEVICE_CHANGED, PLAYER_REGISTERED, type DeviceChanged, type PlayerRegistered } from './auth.events';
export { authPersonalData } from './auth.privacy';
