import { randomUUID } from 'node:crypto';
import {
  DISCONNECT,
  encodeError,
  encodeReply,
  ERROR,
  type Command,
  type Disconnect,
  type HistoryRequest,
  type ProtocolError,
  type Publication,
  type SubscribeRequest,
} from './realtime.protocol';
import type { Hub } from './realtime.hub';

/** What the hub needs of a WebSocket (the `ws` socket fits). */
export interface HubSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  readonly bufferedAmount: number;
}

interface SubscriptionState {
  /** false while the subscribe reply is being prepared: live publications wait in `buffer` */
  live: boolean;
  buffer: Publication[];
  lastOffset: number;
}

const MAX_COMMANDS_PER_FRAME = 100;
const MAX_CHANNEL_LENGTH = 255;
const SERVER_VERSION = 'fortuna-hub';

/**
 * One client connection speaking the Centrifugo JSON protocol. Commands of a connection run one
 * after another in arrival order; publications reach it through the hub's channel index.
 */
export class Session {
  readonly id = randomUUID();
  userId: string | null = null;
  connected = false;
  closed = false;
  expiresAt: number | null = null;
  nextPingAt = 0;
  pongDeadline: number | null = null;
  readonly openedAt: number;
  readonly subs = new Map<string, SubscriptionState>();
  private queue: Promise<void> = Promise.resolve();
  private outbox: string[] = [];

  constructor(
    private readonly hub: Hub,
    private readonly socket: HubSocket,
  ) {
    this.openedAt = hub.now();
  }

  receive(raw: string) {
    if (this.closed) return;
    const lines = raw.split('\n').filter((l) => l.trim() !== '');
    if (lines.length > MAX_COMMANDS_PER_FRAME) return this.disconnect(DISCONNECT.badRequest);
    let commands: Command[];
    try {
      commands = lines.map((l) => JSON.parse(l) as Command);
    } catch {
      return this.disconnect(DISCONNECT.badRequest);
    }
    for (const command of commands) {
      if (!command || typeof command !== 'object' || Array.isArray(command)) return this.disconnect(DISCONNECT.badRequest);
      this.queue = this.queue
        .then(() => (this.closed ? undefined : this.handle(command)))
        .catch((err) => {
          this.hub.log.error({ err }, 'realtime command failed');
          this.disconnect({ code: 3004, reason: 'internal server error' });
        });
    }
  }

  /** resolves when every command received so far has been handled */
  drained(): Promise<void> {
    return this.queue;
  }

  private async handle(command: Command) {
    const id = typeof command.id === 'number' && command.id > 0 ? command.id : 0;
    if (!id) {
      // No id: a pong (`{}`) or a fire-and-forget `send`, which we have no use for.
      if (Object.keys(command).length === 0 || command.send) this.pongDeadline = null;
      return;
    }
    if (command.connect) return this.connect(id, command.connect.token);
    if (!this.connected) return this.disconnect(DISCONNECT.badRequest);
    if (command.subscribe) return this.subscribe(id, command.subscribe);
    if (command.unsubscribe) return this.unsubscribe(id, command.unsubscribe.channel);
    if (command.history) return this.history(id, command.history);
    if (command.refresh) return this.refresh(id, command.refresh.token);
    if (command.publish) return this.replyError(id, ERROR.permissionDenied);
    if (command.presence || command.presence_stats || command.sub_refresh) return this.replyError(id, ERROR.notAvailable);
    if (command.rpc) return this.replyError(id, ERROR.methodNotFound);
    return this.disconnect(DISCONNECT.badRequest);
  }

  private async connect(id: number, token: unknown) {
    if (this.connected) return this.disconnect(DISCONNECT.badRequest);
    if (typeof token !== 'string' || !token) return this.disconnect(DISCONNECT.invalidToken);
    const check = await this.hub.tokens.verify(token);
    if (this.closed) return;
    if (!check.ok) {
      if (check.reason === 'expired') return this.replyError(id, ERROR.tokenExpired);
      return this.disconnect(DISCONNECT.invalidToken);
    }
    this.userId = check.userId;
    this.expiresAt = check.expiresAt;
    this.connected = true;
    const now = this.hub.now();
    this.nextPingAt = now + this.hub.options.pingIntervalMs;
    this.send(
      encodeReply(id, 'connect', {
        client: this.id,
        version: SERVER_VERSION,
        ping: Math.round(this.hub.options.pingIntervalMs / 1000),
        pong: true,
        ...this.expiry(now),
      }),
    );
  }

  private expiry(now: number) {
    if (this.expiresAt === null) return {};
    return { expires: true, ttl: Math.max(1, Math.ceil((this.expiresAt - now) / 1000)) };
  }

  private async refresh(id: number, token: unknown) {
    const check = typeof token === 'string' ? await this.hub.tokens.verify(token) : ({ ok: false, reason: 'invalid' } as const);
    if (this.closed) return;
    if (!check.ok) return this.disconnect(check.reason === 'expired' ? DISCONNECT.expired : DISCONNECT.invalidToken);
    if (check.userId !== this.userId) return this.disconnect(DISCONNECT.invalidToken);
    this.expiresAt = check.expiresAt;
    this.send(encodeReply(id, 'refresh', { client: this.id, version: SERVER_VERSION, ...this.expiry(this.hub.now()) }));
  }

