import { Redis } from 'ioredis';

/**
 * The shared Redis connection for short-lived state (rate-limit counters, one-time captcha
 * solutions). Only with REDIS_URL; without it every instance keeps that state itself.
 */
export function createRedisClient(url: string, log: { warn(obj: object, msg: string): void }): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
  redis.on('error', (err) => log.warn({ err: { message: err.message } }, 'redis connection error'));
  return redis;
}
