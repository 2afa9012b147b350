import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailbox, type TestApp } from './helpers';
import { makePlayer } from './factories';
import { authTestApp, client, signUp, type Client } from '../src/modules/auth/test/support';
import { emailSubscriptionChanges, emailSubscriptions } from '../src/modules/subscriptions/subscriptions.tables';

const OPERATOR = { authorization: 'Bearer operator-token-for-tests-0123456789', 'content-type': 'application/json' };

interface Mail {
  to: string;
  subject: string;
  text: string;
  links: string[];
  template: string;
  headers?: Record<string, string>;
}

describe('email subscriptions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await authTestApp();
  });
  afterAll(() => t.close());

  const subs = async (c: Client) => {
    const res = await c.req('GET', '/api/subscriptions');
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { emailPromo: boolean; emailService: boolean };
  };
  const idOf = async (c: Client) => (await c.req('GET', '/api/player/info')).json().id as string;
  const trail = (playerId: string) =>
    t.database.db.select().from(emailSubscriptionChanges).where(eq(emailSubscriptionChanges.playerId, playerId));
  const sendPromo = (body: object) =>
    t.app.inject({ method: 'POST', url: '/api/operator/subscriptions/promo-mails', headers: OPERATOR, payload: body });
  const drain = () => t.app.inject({ method: 'POST', url: '/api/operator/subscriptions/jobs', headers: OPERATOR });
  const promoMails = async () => (await readMailbox<{ mails: Mail[] }>(t.app)).mails.filter((m) => m.template === 'promo');

  it('the sign-up checkbox is a consent with its time and source; without it promotional mail is off', async () => {
    t.clock.set(new Date('2026-03-01T10:00:00Z'));
    const yes = await signUp(t.app, { emailPromo: true });
    expect(yes.res.statusCode, yes.res.body).toBe(200);
    expect(await subs(yes.client)).toEqual({ emailPromo: true, emailService: true });
    const [row] = await t.database.db
      .select()
      .from(emailSubscriptions)
      .where(eq(emailSubscriptions.playerId, await idOf(yes.client)));
    expect(row).toMatchObject({ type: 'emailPromo', subscribed: true, source: 'signup' });
    expect(row.consentAt.toISOString()).toBe('2026-03-01T10:00:00.000Z');

    const no = await signUp(t.app);
    expect(await subs(no.client)).toEqual({ emailPromo: false, emailService: true });
    expect(await trail(await idOf(no.client))).toEqual([]);
  });

  it('the player changes them from the profile; every change is on the trail; signed out is 401, bad types 400', async () => {
    const { client: c } = await signUp(t.app);
    const id = await idOf(c);
    const on = await c.req('POST', '/api/subscription/emailPromo/subscribe');
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ status: 'ok', emailPromo: true, emailService: true });
    const off = await c.req('POST', '/api/subscription/emailService/unsubscribe');
    expect(off.json()).toEqual({ status: 'ok', emailPromo: true, emailService: false });
    // the same choice again writes nothing new
    await c.req('POST', '/api/subscription/emailService/unsubscribe');
    expect((await trail(id)).map((r) => [r.type, r.subscribed, r.source])).toEqual([
      ['emailPromo', true, 'profile'],
      ['emailService', false, 'profile'],
    ]);
    expect(await subs(c)).toEqual({ emailPromo: true, emailService: false });

    expect((await client(t.app).req('GET', '/api/subscriptions')).statusCode).toBe(401);
    expect((await client(t.app).req('POST', '/api/subscription/emailPromo/subscribe')).statusCode).toBe(401);
    const bad = await c.req('POST', '/api/subscription/emailSpam/subscribe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: expect.any(Number), message: expect.any(String) });
    expect((await c.req('POST', '/api/subscription/emailPromo/maybe')).statusCode).toBe(400);
  });

  it('promotional mail reaches only the opted-in players of the segment, with the one-click unsubscribe headers', async () => {
    const optedIn = await signUp(t.app, { emailPromo: true, country: 'PL' });
    const notOptedIn = await signUp(t.app, { country: 'PL' });
    const otherCountry = await signUp(t.app, { emailPromo: true, country: 'DE' });
    const withdrawn = await signUp(t.app, { emailPromo: true, country: 'PL' });
    await withdrawn.client.req('POST', '/api/subscription/emailPromo/unsubscribe');
    await makePlayer(t, { country: 'PL' });

    const body = {
      segment: { kind: 'country', country: 'PL' },
      subject: { en: 'Weekend offer', de: 'Wochenendangebot' },
      html: { en: '<p onclick="x()">Spin <b>now</b><script>alert(1)</script></p>' },
      idempotencyKey: 'weekend-promo-1',
    };
    const res = await sendPromo(body);
    expect(res.statusCode, res.body).toBe(202);
    const id = res.json().id as string;
    expect((await sendPromo(body)).json().id).toBe(id);
    expect((await drain()).statusCode).toBe(200);
    const status = (await t.app.inject({ url: `/api/operator/subscriptions/promo-mails/${id}`, headers: OPERATOR })).json();
    expect(status).toMatchObject({ id, status: 'completed', sent: 1 });

    const mails = await promoMails();
    expect(mails.map((m) => m.to)).toEqual([optedIn.body.email]);
    const [mail] = mails;
    expect(mail.subject).toBe('Weekend offer');
    expect(mail.text).toContain('Spin now');
    expect(mail.text).not.toContain('alert');
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(http:\/\/localhost:3000\/api\/subscription\/emailPromo\/[\w-]{43}\/[0-9a-f-]{36}\/unsubscribe)>$/.exec(
      mail.headers?.['List-Unsubscribe'] ?? '',
    )?.[1];
    expect(oneClick).toBeTruthy();
    expect(mail.links[0]).toMatch(/^http:\/\/localhost:3000\/unsubscribe\/[\w-]{43}\/[0-9a-f-]{36}\/emailPromo$/);
    expect(mail.text).toContain(mail.links[0]);

    // the mail client's one-click POST (RFC 8058): form-encoded, no Origin, no session
    const url = new URL(oneClick!);
    const unsub = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsub.statusCode, unsub.body).toBe(200);
    expect(unsub.json()).toEqual({ status: 'ok', type: 'emailPromo', changed: true });
    expect(await subs(optedIn.client)).toEqual({ emailPromo: false, emailService: true });
    expect((await trail(await idOf(optedIn.client))).at(-1)).toMatchObject({ subscribed: false, source: 'unsubscribe_link' });

    // a second mailing skips them now; the same key sent again mails nobody twice
    await sendPromo({ ...body, idempotencyKey: 'weekend-promo-2' });
    await drain();
    expect((await promoMails()).length).toBe(1);
    expect([notOptedIn.res.statusCode, otherCountry.res.statusCode]).toEqual([200, 200]);
  });

  it('a forged or borrowed signature is refused (403) and changes nothing', async () => {
    const a = await signUp(t.app, { emailPromo: true });
    const b = await signUp(t.app, { emailPromo: true });
    const [aId, bId] = [await idOf(a.client), await idOf(b.client)];
    await sendPromo({ segment: { kind: 'players', ids: [aId] }, subject: { en: 'Hi' }, html: { en: '<p>Hi</p>' } });
    await drain();
    const mail = (await promoMails()).find((m) => m.to === a.body.email)!;
    // the page link: /unsubscribe/{hash}/{playerId}/{type}
    const pageHash = new URL(mail.links[0]).pathname.split('/')[2];
    expect(pageHash).toHaveLength(43);

    const post = (url: string) => client(t.app).req('POST', url);
    // a's signature on b's id, on another type, and a made-up one
    expect((await post(`/api/subscription/emailPromo/${pageHash}/${bId}/unsubscribe`)).statusCode).toBe(403);
    expect((await post(`/api/subscription/emailService/${pageHash}/${aId}/unsubscribe`)).statusCode).toBe(403);
    const forged = pageHash.slice(0, -1) + (pageHash.endsWith('A') ? 'B' : 'A');
    expect((await post(`/api/subscription/emailPromo/${forged}/${aId}/unsubscribe`)).statusCode).toBe(403);
    expect((await post(`/api/subscription/emailPromo/short/${aId}/unsubscribe`)).statusCode).toBe(400);
    expect((await post(`/api/subscription/emailPromo/${pageHash}/${randomUUID()}/unsubscribe`)).statusCode).toBe(403);
    expect(await subs(a.client)).toEqual({ emailPromo: true, emailService: true });
    expect(await subs(b.client)).toEqual({ emailPromo: true, emailService: true });

    // the right one, twice: the second says nothing changed
    const ok = await post(`/api/subscription/emailPromo/${pageHash}/${aId}/unsubscribe`);
    expect(ok.json()).toEqual({ status: 'ok', type: 'emailPromo', changed: true });
    expect((await post(`/api/subscription/emailPromo/${pageHash}/${aId}/unsubscribe`)).json()).toMatchObject({ changed: false });
    expect(await subs(a.client)).toEqual({ emailPromo: false, emailService: true });
    expect(await subs(b.client)).toEqual({ emailPromo: true, emailService: true });
  });

  it('the operator calls need the token and valid bodies', async () => {
    const ok = { segment: { kind: 'all' }, subject: { en: 'x' }, html: { en: 'y' } };
    const noToken = await t.app.inject({
      method: 'POST',
      url: '/api/operator/subscriptions/promo-mails',
      headers: { 'content-type': 'application/json' },
      payload: ok,
    });
    expect(noToken.statusCode).toBe(403);
    expect((await sendPromo({ ...ok, subject: { de: 'nur deutsch' } })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/operator/subscriptions/promo-mails/${randomUUID()}`, headers: OPERATOR })).statusCode).toBe(
      404,
    );
  });
});
