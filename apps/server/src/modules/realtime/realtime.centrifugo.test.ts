import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { realtimeEvent } from '@fortuna/contracts';
import { centrifugoWebsocketUrl, createCentrifugoPublisher } from './realtime.centrifugo';

describe('Centrifugo HTTP API publisher', () => {
  it('posts {channel, data} to <api>/publish with the API key', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const publisher = createCentrifugoPublisher({
      apiUrl: 'http://centrifugo:8000/api/',
      apiKey: 'k-123',
      log: pino({ level: 'silent' }),
      fetch: (async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        return new Response(JSON.stringify({ result: { offset: 1, epoch: 'e' } }), { status: 200 });
      }) as typeof fetch,
    });
    await publisher.publish('profile:fortuna#42', realtimeEvent('balanceChanged', { real: 500, bonus: 0, currency: 'EUR' }));
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('http://centrifugo:8000/api/publish');
    expect(calls[0].init.headers).toMatchObject({ 'x-api-key': 'k-123', 'content-type': 'application/json' });
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      channel: 'profile:fortuna#42',
      data: { type: 'balanceChanged', payload: { real: 500, bonus: 0, currency: 'EUR' } },
    });
  });

  it('logs and swallows a failure: a push never breaks the use case that published', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'error' }, { write: (l: string) => lines.push(l) });
    const failing = createCentrifugoPublisher({
      apiUrl: 'http://c/api',
      apiKey: 'k',
      log,
      fetch: (async () => Promise.reject(new Error('ECONNREFUSED'))) as typeof fetch,
    });
    await expect(failing.publish('maintenance:fortuna', { type: 'maintenance', payload: { active: true } })).resolves.toBeUndefined();
    const refused = createCentrifugoPublisher({
      apiUrl: 'http://c/api',
      apiKey: 'k',
      log,
      fetch: (async () =>
        new Response(JSON.stringify({ error: { code: 102, message: 'unknown channel' } }), { status: 200 })) as typeof fetch,
    });
    await refused.publish('x', { type: 'y', payload: {} });
    expect(lines.map((l) => JSON.parse(l).msg)).toEqual(['centrifugo publish failed', 'centrifugo publish rejected']);
    expect(lines.join('')).not.toContain('"k"');
  });

  it('derives the client endpoint from the API url', () => {
    expect(centrifugoWebsocketUrl('https://rt.example.com/api')).toBe('wss://rt.example.com/connection/websocket');
    expect(centrifugoWebsocketUrl('http://centrifugo:8000/api')).toBe('ws://centrifugo:8000/connection/websocket');
  });
});
