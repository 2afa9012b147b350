/** Public API of the auth module: sign-up, login, sessions and the session resolver. */
export { createAuthModule, type AuthModule, type AuthModuleDeps, type AuthServices } from './auth.module';
export { DEVICE_CHANGED, PLAYER_REGISTERED, type DeviceChanged, type PlayerRegistered } from './auth.events';
export { authPersonalData } from './auth.privacy';
/** argon2id hashing and the server-secret helpers, shared with the back office's operator accounts */
export { burnPasswordCheck, createSecrets, hashPassword, randomToken, sha256, verifyPassword, type Secrets } from './auth.crypto';
