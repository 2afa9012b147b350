import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env';
import type { Clock } from '../../platform/clock';
import type { RealtimePublisher } from '../../platform/realtime';
import { createMemoryBroker, type HistoryOptions } from './realtime.broker';
import { centrifugoWebsocketUrl, createCentrifugoPublisher } from './realtime.centrifugo';
import { Hub, type HubOptions } from './realtime.hub';
import { createRedisBroker } from './realtime.redis-broker';
import { EMBEDDED_WEBSOCKET_PATH } from './realtime.routes';
import { createTokenService, tokenSecret } from './realtime.tokens';

/**
 * Real-time push. Either the embedded hub (in this process; across
 * instances through Redis when REDIS_URL is set) or a real Centrifugo (CENTRIFUGO_API_URL + key).
 * The browser runs the official `centrifuge` client against whichever is chosen.
 */
export interface Realtime {
  mode: 'embedded' | 'centrifugo';
  publisher: RealtimePublisher;
  /** the connection token for a player, or an anonymous one (public channels) for null */
  token(playerId: string | null): Promise<string>;
  /**
   * centrifugoConfig.url of the app config. The embedded hub answers a path on this server's own
   * origin (`/connection/websocket`), which the browser resolves against the page, so it works on
   * any port and behind a proxy; a real Centrifugo answers an absolute url.
   */
  websocketUrl: string;
  /** the embedded hub, null with a real Centrifugo */
  hub: Hub | null;
  close(): Promise<void>;
}

export async function createRealtime(options: {
  env: Env;
  clock: Clock;
  log: FastifyBaseLogger;
  hub?: Partial<HubOptions>;
  history?: HistoryOptions;
}): Promise<Realtime> {
  const { env, clock, log } = options;

  if (env.CENTRIFUGO_API_URL) {
    if (!env.CENTRIFUGO_API_KEY || !env.CENTRIFUGO_TOKEN_HMAC_SECRET) {
      throw new Error(
        'CENTRIFUGO_API_URL needs CENTRIFUGO_API_KEY and CENTRIFUGO_TOKEN_HMAC_SECRET (the HMAC secret Centrifugo checks tokens with)',
      );
    }
    const tokens = createTokenService({ secret: env.CENTRIFUGO_TOKEN_HMAC_SECRET, clock });
    return {
      mode: 'centrifugo',
      publisher: createCentrifugoPublisher({ apiUrl: env.CENTRIFUGO_API_URL, apiKey: env.CENTRIFUGO_API_KEY, log }),
      token: (playerId) => tokens.sign(playerId),
      websocketUrl: env.CENTRIFUGO_WS_URL ?? centrifugoWebsocketUrl(env.CENTRIFUGO_API_URL),
      hub: null,
      close: async () => {},
    };
  }

  const secret = tokenSecret(env, () => {
    log.warn('no SESSION_SECRET or CENTRIFUGO_TOKEN_HMAC_SECRET: realtime tokens use a per-process key (one instance only)');
    return randomBytes(32).toString('hex');
  });
  const tokens = createTokenService({ secret, clock });
  const broker = env.REDIS_URL
    ? await createRedisBroker({ url: env.REDIS_URL, prefix: env.REDIS_KEY_PREFIX, history: options.history, log })
    : createMemoryBroker({ clock, history: options.history });
  const hub = new Hub(tokens, broker, clock, log, env.PROJECT_ID, options.hub);
  hub.start();
  return {
    mode: 'embedded',
    publisher: {
      // Best effort, as with Centrifugo: a push that cannot go out (Redis down) never fails the use case.
      async publish(channel, message) {
        try {
          await hub.publish(channel, message);
        } catch (err) {
          log.error({ err, channel }, 'realtime publish failed');
        }
      },
    },
    token: (playerId) => tokens.sign(playerId),
    websocketUrl: env.CENTRIFUGO_WS_URL ?? EMBEDDED_WEBSOCKET_PATH,
    hub,
    close: () => hub.shutdown(),
  };
}
