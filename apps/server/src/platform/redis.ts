import { Redis } from 'ioredis';

type Log = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void; info(obj: object, msg: string): void };

/**
 * The shared Redis connection for short-lived state (rate-limit counters, one-time captcha
 * solutions). Only with REDIS_URL; without it every instance keeps that state itself.
 *
 * Redis is not on the money path: while it is down, commands fail at once instead of queueing
 * (the rate limits let requests through, see rate-limit.ts), the client reconnects in the
 * background, and the log says so once when it goes and once when it is back.
 */
export function createRedisClient(url: string, log: Log): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableAutoPipelining: true,
    enableOfflineQueue: false,
    connectTimeout: 2_000,
    // keep trying, at most every 2 s
    retryStrategy: (times) => Math.min(times * 100, 2_000),
  });
  watchRedis(redis, log, 'redis (rate limits, captcha)');
  return redis;
}

/** Logs a connection going down (once, with the error) and coming back, instead of one line per retry. */
export function watchRedis(redis: Redis, log: Log, what: string) {
  let down = false;
  redis.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log.error(
      { err: { message: err.message }, redis: what },
      `${what} unreachable: running degraded (real-time pushes and shared rate limits off) until it is back`,
    );
  });
  redis.on('ready', () => {
    if (down) log.info({ redis: what }, `${what} is back`);
    down = false;
  });
}

/** 'ok' when the connection answers a PING within `timeoutMs`, else 'down' */
export async function redisStatus(redis: Redis, timeoutMs = 1_000): Promise<'ok' | 'down'> {
  if (redis.status !== 'ready') return 'down';
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      redis.ping(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
      }),
    ]);
    return 'ok';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}
