import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeChannel } from '@fortuna/contracts';
import { auditLog } from '../../../platform/audit/audit.tables';
import { recordingPublisher } from '../../../platform/realtime';
import type { TestApp } from '../../../../test/helpers';
import { players } from '../../player';
import { DEVICE_CHANGED } from '../auth.events';
import { authTestApp, client, signUp, solveCaptcha } from './support';

const totpNow = (secret: string, t: TestApp) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: t.clock.now().getTime() });

describe('login, sessions and codes 5000–5006', () => {
  let t: TestApp;
  const pushed = recordingPublisher();
  beforeAll(async () => {
    t = await authTestApp({ realtime: pushed });
  });
  afterAll(() => t.close());

  const login = (c: ReturnType<typeof client>, body: Record<string, unknown>) => c.req('POST', '/api/login', body);

  it('logs in by email or nickname; logout ends the session', async () => {
    const { body } = await signUp(t.app);
    const c = client(t.app);
    expect((await c.req('GET', '/api/login/check')).json()).toEqual({ auth: false });
    const res = await login(c, { email: body.email, password: body.passwordPlain });
    expect(res.statusCode, res.body).toBe(200);
    expect(c.cookies.fortuna_session).toBeDefined();
    // the session is HttpOnly; the page's script sees only the hint that one exists
    const set = res.cookies as { name: string; httpOnly?: boolean }[];
    expect(set.find((k) => k.name === 'fortuna_session')?.httpOnly).toBe(true);
    expect(set.find((k) => k.name === 'fortuna_signed_in')?.httpOnly).toBeFalsy();
    expect((await c.req('GET', '/api/login/check')).json()).toEqual({ auth: true });
    const info = await c.req('GET', '/api/player/session/info?inGame=1');
    expect(info.json()).toMatchObject({ auth: true, inGame: true });
    const old = { ...c.cookies };
    expect((await c.req('POST', '/api/logout')).statusCode).toBe(200);
    expect(c.cookies.fortuna_session).toBeUndefined();
    expect(c.cookies.fortuna_signed_in).toBeUndefined();
    const replay = client(t.app, old);
    expect((await replay.req('GET', '/api/player/info')).statusCode).toBe(401);
    expect((await replay.req('GET', '/api/player/session/info')).statusCode).toBe(401);
    const byLogin = await login(client(t.app), { email: body.login, password: body.passwordPlain });
    expect(byLogin.statusCode).toBe(200);
  });

  it('5003 without saying which part was wrong', async () => {
    const { body } = await signUp(t.app);
    const wrongPassword = await login(client(t.app), { email: body.email, password: 'Wrong-pass1' });
    const unknown = await login(client(t.app), { email: 'nobody@fortuna.test', password: 'Wrong-pass1' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual(unknown.json());
    expect(wrongPassword.json().code).toBe(5003);
  });

  it('5004: the account is locked after 5 failures, for 15 minutes (FakeClock); captcha after 3 (5000 without it)', async () => {
    const { body } = await signUp(t.app);
    for (let i = 0; i < 3; i++) expect((await login(client(t.app), { email: body.email, password: 'Wrong-pass1' })).json().code).toBe(5003);
    expect((await t.app.inject({ url: `/api/captcha-need?action=login&email=${body.email}` })).json().need).toBe(true);
    const noCaptcha = await login(client(t.app), { email: body.email, password: body.passwordPlain });
    expect((await login(client(t.app), { email: `${body.email}x`, password: body.passwordPlain })).json().code).toBe(5003);
    expect(noCaptcha.json().code).toBe(5000);
    for (let i = 0; i < 2; i++) {
      const r = await login(client(t.app), { email: body.email, password: 'Wrong-pass1', captcha: await solveCaptcha(t.app) });
      expect(r.json().code).toBe(5003);
    }
    const locked = await login(client(t.app), { email: body.email, password: body.passwordPlain, captcha: await solveCaptcha(t.app) });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe(5004);
    t.clock.advance(14 * 60_000);
    expect((await login(client(t.app), { email: body.email, password: body.passwordPlain })).json().code).toBe(5004);
    t.clock.advance(61_000);
    const ok = await login(client(t.app), { email: body.email, password: body.passwordPlain, captcha: await solveCaptcha(t.app) });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('per address: a captcha, then a growing pause, never a lockout of other accounts; a browser that signed in before is not slowed', async () => {
    const other = await buildIsolated();
    try {
      const ip = '192.0.2.77';
      const fromIp = () => client(other.app, {}, {}, ip);
      const ghost = (i: number, captcha?: string) =>
        login(fromIp(), { email: `ghost${i}@fortuna.test`, password: 'Wrong-pass1', ...(captcha ? { captcha } : {}) });
      const { body } = await signUp(other.app, {}, fromIp());
      for (let i = 0; i < 3; i++) expect((await ghost(i)).json().code).toBe(5003);
      // after 3 failures from the address, a captcha first
      expect((await ghost(3)).json().code).toBe(5000);
      for (let i = 3; i < 10; i++) expect((await ghost(i, await solveCaptcha(other.app))).json().code).toBe(5003);
      // after 10, a pause that doubles with every further failure (1 s, 2 s, …), answered 429
      const paused = await login(fromIp(), { email: body.email, password: body.passwordPlain, captcha: await solveCaptcha(other.app) });
      expect(paused.statusCode).toBe(429);
      expect(paused.json()).toMatchObject({ code: 429, errors: { retryAfter: ['1'] } });
      other.clock.advance(1_000);
      // the innocent account behind the same address is never locked
      const known = fromIp();
      const innocent = await login(known, { email: body.email, password: body.passwordPlain, captcha: await solveCaptcha(other.app) });
      expect(innocent.statusCode, innocent.body).toBe(200);
      expect((await ghost(10, await solveCaptcha(other.app))).json().code).toBe(5003);
      expect((await ghost(11, await solveCaptcha(other.app))).json()).toMatchObject({ code: 429, errors: { retryAfter: ['2'] } });
      // the browser that signed in last (its signed device cookie is the account's device) is not slowed
      const again = await known.req('POST', '/api/login', { email: body.email, password: body.passwordPlain });
      expect(again.statusCode, again.body).toBe(200);
      // a device cookie without our signature is not the account's device: slowed like any stranger
      const forged = client(other.app, { fortuna_device: known.cookies.fortuna_device.split('.')[0] }, {}, ip);
      expect((await login(forged, { email: body.email, password: body.passwordPlain })).json().code).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('5001 full block, 5005 closed, 5002 suspended until a date', async () => {
    const set = async (email: string, patch: Partial<typeof players.$inferInsert>) =>
      t.database.db.update(players).set(patch).where(eq(players.email, email));
    const a = await signUp(t.app);
    await set(a.body.email, { blockStatus: 2 });
    expect((await login(client(t.app), { email: a.body.email, password: a.body.passwordPlain })).json().code).toBe(5001);
    const b = await signUp(t.app);
    await set(b.body.email, { status: 'closed' });
    expect((await login(client(t.app), { email: b.body.email, password: b.body.passwordPlain })).json().code).toBe(5005);
    const c = await signUp(t.app);
    await set(c.body.email, { suspendedUntil: new Date(t.clock.now().getTime() + 3_600_000) });
    const r = await login(client(t.app), { email: c.body.email, password: c.body.passwordPlain });
    expect(r.json().code).toBe(5002);
    expect(r.json().message).toMatch(/until/);
  });

  it('a new device ends the other sessions, emits auth.deviceChanged and is audited', async () => {
    const { body, client: first } = await signUp(t.app);
    const seen: unknown[] = [];
    const off = t.events.on(DEVICE_CHANGED, (e) => void seen.push(e));
    const sameDevice = client(t.app, { fortuna_device: first.cookies.fortuna_device });
    expect((await login(sameDevice, { email: body.email, password: body.passwordPlain })).statusCode).toBe(200);
    expect((await first.req('GET', '/api/player/info')).statusCode).toBe(200);
    expect(seen).toHaveLength(0);
    const phone = client(t.app);
    const r = await login(phone, { email: body.email, password: body.passwordPlain });
    // the cookie is `<device id>.<signature>`
    expect(r.json().deviceId).toBe(phone.cookies.fortuna_device.split('.')[0]);
    expect((await first.req('GET', '/api/player/info')).statusCode).toBe(401);
    expect((await sameDevice.req('GET', '/api/player/info')).statusCode).toBe(401);
    const info = (await phone.req('GET', '/api/player/info')).json();
    expect(info.deviceId).toBe(phone.cookies.fortuna_device.split('.')[0]);
    expect(seen).toEqual([{ playerId: info.id, deviceId: info.deviceId }]);
    // the other devices hear it on the player's profile channel ('new device login')
    expect(pushed.sent).toContainEqual({
      channel: realtimeChannel.profile('fortuna', info.id),
      message: { type: 'deviceChanged', payload: { deviceId: info.deviceId } },
    });
    const events = (await t.database.db.select().from(auditLog).where(eq(auditLog.playerId, info.id))).map((e) => e.event);
    expect(events).toEqual(expect.arrayContaining(['auth.signup', 'auth.login.ok', 'auth.newDevice']));
    off();
  });

  it('2FA: enrol with a QR code, 5006 at login, TOTP and recovery codes, disable with password', async () => {
    const { body, client: c } = await signUp(t.app);
    const secretRes = (await c.req('POST', '/api/2fa/secret')).json();
    expect(secretRes.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(secretRes.otpauthUrl).toContain('otpauth://totp/Fortuna');
    expect((await c.req('POST', '/api/2fa/validate/google/000000')).statusCode).toBe(400);
    const enabled = await c.req('POST', `/api/2fa/validate/google/${totpNow(secretRes.secret, t)}`);
    expect(enabled.statusCode, enabled.body).toBe(200);
    const { recoveryCodes } = enabled.json();
    expect(recoveryCodes).toHaveLength(10);
    expect((await c.req('GET', '/api/2fa/status')).json()).toEqual({ enabled: true, recoveryCodesLeft: 10 });

    const device = { fortuna_device: c.cookies.fortuna_device };
    const noCode = await login(client(t.app, device), { email: body.email, password: body.passwordPlain });
    expect(noCode.json().code).toBe(5006);
    const wrong = await login(client(t.app, device), { email: body.email, password: body.passwordPlain, code: '123456' });
    expect(wrong.json()).toMatchObject({ code: 5006, errors: { code: ['errors.totpInvalid'] } });
    t.clock.advance(30_000);
    const code = totpNow(secretRes.secret, t);
    expect((await login(client(t.app, device), { email: body.email, password: body.passwordPlain, code })).statusCode).toBe(200);
    // the same code cannot be replayed
    expect((await login(client(t.app, device), { email: body.email, password: body.passwordPlain, code })).json().code).toBe(5006);
    const rc = client(t.app, device);
    expect((await login(rc, { email: body.email, password: body.passwordPlain, code: recoveryCodes[0] })).statusCode).toBe(200);
    expect(
      (await login(client(t.app, device), { email: body.email, password: body.passwordPlain, code: recoveryCodes[0] })).json().code,
    ).toBe(5006);

    expect((await rc.req('POST', '/api/2fa/disable', { password: 'Wrong-pass1' })).json().code).toBe(5103);
    expect((await rc.req('POST', '/api/2fa/disable', { password: body.passwordPlain })).statusCode).toBe(200);
    expect((await login(client(t.app, device), { email: body.email, password: body.passwordPlain })).statusCode).toBe(200);
  });

  it('auth log: 20 per page with time, IP, device, result; only the player’s own rows', async () => {
    const { body, client: c } = await signUp(t.app);
    // a second apart, so "newest first" has one answer (rows of the same instant have no order)
    for (let i = 0; i < 22; i++) {
      t.clock.advance(1000);
      await login(client(t.app, { fortuna_device: c.cookies.fortuna_device }, {}, '198.51.100.9'), {
        email: body.email,
        password: i === 5 || i === 9 ? 'Wrong-pass1' : body.passwordPlain,
      });
    }
    const page1 = await c.req('GET', '/api/history/auth-log?page=1');
    expect(page1.statusCode, page1.body).toBe(200);
    const p1 = page1.json();
    expect(p1.collection).toHaveLength(20);
    expect(p1.collection[0]).toMatchObject({ ip: '198.51.100.9', device: 'vitest-browser' });
    expect(p1.collection[0].time).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(new Set(p1.collection.map((r: { result: string }) => r.result))).toEqual(new Set(['success', 'failure']));
    expect(p1.total).toBeGreaterThan(20);
    const p2 = (await c.req('GET', '/api/history/auth-log?page=2')).json();
    expect(p2.collection.length).toBe(p1.total - 20);
    expect((await t.app.inject({ url: '/api/history/auth-log' })).statusCode).toBe(401);
  });

  it('player info, profile, language, terms', async () => {
    const { body, client: c } = await signUp(t.app);
    const info = (await c.req('GET', '/api/player/info')).json();
    for (const key of [
      'auth',
      'id',
      'login',
      'deviceId',
      'language',
      'balance',
      'blockStatus',
      'phoneConfirmed',
      'rejectedPaymentsCount',
      'policyAccepted',
      'termsAccepted',
      'accountPolicyName',
      'verifiedSumSub',
      'trusted',
      'status',
      'profileComplete',
    ]) {
      expect(info).toHaveProperty(key);
    }
    const profile = (await c.req('GET', '/api/profile/info')).json();
    expect(profile).toMatchObject({ email: body.email, country: 'FR' });
    expect(profile.registrationDate).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect((await c.req('PUT', '/api/player/language', { language: 'de' })).statusCode).toBe(200);
    expect((await c.req('GET', '/api/player/info')).json().language).toBe('de');
    expect((await c.req('PUT', '/api/player/language', { language: 'xx' })).statusCode).toBe(400);
    await t.database.db.update(players).set({ termsAccepted: false, policyAccepted: false }).where(eq(players.id, info.id));
    expect((await c.req('POST', '/api/accept-terms?accept-new-terms=1')).statusCode).toBe(200);
    expect((await c.req('GET', '/api/player/info')).json()).toMatchObject({ termsAccepted: true, policyAccepted: false });
    expect((await c.req('POST', '/api/accept-terms?type=both')).statusCode).toBe(200);
    expect((await c.req('GET', '/api/player/info')).json()).toMatchObject({ termsAccepted: true, policyAccepted: true });
    expect((await c.req('POST', '/api/accept-terms')).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/accept-terms?type=both', headers: { 'content-type': 'application/json' } }))
        .statusCode,
    ).toBe(401);
  });

  it('redirect after login comes from the server-side cookie, only for local paths', async () => {
    const { body } = await signUp(t.app);
    const c = client(t.app);
    const set = await c.req('POST', '/api/login/redirect', { path: '/player/security' });
    expect(set.statusCode, set.body).toBe(200);
    expect(c.cookies.fortuna_redirect).toBe('/player/security');
    const r = await login(c, { email: body.email, password: body.passwordPlain });
    expect(r.json().redirect).toBe('/player/security');
    expect(c.cookies.fortuna_redirect).toBeUndefined();
    // anything a browser would resolve off this site is refused (tabs and line breaks are dropped by URL parsers)
    for (const path of [
      '//evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\\evil.example',
      'https://evil.example/',
      '/%09/x\u0000',
      ' /x',
    ]) {
      const evil = client(t.app);
      const res = await evil.req('POST', '/api/login/redirect', { path });
      expect(res.statusCode, path).toBe(400);
      expect(res.json().code).toBe(400);
      expect(evil.cookies.fortuna_redirect).toBeUndefined();
    }
    // a cookie set some other way is checked again at login
    const planted = client(t.app, { fortuna_redirect: '/\t/evil.example' });
    expect((await login(planted, { email: body.email, password: body.passwordPlain })).json().redirect).toBeNull();
  });
});

async function buildIsolated() {
  return authTestApp();
}
