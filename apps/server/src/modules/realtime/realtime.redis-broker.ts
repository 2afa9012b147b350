import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { watchRedis } from '../../platform/redis';
import { DEFAULT_HISTORY, newEpoch, type Broker, type HistoryOptions } from './realtime.broker';
import type { Publication } from './realtime.protocol';

/**
 * Broker for several app instances: each channel's stream (epoch, top offset, bounded history)
 * lives in Redis and is appended to atomically by a Lua script that also PUBLISHes the publication
 * on one Redis pub/sub channel every instance listens to. Offsets are therefore the same on every
 * instance, and a client can recover on any of them.
 */
const PUBLISH_SCRIPT = `
local epoch = redis.call('hget', KEYS[1], 'e')
if not epoch then
  epoch = ARGV[2]
  redis.call('hset', KEYS[1], 'e', epoch)
  redis.call('del', KEYS[2])
end
local offset = redis.call('hincrby', KEYS[1], 's', 1)
redis.call('expire', KEYS[1], ARGV[5])
redis.call('rpush', KEYS[2], '{"o":' .. offset .. ',"d":' .. ARGV[1] .. '}')
redis.call('ltrim', KEYS[2], -tonumber(ARGV[3]), -1)
redis.call('expire', KEYS[2], ARGV[4])
redis.call('publish', ARGV[6], '{"c":' .. ARGV[7] .. ',"o":' .. offset .. ',"d":' .. ARGV[1] .. '}')
return {offset, epoch}
`;

const HISTORY_SCRIPT = `
local epoch = redis.call('hget', KEYS[1], 'e')
if not epoch then
  epoch = ARGV[1]
  redis.call('hset', KEYS[1], 'e', epoch, 's', 0)
  redis.call('expire', KEYS[1], ARGV[2])
  redis.call('del', KEYS[2])
end
local top = redis.call('hget', KEYS[1], 's') or '0'
return {epoch, top, redis.call('lrange', KEYS[2], 0, -1)}
`;

type ScriptedRedis = Redis & {
  rtPublish(meta: string, list: string, ...args: (string | number)[]): Promise<[number, string]>;
  rtHistory(meta: string, list: string, ...args: (string | number)[]): Promise<[string, string, string[]]>;
};

export async function createRedisBroker(options: {
  url: string;
  prefix: string;
  history?: HistoryOptions;
  log: FastifyBaseLogger;
  connectTimeoutMs?: number;
}): Promise<Broker> {
  const history = options.history ?? DEFAULT_HISTORY;
  const retryStrategy = (times: number) => Math.min(times * 100, 2_000);
  // commands fail at once while Redis is down (a push is best effort), instead of queueing
  const commands = new Redis(options.url, {
    maxRetriesPerRequest: 1,
    enableAutoPipelining: true,
    enableOfflineQueue: false,
    connectTimeout: 2_000,
    retryStrategy,
  }) as ScriptedRedis;
  const subscriber = new Redis(options.url, { connectTimeout: 2_000, retryStrategy });
  commands.defineCommand('rtPublish', { numberOfKeys: 2, lua: PUBLISH_SCRIPT });
  commands.defineCommand('rtHistory', { numberOfKeys: 2, lua: HISTORY_SCRIPT });
  watchRedis(commands, options.log, 'redis (realtime)');
  subscriber.on('error', () => {}); // logged once by the commands connection

  const fanout = `${options.prefix}:rt:pubs`;
  const metaKey = (channel: string) => `${options.prefix}:rt:m:{${channel}}`;
  const listKey = (channel: string) => `${options.prefix}:rt:h:{${channel}}`;
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
  const handlers: ((channel: string, pub: Publication) => void)[] = [];

  subscriber.on('message', (_redisChannel: string, message: string) => {
    let parsed: { c: string; o: number; d: unknown };
    try {
      parsed = JSON.parse(message);
    } catch {
      return;
    }
    for (const handler of handlers) handler(parsed.c, { offset: parsed.o, data: parsed.d });
  });
  // Redis unreachable at start is no reason to stay down: the instance serves without cross-instance
  // pushes (logged once, clearly) and the subscription is made as soon as Redis answers.
  // (Re)subscribing on every 'ready' covers a first connection that only came after the start.
  subscriber.on('ready', () => void subscriber.subscribe(fanout).catch(() => {}));
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, options.connectTimeoutMs ?? 3_000);
    subscriber.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  if (commands.status !== 'ready' && subscriber.status !== 'ready') {
    options.log.error(
      { redis: 'redis (realtime)' },
      'Redis at REDIS_URL is unreachable (realtime): starting degraded, pushes across instances resume when it answers',
    );
  }

  return {
    async publish(channel, data) {
      const [offset, epoch] = await commands.rtPublish(
        metaKey(channel),
        listKey(channel),
        JSON.stringify(data),
        newEpoch(),
        history.size,
        seconds(history.ttlMs),
        seconds(history.metaTtlMs),
        fanout,
        JSON.stringify(channel),
      );
      return { offset: Number(offset), epoch };
    },
    async history(channel, { since, limit }) {
      const [epoch, top, items] = await commands.rtHistory(metaKey(channel), listKey(channel), newEpoch(), seconds(history.metaTtlMs));
      let pubs = items.map((item) => {
        const { o, d } = JSON.parse(item) as { o: number; d: unknown };
        return { offset: o, data: d };
      });
      if (since) pubs = pubs.filter((p) => p.offset > since.offset);
      if (limit !== undefined && limit >= 0) pubs = pubs.slice(0, limit);
      return { epoch, offset: Number(top), publications: pubs };
    },
    onPublication(handler) {
      handlers.push(handler);
    },
    async close() {
      await Promise.allSettled([subscriber.quit(), commands.quit()]);
    },
  };
}
