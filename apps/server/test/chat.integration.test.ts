import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingPublisher } from '../src/platform/realtime';
import { buildTestApp, type TestApp } from './helpers';
import { makePlayer } from './factories';
import { asPlayer, headerSessions } from './test-sessions';

const OPERATOR = { authorization: 'Bearer operator-token-for-tests-0123456789', 'content-type': 'application/json' };
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Live support chat: stored, pushed through the hub, read back after a reconnect; images only. */
describe('live chat', () => {
  let t: TestApp;
  const pushes = recordingPublisher();
  beforeAll(async () => {
    t = await buildTestApp({ sessionResolver: headerSessions, realtime: pushes });
  });
  afterAll(() => t.close());

  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, ...(payload ? { payload } : {}) });
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
