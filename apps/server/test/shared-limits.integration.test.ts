import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { redisReachable, TEST_REDIS_URL as REDIS_URL } from './redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthRepository } from '../src/modules/auth/auth.repository';
import { databaseOneTimeStore, redisOneTimeStore } from '../src/modules/auth/captcha/one-time';
import { authTestApp, solveCaptcha } from '../src/modules/auth/test/support';
import { FakeClock } from '../src/platform/clock';
import type { Database } from '../src/platform/db';
import { createTestDatabase, type TestApp } from './helpers';

/**
 * What several instances must share: used captcha solutions (database, or Redis) and request-rate
 * counters (Redis with REDIS_URL). Two apps on one Redis count together.
 */

describe('one-time store in the database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 120_000);
  afterAll(() => database?.close());

  it('of 20 concurrent claims of one id, exactly one wins; another id is free', async () => {
    const store = databaseOneTimeStore(createAuthRepository(database.db), new FakeClock());
    const until = new Date(Date.now() + 60_000);
    const wins = await Promise.all(Array.from({ length: 20 }, () => store.claim('sig-a', until)));
    expect(wins.filter(Boolean)).toHaveLength(1);
    expect(await store.claim('sig-b', until)).toBe(true);
  });
});

describe.skipIf(!(await redisReachable()))('with REDIS_URL', () => {
  const prefix = `t${randomUUID().slice(0, 8)}`;
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL, REDIS_KEY_PREFIX: prefix };
    one = await authTestApp({ env });
    two = await authTestApp({ env });
  }, 120_000);
  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  it('of 20 concurrent claims of one id in Redis, exactly one wins', async () => {
    const redis = new Redis(REDIS_URL);
    try {
      const store = redisOneTimeStore(redis, prefix, new FakeClock());
      const until = new Date(new FakeClock().now().getTime() + 60_000);
      const wins = await Promise.all(Array.from({ length: 20 }, () => store.claim(`sig-${prefix}`, until)));
      expect(wins.filter(Boolean)).toHaveLength(1);
    } finally {
      redis.disconnect();
    }
  });

  it('a captcha solved once is refused on the other instance too', async () => {
    const captcha = await solveCaptcha(one.app);
    const body = (n: number) => ({
      email: `shared${n}${prefix}@fortuna.test`,
      login: `shared${n}${prefix}`.slice(0, 17),
      passwordPlain: 'Secret-pass1',
      passwordConfirm: 'Secret-pass1',
      birthDate: '1990-05-17',
      country: 'FR',
      termsAccepted: true,
      captcha,
    });
    const first = await one.app.inject({ method: 'POST', url: '/api/signup', payload: body(1) });
    expect(first.statusCode, first.body).toBe(200);
    const again = await two.app.inject({ method: 'POST', url: '/api/signup', payload: body(2) });
    expect(again.json().errors).toHaveProperty('captcha');
  });

  it('request-rate counters are shared: 30 exist checks a minute from one address over both instances, then 429', async () => {
    const ask = (app: TestApp) =>
      app.app.inject({ url: `/api/email/signup/exist?value=x${prefix}@fortuna.test`, remoteAddress: '192.0.2.99' });
    const codes: number[] = [];
    for (let i = 0; i < 30; i++) codes.push((await ask(i % 2 ? one : two)).statusCode);
    expect(codes.every((c) => c === 200)).toBe(true);
    const over = await ask(one);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 429, message: expect.stringMatching(/try again/) });
    expect(over.headers['retry-after']).toBeDefined();
  });
});
