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
  /** the sign-up checkbox for promotional mail (the subscriptions module records the consent) */
  emailPromo: boolean;
}

declare module '../../platform/events' {
  interface DomainEvents {
    'auth.deviceChanged': DeviceChanged;
    'player.registered': PlayerRegistered;
  }
}
