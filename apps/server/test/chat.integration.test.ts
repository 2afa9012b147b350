import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/platform/mail/mail.tables';
import { recordingPublisher } from '../src/platform/realtime';
import { solveCaptcha, TEST_AUTH_ENV } from '../src/modules/auth/test/support';
import { buildTestApp, jsonPoster, readMailbox } from './helpers';
import { playerSuite, testSuite } from './suite';
import { makePlayer } from './factories';
import { asPlayer } from './test-sessions';

const OPERATOR = { authorization: 'Bearer operator-token-for-tests-0123456789', 'content-type': 'application/json' };
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Live support chat: stored, pushed through the hub, read back after a reconnect; images only. */
describe('live chat', () => {
  const pushes = recordingPublisher();
  const t = playerSuite({ realtime: pushes });

  const post = jsonPoster(() => t.app);
  const history = async (player: string) => {
    const res = await t.app.inject({ url: '/api/chat', headers: asPlayer(player) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { messages: { id: string; from: string; text: string; attachment: string | null }[]; unread: number };
  };

  it('a player and an operator exchange messages; pushes carry them; the history survives a reconnect', async () => {
    const player = (await makePlayer(t)).id;
    const sent = await post('/api/chat/messages', asPlayer(player), { text: 'Hello, my deposit is pending' });
    expect(sent.statusCode, sent.body).toBe(200);

    const list = (await t.app.inject({ url: '/api/operator/chat/conversations', headers: OPERATOR })).json();
    expect(list.conversations).toContainEqual(expect.objectContaining({ playerId: player, unread: 1 }));
    const transcript = (await t.app.inject({ url: `/api/operator/chat/conversations/${player}`, headers: OPERATOR })).json();
    expect(transcript.messages.map((m: { text: string }) => m.text)).toEqual(['Hello, my deposit is pending']);
    expect((await t.app.inject({ url: '/api/operator/chat/conversations', headers: OPERATOR })).json().conversations).toContainEqual(
      expect.objectContaining({ playerId: player, unread: 0 }),
    );

    const reply = await post(`/api/operator/chat/conversations/${player}/messages`, OPERATOR, { text: 'It settles within 30 seconds.' });
    expect(reply.statusCode, reply.body).toBe(200);
    const chatPushes = pushes.sent.filter((p) => p.channel === `notification:fortuna#${player}` && p.message.type === 'chatMessage');
    expect(chatPushes.map((p) => [(p.message.payload as { from: string }).from, (p.message.payload as { unread: number }).unread])).toEqual(
      [
        ['player', 0],
        ['operator', 1],
      ],
    );

    // a client that was offline reads everything from the history, in order
    const h = await history(player);
    expect(h.messages.map((m) => [m.from, m.text])).toEqual([
      ['player', 'Hello, my deposit is pending'],
      ['operator', 'It settles within 30 seconds.'],
    ]);
    expect(h.unread).toBe(1);
    expect((await post('/api/chat/read', asPlayer(player))).json()).toEqual({ status: true, unread: 0 });
    expect((await history(player)).unread).toBe(0);
    // another player sees none of it
    expect((await history((await makePlayer(t)).id)).messages).toEqual([]);
  });

  it('takes an image judged by its bytes, refuses anything else, and shows it only to its player', async () => {
    const player = (await makePlayer(t)).id;
    const ok = await post('/api/chat/messages', asPlayer(player), { image: PNG.toString('base64') });
    expect(ok.statusCode, ok.body).toBe(200);
    const path = ok.json().message.attachment as string;
    const img = await t.app.inject({ url: path, headers: asPlayer(player) });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(Buffer.from(img.rawPayload).equals(PNG)).toBe(true);
    expect((await t.app.inject({ url: path, headers: asPlayer((await makePlayer(t)).id) })).statusCode).toBe(404);

    // a script or a PDF, whatever it is called, is refused and stores nothing
    const before = (await history(player)).messages.length;
    for (const bytes of [Buffer.from('<script>alert(1)</script>'), Buffer.from('%PDF-1.7\n...')]) {
      const res = await post('/api/chat/messages', asPlayer(player), { text: 'photo.png', image: bytes.toString('base64') });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errors: { image: ['errors.chatImageOnly'] } });
    }
    expect((await history(player)).messages.length).toBe(before);
    expect((await post('/api/chat/messages', asPlayer(player), {})).statusCode).toBe(400);
  });

  it('signed out is 401; the operator side needs the token', async () => {
    expect((await t.app.inject({ url: '/api/chat' })).statusCode).toBe(401);
    expect((await post('/api/chat/messages', {}, { text: 'hi' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/operator/chat/conversations' })).statusCode).toBe(403);
    expect((await post(`/api/operator/chat/conversations/${randomUUID()}/messages`, {}, { text: 'x' })).statusCode).toBe(403);
  });
});

/** Typing state both ways: the player's is kept for the operators' calls, the operator's is pushed to the player. */
describe('live chat: typing', () => {
  const pushes = recordingPublisher();
  const t = playerSuite({ realtime: pushes });

  const post = jsonPoster(() => t.app);
  const operatorView = async (player: string) => {
    const list = (await t.app.inject({ url: '/api/operator/chat/conversations', headers: OPERATOR })).json() as {
      conversations: { playerId: string; playerTyping: boolean }[];
    };
    const transcript = (await t.app.inject({ url: `/api/operator/chat/conversations/${player}`, headers: OPERATOR })).json() as {
      playerTyping: boolean;
    };
    return { list: list.conversations.find((c) => c.playerId === player)?.playerTyping, transcript: transcript.playerTyping };
  };

  it("the operator sees the player's typing until they stop, send, or go quiet for the TTL", async () => {
    const player = (await makePlayer(t)).id;
    // a player who never wrote: the conversation appears as soon as they type
    expect((await post('/api/chat/typing', asPlayer(player), { typing: true })).json()).toEqual({ status: true });
    expect(await operatorView(player)).toEqual({ list: true, transcript: true });
    // an explicit stop
    await post('/api/chat/typing', asPlayer(player), { typing: false });
    expect(await operatorView(player)).toEqual({ list: false, transcript: false });
    // no stop: it runs out by itself (the clock moves, nothing sleeps)
    await post('/api/chat/typing', asPlayer(player), { typing: true });
    t.clock.advance(5_000);
    expect((await operatorView(player)).transcript).toBe(true);
    t.clock.advance(1_500);
    expect(await operatorView(player)).toEqual({ list: false, transcript: false });
    // sending the message ends it
    await post('/api/chat/typing', asPlayer(player), { typing: true });
    await post('/api/chat/messages', asPlayer(player), { text: 'Hi' });
    expect(await operatorView(player)).toEqual({ list: false, transcript: false });
  });

  it("the operator's typing is pushed on the player's notification channel", async () => {
    const player = (await makePlayer(t)).id;
    expect((await post(`/api/operator/chat/conversations/${player}/typing`, OPERATOR, { typing: true })).statusCode).toBe(200);
    await post(`/api/operator/chat/conversations/${player}/typing`, OPERATOR, { typing: false });
    const typing = pushes.sent.filter((p) => p.channel === `notification:fortuna#${player}` && p.message.type === 'chatTyping');
    expect(typing.map((p) => p.message.payload)).toEqual([{ typing: true }, { typing: false }]);
  });

  it('refuses bad input and callers without the right credentials', async () => {
    const player = (await makePlayer(t)).id;
    expect((await post('/api/chat/typing', {}, { typing: true })).statusCode).toBe(401);
    expect((await post('/api/chat/typing', asPlayer(player), { typing: 'yes' })).statusCode).toBe(400);
    expect((await post('/api/chat/typing', asPlayer(player), {})).statusCode).toBe(400);
    expect((await post(`/api/operator/chat/conversations/${player}/typing`, {}, { typing: true })).statusCode).toBe(403);
    expect((await post('/api/operator/chat/conversations/not-a-uuid/typing', OPERATOR, { typing: true })).statusCode).toBe(400);
  });
});

/** The offline contact form: stored for the operators, confirmed by mail in the visitor's language, captcha and rate limit. */
describe('live chat: contact form for visitors', () => {
  const t = testSuite(() => buildTestApp({ env: TEST_AUTH_ENV }));

  let ipSeq = 0;
  const nextIp = () => `198.51.100.${++ipSeq}`;
  const valid = (over: Record<string, unknown> = {}) => ({
    name: 'Anna Smith',
    email: `visitor${Math.floor(Math.random() * 1e6)}@fortuna.test`,
    category: 'payments',
    message: 'My deposit from yesterday is not on my balance.',
    ...over,
  });
  const contact = async (payload: object, options: { ip?: string; locale?: string; captcha?: boolean } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/chat/contact',
      remoteAddress: options.ip ?? nextIp(),
      headers: { 'content-type': 'application/json', 'accept-language': options.locale ?? 'en' },
      payload: options.captcha === false ? payload : { ...payload, captcha: await solveCaptcha(t.app) },
    });
  const requests = async () =>
    (
      (await t.app.inject({ url: '/api/operator/chat/contacts', headers: OPERATOR })).json() as {
        requests: { id: string; name: string; email: string; category: string; message: string; locale: string; playerId: string | null }[];
      }
    ).requests;

  it('stores a valid request for the operators and mails the visitor a confirmation in their language, escaped', async () => {
    const body = valid({ name: 'Jörg <b>Müller</b>', message: 'Hallo, <script>alert(1)</script> meine Einzahlung fehlt.' });
    const res = await contact(body, { locale: 'de' });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json() as { id: string };

    // the operators list it as it was typed (plain text; escaping is the reader's job)
    expect(await requests()).toContainEqual(
      expect.objectContaining({ id, name: 'Jörg <b>Müller</b>', email: body.email, category: 'payments', locale: 'de', playerId: null }),
    );

    // the sandbox mailbox shows it; the outbox row holds the HTML too
    const box = await readMailbox(t.app);
    expect(box.mails.find((m) => m.to === body.email)).toMatchObject({ subject: 'Wir haben deine Nachricht erhalten' });
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, body.email));
    expect(mail).toMatchObject({ subject: 'Wir haben deine Nachricht erhalten', template: 'chatContact' });
    expect(mail.text).toContain('Hallo Jörg <b>Müller</b>,');
    expect(mail.text).toContain('Thema: Zahlungen');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Müller');
    expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(mail.html).toContain('<html lang="de">');
  });

  it('answers 400 with field errors on bad input and stores nothing', async () => {
    const before = (await requests()).length;
    const cases: [object, string][] = [
      [valid({ email: 'not-an-email' }), 'email'],
      [valid({ name: '' }), 'name'],
      [valid({ name: 'Anna\r\nBcc: victim@example.com' }), 'name'],
      [valid({ name: 'x'.repeat(101) }), 'name'],
      [valid({ category: 'lottery' }), 'category'],
      [valid({ message: 'short' }), 'message'],
      [valid({ message: 'x'.repeat(2001) }), 'message'],
      [valid({ message: 'bell\u0007 in the middle of it' }), 'message'],
    ];
    for (const [payload, field] of cases) {
      const res = await contact(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys((res.json() as { errors?: Record<string, string[]> }).errors ?? {})).toContain(field);
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/chat/contact',
          payload: 'nonsense',
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(400);
    expect((await requests()).length).toBe(before);
  });

  it('needs the captcha the site uses', async () => {
    const before = (await requests()).length;
    const none = await contact(valid(), { captcha: false });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ errors: { captcha: ['errors.captchaInvalid'] } });
    const forged = await contact(
      { ...valid(), captcha: Buffer.from('{"challenge":{},"solution":{}}').toString('base64') },
      { captcha: false },
    );
    expect(forged.statusCode).toBe(400);
    expect((await requests()).length).toBe(before);
    const need = (await t.app.inject({ url: '/api/captcha-need?action=contact' })).json();
    expect(need).toMatchObject({ need: true, provider: 'altcha' });
  });

  it('is limited per address: the sixth request within the hour is 429, another address still gets through', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await contact(valid(), { ip })).statusCode).toBe(200);
    const sixth = await contact(valid(), { ip });
    expect(sixth.statusCode).toBe(429);
    expect((await contact(valid(), { ip: nextIp() })).statusCode).toBe(200);
    t.clock.advance(60 * 60_000 + 1);
    expect((await contact(valid(), { ip })).statusCode).toBe(200);
  });

  it('the operators list needs the token', async () => {
    expect((await t.app.inject({ url: '/api/operator/chat/contacts' })).statusCode).toBe(403);
  });
});
