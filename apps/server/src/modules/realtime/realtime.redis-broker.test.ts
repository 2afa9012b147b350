import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { createRedisBroker } from './realtime.redis-broker';

describe('Redis broker', () => {
  it('fails the start with a clear message instead of hanging when Redis is unreachable', async () => {
    await expect(createRedisBroker({ url: 'redis://127.0.0.1:1', prefix: 'x', log: pino({ level: 'silent' }) })).rejects.toThrow(
      /Redis at REDIS_URL is unreachable/,
    );
  });
});
