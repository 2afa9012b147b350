import { describe, expect, it } from 'vitest';
import { buildTestApp, TEST_MAILBOX_KEY } from '../../../test/helpers';
import { MAILBOX_COOKIE, MAILBOX_KEY_HEADER } from './mailbox.routes';
import { testSuite } from '../../../test/suite';

/**
 * The developer mailbox shows password-reset links, so it answers only with its key (like a
 * Jupyter token): `?key=` or the x-mailbox-key header, then the cookie it sets. Everyone else
 * gets the same 404 as an address that does not exist; with SMTP_URL there is no mailbox at all.
 */
describe('developer mailbox', () => {
  const t = testSuite();

  const unknownRoute = async () => (await t.app.inject({ url: '/api/dev/nothing-here' })).json();

  it('answers 404 without the key, and with a wrong one in the query, the header or the cookie', async () => {
    const shape = await unknownRoute();
    for (const res of [
      await t.app.inject({ url: '/api/dev/mailbox' }),
      await t.app.inject({ url: '/api/dev/mailbox?key=wrong-key-0123456789' }),
      await t.app.inject({ url: '/api/dev/mailbox', headers: { [MAILBOX_KEY_HEADER]: `${TEST_MAILBOX_KEY}x` } }),
      await t.app.inject({ url: '/api/dev/mailbox', cookies: { [MAILBOX_COOKIE]: 'guess' } }),
      await t.app.inject({ url: `/api/dev/mailbox?key=${TEST_MAILBOX_KEY.slice(0, -1)}` }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, message: 'Route GET /api/dev/mailbox not found' });
      expect(Object.keys(res.json())).toEqual(Object.keys(shape));
      expect(res.cookies).toEqual([]);
    }
  });

  it('answers with the key in the header', async () => {
    const res = await t.app.inject({ url: '/api/dev/mailbox', headers: { [MAILBOX_KEY_HEADER]: TEST_MAILBOX_KEY } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ mails: expect.any(Array), sms: expect.any(Array) });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('the ?key= link sets an HttpOnly, SameSite=Strict cookie that opens it afterwards', async () => {
    const first = await t.app.inject({ url: `/api/dev/mailbox?key=${TEST_MAILBOX_KEY}` });
    expect(first.statusCode).toBe(200);
    const cookie = first.cookies.find((c) => c.name === MAILBOX_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    const again = await t.app.inject({ url: '/api/dev/mailbox', cookies: { [MAILBOX_COOKIE]: cookie.value } });
    expect(again.statusCode).toBe(200);
  });

  it('the page link: /dev/mailbox?key=… sets the cookie and redirects to the bare address; a wrong key does not', async () => {
    const page = await t.app.inject({ url: `/dev/mailbox?key=${TEST_MAILBOX_KEY}` });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/dev/mailbox');
    expect(page.cookies.find((c) => c.name === MAILBOX_COOKIE)?.httpOnly).toBe(true);
    const wrong = await t.app.inject({ url: '/dev/mailbox?key=nope' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.cookies.filter((c) => c.name === MAILBOX_COOKIE)).toEqual([]);
  });

  it('does not exist with SMTP_URL set, key or not', async () => {
    const smtp = await buildTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    try {
      const res = await smtp.app.inject({ url: '/api/dev/mailbox', headers: { [MAILBOX_KEY_HEADER]: TEST_MAILBOX_KEY } });
      expect(res.statusCode).toBe(404);
      expect((await smtp.app.inject({ url: `/dev/mailbox?key=${TEST_MAILBOX_KEY}` })).statusCode).toBe(404);
    } finally {
      await smtp.close();
    }
  });

  it('without MAILBOX_KEY (an app built outside main.ts), the key is random: nothing opens it', async () => {
    const keyless = await buildTestApp({ env: { MAILBOX_KEY: '' } });
    try {
      expect((await keyless.app.inject({ url: '/api/dev/mailbox', headers: { [MAILBOX_KEY_HEADER]: TEST_MAILBOX_KEY } })).statusCode).toBe(
        404,
      );
    } finally {
      await keyless.close();
    }
  });
});
