import type { AddressInfo } from 'node:net';
import { Centrifuge, type Options as CentrifugeOptions, type PublicationContext, type Subscription } from 'centrifuge';
import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';

/** Test helpers: the official `centrifuge` client, in Node, against an app listening on a free port. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/connection/websocket`;
}

export function client(url: string, options: Partial<CentrifugeOptions> = {}) {
  return new Centrifuge(url, { websocket: WebSocket, minReconnectDelay: 50, maxReconnectDelay: 200, timeout: 5000, ...options });
}

/** The next event of that name (optionally one matching `accept`). */
export function next<T>(
  emitter: { on(event: string, fn: (ctx: T) => void): unknown; removeListener(event: string, fn: (ctx: T) => void): unknown },
  event: string,
  accept: (ctx: T) => boolean = () => true,
): Promise<T> {
  return new Promise((resolve) => {
    const fn = (ctx: T) => {
      if (!accept(ctx)) return;
      emitter.removeListener(event, fn);
      resolve(ctx);
    };
    emitter.on(event, fn);
  });
}

/** Collects the publications of a subscription. */
export function collect(sub: Subscription) {
  const received: PublicationContext[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  sub.on('publication', (ctx) => {
    received.push(ctx);
    for (const w of waiters.splice(0)) {
      if (received.length >= w.count) w.resolve();
      else waiters.push(w);
    }
  });
  return {
    received,
    /** resolves once `count` publications arrived in total */
    until(count: number) {
      return received.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ count, resolve }));
    },
  };
}
