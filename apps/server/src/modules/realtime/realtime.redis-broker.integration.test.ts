import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { redisReachable, TEST_REDIS_URL as REDIS_URL } from '../../../test/redis';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createRedisBroker } from './realtime.redis-broker';

describe.skipIf(!(await redisReachable()))('Redis broker batches', () => {
  it('a channel name that would need JSON escaping is refused', async () => {
    const log = pino({ level: 'silent' });
    const broker = await createRedisBroker({ url: REDIS_URL, prefix: `rtb-${randomUUID().slice(0, 8)}`, log });
    try {
      await expect(broker.publish('bad"name', { a: 1 })).rejects.toThrow(/channel name not allowed/);
      await expect(broker.publish('a b', { a: 1 })).rejects.toThrow(/channel name not allowed/);
    } finally {
      await broker.close();
    }
  });

  it('1,200 publications in one turn over 12 channels: offsets in order per channel, all delivered in order to another broker', async () => {
    const prefix = `rtb-${randomUUID().slice(0, 8)}`;
    const log = pino({ level: 'silent' });
    const [one, two] = await Promise.all([
      createRedisBroker({ url: REDIS_URL, prefix, log }),
      createRedisBroker({ url: REDIS_URL, prefix, log }),
    ]);
    try {
      const received: { channel: string; offset: number; n: number }[] = [];
      two.onPublication((channel, pub) => received.push({ channel, offset: pub.offset, n: (pub.data as { n: number }).n }));
      await Promise.all(Array.from({ length: 1_200 }, (_, n) => one.publish(`ch${n % 12}`, { n })));
      const deadline = Date.now() + 10_000;
      while (received.length < 1_200 && Date.now() < deadline) await new Promise((r) => setImmediate(r));
      expect(received.map((r) => r.n)).toEqual(Array.from({ length: 1_200 }, (_, n) => n));
      for (let c = 0; c < 12; c++) {
        const offsets = received.filter((r) => r.channel === `ch${c}`).map((r) => r.offset);
        expect(offsets).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
      }
      const { epoch } = await one.history('ch5', { limit: 0 });
      const history = await two.history('ch5', { since: { offset: 90, epoch } });
      expect(history.publications.map((p) => p.offset)).toEqual([91, 92, 93, 94, 95, 96, 97, 98, 99, 100]);
    } finally {
      await Promise.all([one.close(), two.close()]);
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
  });
});
