import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { redisReachable, TEST_REDIS_URL as REDIS_URL } from '../../../test/redis';
import { realtimeChannel } from '@fortuna/contracts';
import type { Centrifuge, SubscribedContext } from 'centrifuge';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import type { SessionResolver } from '../../platform/http/auth-context';
import { client, collect, listen, next } from './realtime.test-client';

const headerSessions: SessionResolver = async (request) => {
  const id = request.headers['x-test-player'];
  return typeof id === 'string' ? { playerId: id, sessionId: `s-${id}` } : null;
};

describe.skipIf(!(await redisReachable()))('two app instances sharing Redis', () => {
  const prefix = `rt-test-${randomUUID().slice(0, 8)}`;
  let one: TestApp;
  let two: TestApp;
  let urlOne: string;
  let urlTwo: string;
  const clients: Centrifuge[] = [];

  beforeAll(async () => {
    const env = { REDIS_URL, REDIS_KEY_PREFIX: prefix };
    [one, two] = await Promise.all([
      buildTestApp({ env, sessionResolver: headerSessions }),
      buildTestApp({ env, sessionResolver: headerSessions }),
    ]);
    [urlOne, urlTwo] = await Promise.all([listen(one.app), listen(two.app)]);
  });
  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await Promise.all([one?.close(), two?.close()]);
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  async function connectTo(app: TestApp, url: string, playerId: string) {
    const res = await app.app.inject({ url: '/api/app/config', headers: { 'x-test-player': playerId } });
    const c = client(url, { token: res.json().centrifugoConfig.token });
    clients.push(c);
    const up = next(c, 'connected');
    c.connect();
    await up;
    return c;
  }

  it('delivers a publish on one instance to a client connected to the other', async () => {
    const c = await connectTo(two, urlTwo, 'alice');
    const sub = c.newSubscription(realtimeChannel.notification('fortuna', 'alice'));
    const feed = collect(sub);
    const ready = next<SubscribedContext>(sub, 'subscribed');
    sub.subscribe();
    await ready;

    const res = await one.app.inject({
      method: 'POST',
      url: '/api/notifications',
      headers: { 'content-type': 'application/json', 'x-test-player': 'alice' },
    });
    expect(res.statusCode).toBe(200);
    await feed.until(1);
    expect(feed.received[0]).toMatchObject({ data: { type: 'notificationsCleared', payload: {} }, offset: 1 });
  });

  it('lets a client recover on the other instance what it missed (shared offsets and epoch)', async () => {
    const first = await connectTo(one, urlOne, 'bob');
    const sub = first.newSubscription(realtimeChannel.notification('fortuna', 'bob'));
    const feed = collect(sub);
    const ready = next<SubscribedContext>(sub, 'subscribed');
    sub.subscribe();
    const position = (await ready).streamPosition!;
    await two.app.inject({
      method: 'POST',
      url: '/api/notifications',
      headers: { 'content-type': 'application/json', 'x-test-player': 'bob' },
    });
    await feed.until(1);
    first.disconnect();

    await one.app.inject({
      method: 'POST',
      url: '/api/notifications',
      headers: { 'content-type': 'application/json', 'x-test-player': 'bob' },
    });
    await two.app.inject({
      method: 'POST',
      url: '/api/notifications',
      headers: { 'content-type': 'application/json', 'x-test-player': 'bob' },
    });

    const second = await connectTo(two, urlTwo, 'bob');
    const again = second.newSubscription(realtimeChannel.notification('fortuna', 'bob'), {
      since: { offset: feed.received[0].offset!, epoch: position.epoch },
    });
    const missed = collect(again);
    const back = next<SubscribedContext>(again, 'subscribed');
    again.subscribe();
    expect(await back).toMatchObject({ wasRecovering: true, recovered: true });
    await missed.until(2);
    expect(missed.received.map((p) => p.offset)).toEqual([2, 3]);
  });
});
