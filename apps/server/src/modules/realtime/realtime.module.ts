import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Env } from '../../config/env';
import type { Clock } from '../../platform/clock';
import { addCollector, gauge } from '../../platform/metrics';
import type { ServerModule } from '../../platform/module';
import type { RealtimePublisher } from '../../platform/realtime';
import { realtimeRoutes, realtimeSocketRoutes } from './realtime.routes';
import { createRealtime, type Realtime } from './realtime.service';

export interface RealtimeModuleDeps {
  env: Env;
  clock: Clock;
  log: FastifyBaseLogger;
  /** publish through this instead (a test's recorder); the embedded hub still serves sockets */
  publisher?: RealtimePublisher;
}

export type RealtimeModule = ServerModule<Realtime> & {
  /** the embedded hub's WebSocket endpoint, outside /api (nothing with a real Centrifugo) */
  socketPlugin: FastifyPluginAsync;
};

/**
 * Real-time push: the embedded hub or a real Centrifugo (see realtime.service.ts). Its service's
 * publisher is what every other module publishes through (PlatformDeps.realtime).
 */
const wsConnections = gauge('fortuna_ws_connections', 'Open WebSocket connections on this instance');
const wsChannels = gauge('fortuna_ws_channels', 'Channels with at least one subscriber on this instance');

export async function createRealtimeModule(deps: RealtimeModuleDeps): Promise<RealtimeModule> {
  const realtime = await createRealtime(deps);
  const service: Realtime = { ...realtime, publisher: deps.publisher ?? realtime.publisher };
  const { env } = deps;
  const plugin: FastifyPluginAsync = async (api) => {
    await api.register(realtimeRoutes, {
      publisher: service.publisher,
      projectId: env.PROJECT_ID,
      clock: deps.clock,
      operatorToken: env.OPERATOR_TOKEN,
    });
  };
  const socketPlugin: FastifyPluginAsync = async (app) => {
    const hub = service.hub;
    if (!hub) return;
    await app.register(realtimeSocketRoutes, { hub });
    const stopCollecting = addCollector(() => {
      wsConnections.set(hub.stats.connections);
      wsChannels.set(hub.stats.channels);
    });
    app.addHook('onClose', async () => stopCollecting());
  };
  return { service, plugin, socketPlugin, events: {} };
}
