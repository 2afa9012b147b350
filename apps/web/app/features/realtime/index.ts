export { RealtimeProvider } from './RealtimeProvider';
export { useRealtimeChannel, useRealtimeEvent } from './use-realtime-event';
export type { RealtimeHandler } from './dispatcher';
