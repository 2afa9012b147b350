/** Public API of the realtime module: the publisher every module pushes through, tokens, and the embedded hub. */
export { createRealtimeModule, type RealtimeModule, type RealtimeModuleDeps } from './realtime.module';
export { createRealtime, type Realtime } from './realtime.service';
export { EMBEDDED_WEBSOCKET_PATH } from './realtime.routes';
export { Hub } from './realtime.hub';
