import type { FastifyServerOptions } from 'fastify';
import pinoPretty from 'pino-pretty';

/** Keys whose values never reach a log line: passwords, tokens, codes, secrets, cookies. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordPlain',
  '*.currentPassword',
  '*.token',
  '*.code',
  '*.secret',
];

/**
 * pino options. JSON lines for machines; `pretty`: one coloured line per entry for a person at a
 * terminal (formatted in this process, so it stays in order with the start-up banner).
 */
export function loggerOptions(level: string, pretty: boolean): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req(req) {
        return { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip };
      },
    },
    ...(pretty ? { stream: pinoPretty({ singleLine: true, sync: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' }) } : {}),
  };
}

/** A line per request ("incoming request", "request completed") only when asked for, or at debug and below. */
export function logsRequests(env: { LOG_REQUESTS: boolean; LOG_LEVEL: string }): boolean {
  return env.LOG_REQUESTS || env.LOG_LEVEL === 'debug' || env.LOG_LEVEL === 'trace';
}

/** Confirmation and reset links carry secrets in the path: keep them out of access logs. */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/confirm\/email\/|\/reset\/password\/|\/password\/reset\/)[^/?#]+/gi, '$1[redacted]')
    .replace(/(\/confirm\/phone\/)\d+/gi, '$1[redacted]')
    .replace(/(\/2fa\/validate\/google\/)[^/?#]+/gi, '$1[redacted]')
    .replace(/([?&](token|code|payload|hash)=)[^&#]*/gi, '$1[redacted]');
}
