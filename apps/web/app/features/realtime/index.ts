export { RealtimeProvider } from './RealtimeProvider';
export { useRealtimeChannel, useRealtimeConnected, useRealtimeEvent } from './use-realtime-event';
export type { RealtimeHandler } from './dispatcher';
export { fetchAppConfig, realtimeKeys, realtimeQueries } from './api';
