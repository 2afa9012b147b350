import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiSchema } from '../http/api-schema';
import { notFound } from '../errors';
import type { Mailer, SmsSender } from './mailer';

/** The mailbox key travels as `?key=` (the link printed at start-up) or this header, then as the cookie. */
export const MAILBOX_KEY_HEADER = 'x-mailbox-key';
export const MAILBOX_COOKIE = 'fortuna_mailbox';
export const MAILBOX_PAGE = '/dev/mailbox';
const COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

export interface MailboxGateOptions {
  key: string;
  secureCookies: boolean;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The developer mailbox shows one-time links (password resets), so it is locked like a Jupyter
 * server: only a request that knows the key sees it; everyone else gets the same 404 as an unknown route.
 */
export function createMailboxGate({ key, secureCookies }: MailboxGateOptions) {
  const expected = digest(key);
  const matches = (given: unknown) =>
    typeof given === 'string' && given.length > 0 && given.length <= 256 && timingSafeEqual(digest(given), expected);
  const queryKey = (request: FastifyRequest) => (request.query as Record<string, unknown> | undefined)?.key;
  return {
    matches,
    /** the key given explicitly (query or header), if it is the right one */
    explicit(request: FastifyRequest): boolean {
      return matches(queryKey(request)) || matches(request.headers[MAILBOX_KEY_HEADER]);
    },
    allows(request: FastifyRequest): boolean {
      return this.explicit(request) || matches(request.cookies?.[MAILBOX_COOKIE]);
    },
    remember(reply: FastifyReply) {
      void reply.setCookie(MAILBOX_COOKIE, key, {
        path: '/',
        httpOnly: true,
        sameSite: 'strict',
        secure: secureCookies,
        maxAge: COOKIE_MAX_AGE_S,
      });
    },
  };
}
export type MailboxGate = ReturnType<typeof createMailboxGate>;

/**
 * GET /api/dev/mailbox: what the sandbox "sent" (mails with their links, text messages). Registered
 * only while mail goes to the sandbox (no SMTP_URL), and answered only with the mailbox key.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ mailer: Mailer; sms: SmsSender; gate: MailboxGate }> = async (
  app,
  { mailer, sms, gate },
) => {
  app.get(
    '/dev/mailbox',
    {
      schema: apiSchema('GET /dev/mailbox'),
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      if (!gate.allows(request)) throw notFound(`Route GET ${request.url.split('?')[0]} not found`);
      if (gate.explicit(request)) gate.remember(reply);
      void reply.header('cache-control', 'no-store');
      const [mails, texts] = await Promise.all([mailer.recent(), sms.recent()]);
      return {
        mails: mails.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          text: m.text ?? '',
          links: m.links,
          headers: m.headers,
          template: m.template,
          createdAt: m.createdAt.toISOString(),
        })),
        sms: texts.map((s) => ({ id: s.id, to: s.to, text: s.text ?? '', createdAt: s.createdAt.toISOString() })),
      };
    },
  );
};

/**
 * The page's half of the key: `GET /dev/mailbox?key=<right key>` sets the cookie and redirects to
 * the bare address, so the key does not stay in the address bar or the history. Registered at the root.
 */
export function registerMailboxPageKey(app: FastifyInstance, gate: MailboxGate) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.url.startsWith(`${MAILBOX_PAGE}?`)) return;
    const given = new URLSearchParams(request.url.slice(MAILBOX_PAGE.length + 1)).get('key');
    if (!gate.matches(given)) return;
    gate.remember(reply);
    return reply.redirect(MAILBOX_PAGE, 303);
  });
}
