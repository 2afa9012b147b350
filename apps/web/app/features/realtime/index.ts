export { RealtimeProvider } from './RealtimeProvider';
export { useRealtimeChannel, useRealtimeConnected, useRealtimeEvent } from './useRealtimeEvent';
export type { RealtimeHandler } from './dispatcher';
export { fetchAppConfig, realtimeKeys, realtimeQueries } from './api';
