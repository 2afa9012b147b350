import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERRAL_COOKIE } from '@fortuna/contracts';
import { readMailbox, type TestApp } from '../../../../test/helpers';
import { authTestApp, client, newPlayer, signUp, solveCaptcha } from './support';

describe('POST /api/signup: every sign-up rule', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await authTestApp();
  });
  afterAll(() => t.close());

  const rejects = async (overrides: Record<string, unknown>, field: string, key: string, code = 400) => {
    const { res } = await signUp(t.app, overrides);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.code).toBe(code);
    expect(body.errors?.[field]).toContain(key);
  };

  it('signs up, logs in and sends a confirmation mail', async () => {
    const { res, body, client: c } = await signUp(t.app, {}, client(t.app, {}, { 'accept-language': 'fr' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ auth: true, language: 'fr' });
    const session = res.cookies.find((k) => k.name === 'fortuna_session')!;
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe('Lax');
    const info = await c.req('GET', '/api/player/info');
    expect(info.json()).toMatchObject({
      auth: true,
      login: body.login,
      language: 'fr',
      currency: 'EUR',
      termsAccepted: true,
      emailConfirmed: false,
    });
    const box = await readMailbox(t.app);
    const mail = box.mails.find((m: { to: string }) => m.to === body.email);
    expect(mail?.subject).toBe('Confirmez votre adresse e-mail');
    expect(mail?.links[0]).toMatch(/^http:\/\/localhost:3000\/fr\/confirm\/email\/[\w-]+\.[\w-]+$/);
  });

  it('email: required, valid, at most 129 characters', async () => {
    await rejects({ email: '' }, 'email', 'errors.required');
    await rejects({ email: 'not-an-email' }, 'email', 'errors.emailInvalid');
    await rejects({ email: `${'a'.repeat(120)}@fortuna.test` }, 'email', 'errors.emailTooLong');
  });

  it('nickname: 5 to 17 Latin letters or digits, not the password', async () => {
    await rejects({ login: 'abcd' }, 'login', 'errors.loginLength');
    await rejects({ login: 'a'.repeat(18) }, 'login', 'errors.loginLength');
    await rejects({ login: 'joué123' }, 'login', 'errors.loginLatin');
    await rejects({ login: 'with_space' }, 'login', 'errors.loginLatin');
    await rejects(
      { login: 'Secretpass1', passwordPlain: 'Secretpass1', passwordConfirm: 'Secretpass1' },
      'login',
      'errors.loginEqualsPassword',
    );
  });

  it('password: 8 to 72, a digit plus mixed case or a special character, not email or login, confirmed', async () => {
    await rejects({ passwordPlain: 'Ab1', passwordConfirm: 'Ab1' }, 'passwordPlain', 'errors.passwordLength');
    await rejects(
      { passwordPlain: `Ab1${'x'.repeat(70)}`, passwordConfirm: `Ab1${'x'.repeat(70)}` },
      'passwordPlain',
      'errors.passwordLength',
    );
    await rejects({ passwordPlain: 'abcdefgh1', passwordConfirm: 'abcdefgh1' }, 'passwordPlain', 'errors.passwordWeak');
    await rejects({ passwordPlain: 'Abcdefghi', passwordConfirm: 'Abcdefghi' }, 'passwordPlain', 'errors.passwordWeak');
    const email = 'Mail1@fortuna.test';
    await rejects({ email, passwordPlain: email, passwordConfirm: email }, 'passwordPlain', 'errors.passwordMatchesEmail');
    await rejects({ passwordConfirm: 'Other-pass1' }, 'passwordConfirm', 'errors.passwordMismatch');
    // a digit plus a special character is enough without mixed case
    const { res } = await signUp(t.app, { passwordPlain: 'lower-case-1', passwordConfirm: 'lower-case-1' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('age: over 18, over 19 in the configured region (FakeClock date)', async () => {
    t.clock.set(new Date('2026-06-15T10:00:00Z'));
    await rejects({ birthDate: '2008-06-16' }, 'birthDate', 'errors.tooYoung18');
    expect((await signUp(t.app, { birthDate: '2008-06-15' })).res.statusCode).toBe(200);
    await rejects({ birthDate: '2007-06-16', country: 'KR' }, 'birthDate', 'errors.tooYoung19');
    expect((await signUp(t.app, { birthDate: '2007-06-15', country: 'KR' })).res.statusCode).toBe(200);
    await rejects({ birthDate: '2001-02-30' }, 'birthDate', 'errors.dateInvalid');
  });

  it('terms and captcha are required; a used or forged captcha is refused', async () => {
    await rejects({ termsAccepted: false }, 'termsAccepted', 'errors.termsRequired');
    const noCaptcha = await t.app.inject({ method: 'POST', url: '/api/signup', payload: newPlayer() });
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json().errors.captcha).toBeDefined();
    const forged = await t.app.inject({ method: 'POST', url: '/api/signup', payload: { ...newPlayer(), captcha: 'Zm9yZ2Vk' } });
    expect(forged.json().errors.captcha).toEqual(['errors.captchaInvalid']);
    const captcha = await solveCaptcha(t.app);
    expect((await t.app.inject({ method: 'POST', url: '/api/signup', payload: { ...newPlayer(), captcha } })).statusCode).toBe(200);
    const replay = await t.app.inject({ method: 'POST', url: '/api/signup', payload: { ...newPlayer(), captcha } });
    expect(replay.json().errors.captcha).toEqual(['errors.captchaInvalid']);
  });

  it('4001 nickname taken, 4002 email taken (any case), 4004 domain not allowed', async () => {
    const { body } = await signUp(t.app);
    await rejects({ login: body.login.toUpperCase() }, 'login', 'errors.4001', 4001);
    await rejects({ email: body.email.toUpperCase() }, 'email', 'errors.4002', 4002);
    await rejects({ email: 'someone@mailinator.com' }, 'email', 'errors.4004', 4004);
  });

  it('GET /api/{field}/signup/exist', async () => {
    const { body } = await signUp(t.app);
    expect((await t.app.inject({ url: `/api/email/signup/exist?value=${body.email}` })).json()).toEqual({ exist: true });
    expect((await t.app.inject({ url: `/api/login/signup/exist?value=${body.login.toUpperCase()}` })).json()).toEqual({ exist: true });
    expect((await t.app.inject({ url: '/api/login/signup/exist?value=nobodyhere' })).json()).toEqual({ exist: false });
    expect((await t.app.inject({ url: '/api/phone/signup/exist?value=1' })).statusCode).toBe(400);
  });

  it('attributes the referral cookie and picks a currency of the locale', async () => {
    const ref = { refId: 'a'.repeat(32), httpReferrer: 'https://partner.example/', siteId: 'site7' };
    const c = client(t.app, { [REFERRAL_COOKIE]: encodeURIComponent(JSON.stringify(ref)) }, { 'accept-language': 'pl' });
    const { res } = await signUp(t.app, { currency: 'USD' }, c);
    expect(res.statusCode).toBe(200);
    expect((await c.req('GET', '/api/player/info')).json().currency).toBe('PLN');
    const { players } = await import('../../player');
    const { eq } = await import('drizzle-orm');
    const [row] = await t.database.db
      .select()
      .from(players)
      .where(eq(players.id, (await c.req('GET', '/api/player/info')).json().id));
    expect(row).toMatchObject({ refId: ref.refId, httpReferrer: ref.httpReferrer, siteId: 'site7', language: 'pl' });
    const bad = client(t.app, { [REFERRAL_COOKIE]: 'not json' });
    expect((await signUp(t.app, {}, bad)).res.statusCode).toBe(200);
  });

  it('GET /api/captcha-need: always at sign-up', async () => {
    expect((await t.app.inject({ url: '/api/captcha-need?action=signup' })).json()).toMatchObject({
      need: true,
      provider: 'altcha',
      challengeUrl: '/api/captcha/challenge',
    });
    expect((await t.app.inject({ url: '/api/captcha-need?action=login' })).json()).toMatchObject({ need: false });
  });
});
