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
 * Throughput (bench/realtime.ts --redis): publications made in one turn of the event loop (up to
 * MAX_BATCH) go to Redis as one script call and come back to every instance as one pub/sub message,
 * and they share one promise. The script writes each publication's client frame itself (the same
 * JSON as `encodePublicationPush`), one line per publication, `<channel> <offset> <frame>`: a
 * receiving hub sends that frame as it is, without parsing and re-encoding the data. Channel names
 * are therefore limited to characters that need no JSON escaping (every `realtimeChannel` is). The
 * script touches many keys, so this needs a single Redis or Sentinel, not Redis Cluster.
 */
const MAX_BATCH = 500;
const CHANNEL_NAME = /^[\w:#.@$-]+$/;
const PUBLISH_SCRIPT = `
local n = tonumber(ARGV[1])
local size = tonumber(ARGV[2])
local historyTtl = ARGV[3]
local metaTtl = ARGV[4]
local epoch = ARGV[6]
local prefix = ARGV[7]
local lines = {}
for i = 1, n do
  local ch = ARGV[6 + 2 * i]
  local data = ARGV[7 + 2 * i]
  local meta = prefix .. ':rt:m:{' .. ch .. '}'
  local list = prefix .. ':rt:h:{' .. ch .. '}'
  -- a stream that did not exist starts a new life: a fresh epoch and an empty history
  if redis.call('hsetnx', meta, 'e', epoch) == 1 then redis.call('del', list) end
  local offset = redis.call('hincrby', meta, 's', 1)
  redis.call('expire', meta, metaTtl)
  if redis.call('rpush', list, '{"o":' .. offset .. ',"d":' .. data .. '}') > size then redis.call('ltrim', list, -size, -1) end
  redis.call('expire', list, historyTtl)
  lines[i] = ch .. ' ' .. offset .. ' {"push":{"channel":"' .. ch .. '","pub":{"data":' .. data .. ',"offset":' .. offset .. '}}}'
end
redis.call('publish', ARGV[5], table.concat(lines, '\\n'))
return n
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

/** A publication received as its client frame: the data is parsed only if someone asks for it. */
class FramedPublication implements Publication {
  constructor(
    readonly offset: number,
    private readonly frame: string,
  ) {}
  get data(): unknown {
    return (JSON.parse(this.frame) as { push: { pub: { data: unknown } } }).push.pub.data;
  }
}

type ScriptedRedis = Redis & {
  rtPublish(...args: (string | number)[]): Promise<number>;
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
  commands.defineCommand('rtPublish', { numberOfKeys: 0, lua: PUBLISH_SCRIPT });
  commands.defineCommand('rtHistory', { numberOfKeys: 2, lua: HISTORY_SCRIPT });
  watchRedis(commands, options.log, 'redis (realtime)');
  subscriber.on('error', () => {}); // logged once by the commands connection

  const fanout = `${options.prefix}:rt:pubs`;
  // the publish script builds the same names from the prefix and the channel
  const metaKey = (channel: string) => `${options.prefix}:rt:m:{${channel}}`;
  const listKey = (channel: string) => `${options.prefix}:rt:h:{${channel}}`;
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
  const handlers: ((channel: string, pub: Publication, frame?: string) => void)[] = [];

  subscriber.on('message', (_redisChannel: string, message: string) => {
    if (message.startsWith('[') || message.startsWith('{')) return receiveJson(message);
    let from = 0;
    while (from < message.length) {
      let to = message.indexOf('\n', from);
      if (to === -1) to = message.length;
      const channelEnd = message.indexOf(' ', from);
      const offsetEnd = message.indexOf(' ', channelEnd + 1);
      if (channelEnd > from && offsetEnd > channelEnd && offsetEnd < to) {
        const channel = message.slice(from, channelEnd);
        const frame = message.slice(offsetEnd + 1, to);
        const pub = new FramedPublication(Number(message.slice(channelEnd + 1, offsetEnd)), frame);
        for (const handler of handlers) handler(channel, pub, frame);
      }
      from = to + 1;
    }
  });
  // the JSON batches of an instance still running the previous version (during a rolling deploy)
  function receiveJson(message: string) {
    let parsed: { c: string; o: number; d: unknown } | { c: string; o: number; d: unknown }[];
    try {
      parsed = JSON.parse(message);
    } catch {
      return;
    }
    for (const p of Array.isArray(parsed) ? parsed : [parsed]) for (const handler of handlers) handler(p.c, { offset: p.o, data: p.d });
  }

  // the publications of this turn of the event loop (channel, data, channel, data, …) and their one promise
  let batch: { args: string[]; done: Promise<void>; resolve: () => void; reject: (err: unknown) => void } | null = null;
  const flush = () => {
    if (!batch) return;
    const { args, resolve, reject } = batch;
    batch = null;
    // one fresh epoch for every stream this batch starts: an epoch only has to differ from the
    // stream's earlier lives (so a client's old position is recognised as stale), not between channels
    commands
      .rtPublish(
        args.length / 2,
        history.size,
        seconds(history.ttlMs),
        seconds(history.metaTtlMs),
        fanout,
        newEpoch(),
        options.prefix,
        ...args,
      )
      .then(() => resolve(), reject);
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
      if (!CHANNEL_NAME.test(channel)) return Promise.reject(new Error(`channel name not allowed: ${JSON.stringify(channel)}`));
      if (!batch) {
        let resolve!: () => void;
        let reject!: (err: unknown) => void;
        const done = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
        batch = { args: [], done, resolve, reject };
        setImmediate(flush);
      }
      const current = batch;
      current.args.push(channel, JSON.stringify(data));
      if (current.args.length >= 2 * MAX_BATCH) flush();
      return current.done;
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
