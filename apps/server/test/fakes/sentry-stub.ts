import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';

/**
 * A stand-in for a Sentry-compatible server: accepts envelopes at `/api/<project>/envelope/` and
 * keeps their error events. `dsn` is what SENTRY_DSN is set to.
 */
export interface SentryStub {
  dsn: string;
  events: Array<Record<string, unknown> & { tags?: Record<string, string>; release?: string; environment?: string }>;
  close(): Promise<void>;
}

export async function startSentryStub(): Promise<SentryStub> {
  const events: SentryStub['events'] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      // a browser SDK (the e2e journeys) asks first whether it may post across origins
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' }).end();
        return;
      }
      let body = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      events.push(...eventsOf(body.toString('utf8')));
      res.writeHead(200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    dsn: `http://publickey@127.0.0.1:${port}/42`,
    events,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The error events of one envelope: lines of JSON, an item header before each payload. */
export function eventsOf(envelope: string): SentryStub['events'] {
  const lines = envelope.split('\n');
  const out: SentryStub['events'] = [];
  for (let i = 1; i < lines.length - 1; i++) {
    try {
      const header = JSON.parse(lines[i]) as { type?: string };
      if (header.type === 'event') out.push(JSON.parse(lines[i + 1]) as SentryStub['events'][number]);
    } catch {
      /* a binary item (a replay recording) */
    }
  }
  return out;
}
