import { randomBytes } from 'node:crypto';
import type { Clock } from '../../platform/clock';
import type { Publication, StreamPosition } from './realtime.protocol';

/**
 * Where publications go: each channel is a stream with an epoch and increasing offsets, whose
 * last `size` publications are kept for `ttlMs` after the last publish (a short history, so a
 * client that reconnects gets what it missed). The broker tells every hub of every instance about
 * each publication through `onPublication`.
 */
export interface HistoryOptions {
  size: number;
  ttlMs: number;
  /** how long an idle stream keeps its epoch and offset (positions stay comparable) */
  metaTtlMs: number;
}

export const DEFAULT_HISTORY: HistoryOptions = { size: 50, ttlMs: 5 * 60_000, metaTtlMs: 24 * 60 * 60_000 };

export interface HistoryResult extends StreamPosition {
  publications: Publication[];
}

export interface Broker {
  publish(channel: string, data: unknown): Promise<void>;
  /** publications after `since` (all kept ones without it), oldest first, and the stream top */
  history(channel: string, options: { since?: StreamPosition; limit?: number }): Promise<HistoryResult>;
  /** `frame`, when given, is the publication's client push already encoded (`encodePublicationPush`) */
  onPublication(handler: (channel: string, pub: Publication, frame?: string) => void): void;
  /** drop what expired; `listened` tells which channels have subscribers here */
  sweep?(listened: (channel: string) => boolean): void;
  close(): Promise<void>;
}

export const newEpoch = () => randomBytes(6).toString('base64url');

interface Stream {
  epoch: string;
  top: number;
  pubs: Publication[];
  historyUntil: number;
  metaUntil: number;
}

/** In-process broker: one instance, history in memory. */
export function createMemoryBroker(options: {
  clock: Clock;
  history?: HistoryOptions;
}): Broker & { sweep(listened?: (channel: string) => boolean): void; streams: number } {
  const history = options.history ?? DEFAULT_HISTORY;
  const streams = new Map<string, Stream>();
  const handlers: ((channel: string, pub: Publication) => void)[] = [];
  const now = () => options.clock.now().getTime();

  function stream(channel: string): Stream {
    let s = streams.get(channel);
    const t = now();
    if (s && s.metaUntil <= t) s = undefined;
    if (s && s.historyUntil <= t) s.pubs = [];
    if (!s) {
      // A stream only read so far (a subscribe) is kept briefly; publishing keeps it for metaTtl,
      // and the hub's sweep keeps it while anyone listens.
      s = { epoch: newEpoch(), top: 0, pubs: [], historyUntil: 0, metaUntil: t + history.ttlMs };
      streams.set(channel, s);
    }
    return s;
  }

  return {
    get streams() {
      return streams.size;
    },
    async publish(channel, data) {
      const s = stream(channel);
      const pub: Publication = { offset: ++s.top, data };
      s.pubs.push(pub);
      if (s.pubs.length > history.size) s.pubs.splice(0, s.pubs.length - history.size);
      const t = now();
      s.historyUntil = t + history.ttlMs;
      s.metaUntil = t + history.metaTtlMs;
      for (const handler of handlers) handler(channel, pub);
    },
    async history(channel, { since, limit }) {
      const s = stream(channel);
      let pubs = since ? s.pubs.filter((p) => p.offset > since.offset) : s.pubs.slice();
      if (limit !== undefined && limit >= 0) pubs = pubs.slice(0, limit);
      return { epoch: s.epoch, offset: s.top, publications: pubs };
    },
    onPublication(handler) {
      handlers.push(handler);
    },
    sweep(listened = () => false) {
      const t = now();
      for (const [channel, s] of streams) {
        if (listened(channel)) s.metaUntil = Math.max(s.metaUntil, t + history.ttlMs);
        if (s.metaUntil <= t) streams.delete(channel);
        else if (s.historyUntil <= t && s.pubs.length) s.pubs = [];
      }
    },
    async close() {
      streams.clear();
    },
  };
}
