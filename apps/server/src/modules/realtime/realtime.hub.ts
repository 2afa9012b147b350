import type { FastifyBaseLogger } from 'fastify';
import { parseRealtimeChannel } from '@fortuna/contracts';
import type { Clock } from '../../platform/clock';
import { counter } from '../../platform/metrics';
import type { RealtimeMessage } from '../../platform/realtime';
import type { Broker } from './realtime.broker';
import { DISCONNECT, encodePublicationPush, ERROR, type ProtocolError, type Publication } from './realtime.protocol';
import { Session, type HubSocket } from './realtime.session';
import type { TokenService } from './realtime.tokens';

export interface HubOptions {
  pingIntervalMs: number;
  pongTimeoutMs: number;
  /** a socket that has not sent its connect command by then is closed */
  staleMs: number;
  /** grace after the token's expiry for the client's refresh */
  expiredCloseDelayMs: number;
  maxSubscriptions: number;
  /** a client this far behind in reading is dropped (it reconnects and recovers) */
  maxBufferedBytes: number;
  historySize: number;
}

const connectionsOpened = counter('fortuna_ws_connections_opened_total', 'WebSocket connections accepted by the embedded hub');
const publications = counter('fortuna_ws_publications_total', 'Publications the hub fanned out (one per channel message)');
const deliveries = counter('fortuna_ws_deliveries_total', 'Messages handed to WebSocket clients (one per subscriber per publication)');

export const DEFAULT_HUB_OPTIONS: HubOptions = {
  pingIntervalMs: 25_000,
  pongTimeoutMs: 8_000,
  staleMs: 10_000,
  expiredCloseDelayMs: 25_000,
  maxSubscriptions: 64,
  maxBufferedBytes: 4 * 1024 * 1024,
  historySize: 50,
};

/**
 * The embedded real-time hub: connections, the channel index, publishing through the broker
 * (in-process or Redis) and the periodic sweep that pings clients and drops dead ones.
 */
export class Hub {
  readonly options: HubOptions;
  private readonly sessions = new Set<Session>();
  private readonly channels = new Map<string, Set<Session>>();
  private timer: NodeJS.Timeout | null = null;
  private readonly dirty = new Set<Session>();
  private flushScheduled = false;

  constructor(
    readonly tokens: TokenService,
    readonly broker: Broker,
    private readonly clock: Clock,
    readonly log: FastifyBaseLogger,
    private readonly projectId: string,
    options: Partial<HubOptions> = {},
  ) {
    this.options = { ...DEFAULT_HUB_OPTIONS, ...options };
    broker.onPublication((channel, pub, frame) => this.fanOut(channel, pub, frame));
  }

  now() {
    return this.clock.now().getTime();
  }

  get stats() {
    return { connections: this.sessions.size, channels: this.channels.size };
  }

  accept(socket: HubSocket): Session {
    connectionsOpened.inc();
    const session = new Session(this, socket);
    this.sessions.add(session);
    return session;
  }

  forget(session: Session) {
    this.sessions.delete(session);
  }

  /** null when the user may subscribe (or read history), else the protocol error to answer. */
  authorize(userId: string, channel: string): ProtocolError | null {
    const parsed = parseRealtimeChannel(channel);
    if (!parsed || parsed.projectId !== this.projectId) return ERROR.unknownChannel;
    if (parsed.playerId === null) return null;
    return userId !== '' && parsed.playerId === userId ? null : ERROR.permissionDenied;
  }

  addSubscriber(channel: string, session: Session) {
    let set = this.channels.get(channel);
    if (!set) this.channels.set(channel, (set = new Set()));
    set.add(session);
  }

  removeSubscriber(channel: string, session: Session) {
    const set = this.channels.get(channel);
    if (!set) return;
    set.delete(session);
    if (set.size === 0) this.channels.delete(channel);
  }

  async publish(channel: string, message: RealtimeMessage) {
    await this.broker.publish(channel, message);
  }

  /** One pass per event-loop turn writes every connection's queued frames (as Centrifugo batches). */
  scheduleFlush(session: Session) {
    this.dirty.add(session);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      const sessions = [...this.dirty];
      this.dirty.clear();
      for (const s of sessions) s.flush();
    });
  }

  encodePush(channel: string, pub: Publication) {
    return encodePublicationPush(channel, pub);
  }

  private fanOut(channel: string, pub: Publication, frame?: string) {
    publications.inc();
    const set = this.channels.get(channel);
    if (!set) return;
    const encoded = frame ?? encodePublicationPush(channel, pub);
    for (const session of set) session.deliver(channel, pub, encoded);
    deliveries.inc(set.size);
  }

  sweep() {
    const now = this.now();
    for (const session of this.sessions) session.tick(now);
    this.broker.sweep?.((channel) => this.channels.has(channel));
  }

  start(intervalMs = 1000) {
    if (this.timer) return;
    this.timer = setInterval(() => this.sweep(), intervalMs);
    this.timer.unref();
  }

  /** Tell every client to reconnect (to another instance) and stop. */
  async shutdown() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const session of [...this.sessions]) session.disconnect(DISCONNECT.shutdown);
    await this.broker.close();
  }
}
