import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../src/modules/player';
import { cashierManualVerifications } from '../src/modules/cashier/cashier.tables';
import { authTestApp, client, signUp, type Client } from '../src/modules/auth/test/support';
import type { TestApp } from './helpers';
import { testEnv } from './helpers';

/**
 * The hardening of issue 14 that is not one module's business: CSRF, authentication before
 * validation, control characters, errors outside the router, operator steps on unknown ids, the
 * device cookie.
 */
describe('security conventions', () => {
  let t: TestApp;
  let me: Client;
  beforeAll(async () => {
    t = await authTestApp();
    me = (await signUp(t.app)).client;
  });
  afterAll(() => t.close());

  const operator = { authorization: `Bearer ${testEnv().OPERATOR_TOKEN}` };

  describe('CSRF: origin and content type on every state change', () => {
    it('refuses another origin, a cross-site fetch and a "null" origin, and changes nothing', async () => {
      const attempts: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
        { origin: 'null' },
      ];
      for (const headers of attempts) {
        const res = await me.req('POST', '/api/player/lite-block', undefined, headers);
        expect(res.statusCode, JSON.stringify(headers)).toBe(403);
        expect(res.json()).toMatchObject({ code: 403 });
        const put = await me.req('PUT', '/api/player/language', { language: 'de' }, headers);
        expect(put.statusCode).toBe(403);
      }
      expect((await me.req('GET', '/api/player/info')).json().language).not.toBe('de');
      expect((await me.req('POST', '/api/logout', undefined, { origin: 'https://evil.example' })).statusCode).toBe(403);
      expect((await me.req('GET', '/api/login/check')).json()).toEqual({ auth: true });
    });

    it('refuses a bodiless or text/plain state change (what a cross-site form or simple fetch sends)', async () => {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
        const res = await me.req('POST', '/api/logout', undefined, { 'content-type': type });
        expect(res.statusCode, type).toBe(415);
        expect(res.json()).toMatchObject({ code: 415 });
      }
      const bare = await t.app.inject({
        method: 'POST',
        url: '/api/accept-terms?type=both',
        headers: { cookie: `fortuna_session=${me.cookies.fortuna_session}` },
      });
      expect(bare.statusCode).toBe(415);
      expect((await me.req('GET', '/api/login/check')).json()).toEqual({ auth: true });
    });

    it('accepts the site itself: same origin or no origin, JSON, bodiless included', async () => {
      expect(
        (await me.req('POST', '/api/player/lite-block', undefined, { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }))
          .statusCode,
      ).toBe(200);
      expect((await me.req('PUT', '/api/player/language', { language: 'fr' }, { origin: 'http://localhost:3000' })).statusCode).toBe(200);
      expect((await me.req('POST', '/api/player/lite-block')).statusCode).toBe(200);
    });

    it('server to server and bearer callers keep working: signed callbacks take any type, operators need no JSON type', async () => {
      const unsigned = await t.app.inject({
        method: 'POST',
        url: '/api/cashier/callback/sandbox',
        headers: { 'content-type': 'text/plain' },
        payload: '{}',
      });
      expect(unsigned.statusCode).toBe(401);
      const id = (await me.req('GET', '/api/player/info')).json().id as string;
      const verify = await t.app.inject({ method: 'POST', url: `/api/operator/players/${id}/verify`, headers: operator });
      expect(verify.statusCode, verify.body).toBe(200);
    });
  });

  it('authenticates before validating: a visitor gets 401, not the field errors', async () => {
    const json = { 'content-type': 'application/json' };
    for (const [method, url, payload] of [
      ['PUT', '/api/player/profile', {}],
      ['POST', '/api/cashier/withdrawal', { amount: 'x' }],
      ['POST', '/api/2fa/disable', { password: 1 }],
      ['POST', '/api/history/payment/not-a-uuid/cancel', {}],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: json, payload });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().errors).toBeUndefined();
    }
    const op = await t.app.inject({ method: 'POST', url: '/api/operator/payments/x/reject', headers: json, payload: { reason: 'x' } });
    expect(op.statusCode).toBe(403);
  });

  it('refuses NUL and other control characters in any field with a 400, and they never reach the database', async () => {
    const login = await client(t.app).req('POST', '/api/login', { email: 'a\u0000b', password: 'x' });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toMatchObject({ code: 400, errors: { email: ['errors.controlCharacters'] } });
    const exist = await t.app.inject({ url: '/api/email/signup/exist?value=a%00b' });
    expect(exist.statusCode).toBe(400);
    const key = await me.req('PUT', '/api/player/language', JSON.parse('{"lang\\u0000":"de"}'));
    expect(key.statusCode).toBe(400);
    const profile = await me.req('PUT', '/api/player/profile', {
      name: 'Ada',
      surname: 'Lovelace',
      birthDate: '1990-01-01',
      country: 'FR',
      phoneCode: '+33',
      phone: '612345678',
      city: 'Paris\u0007',
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().errors).toHaveProperty('city');
    const surrogate = await client(t.app).req('POST', '/api/password/reset/send', { email: 'x\ud800@fortuna.test' });
    expect(surrogate.statusCode).toBe(400);
  });

  it('answers a bad % escape in the path in the envelope', async () => {
    const res = await t.app.inject({ url: '/api/games/block/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 400, message: 'Malformed URL' });
  });

  it('answers headers over 16 KB in the envelope (431), from the HTTP parser itself', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: `/api/games?q=${'x'.repeat(60_000)}` }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(address).toContain('127.0.0.1');
    expect(answer.status).toBe(431);
    expect(answer.type).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ code: 431, message: 'Request headers are too large' });
  });

  it('operator verify of a player that does not exist: 404, nothing stored', async () => {
    const ghost = randomUUID();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/operator/players/${ghost}/verify`,
      headers: { ...operator, 'content-type': 'application/json' },
      payload: { note: 'x' },
    });
    expect(res.statusCode).toBe(404);
    expect(await t.database.db.select().from(cashierManualVerifications).where(eq(cashierManualVerifications.playerId, ghost))).toEqual([]);
  });

  it('never adopts a device id the browser chose: a forged device cookie gets a fresh, signed one', async () => {
    const { body } = await signUp(t.app);
    const planted = client(t.app, { fortuna_device: 'attacker-chosen-device' });
    const res = await planted.req('POST', '/api/login', { email: body.email, password: body.passwordPlain });
    expect(res.statusCode, res.body).toBe(200);
    const [id, signature] = planted.cookies.fortuna_device.split('.');
    expect(id).not.toBe('attacker-chosen-device');
    expect(signature).toMatch(/^[\w-]{22}$/);
    const [row] = await t.database.db.select({ deviceId: players.deviceId }).from(players).where(eq(players.email, body.email));
    expect(row.deviceId).toBe(id);
    // and a signed cookie with its id altered is refused the same way
    const altered = client(t.app, { fortuna_device: `${randomUUID()}.${signature}` });
    await altered.req('POST', '/api/login', { email: body.email, password: body.passwordPlain });
    expect(altered.cookies.fortuna_device.split('.')[1]).not.toBe(signature);
  });

  it('a new 2FA secret is a POST; GET no longer exists', async () => {
    expect((await me.req('GET', '/api/2fa/secret')).statusCode).toBe(404);
    const res = await me.req('POST', '/api/2fa/secret');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ secret: expect.any(String), qrCode: expect.stringMatching(/^data:image\/png;base64,/) });
  });

  it('with the sandbox off: no bar, no sandbox payment method, no 3-D Secure page, and the cashier still answers', async () => {
    expect((await t.app.inject({ url: '/api/app/config' })).json().projectConfig.sandbox).toBe(true);
    const off = await authTestApp({ env: { SANDBOX_PROVIDERS: 'false' } });
    try {
      expect((await off.app.inject({ url: '/api/app/config' })).json().projectConfig.sandbox).toBe(false);
      expect((await off.app.inject({ url: '/api/payment/currencies' })).json()).toEqual({});
      const player = (await signUp(off.app)).client;
      const deposit = await player.req('POST', '/api/cashier/deposit', {
        paymentSystem: 'sandbox-card',
        amount: 2_000,
        card: { number: '4242 4242 4242 4242', holder: 'Ada Lovelace', expiry: '12/30', cvc: '123' },
      });
      expect(deposit.statusCode).toBe(400);
      expect((await player.req('GET', '/api/withdrawal-limits')).statusCode).toBe(200);
      expect((await off.app.inject({ url: '/api/cashier/sandbox/3ds/sbx_abcdefgh' })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
