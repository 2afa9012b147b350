import { Redis } from 'ioredis';

type Log = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void; info(obj: object, msg: string): void };

/**
 * Tells every instance that something cached in process is stale (content published, an IP block
 * added). `publish` runs this instance's handlers at once, then, with Redis, sends the topic on one
 * pub/sub channel every instance listens to; the others run their handlers when it arrives. An
 * instance never runs its handlers twice for its own message.
 *
 * Best effort: while Redis is down (or without REDIS_URL) only the publishing instance clears at once,
 * and the others' caches stay bounded by their own expiry timers. That is logged once, not per publish.
 */
export interface InvalidationBus {
  /** clears here at once, and on every other instance as soon as Redis carries the message */
  publish(topic: string): void;
  /** runs `handler` whenever `topic` is published, here or on another instance */
  subscribe(topic: string, handler: () => void): void;
  /** resolves once this instance listens to the others (at once without Redis; never rejects) */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export interface InvalidationBusOptions {
  /** REDIS_URL; without it the bus is in process only (one instance) */
  redisUrl?: string;
  /** REDIS_KEY_PREFIX: instances sharing a prefix share the channel */
  prefix: string;
  log: Log;
}

export function createInvalidationBus({ redisUrl, prefix, log }: InvalidationBusOptions): InvalidationBus {
  const handlers = new Map<string, (() => void)[]>();
  const run = (topic: string) => {
    for (const handler of handlers.get(topic) ?? []) {
      try {
        handler();
      } catch (err) {
        log.error({ err, topic }, 'cache invalidation handler failed');
      }
    }
  };
  const local: InvalidationBus = {
    publish: run,
    subscribe(topic, handler) {
      handlers.set(topic, [...(handlers.get(topic) ?? []), handler]);
    },
    ready: async () => {},
    close: async () => {},
  };
  if (!redisUrl) return local;

  // the instance's own messages come back through the channel: it recognises and skips them
  const self = `${process.pid}-${Math.random().toString(36).slice(2, 10)}`;
  const channel = `${prefix}:invalidate`;
  const retryStrategy = (times: number) => Math.min(times * 100, 2_000);
  const connection = { connectTimeout: 2_000, retryStrategy };
  // publishing fails at once while Redis is down (no queue: a late invalidation is no better than the timer)
  const publisher = new Redis(redisUrl, { ...connection, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  // a connection in subscriber mode can do nothing else: a dedicated one
  const subscriber = new Redis(redisUrl, connection);
  let down = false;
  const wentDown = (err?: Error) => {
    if (down) return;
    down = true;
    log.warn(
      { err: err ? { message: err.message } : undefined, redis: 'redis (cache invalidation)' },
      'redis (cache invalidation) unreachable: other instances see published content and blocks only when their caches expire',
    );
  };
  publisher.on('error', wentDown);
  subscriber.on('error', () => {}); // logged once, through the publisher
  publisher.on('ready', () => {
    if (down) log.info({ redis: 'redis (cache invalidation)' }, 'redis (cache invalidation) is back');
    down = false;
  });
  // (re)subscribe on every 'ready': Redis may only answer after the start, or come back after a loss
  let listening!: () => void;
  const subscribed = new Promise<void>((resolve) => (listening = resolve));
  subscriber.on(
    'ready',
    () =>
      void subscriber.subscribe(channel).then(
        () => listening(),
        () => {},
      ),
  );
  subscriber.on('message', (_channel: string, message: string) => {
    let parsed: { from?: unknown; topic?: unknown };
    try {
      parsed = JSON.parse(message);
    } catch {
      return;
    }
    if (parsed.from === self || typeof parsed.topic !== 'string') return;
    run(parsed.topic);
  });

  return {
    subscribe: local.subscribe,
    ready: () => subscribed,
    publish(topic) {
      run(topic);
      if (publisher.status !== 'ready') return wentDown();
      publisher.publish(channel, JSON.stringify({ from: self, topic })).catch((err: Error) => wentDown(err));
    },
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
