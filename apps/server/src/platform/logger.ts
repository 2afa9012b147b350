import type { FastifyServerOptions } from 'fastify';

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

export function loggerOptions(level: string, pretty: boolean): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req(req) {
        return { method: req.method, url: redactUrl(req.url), remoteAddress: req.ip };
      },
    },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { singleLine: true } } } : {}),
  };
}

/** Confirmation and reset links carry secrets in the path: keep them out of access logs. */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/confirm\/email\/|\/reset\/password\/|\/password\/reset\/)[^/?#]+/gi, '$1[redacted]')
    .replace(/(\/confirm\/phone\/)\d+/gi, '$1[redacted]')
    .replace(/(\/2fa\/validate\/google\/)[^/?#]+/gi, '$1[redacted]')
    .replace(/([?&](token|code|payload|hash)=)[^&#]*/gi, '$1[redacted]');
}
