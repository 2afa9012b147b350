import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { FakeClock } from '../../platform/clock';
import { createMemoryBroker, type Broker } from './realtime.broker';
import { Hub, type HubOptions } from './realtime.hub';
import { createTokenService } from './realtime.tokens';

class FakeSocket {
  sent: string[] = [];
  closed: { code?: number; reason?: string } | null = null;
  bufferedAmount = 0;
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number, reason?: string) {
    this.closed = { code, reason };
  }
  /** parsed messages (one per line) sent so far, then forgotten */
  take() {
    const frames = this.sent.flatMap((s) => s.split('\n')).map((s) => JSON.parse(s));
    this.sent = [];
    return frames;
  }
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

function setup(options: Partial<HubOptions> = {}, wrap: (b: Broker) => Broker = (b) => b) {
  const clock = new FakeClock();
  const tokens = createTokenService({ secret: 'unit-test-secret-0123456789abcdef', clock, ttlSeconds: 600 });
  const broker = wrap(createMemoryBroker({ clock, history: { size: 3, ttlMs: 60_000, metaTtlMs: 3_600_000 } }));
  const hub = new Hub(tokens, broker, clock, pino({ level: 'silent' }), 'fortuna', options);
  async function connect(playerId: string | null) {
    const socket = new FakeSocket();
    const session = hub.accept(socket);
    session.receive(JSON.stringify({ id: 1, connect: { token: await tokens.sign(playerId) } }));
    await session.drained();
    await flush();
    const [reply] = socket.take();
    return {
      socket,
      session,
      reply,
      send: async (cmd: object) => (session.receive(JSON.stringify(cmd)), await session.drained(), await flush(), socket.take()),
    };
  }
  return { clock, tokens, hub, broker, connect };
}