  private async subscribe(id: number, req: SubscribeRequest) {
    const channel = req?.channel;
    if (typeof channel !== 'string' || !channel || channel.length > MAX_CHANNEL_LENGTH) return this.replyError(id, ERROR.badRequest);
    if (this.subs.has(channel)) return this.replyError(id, ERROR.alreadySubscribed);
    if (this.subs.size >= this.hub.options.maxSubscriptions) return this.replyError(id, ERROR.limitExceeded);
    const denied = this.hub.authorize(this.userId ?? '', channel);
    if (denied) return this.replyError(id, denied);

    // Listen before reading the stream top, buffering what arrives meanwhile: nothing is lost
    // between the history read and the first live publication, and nothing is sent twice.
    const state: SubscriptionState = { live: false, buffer: [], lastOffset: 0 };
    this.subs.set(channel, state);
    this.hub.addSubscriber(channel, this);

    const recover = req.recover === true;
    const since = { offset: numberOr(req.offset, 0), epoch: typeof req.epoch === 'string' ? req.epoch : '' };
    const result = await this.hub.broker.history(channel, recover ? { since, limit: this.hub.options.historySize } : { limit: 0 });
    if (this.closed || this.subs.get(channel) !== state) return;

    const reply: Record<string, unknown> = { recoverable: true, positioned: true, epoch: result.epoch, offset: result.offset };
    let delivered = result.offset;
    if (recover) {
      const sameEpoch = since.epoch === '' || since.epoch === result.epoch;
      const pubs = result.publications;
      const recovered = sameEpoch && (pubs.length === 0 ? result.offset === since.offset : pubs[0].offset === since.offset + 1);
      reply.was_recovering = true;
      reply.recovered = recovered;
      if (recovered && pubs.length) {
        reply.publications = pubs.map((p) => ({ data: p.data, offset: p.offset }));
        delivered = Math.max(result.offset, pubs[pubs.length - 1].offset);
      }
    }
    this.send(encodeReply(id, 'subscribe', reply));
    state.live = true;
    state.lastOffset = delivered;
    for (const pub of state.buffer) this.deliver(channel, pub, null);
    state.buffer = [];
  }

  private unsubscribe(id: number, channel: unknown) {
    if (typeof channel !== 'string') return this.replyError(id, ERROR.badRequest);
    if (this.subs.delete(channel)) this.hub.removeSubscriber(channel, this);
    this.send(encodeReply(id, 'unsubscribe', {}));
  }

  private async history(id: number, req: HistoryRequest) {
    const channel = req?.channel;
    if (typeof channel !== 'string' || !channel) return this.replyError(id, ERROR.badRequest);
    const denied = this.hub.authorize(this.userId ?? '', channel);
    if (denied) return this.replyError(id, denied);
    const limit = numberOr(req.limit, 0);
    const since = req.since
      ? { offset: numberOr(req.since.offset, 0), epoch: typeof req.since.epoch === 'string' ? req.since.epoch : '' }
      : undefined;
    const result = await this.hub.broker.history(channel, { since });
    if (this.closed) return;
    if (since?.epoch && since.epoch !== result.epoch) return this.replyError(id, ERROR.unrecoverablePosition);
    let pubs = req.reverse ? result.publications.slice().reverse() : result.publications;
    pubs = limit < 0 ? pubs : pubs.slice(0, limit);
    this.send(
      encodeReply(id, 'history', {
        publications: pubs.map((p) => ({ data: p.data, offset: p.offset })),
        epoch: result.epoch,
        offset: result.offset,
      }),
    );
  }

  /** A publication on a channel this connection listens to; `encoded` is the shared push JSON. */
  deliver(channel: string, pub: Publication, encoded: string | null) {
    const state = this.subs.get(channel);
    if (!state || this.closed) return;
    if (!state.live) {
      state.buffer.push(pub);
      return;
    }
    if (pub.offset <= state.lastOffset) return;
    state.lastOffset = pub.offset;
    this.send(encoded ?? this.hub.encodePush(channel, pub));
  }

  /** Called by the hub's sweep: pings, pong deadline, token expiry, connections that never connected. */
  tick(now: number) {
    if (this.closed) return;
    if (!this.connected) {
      if (now - this.openedAt >= this.hub.options.staleMs) this.disconnect(DISCONNECT.stale);
      return;
    }
    if (this.pongDeadline !== null && now >= this.pongDeadline) return this.disconnect(DISCONNECT.noPong);
    if (this.expiresAt !== null && now >= this.expiresAt + this.hub.options.expiredCloseDelayMs) return this.disconnect(DISCONNECT.expired);
    if (now >= this.nextPingAt) {
      this.send('{}');
      this.nextPingAt = now + this.hub.options.pingIntervalMs;
      if (this.pongDeadline === null) this.pongDeadline = now + this.hub.options.pongTimeoutMs;
    }
  }

  private replyError(id: number, error: ProtocolError) {
    this.send(encodeError(id, error));
  }

  /** Queued; everything queued in one turn of the event loop goes out as one frame (lines). */
  private send(data: string) {
    if (this.closed) return;
    this.outbox.push(data);
    if (this.outbox.length === 1) this.hub.scheduleFlush(this);
  }

  flush() {
    if (this.closed || this.outbox.length === 0) return;
    if (this.socket.bufferedAmount > this.hub.options.maxBufferedBytes) {
      this.outbox = [];
      return this.disconnect(DISCONNECT.slow);
    }
    const frame = this.outbox.length === 1 ? this.outbox[0] : this.outbox.join('\n');
    this.outbox = [];
    this.socket.send(frame);
  }

  disconnect(d: Disconnect) {
    if (this.closed) return;
    this.flush();
    if (this.closed) return;
    this.cleanup();
    try {
      this.socket.close(d.code, d.reason);
    } catch {
      // already closing
    }
  }

  /** The socket is gone: forget its subscriptions. */
  cleanup() {
    if (this.closed) return;
    this.closed = true;
    for (const channel of this.subs.keys()) this.hub.removeSubscriber(channel, this);
    this.subs.clear();
    this.hub.forget(this);
  }
}

function numberOr(value: unknown, fallback: number) {
  return typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : fallback;
}
