/** Events the auth module emits on deps.events. */
export const DEVICE_CHANGED = 'auth.deviceChanged';
export interface DeviceChanged {
  playerId: string;
  deviceId: string;
}
export const PLAYER_REGISTERED = 'player.registered';
export interface PlayerRegistered {
  playerId: string;
  refId: string | null;
  siteId: string | null;
}
/** the real-time message the player's other tabs and devices get (spec §4 'new device login') */
export const NEW_DEVICE_LOGIN_MESSAGE = 'new_device_login';
export const profileChannel = (projectId: string, playerId: string) => `profile#${projectId}_${playerId}`;