describe('realtime hub', () => {
  it('answers connect with a client id, server ping interval, pong request and token expiry', async () => {
    const { connect } = setup();
    const { reply } = await connect('p1');
    expect(reply).toMatchObject({ id: 1, connect: { client: expect.any(String), ping: 25, pong: true, expires: true, ttl: 600 } });
  });

  it('pings every interval and drops a client that does not answer with a pong', async () => {
    const { connect, hub, clock } = setup();
    const { socket, session } = await connect('p1');
    clock.advance(24_000);
    hub.sweep();
    await flush();
    expect(socket.sent).toEqual([]);
    clock.advance(1_000);
    hub.sweep();
    await flush();
    expect(socket.take()).toEqual([{}]);
    session.receive('{}');
    await session.drained();
    clock.advance(25_000);
    hub.sweep();
    await flush();
    expect(socket.take()).toEqual([{}]);
    expect(socket.closed).toBeNull();
    clock.advance(8_000);
    hub.sweep();
    expect(socket.closed).toEqual({ code: 3012, reason: 'no pong' });
    expect(hub.stats.connections).toBe(0);
  });

  it('closes a socket that never sends connect, and one whose token ran out without refresh', async () => {
    const { hub, clock, connect, tokens } = setup();
    const idle = new FakeSocket();
    hub.accept(idle);
    const { socket, session } = await connect('p1');
    clock.advance(10_000);
    session.receive('{}');
    hub.sweep();
    expect(idle.closed).toEqual({ code: 3502, reason: 'stale' });

    // refreshing moves the expiry
    session.receive(JSON.stringify({ id: 2, refresh: { token: await tokens.sign('p1') } }));
    await session.drained();
    await flush();
    expect(socket.take().find((f) => f.id === 2)).toMatchObject({ refresh: { expires: true, ttl: 600 } });
    clock.advance(600_000 + 24_000);
    session.receive('{}');
    hub.sweep();
    expect(socket.closed).toBeNull();
    clock.advance(2_000);
    session.receive('{}');
    hub.sweep();
    expect(socket.closed).toEqual({ code: 3005, reason: 'connection expired' });
  });

  it("refuses a refresh with another user's token", async () => {
    const { connect, tokens } = setup();
    const { socket, session } = await connect('p1');
    session.receive(JSON.stringify({ id: 2, refresh: { token: await tokens.sign('p2') } }));
    await session.drained();
    expect(socket.closed).toEqual({ code: 3500, reason: 'invalid token' });
  });

  it('drops malformed frames and commands sent before connect', async () => {
    const { hub } = setup();
    const a = new FakeSocket();
    hub.accept(a).receive('{not json');
    expect(a.closed).toEqual({ code: 3501, reason: 'bad request' });
    const b = new FakeSocket();
    const early = hub.accept(b);
    early.receive(JSON.stringify({ id: 1, subscribe: { channel: 'maintenance:fortuna' } }));
    await early.drained();
    expect(b.closed).toEqual({ code: 3501, reason: 'bad request' });
  });

  it('answers client publish, presence and rpc with Centrifugo errors', async () => {
    const { connect } = setup();
    const { send } = await connect('p1');
    expect(await send({ id: 2, publish: { channel: 'maintenance:fortuna', data: {} } })).toEqual([
      { id: 2, error: { code: 103, message: 'permission denied' } },
    ]);
    expect(await send({ id: 3, presence: { channel: 'maintenance:fortuna' } })).toEqual([
      { id: 3, error: { code: 108, message: 'not available' } },
    ]);
    expect(await send({ id: 4, rpc: { method: 'x' } })).toEqual([{ id: 4, error: { code: 104, message: 'method not found' } }]);
    expect(await send({ id: 5, subscribe: { channel: 'profile:fortuna#p1' } })).toMatchObject([
      { id: 5, subscribe: { recoverable: true } },
    ]);
    expect(await send({ id: 6, subscribe: { channel: 'profile:fortuna#p1' } })).toEqual([
      { id: 6, error: { code: 105, message: 'already subscribed' } },
    ]);
  });

  it('recovers within the history window and says so when the gap is too old', async () => {
    const { connect, hub } = setup();
    const channel = 'notification:fortuna#p1';
    const { send } = await connect('p1');
    const [first] = await send({ id: 2, subscribe: { channel } });
    const epoch = first.subscribe.epoch;
    expect(first.subscribe.offset).toBe(0);
    for (let i = 1; i <= 5; i++) await hub.publish(channel, { type: 'notification', payload: { message: `m${i}` } });

    const late = await connect('p1');
    const [recovered] = await late.send({ id: 2, subscribe: { channel, recover: true, offset: 3, epoch } });
    expect(recovered.subscribe).toMatchObject({ recovered: true, was_recovering: true, offset: 5, epoch });
    expect(recovered.subscribe.publications.map((p: { offset: number }) => p.offset)).toEqual([4, 5]);

    const tooLate = await connect('p1');
    const [lost] = await tooLate.send({ id: 2, subscribe: { channel, recover: true, offset: 1, epoch } });
    expect(lost.subscribe).toMatchObject({ recovered: false, was_recovering: true, offset: 5 });
    expect(lost.subscribe.publications).toBeUndefined();

    const otherEpoch = await connect('p1');
    const [reset] = await otherEpoch.send({ id: 2, subscribe: { channel, recover: true, offset: 5, epoch: 'old' } });
    expect(reset.subscribe.recovered).toBe(false);
  });

  it('neither loses nor repeats a publication that arrives while a subscribe is being answered', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const { connect, hub } = setup({}, (b) => ({ ...b, history: async (...args) => (await gate, b.history(...args)) }));
    const channel = 'profile:fortuna#p1';
    const { session, socket } = await connect('p1');
    session.receive(JSON.stringify({ id: 2, subscribe: { channel } }));
    await flush();
    await hub.publish(channel, { type: 'a', payload: {} });
    release();
    await session.drained();
    await hub.publish(channel, { type: 'b', payload: {} });
    await flush();
    const frames = socket.take();
    expect(frames[0]).toMatchObject({ id: 2, subscribe: { offset: 1 } });
    expect(frames.slice(1)).toEqual([{ push: { channel, pub: { data: { type: 'b', payload: {} }, offset: 2 } } }]);
  });

  it('lets anyone, signed in or not, hear the public jackpot meters', async () => {
    const { connect, hub } = setup();
    const visitor = await connect(null);
    const player = await connect('p1');
    for (const c of [visitor, player])
      expect(await c.send({ id: 2, subscribe: { channel: 'jackpot:fortuna' } })).toMatchObject([{ id: 2, subscribe: {} }]);
    await hub.publish('jackpot:fortuna', { type: 'jackpotPool', payload: { poolId: 'mega-EUR', currency: 'EUR', amount: 500_010 } });
    await flush();
    for (const c of [visitor, player])
      expect(c.socket.take()).toEqual([
        {
          push: {
            channel: 'jackpot:fortuna',
            pub: { data: { type: 'jackpotPool', payload: { poolId: 'mega-EUR', currency: 'EUR', amount: 500_010 } }, offset: 1 },
          },
        },
      ]);
    expect(await visitor.send({ id: 3, subscribe: { channel: 'jackpot:other' } })).toMatchObject([{ id: 3, error: { code: 102 } }]);
  });

  it('drops a client that stops reading', async () => {
    const { connect, hub } = setup({ maxBufferedBytes: 1000 });
    const { socket, send } = await connect(null);
    await send({ id: 2, subscribe: { channel: 'maintenance:fortuna' } });
    socket.bufferedAmount = 5000;
    await hub.publish('maintenance:fortuna', { type: 'maintenance', payload: { active: true } });
    await flush();
    expect(socket.closed).toEqual({ code: 3008, reason: 'slow' });
  });

  it('sends what was queued in one turn as one frame of lines', async () => {
    const { connect, hub } = setup();
    const { socket, send } = await connect(null);
    await send({ id: 2, subscribe: { channel: 'maintenance:fortuna' } });
    for (let i = 0; i < 3; i++) await hub.publish('maintenance:fortuna', { type: 'maintenance', payload: { active: i % 2 === 0 } });
    await flush();
    expect(socket.sent).toHaveLength(1);
    expect(socket.take().map((f) => f.push.pub.offset)).toEqual([1, 2, 3]);
  });

  it('tells every client to reconnect elsewhere on shutdown', async () => {
    const { connect, hub } = setup();
    const a = await connect('p1');
    const b = await connect(null);
    await hub.shutdown();
    expect([a.socket.closed, b.socket.closed]).toEqual([
      { code: 3001, reason: 'shutdown' },
      { code: 3001, reason: 'shutdown' },
    ]);
  });
});

describe('memory broker', () => {
  it('forgets idle streams but keeps the position of channels someone listens to', async () => {
    const clock = new FakeClock();
    const broker = createMemoryBroker({ clock, history: { size: 3, ttlMs: 60_000, metaTtlMs: 3_600_000 } });
    const read = await broker.history('profile:fortuna#a', {});
    await broker.history('profile:fortuna#b', {});
    await broker.publish('profile:fortuna#c', { n: 1 });
    clock.advance(61_000);
    broker.sweep((channel) => channel === 'profile:fortuna#a');
    expect(broker.streams).toBe(2);
    expect((await broker.history('profile:fortuna#a', {})).epoch).toBe(read.epoch);
    expect(await broker.history('profile:fortuna#c', {})).toMatchObject({ offset: 1, publications: [] });
    clock.advance(3_600_000);
    broker.sweep(() => false);
    expect(broker.streams).toBe(0);
  });
});
