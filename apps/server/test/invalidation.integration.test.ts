import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createInvalidationBus, type InvalidationBus } from '../src/platform/invalidation';
import { createContentRepository } from '../src/modules/content/content.repository';
import { createContentService } from '../src/modules/content/content.service';
import type { Database } from '../src/platform/db';
import { FakeClock } from '../src/platform/clock';
import { redisReachable, TEST_REDIS_URL } from './redis';
import { createTestDatabase } from './test-database';

const log = { warn: vi.fn(), error: vi.fn(), info: vi.fn() };

describe.skipIf(!(await redisReachable()))('cache invalidation across instances (Redis pub/sub)', () => {
  const buses: InvalidationBus[] = [];
  let database: Database | undefined;
  const bus = (prefix: string) => {
    const b = createInvalidationBus({ redisUrl: TEST_REDIS_URL, prefix, log });
    buses.push(b);
    return b;
  };
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((b) => b.close()));
  });
  afterAll(async () => {
    await database?.close();
  });

  it('a publish on one bus reaches the other, and the publisher clears at once, once', async () => {
    const prefix = `inv-test-${randomUUID().slice(0, 8)}`;
    const [one, two, elsewhere] = [bus(prefix), bus(prefix), bus(`${prefix}-other`)];
    await Promise.all([one.ready(), two.ready(), elsewhere.ready()]);
    const onOne = vi.fn();
    const onTwo = vi.fn();
    const onOtherTopic = vi.fn();
    const onElsewhere = vi.fn();
    one.subscribe('content', onOne);
    two.subscribe('content', onTwo);
    two.subscribe('access-blocks', onOtherTopic);
    elsewhere.subscribe('content', onElsewhere);

    one.publish('content');
    expect(onOne).toHaveBeenCalledTimes(1); // at once, before Redis answers
    await vi.waitFor(() => expect(onTwo).toHaveBeenCalledTimes(1), { timeout: 2_000, interval: 10 });
    // its own message coming back through Redis does not run the publisher's handler again
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(onOne).toHaveBeenCalledTimes(1);
    expect(onOtherTopic).not.toHaveBeenCalled();
    // another REDIS_KEY_PREFIX is another casino
    expect(onElsewhere).not.toHaveBeenCalled();
  });

  it('a publication through instance A’s content service is seen by instance B at once', async () => {
    const prefix = `inv-test-${randomUUID().slice(0, 8)}`;
    database = await createTestDatabase();
    const clock = new FakeClock();
    const service = (invalidation?: InvalidationBus) =>
      createContentService({ repository: createContentRepository(database!.db), clock, publicUrl: 'http://x', invalidation });
    const [busA, busB] = [bus(prefix), bus(prefix)];
    await Promise.all([busA.ready(), busB.ready()]);
    const a = service(busA);
    const b = service(busB);
    // an instance without the shared bus: keeps its copy for the minute
    const alone = service();
    await a.seed();

    const key = `bo22-${randomUUID().slice(0, 8)}`;
    expect((await b.uriMap()).block[key]).toBeUndefined();
    expect((await alone.uriMap()).block[key]).toBeUndefined();
    await a.admin.create({ key, locale: 'de', slug: `${key}-de`, title: 'Neu', body: '<p>Hallo</p>' });
    await a.admin.publish('block', key, 'de');

    expect((await a.uriMap()).block[key]).toEqual({ de: `${key}-de` });
    await vi.waitFor(async () => expect((await b.uriMap()).block[key]).toEqual({ de: `${key}-de` }), { timeout: 2_000, interval: 20 });
    expect((await alone.uriMap()).block[key]).toBeUndefined();
    // the timer still bounds it where no message arrives
    clock.advance(60_000);
    expect((await alone.uriMap()).block[key]).toEqual({ de: `${key}-de` });
  });
});

describe('cache invalidation while Redis is unreachable', () => {
  it('still clears on the publishing instance, and says so once', async () => {
    const warn = vi.fn();
    const bus = createInvalidationBus({ redisUrl: 'redis://127.0.0.1:1', prefix: 'down', log: { ...log, warn } });
    const handler = vi.fn();
    bus.subscribe('content', handler);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 3_000 });
    bus.publish('content');
    bus.publish('content');
    expect(handler).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledTimes(1);
    await bus.close();
  });
});
