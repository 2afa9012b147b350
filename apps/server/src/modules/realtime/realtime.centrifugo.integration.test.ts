import { describe, expect, it } from 'vitest';
import { jwtVerify } from 'jose';
import pino from 'pino';
import { buildTestApp, testEnv } from '../../../test/helpers';
import { FakeClock } from '../../platform/clock';
import { createRealtime } from './index';
import { testSuite } from '../../../test/suite';

const SECRET = 'centrifugo-hmac-secret-for-tests';

describe('with a real Centrifugo configured', () => {
  const t = testSuite(() =>
    buildTestApp({
      env: { CENTRIFUGO_API_URL: 'http://centrifugo.test:8000/api', CENTRIFUGO_API_KEY: 'api-key', CENTRIFUGO_TOKEN_HMAC_SECRET: SECRET },
      sessionResolver: async (request) => (request.headers['x-test-player'] ? { playerId: 'p9', sessionId: 's9' } : null),
    }),
  );

  it("points the browser at Centrifugo with a token Centrifugo's secret verifies", async () => {
    const res = await t.app.inject({ url: '/api/app/config', headers: { 'x-test-player': '1' } });
    const { url, token } = res.json().centrifugoConfig;
    expect(url).toBe('ws://centrifugo.test:8000/connection/websocket');
    const { payload } = await jwtVerify(token, new TextEncoder().encode(SECRET), { currentDate: t.clock.now() });
    expect(payload.sub).toBe('p9');
    const anonymous = await t.app.inject({ url: '/api/app/config' });
    expect(
      (await jwtVerify(anonymous.json().centrifugoConfig.token, new TextEncoder().encode(SECRET), { currentDate: t.clock.now() })).payload
        .sub,
    ).toBe('');
  });

  it('does not serve the embedded hub', async () => {
    const res = await t.app.inject({ url: '/connection/websocket' });
    expect(res.statusCode).toBe(404);
  });

  it('refuses to start without the API key or the token secret', async () => {
    const env = testEnv({ CENTRIFUGO_API_URL: 'http://c.test/api', CENTRIFUGO_API_KEY: 'k' });
    await expect(createRealtime({ env, clock: new FakeClock(), log: pino({ level: 'silent' }) })).rejects.toThrow(
      /CENTRIFUGO_TOKEN_HMAC_SECRET/,
    );
  });
});
