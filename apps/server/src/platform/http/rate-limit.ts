import rateLimit, { type FastifyRateLimitStoreCtor, type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { ERROR_CODES } from '@fortuna/contracts';
import type { Clock } from '../clock';
import { AppError } from '../errors';

/**
 * Request-rate limits with @fastify/rate-limit. Nothing is limited unless a route asks, with
 * `config: perIp(max, windowMs)` or `config: perPlayer(max, windowMs)`. The counters live in Redis
 * when REDIS_URL is set (shared by every instance), otherwise in this process on the injected
 * clock, so tests move time with a FakeClock instead of sleeping.
 */
export interface RateLimitDeps {
  clock: Clock;
  redis?: Redis;
  /** REDIS_KEY_PREFIX */
  prefix: string;
}

export const MINUTE = 60_000;

/** At most `max` requests per `windowMs` from one address. */
export const perIp = (max: number, windowMs: number) => ({ rateLimit: { max, timeWindow: windowMs } satisfies RateLimitOptions });

/** At most `max` requests per `windowMs` from one signed-in player (by address when signed out). */
export const perPlayer = (max: number, windowMs: number) => ({
  rateLimit: {
    max,
    timeWindow: windowMs,
    keyGenerator: (request: FastifyRequest) => (request.player ? `p:${request.player.playerId}` : request.ip),
  } satisfies RateLimitOptions,
});

export async function registerRateLimits(app: FastifyInstance, deps: RateLimitDeps) {
  await app.register(rateLimit, {
    global: false,
    ...(deps.redis
      ? { redis: deps.redis, nameSpace: `${deps.prefix}:rl:` }
      : { store: clockStore(deps.clock) as unknown as FastifyRateLimitStoreCtor }),
    // a counter store that fails (Redis down) lets requests through: the database-backed walls still hold
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        ERROR_CODES.tooManyRequests,
        `Too many requests, please try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} s`,
      ),
  });
}

interface Counter {
  current: number;
  startedAt: number;
}
// the plugin always passes the route's window (its type leaves it out)
type Incr = (key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow?: number) => void;

interface Store {
  incr: Incr;
  child(routeOptions: { routeInfo?: { method?: string; url?: string } }): Store;
}

/** A fixed window per key, like the plugin's own LocalStore, but on our clock. */
export function clockStore(clock: Clock) {
  const counters = new Map<string, Counter>();
  const make = (scope: string): Store => ({
    incr(key, callback, timeWindow = MINUTE) {
      const now = clock.now().getTime();
      if (counters.size > 50_000) for (const [k, c] of counters) if (c.startedAt + timeWindow <= now) counters.delete(k);
      const id = `${scope}|${key}`;
      let counter = counters.get(id);
      if (!counter || counter.startedAt + timeWindow <= now) {
        counter = { current: 0, startedAt: now };
        counters.set(id, counter);
      }
      counter.current++;
      callback(null, { current: counter.current, ttl: counter.startedAt + timeWindow - now });
    },
    child: (routeOptions) => make(`${routeOptions.routeInfo?.method ?? ''} ${routeOptions.routeInfo?.url ?? ''}`),
  });
  return class ClockStore implements Store {
    private readonly store = make('global');
    incr: Incr = (...args) => this.store.incr(...args);
    child(routeOptions: { routeInfo?: { method?: string; url?: string } }): Store {
      return this.store.child(routeOptions);
    }
  };
}
