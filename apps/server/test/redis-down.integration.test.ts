import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deliverCallbacks } from '../src/modules/cashier/cashier.test-helpers';
import { asPlayer } from './test-sessions';
import { playerSuite } from './suite';

/**
 * REDIS_URL set but nothing answers there (a port nothing listens on): the app starts, says so
 * clearly in its log, /readyz stays in ('degraded', Redis 'down'), rate-limited routes are served
 * (the counters are skipped, not failed), real-time pushes are dropped, and money moves.
 */
const UNREACHABLE = 'redis://127.0.0.1:4499';

describe('with Redis unreachable', () => {
  const t = playerSuite({
    captureLog: true,
    env: { REDIS_URL: UNREACHABLE, REDIS_KEY_PREFIX: `down-${randomUUID().slice(0, 8)}` },
  });

  it('starts, logs the degraded mode once, and /readyz reports Redis down but stays ready', async () => {
    const log = t.logLines.join('');
    expect(log).toMatch(/Redis at REDIS_URL is unreachable \(realtime\): starting degraded/);
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'degraded', database: 'ok', redis: 'down', draining: false });
  });

  it('takes a deposit through the sandbox callback and credits it once; rate-limited routes still answer', async () => {
    const player = randomUUID();
    const card = { holder: 'Ada Lovelace', expiry: '12/30', cvc: '123', number: '4242 4242 4242 4242' };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cashier/deposit',
      headers: asPlayer(player),
      payload: { paymentSystem: 'sandbox-card', amount: 2_500, card },
    });
    expect(res.statusCode).toBe(200);
    expect(await deliverCallbacks(t)).toBe(1);
    const balances = await t.app.inject({ url: '/api/player/balances', headers: asPlayer(player) });
    expect(balances.json()[0].real).toBe(2_500);
    // a per-IP limited route: the Redis counter fails, the request is served (no 500)
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nobody-here@fortuna.test', password: 'wrong-password-1' },
    });
    expect(login.statusCode).toBeLessThan(500);
  });

  it('reports draining: /readyz goes 503 once the close begins', async () => {
    const { markDraining } = await import('../src/platform/http/drain');
    markDraining(t.app);
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 'draining', draining: true });
  });
});
