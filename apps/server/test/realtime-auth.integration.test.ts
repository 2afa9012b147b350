/** Across modules (auth signs in, realtime pushes): kept outside both module folders. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeChannel } from '@fortuna/contracts';
import type { Centrifuge, SubscribedContext } from 'centrifuge';
import { authTestApp, client as browser, signUp } from '../src/modules/auth/test/support';
import type { TestApp } from './helpers';
import { client, collect, listen, next } from '../src/modules/realtime/realtime.test-client';

describe('real-time with real sign-in (auth module)', () => {
  let t: TestApp;
  let url: string;
  const clients: Centrifuge[] = [];
  beforeAll(async () => {
    t = await authTestApp();
    url = await listen(t.app);
  });
  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await t.close();
  });

  it('gives a signed-in player their own channels and tells them about a login on another device', async () => {
    const { body, client: laptop } = await signUp(t.app);
    const config = (await laptop.req('GET', '/api/app/config')).json();
    const info = (await laptop.req('GET', '/api/player/info')).json();

    const c = client(url, { token: config.centrifugoConfig.token });
    clients.push(c);
    c.connect();
    const sub = c.newSubscription(realtimeChannel.profile('fortuna', info.id));
    const feed = collect(sub);
    const ready = next<SubscribedContext>(sub, 'subscribed');
    sub.subscribe();
    await ready;

    const phone = browser(t.app);
    const res = await phone.req('POST', '/api/login', { email: body.email, password: body.passwordPlain });
    expect(res.statusCode).toBe(200);
    await feed.until(1);
    expect(feed.received[0].data).toEqual({ type: 'deviceChanged', payload: { deviceId: phone.cookies.fortuna_device.split('.')[0] } });
    expect(phone.cookies.fortuna_device).not.toBe(info.deviceId);
  });
});
