import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import { watchRedis } from '../../platform/redis';
import { DEFAULT_HISTORY, newEpoch, type Broker, type HistoryOptions } from './realtime.broker';
import type { Publication } from './realtime.protocol';

/**
 * Broker for several app instances: each channel's stream (epoch, top offset, bounded history)
 * lives in Redis and is appended to atomically by a Lua script that also PUBLISHes the publications
 * on one Redis pub/sub channel every instance listens to. Offsets are therefore the same on every
 * instance, and a client can recover on any of them.
 *
 * Throughput: publications are batched. Those made in one turn of the event loop (up to
 * MAX_BATCH) go to Redis as one script call, which appends each to its stream and PUBLISHes them
 * as one JSON array: one command and one pub/sub message per batch instead of per publication, on
 * the publishing side and on every subscribing instance. (The script touches many keys, so this
 * needs a single Redis or Sentinel, not Redis Cluster.)
 */
const MAX_BATCH = 500;
const PUBLISH_SCRIPT = `
local n = tonumber(ARGV[1])
local size = -tonumber(ARGV[2])
local historyTtl = ARGV[3]
local metaTtl = ARGV[4]
local parts = {}
local out = {}
for i = 1, n do
  local meta = KEYS[2 * i - 1]
  local list = KEYS[2 * i]
  local at = 6 + 3 * (i - 1)
  local data = ARGV[at]
  local epoch = redis.call('hget', meta, 'e')
  if not epoch then
    epoch = ARGV[at + 1]
    redis.call('hset', meta, 'e', epoch)
    redis.call('del', list)
  end
  local offset = redis.call('hincrby', meta, 's', 1)
  redis.call('expire', meta, metaTtl)
  redis.call('rpush', list, '{"o":' .. offset .. ',"d":' .. data .. '}')
  redis.call('ltrim', list, size, -1)
  redis.call('expire', list, historyTtl)
  parts[i] = '{"c":' .. ARGV[at + 2] .. ',"o":' .. offset .. ',"d":' .. data .. '}'
  out[i] = {offset, epoch}
end
redis.call('publish', ARGV[5], '[' .. table.concat(parts, ',') .. ']')
return out
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
  rtPublish(numberOfKeys: number, ...args: (string | number)[]): Promise<[number, string][]>;
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
  commands.defineCommand('rtPublish', { lua: PUBLISH_SCRIPT });
  commands.defineCommand('rtHistory', { numberOfKeys: 2, lua: HISTORY_SCRIPT });
  watchRedis(commands, options.log, 'redis (realtime)');
  subscriber.on('error', () => {}); // logged once by the commands connection

  const fanout = `${options.prefix}:rt:pubs`;
  const metaKey = (channel: string) => `${options.prefix}:rt:m:{${channel}}`;
  const listKey = (channel: string) => `${options.prefix}:rt:h:{${channel}}`;
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
  const handlers: ((channel: string, pub: Publication) => void)[] = [];

  subscriber.on('message', (_redisChannel: string, message: string) => {
    let parsed: { c: string; o: number; d: unknown } | { c: string; o: number; d: unknown }[];
    try {
      parsed = JSON.parse(message);
    } catch {
      return;
    }
    // a batch (an array), or one publication from an instance running the unbatched version
    for (const p of Array.isArray(parsed) ? parsed : [parsed]) for (const handler of handlers) handler(p.c, { offset: p.o, data: p.d });
  });

  interface Pending {
    channel: string;
    data: string;
    resolve: (position: { offset: number; epoch: string }) => void;
    reject: (err: unknown) => void;
  }
  const pending: Pending[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    while (pending.length) {
      const batch = pending.length > MAX_BATCH ? pending.splice(0, MAX_BATCH) : pending.splice(0);
      const keys: string[] = [];
      const args: (string | number)[] = [batch.length, history.size, seconds(history.ttlMs), seconds(history.metaTtlMs), fanout];
      for (const p of batch) {
        keys.push(metaKey(p.channel), listKey(p.channel));
        args.push(p.data, newEpoch(), JSON.stringify(p.channel));
      }
      commands.rtPublish(keys.length, ...keys, ...args).then(
        (positions) => batch.forEach((p, i) => p.resolve({ offset: Number(positions[i][0]), epoch: positions[i][1] })),
        (err) => batch.forEach((p) => p.reject(err)),
      );
    }
  };

  // Redis unreachable at start is no reason to stay down: the instance serves without cross-instance
  // pushes (logged once, clearly) and the subscription is made as soon as Redis answers.
  // (Re)subscribing on every 'ready' covers a first connection that only came after the start.
  subscriber.on('ready', () => void subscriber.subscribe(fanout).catch(() => {}));
  // both connections: publishing goes through `commands`, which may answer after the subscriber
  const ready = (connection: Redis) =>
    connection.status === 'ready' ? Promise.resolve() : new Promise<void>((resolve) => connection.once('ready', () => resolve()));
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all([ready(subscriber), ready(commands)]),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, options.connectTimeoutMs ?? 3_000))),
  ]);
  clearTimeout(timer);
  if (commands.status !== 'ready' && subscriber.status !== 'ready') {
    options.log.error(
      { redis: 'redis (realtime)' },
      'Redis at REDIS_URL is unreachable (realtime): starting degraded, pushes across instances resume when it answers',
    );
  }

  return {
    publish(channel, data) {
      // fail at once while Redis is down, as an unbatched command would
      if (commands.status !== 'ready') return Promise.reject(new Error(`Redis is not connected (${commands.status})`));
      return new Promise((resolve, reject) => {
        pending.push({ channel, data: JSON.stringify(data), resolve, reject });
        if (pending.length >= MAX_BATCH) flush();
        else if (!scheduled) {
          scheduled = true;
          setImmediate(flush);
        }
      });
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
