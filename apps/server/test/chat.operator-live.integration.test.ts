import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { realtimeChannel } from '@fortuna/contracts';
import type { Centrifuge, SubscribedContext, UnsubscribedContext } from 'centrifuge';
import { jsonPoster, testEnv } from './helpers';
import { makePlayer } from './factories';
import { asPlayer } from './test-sessions';
import { client, collect, listen, next } from '../src/modules/realtime/realtime.test-client';
import { playerSuite } from './suite';

const OPERATOR = { authorization: `Bearer ${testEnv().OPERATOR_TOKEN}` };

/** The operators hear the support channel live through the hub: a player typing and writing (issue 21). */
describe('live chat, operator side, through the real-time hub', () => {
  let url: string;
  const clients: Centrifuge[] = [];
  const t = playerSuite();
  beforeAll(async () => {
    url = await listen(t.app);
  });
  afterEach(() => {
    for (const c of clients.splice(0)) c.disconnect();
  });

  const connect = (token: string) => {
    const c = client(url, { token });
    clients.push(c);
    c.connect();
    return c;
  };
  const post = jsonPoster(() => t.app);

  it('an operator subscribes to the support channel and sees a player start typing, write, and stop', async () => {
    const res = await t.app.inject({ url: '/api/operator/chat/realtime', headers: OPERATOR });
    expect(res.statusCode, res.body).toBe(200);
    const access = res.json() as { url: string; token: string; channel: string };
    expect(access.channel).toBe(realtimeChannel.support('fortuna'));
    expect(access.url).toBe('/connection/websocket');

    const sub = connect(access.token).newSubscription(access.channel);
    const feed = collect(sub);
    const ready = next<SubscribedContext>(sub, 'subscribed');
    sub.subscribe();
    await ready;

    const player = (await makePlayer(t)).id;
    expect((await post('/api/chat/typing', asPlayer(player), { typing: true })).statusCode).toBe(200);
    expect((await post('/api/chat/messages', asPlayer(player), { text: 'Where is my withdrawal?' })).statusCode).toBe(200);
    expect((await post('/api/chat/typing', asPlayer(player), { typing: false })).statusCode).toBe(200);
    await feed.until(3);
    expect(feed.received.map((p) => p.data)).toEqual([
      { type: 'chatPlayerTyping', payload: { playerId: player, typing: true } },
      {
        type: 'chatPlayerMessage',
        payload: expect.objectContaining({ playerId: player, text: 'Where is my withdrawal?', attachment: null, unread: 1 }),
      },
      { type: 'chatPlayerTyping', payload: { playerId: player, typing: false } },
    ]);
    // an operator's own reply is not echoed on the support channel
    await post(`/api/operator/chat/conversations/${player}/messages`, OPERATOR, { text: 'Checking now.' });
    await post('/api/chat/typing', asPlayer(player), { typing: true });
    await feed.until(4);
    expect(feed.received[3].data).toMatchObject({ type: 'chatPlayerTyping' });
  });

  it('a player (or a visitor) cannot subscribe to the support channel, and only operators get its token', async () => {
    const player = (await makePlayer(t)).id;
    expect((await t.app.inject({ url: '/api/operator/chat/realtime', headers: asPlayer(player) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/operator/chat/realtime' })).statusCode).toBe(403);
    for (const headers of [asPlayer(player), {}]) {
      const token = (await t.app.inject({ url: '/api/app/config', headers })).json().centrifugoConfig.token as string;
      const sub = connect(token).newSubscription(realtimeChannel.support('fortuna'));
      const refused = next<UnsubscribedContext>(sub, 'unsubscribed');
      sub.subscribe();
      expect(await refused).toMatchObject({ code: 103 });
    }
  });
});
