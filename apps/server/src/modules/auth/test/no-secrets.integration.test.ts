import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailbox, type TestApp } from '../../../../test/helpers';
import { authTestApp, client, latestMailLinks, payloadOf, signUp } from './support';

/** No password, token or code in the log or in any API answer (the dev mailbox excepted: that is its job). */
describe('secrets stay out of logs and responses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await authTestApp({ captureLog: true });
  });
  afterAll(() => t.close());

  it('walks every flow and greps the captured log and the bodies', async () => {
    const bodies: string[] = [];
    const secrets: string[] = [];
    const { res, body, client: c } = await signUp(t.app);
    bodies.push(res.body);
    secrets.push(body.passwordPlain, c.cookies.fortuna_session);
    const track = async (p: Promise<{ body: string }>) => {
      const r = await p;
      bodies.push(r.body);
      return r;
    };
    const anon = client(t.app);
    await track(anon.req('POST', '/api/login', { email: body.email, password: 'Wrong-pass-77' }));
    secrets.push('Wrong-pass-77');
    const confirm = payloadOf((await latestMailLinks(t.app, body.email))[0]);
    secrets.push(confirm);
    await track(anon.req('POST', `/api/player/confirm/email/${confirm}`));
    await track(anon.req('POST', `/api/player/confirm/email/${confirm}`));

    await track(c.req('POST', '/api/player/confirm/phone/send', { phoneCode: '+40', phone: '721000111' }));
    const box = await readMailbox(t.app);
    const smsCode = box.sms.find((s) => s.to === '+40721000111')!.text.match(/\d{7}/)![0];
    secrets.push(smsCode);
    await track(c.req('POST', `/api/player/confirm/phone/${smsCode}`));

    const secret = (await c.req('POST', '/api/2fa/secret')).json().secret as string;
    const totp = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: t.clock.now().getTime() });
    await track(c.req('POST', `/api/2fa/validate/google/${totp}`));
    t.clock.advance(30_000);
    const totp2 = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: t.clock.now().getTime() });
    secrets.push(totp2);
    await track(
      client(t.app, { fortuna_device: c.cookies.fortuna_device }).req('POST', '/api/login', {
        email: body.email,
        password: body.passwordPlain,
        code: totp2,
      }),
    );

    await track(anon.req('POST', '/api/password/reset/send', { email: body.email }));
    const reset = payloadOf((await latestMailLinks(t.app, body.email))[0]);
    secrets.push(reset, 'New-secret-99');
    await track(
      anon.req('POST', '/api/password/reset', { payload: reset, passwordPlain: 'New-secret-99', passwordConfirm: 'New-secret-99' }),
    );
    await track(
      anon.req('POST', '/api/password/reset', { payload: reset, passwordPlain: 'New-secret-99', passwordConfirm: 'New-secret-99' }),
    );
    const login = await track(anon.req('POST', '/api/login', { email: body.email, password: 'New-secret-99', code: 'abc' }));
    expect(login.body).toContain('5006');
    await track(
      anon.req('POST', '/api/player/password/change', {
        currentPassword: 'New-secret-99',
        passwordPlain: 'Other-secret-1',
        passwordConfirm: 'Other-secret-1',
      }),
    );

    const log = t.logLines.join('\n');
    expect(t.logLines.length).toBeGreaterThan(10);
    for (const s of secrets) {
      expect(log, `log contains ${s.slice(0, 4)}…`).not.toContain(s);
      for (const b of bodies) expect(b, `response contains ${s.slice(0, 4)}…`).not.toContain(s);
    }
    expect(log).toContain('/confirm/email/[redacted]');
  });
});
