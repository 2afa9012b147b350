import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { createRedisBroker } from './realtime.redis-broker';

describe('Redis broker', () => {
  it('starts degraded with a clear log line when Redis is unreachable, and a publish fails fast', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
    const broker = await createRedisBroker({ url: 'redis://127.0.0.1:1', prefix: 'x', log, connectTimeoutMs: 300 });
    try {
      expect(lines.join('\n')).toMatch(/Redis at REDIS_URL is unreachable \(realtime\): starting degraded/);
      await expect(broker.publish('news', { a: 1 })).rejects.toThrow();
    } finally {
      await broker.close();
    }
  });
});
