import { describe, expect, it } from 'vitest';
import { buildTestApp, testEnv, type TestApp } from './helpers';
import { makePlayer, TEST_CARD } from './factories';
import { asPlayer } from './test-sessions';
import { client, signUp, TEST_AUTH_ENV } from '../src/modules/auth/test/support';
import { ACCESS_BLOCKED_MESSAGE } from '../src/modules/access';
import { playerSuite, testSuite } from './suite';

/**
 * Who is allowed in, through the bundled GeoIP database (the geoip-country package: no network).
 * Addresses with long-stable countries: 8.8.8.8 (US, Google), 193.166.0.1 (FI, Funet).
 */
const US = '8.8.8.8';
const FI = '193.166.0.1';
const OPERATOR = { authorization: `Bearer ${testEnv().OPERATOR_TOKEN}` };

const deposit = (t: TestApp, playerId: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cashier/deposit',
    remoteAddress: ip,
    headers: { ...asPlayer(playerId), 'content-type': 'application/json' },
    payload: { paymentSystem: 'sandbox-card', amount: 2_500, card: TEST_CARD },
  });

describe('a blocked country (browsing allowed)', () => {
  const t = playerSuite({ env: { ...TEST_AUTH_ENV, BLOCKED_COUNTRIES: 'us,RU' } });

  it('is refused sign-up with 403 in the envelope; an allowed country signs up', async () => {
    const blocked = await signUp(t.app, {}, client(t.app, {}, {}, US));
    expect(blocked.res.statusCode).toBe(403);
    expect(blocked.res.json()).toEqual({ code: 403, message: 'Real-money play is not available in your country' });

    const allowed = await signUp(t.app, {}, client(t.app, {}, {}, FI));
    expect(allowed.res.statusCode, allowed.res.body).toBe(200);
  });

  it('is refused deposits; an allowed country deposits', async () => {
    const player = await makePlayer(t);
    const refused = await deposit(t, player.id, US);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 403 });

    const paid = await deposit(t, player.id, FI);
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it('counts refusals in the metrics by reason and scope', async () => {
    const metrics = await t.app.inject({ url: '/metrics', headers: OPERATOR });
    const line = metrics.body
      .split('\n')
      .find((l) => l.startsWith('fortuna_access_refused_total{') && l.includes('reason="country"') && l.includes('scope="real_money"'));
    expect(Number(line?.split(' ').pop())).toBeGreaterThanOrEqual(2);
  });

  it('may still browse (play money): the site config and the catalogue answer', async () => {
    for (const url of ['/api/app/config', '/api/game/tiles']) {
      const res = await t.app.inject({ url, remoteAddress: US });
      expect(res.statusCode, url).toBe(200);
    }
  });
});

describe('a blocked country without browsing (ALLOWED_COUNTRIES, BLOCKED_COUNTRY_BROWSING=false)', () => {
  const t = testSuite(() => buildTestApp({ env: { ALLOWED_COUNTRIES: 'FI,SE', BLOCKED_COUNTRY_BROWSING: 'false' } }));

  it('gets 403 on every call; an allowed country and an address with no country pass; health checks always answer', async () => {
    const blocked = await t.app.inject({ url: '/api/app/config', remoteAddress: US });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ code: 403, message: ACCESS_BLOCKED_MESSAGE });

    expect((await t.app.inject({ url: '/api/app/config', remoteAddress: FI })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/app/config', remoteAddress: '10.20.30.40' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/healthz', remoteAddress: US })).statusCode).toBe(200);
  });
});

describe('the operator IP block list behind a proxy (TRUST_PROXY)', () => {
  // the load balancer is 127.0.0.1 (inject's default remote address)
  const t = testSuite(() => buildTestApp({ env: { TRUST_PROXY: '127.0.0.1' } }));

  const viaProxy = (visitor: string) => t.app.inject({ url: '/api/app/config', headers: { 'x-forwarded-for': visitor } });

  it('is operator-only', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-the-operator-token-at-all' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/operator/ip-blocks', headers, payload: { range: '203.0.113.0/24' } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 403, message: 'Operator credential required' });
    }
  });

  it('refuses junk ranges with a 400 envelope', async () => {
    for (const range of ['not-an-ip', '10.0.0.0/4', '1.2.3.4/40']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/operator/ip-blocks', headers: OPERATOR, payload: { range } });
      expect(res.statusCode, range).toBe(400);
      expect(res.json()).toMatchObject({ code: 400 });
    }
  });

  it('blocks the forwarded client address, not the proxy; removing the range lets it in again', async () => {
    expect((await viaProxy('203.0.113.9')).statusCode).toBe(200);

    const added = await t.app.inject({
      method: 'POST',
      url: '/api/operator/ip-blocks',
      headers: OPERATOR,
      payload: { range: '203.0.113.0/24', reason: 'abuse' },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ range: '203.0.113.0/24', reason: 'abuse' });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/operator/ip-blocks',
      headers: OPERATOR,
      payload: { range: '203.0.113.0/24' },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(added.json().id);

    const blocked = await viaProxy('203.0.113.9');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({ code: 403, message: ACCESS_BLOCKED_MESSAGE });
    // the proxy itself and other visitors behind it pass
    expect((await viaProxy('198.51.100.1')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/app/config' })).statusCode).toBe(200);
    // an address that is not the trusted proxy cannot claim another's address
    const spoofed = await t.app.inject({
      url: '/api/app/config',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
    expect(spoofed.statusCode).toBe(403);
    const untrusted = await t.app.inject({
      url: '/api/app/config',
      remoteAddress: '10.9.9.9',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(untrusted.statusCode).toBe(200);
    // operators and health checks are never locked out
    expect(
      (await t.app.inject({ url: '/api/operator/ip-blocks', headers: { ...OPERATOR, 'x-forwarded-for': '203.0.113.9' } })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/healthz', headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(200);

    const list = await t.app.inject({ url: '/api/operator/ip-blocks', headers: OPERATOR });
    expect(list.json().items.map((i: { range: string }) => i.range)).toEqual(['203.0.113.0/24']);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/operator/ip-blocks/${added.json().id}`, headers: OPERATOR });
    expect(removed.statusCode).toBe(200);
    expect((await viaProxy('203.0.113.9')).statusCode).toBe(200);
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/operator/ip-blocks/${added.json().id}`, headers: OPERATOR });
    expect(gone.statusCode).toBe(404);
  });
});
