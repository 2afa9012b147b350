export { RealtimeProvider } from './RealtimeProvider';
export { useRealtimeEvent } from './use-realtime-event';
export type { RealtimeHandler } from './dispatcher';
