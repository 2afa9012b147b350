import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/helpers';
import { loginFailures } from '../auth.tables';
import { ACCOUNT_MAX_ATTEMPTS } from '../login-limiter';
import { authTestApp, client, newPlayer, solveCaptcha } from './support';

/**
 * Guessing under concurrency (run on PostgreSQL too, where requests really overlap): the per-account
 * wall holds whatever the number of parallel requests, and a solved captcha is accepted once.
 */
describe('brute force under concurrency', () => {
  describe('without a captcha in the way', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await authTestApp({ env: { CAPTCHA_PROVIDER: 'none' } });
    });
    afterAll(() => t.close());

    it('100 parallel guesses from 100 addresses: at most 5 password checks, the rest 5004, then even the right password waits', async () => {
      // no captcha provider: the form's captcha field is not checked
      const owner = client(t.app);
      const body = newPlayer();
      const signedUp = await owner.req('POST', '/api/signup', { ...body, captcha: 'not-checked' });
      expect(signedUp.statusCode, signedUp.body).toBe(200);
      const id = (await owner.req('GET', '/api/player/info')).json().id as string;
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          client(t.app, {}, {}, `198.51.100.${i + 1}`).req('POST', '/api/login', { email: body.email, password: `Wrong-guess${i}` }),
        ),
      );
      const codes = answers.map((r) => r.json().code as number);
      expect(codes.every((c) => c === 5003 || c === 5004)).toBe(true);
      expect(codes.filter((c) => c === 5003).length).toBeLessThanOrEqual(ACCOUNT_MAX_ATTEMPTS);
      // one reserved row per password check, kept as the failure it was
      const rows = await t.database.db
        .select()
        .from(loginFailures)
        .where(and(eq(loginFailures.scope, 'account'), eq(loginFailures.key, id)));
      expect(rows.length).toBe(codes.filter((c) => c === 5003).length);
      const right = await client(t.app, {}, {}, '198.51.100.200').req('POST', '/api/login', {
        email: body.email,
        password: body.passwordPlain,
      });
      expect(right.json().code).toBe(5004);
    });
  });

  describe('with ALTCHA', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await authTestApp();
    });
    afterAll(() => t.close());

    it('one solved captcha, 10 sign-ups at once: exactly one is accepted', async () => {
      const captcha = await solveCaptcha(t.app);
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          client(t.app, {}, {}, `203.0.113.${i + 1}`).req('POST', '/api/signup', { ...newPlayer(), captcha }),
        ),
      );
      const accepted = answers.filter((r) => r.statusCode === 200);
      expect(accepted).toHaveLength(1);
      for (const r of answers.filter((a) => a.statusCode !== 200)) expect(r.json().errors).toHaveProperty('captcha');
    });

    it('a used captcha is refused afterwards too', async () => {
      const captcha = await solveCaptcha(t.app);
      expect((await client(t.app).req('POST', '/api/signup', { ...newPlayer(), captcha })).statusCode).toBe(200);
      expect((await client(t.app).req('POST', '/api/signup', { ...newPlayer(), captcha })).json().errors).toHaveProperty('captcha');
    });
  });
});
