import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailbox, type TestApp } from '../../../../test/helpers';
import { authTestApp, client, latestMailLinks, payloadOf, signUp } from './support';

const lastSms = async (t: TestApp, to: string) => {
  const box = await readMailbox(t.app);
  return box.sms.find((s) => s.to === to)?.text.match(/\d{7}/)?.[0];
};

describe('email confirmation, password change and reset, phone codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await authTestApp();
  });
  afterAll(() => t.close());

  it('confirmation link: signed, single use, expires after 48 hours; resend replaces it', async () => {
    const { body, client: c } = await signUp(t.app);
    const payload = payloadOf((await latestMailLinks(t.app, body.email))[0]);
    const anon = client(t.app, {}, { 'accept-language': 'de' });
    expect((await anon.req('POST', `/api/player/confirm/email/${payload.slice(0, -2)}xx`)).json()).toMatchObject({
      code: 400,
      message: 'Dieser Link ist ungültig.',
    });
    const ok = await anon.req('POST', `/api/player/confirm/email/${payload}`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await c.req('GET', '/api/player/info')).json().emailConfirmed).toBe(true);
    const again = await anon.req('POST', `/api/player/confirm/email/${payload}`);
    expect(again.json()).toMatchObject({ code: 400, message: 'Dieser Link wurde bereits verwendet.' });

    const second = await signUp(t.app);
    const first = payloadOf((await latestMailLinks(t.app, second.body.email))[0]);
    expect((await second.client.req('POST', '/api/player/confirm/email/resend')).statusCode).toBe(429);
    t.clock.advance(61_000);
    expect((await second.client.req('POST', '/api/player/confirm/email/resend')).statusCode).toBe(200);
    const fresh = payloadOf((await latestMailLinks(t.app, second.body.email))[0]);
    expect(fresh).not.toBe(first);
    expect((await anon.req('POST', `/api/player/confirm/email/${first}`)).statusCode).toBe(400);
    t.clock.advance(48 * 3_600_000 + 1000);
    expect((await anon.req('POST', `/api/player/confirm/email/${fresh}`)).json().message).toBe(
      'Dieser Link ist abgelaufen. Bitte fordere einen neuen an.',
    );
  });

  it('request/confirm/email can correct the address (4002 when taken)', async () => {
    const other = await signUp(t.app);
    const { client: c } = await signUp(t.app);
    t.clock.advance(61_000);
    const taken = await c.req('POST', '/api/request/confirm/email', { email: other.body.email });
    expect(taken.json().code).toBe(4002);
    const res = await c.req('POST', '/api/request/confirm/email', { email: 'corrected1@fortuna.test' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await latestMailLinks(t.app, 'corrected1@fortuna.test')).toHaveLength(1);
  });

  it('password change: 5103 wrong current, 5105, 5106, 5101; other sessions end', async () => {
    const { body, client: c } = await signUp(t.app);
    const other = client(t.app, { fortuna_device: c.cookies.fortuna_device });
    expect((await other.req('POST', '/api/login', { email: body.email, password: body.passwordPlain })).statusCode).toBe(200);
    const change = (currentPassword: string, p: string) =>
      c.req('POST', '/api/player/password/change', { currentPassword, passwordPlain: p, passwordConfirm: p });
    expect((await change('Wrong-pass1', 'Brand-new-1')).json()).toMatchObject({ code: 5103, errors: { currentPassword: ['errors.5103'] } });
    const asEmail = body.email.replace(/^./, (ch) => ch.toUpperCase()) + '1';
    void asEmail;
    expect((await change(body.passwordPlain, body.passwordPlain)).json().code).toBe(5101);
    expect((await change(body.passwordPlain, 'weak')).json().code).toBe(400);
    expect((await change(body.passwordPlain, 'Brand-new-1')).statusCode).toBe(200);
    expect((await other.req('GET', '/api/player/info')).statusCode).toBe(401);
    expect((await c.req('GET', '/api/player/info')).statusCode).toBe(200);
    expect((await change('Brand-new-1', body.passwordPlain)).json().code).toBe(5101);
  });

  it('5105 / 5106 when the new password is the email or the login', async () => {
    const { body, client: c } = await signUp(t.app, { login: 'Nick12345', email: 'Mix9@fortuna.test' });
    const change = (p: string) =>
      c.req('POST', '/api/player/password/change', { currentPassword: body.passwordPlain, passwordPlain: p, passwordConfirm: p });
    expect((await change('Mix9@fortuna.test')).json()).toMatchObject({ code: 5105, errors: { passwordPlain: ['errors.5105'] } });
    expect((await change('Nick12345')).json()).toMatchObject({ code: 5106, errors: { passwordPlain: ['errors.5106'] } });
  });

  it('reset: same answer for unknown emails, link expires in 1 hour, single use, rules apply, sessions end', async () => {
    const { body, client: c } = await signUp(t.app);
    const anon = client(t.app);
    expect((await anon.req('POST', '/api/password/reset/send', { email: 'nobody@fortuna.test' })).json()).toEqual({ status: true });
    expect((await anon.req('POST', '/api/password/reset/send', { email: body.email })).json()).toEqual({ status: true });
    const links = await latestMailLinks(t.app, body.email);
    expect(links[0]).toContain('/reset/password/');
    const payload = payloadOf(links[0]);
    const reset = (p: string, pl = payload) =>
      anon.req('POST', '/api/password/reset', { payload: pl, passwordPlain: p, passwordConfirm: p });
    expect((await reset(body.passwordPlain)).json().code).toBe(5101);
    expect((await reset(body.login)).json().code).toBe(400); // fails the strength rules first
    expect((await reset('Reset-pass2')).statusCode).toBe(200);
    expect((await c.req('GET', '/api/player/info')).statusCode).toBe(401);
    expect((await reset('Reset-pass3')).json().errors).toEqual({ payload: ['errors.linkUsed'] });
    expect((await anon.req('POST', '/api/login', { email: body.email, password: 'Reset-pass2' })).statusCode).toBe(200);

    t.clock.advance(61_000);
    await anon.req('POST', '/api/password/reset/send', { email: body.email });
    const late = payloadOf((await latestMailLinks(t.app, body.email))[0]);
    t.clock.advance(60 * 60_000 + 1);
    expect((await reset('Reset-pass4', late)).json().errors).toEqual({ payload: ['errors.linkExpired'] });
  });

  it('phone: 7-digit codes, 4035 on a wrong code, a 1-minute wait between sends, 120 minutes after 3 sends', async () => {
    const { client: c } = await signUp(t.app);
    const send = (body?: unknown) => c.req('POST', '/api/player/confirm/phone/send', body);
    const none = await send();
    expect(none.json().errors?.phone, none.body).toEqual(['errors.phoneInvalid']);
    expect((await send({ phoneCode: '+33', phone: '12' })).statusCode).toBe(400);
    const first = await send({ phoneCode: '+33', phone: '612345678' });
    expect(first.json()).toEqual({ timeout: 60, locked: false, phoneConfirmed: false });
    expect((await c.req('GET', '/api/player/confirm/phone/timeout')).json().timeout).toBe(60);
    t.clock.advance(30_000);
    expect((await send()).statusCode).toBe(429);
    expect((await c.req('GET', '/api/player/confirm/phone/timeout')).json().timeout).toBe(30);
    t.clock.advance(30_000);
    expect((await send()).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await send()).statusCode).toBe(200);
    t.clock.advance(60_000);
    const locked = await send();
    expect(locked.statusCode).toBe(429);
    expect((await c.req('GET', '/api/player/confirm/phone/timeout')).json()).toMatchObject({ timeout: 7200, locked: true });
    t.clock.advance(119 * 60_000);
    expect((await send()).statusCode).toBe(429);
    t.clock.advance(60_000);
    expect((await send()).statusCode).toBe(200);
    const code = await lastSms(t, '+33612345678');
    expect(code).toMatch(/^\d{7}$/);
    const wrong = code === '1234567' ? '7654321' : '1234567';
    expect((await c.req('POST', `/api/player/confirm/phone/${wrong}`)).json()).toMatchObject({
      code: 4035,
      errors: { code: ['errors.4035'] },
    });
    expect((await c.req('POST', '/api/player/confirm/phone/123')).statusCode).toBe(400);
    expect((await c.req('POST', `/api/player/confirm/phone/${code}`)).statusCode).toBe(200);
    expect((await c.req('GET', '/api/player/info')).json().phoneConfirmed).toBe(true);
  });

  it('phone: three wrong codes lock code entry for 120 minutes', async () => {
    const { client: c } = await signUp(t.app);
    await c.req('POST', '/api/player/confirm/phone/send', { phoneCode: '+48', phone: '501234567' });
    const code = (await lastSms(t, '+48501234567'))!;
    const wrong = code === '1111111' ? '2222222' : '1111111';
    for (let i = 0; i < 3; i++) expect((await c.req('POST', `/api/player/confirm/phone/${wrong}`)).json().code).toBe(4035);
    expect((await c.req('POST', `/api/player/confirm/phone/${code}`)).statusCode).toBe(429);
    t.clock.advance(120 * 60_000);
    expect((await c.req('POST', '/api/player/confirm/phone/send')).statusCode).toBe(200);
  });
});
