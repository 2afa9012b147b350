import type { FastifyBaseLogger } from 'fastify';
import type { RealtimePublisher } from '../../platform/realtime';

/**
 * Publishing to a real Centrifugo cluster through its server HTTP API (v5+):
 * POST <CENTRIFUGO_API_URL>/publish with `X-API-Key` and `{channel, data}`.
 * A push is best effort: a failure is logged and never breaks the use case that published.
 */
export function createCentrifugoPublisher(options: {
  apiUrl: string;
  apiKey: string;
  log: FastifyBaseLogger;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): RealtimePublisher {
  const endpoint = `${options.apiUrl.replace(/\/+$/, '')}/publish`;
  const doFetch = options.fetch ?? fetch;
  return {
    async publish(channel, message) {
      try {
        const res = await doFetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': options.apiKey },
          body: JSON.stringify({ channel, data: message }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 3000),
        });
        const body = (await res.json().catch(() => null)) as { error?: { code: number; message: string } } | null;
        if (!res.ok || body?.error) {
          options.log.error({ channel, status: res.status, error: body?.error }, 'centrifugo publish rejected');
        }
      } catch (err) {
        options.log.error({ err, channel }, 'centrifugo publish failed');
      }
    },
  };
}

/** The client endpoint of a Centrifugo whose API is at `apiUrl`, when CENTRIFUGO_WS_URL is not given. */
export function centrifugoWebsocketUrl(apiUrl: string): string {
  const url = new URL('/connection/websocket', apiUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}
