import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { realtimeChannel } from '@fortuna/contracts';
import type { Centrifuge, SubscribedContext, UnsubscribedContext } from 'centrifuge';
import { buildTestApp } from '../../../test/helpers';
import type { SessionResolver } from '../../platform/http/auth-context';
import { client, collect, listen, next } from './realtime.test-client';
import { testSuite } from '../../../test/suite';

/** Signed in as the player named in the x-test-player header. */
const headerSessions: SessionResolver = async (request) => {
  const id = request.headers['x-test-player'];
  return typeof id === 'string' ? { playerId: id, sessionId: `s-${id}` } : null;
};

const OPERATOR = { authorization: 'Bearer operator-token-for-tests-0123456789' };

describe('embedded real-time hub with the centrifuge client', () => {
  let url: string;
  const clients: Centrifuge[] = [];

  const t = testSuite(() => buildTestApp({ sessionResolver: headerSessions }));
  beforeAll(async () => {
    url = await listen(t.app);
  });
  afterEach(() => {
    for (const c of clients.splice(0)) c.disconnect();
  });

  async function tokenFor(playerId: string | null): Promise<string> {
    const res = await t.app.inject({ url: '/api/app/config', headers: playerId ? { 'x-test-player': playerId } : {} });
    expect(res.statusCode).toBe(200);
    return res.json().centrifugoConfig.token;
  }

  async function connected(playerId: string | null) {
    const c = client(url, { token: await tokenFor(playerId) });
    clients.push(c);
    const up = next(c, 'connected');
    c.connect();
    await up;
    return c;
  }

  async function subscribed(c: Centrifuge, channel: string) {
    const sub = c.newSubscription(channel);
    const feed = collect(sub);
    const done = next<SubscribedContext>(sub, 'subscribed');
    sub.subscribe();
    return { sub, feed, ctx: await done };
  }

  it("serves the hub url (a path on the page's own origin, whatever PUBLIC_URL says) and a token in the app config", async () => {
    const res = await t.app.inject({ url: '/api/app/config' });
    expect(res.json().centrifugoConfig.url).toBe('/connection/websocket');
    expect(res.json().centrifugoConfig.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it.each([
    ['absent', ''],
    ['malformed', 'not-a-jwt'],
    ['forged', 'forged'],
  ])('disconnects a client with an %s token (invalid token, no reconnect)', async (_what, token) => {
    const forged = await new SignJWT({ sub: 'p1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-secret-0123456789abcdef'));
    const c = client(url, { token: token === 'forged' ? forged : token });
    clients.push(c);
    const down = next<{ code: number; reason: string }>(c, 'disconnected');
    c.connect();
    expect(await down).toEqual({ code: 3500, reason: 'invalid token' });
    expect(c.state).toBe('disconnected');
  });

  it('answers an expired token with "token expired" so the client fetches a new one', async () => {
    const token = await tokenFor('p-exp');
    t.clock.advance(2 * 60 * 60_000);
    let fetched = 0;
    const c = client(url, {
      token,
      getToken: async () => {
        fetched++;
        return tokenFor('p-exp');
      },
    });
    clients.push(c);
    const error = next<{ type: string; error: { code: number } }>(c, 'error');
    const up = next(c, 'connected');
    c.connect();
    expect((await error).error.code).toBe(109);
    await up;
    expect(fetched).toBe(1);
  });

  it('lets an anonymous visitor subscribe to public channels only', async () => {
    const c = await connected(null);
    const { ctx } = await subscribed(c, realtimeChannel.maintenance('fortuna'));
    expect(ctx.recoverable).toBe(true);

    const sub = c.newSubscription(realtimeChannel.profile('fortuna', 'p1'));
    const refused = next<UnsubscribedContext>(sub, 'unsubscribed');
    sub.subscribe();
    expect(await refused).toMatchObject({ code: 103, reason: 'permission denied' });
  });

  it("refuses a player another player's channel, and unknown channels", async () => {
    const c = await connected('alice');
    const theirs = c.newSubscription(realtimeChannel.profile('fortuna', 'bob'));
    const refused = next<UnsubscribedContext>(theirs, 'unsubscribed');
    theirs.subscribe();
    expect(await refused).toMatchObject({ code: 103 });

    const foreign = c.newSubscription(realtimeChannel.profile('other-project', 'alice'));
    const unknown = next<UnsubscribedContext>(foreign, 'unsubscribed');
    foreign.subscribe();
    expect(await unknown).toMatchObject({ code: 102 });

    const history = c.history(realtimeChannel.notification('fortuna', 'bob'), { limit: 10 });
    await expect(history).rejects.toMatchObject({ code: 103 });
  });

  it('delivers publications to the subscribed player only', async () => {
    const alice = await connected('alice');
    const bob = await connected('bob');
    const a = await subscribed(alice, realtimeChannel.notification('fortuna', 'alice'));
    const b = await subscribed(bob, realtimeChannel.notification('fortuna', 'bob'));

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notifications',
      headers: { 'content-type': 'application/json', 'x-test-player': 'alice' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true });
    await a.feed.until(1);
    expect(a.feed.received[0].data).toEqual({ type: 'notificationsCleared', payload: {} });
    expect(a.feed.received[0].offset).toBeGreaterThan(0);

    await t.app.inject({
      method: 'POST',
      url: '/api/messages/history/clear/freespins',
      headers: { 'content-type': 'application/json', 'x-test-player': 'bob' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/notifications',
      headers: { 'content-type': 'application/json', 'x-test-player': 'bob' },
    });
    await b.feed.until(1);
    expect(b.feed.received.map((p) => p.data)).toEqual([{ type: 'notificationsCleared', payload: {} }]);
    expect(a.feed.received).toHaveLength(1);
  });

  it('fans a maintenance notice out to everyone, signed in or not', async () => {
    const visitors = await Promise.all([connected(null), connected('carol'), connected(null)]);
    const feeds = await Promise.all(visitors.map((c) => subscribed(c, realtimeChannel.maintenance('fortuna'))));
    const notice = { active: true, message: 'Back at 03:00', endsAt: '2026-01-01T03:00:00.000Z' };
    const res = await t.app.inject({ method: 'POST', url: '/api/operator/maintenance', headers: OPERATOR, payload: notice });
    expect(res.statusCode).toBe(200);
    for (const f of feeds) {
      await f.feed.until(1);
      expect(f.feed.received.at(-1)!.data).toEqual({ type: 'maintenance', payload: notice });
    }
  });

  it('recovers what was published while the client was away', async () => {
    const c = await connected('dave');
    const { sub, feed } = await subscribed(c, realtimeChannel.notification('fortuna', 'dave'));
    await t.app.inject({
      method: 'POST',
      url: '/api/notifications',
      headers: { 'content-type': 'application/json', 'x-test-player': 'dave' },
    });
    await feed.until(1);

    c.disconnect();
    for (let i = 0; i < 3; i++)
      await t.app.inject({
        method: 'POST',
        url: '/api/notifications',
        headers: { 'content-type': 'application/json', 'x-test-player': 'dave' },
      });

    const back = next<SubscribedContext>(sub, 'subscribed');
    c.connect();
    const ctx = await back;
    expect(ctx).toMatchObject({ wasRecovering: true, recovered: true, hasRecoveredPublications: true });
    await feed.until(4);
    expect(feed.received.map((p) => p.offset)).toEqual([1, 2, 3, 4]);
  });

  it('recovers after the connection drops and the client reconnects by itself', async () => {
    const c = await connected('erin');
    const { sub, feed } = await subscribed(c, realtimeChannel.notification('fortuna', 'erin'));
    const dropped = next(c, 'connecting');
    (c as unknown as { _transport: { _transport: { terminate(): void } } })._transport._transport.terminate();
    await dropped;
    await t.app.inject({
      method: 'POST',
      url: '/api/notifications',
      headers: { 'content-type': 'application/json', 'x-test-player': 'erin' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/notifications',
      headers: { 'content-type': 'application/json', 'x-test-player': 'erin' },
    });
    const back = await next<SubscribedContext>(sub, 'subscribed');
    expect(back.wasRecovering).toBe(true);
    await feed.until(2);
    expect(feed.received.map((p) => p.offset)).toEqual([1, 2]);
  });

  it('requires a signed-in player to clear notifications and a valid operator token for maintenance', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/notifications', headers: { 'content-type': 'application/json' } })).statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/messages/history/clear/freespins',
          headers: { 'content-type': 'application/json' },
        })
      ).statusCode,
    ).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/operator/maintenance',
      headers: { authorization: 'Bearer nope' },
      payload: { active: true },
    });
    expect(bad.statusCode).toBe(403);
    const invalid = await t.app.inject({ method: 'POST', url: '/api/operator/maintenance', headers: OPERATOR, payload: { active: 'yes' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 400, errors: expect.any(Object) });
  });

  it('rate-limits clearing', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      codes.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/notifications',
            headers: { 'content-type': 'application/json', 'x-test-player': 'frank' },
          })
        ).statusCode,
      );
    }
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
    t.clock.advance(61_000);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/notifications',
          headers: { 'content-type': 'application/json', 'x-test-player': 'frank' },
        })
      ).statusCode,
    ).toBe(200);
  });
});
