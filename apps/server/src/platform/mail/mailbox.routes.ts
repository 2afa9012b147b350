import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { devMailboxResponseSchema } from '@fortuna/contracts';
import type { Mailer, SmsSender } from './mailer';

/**
 * GET /api/dev/mailbox: what the sandbox "sent" (mails with their links, text messages). Registered
 * only when SANDBOX_PROVIDERS is on and mail goes to the sandbox: it shows one-time links.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ mailer: Mailer; sms: SmsSender }> = async (app, { mailer, sms }) => {
  app.get('/dev/mailbox', { schema: { response: { 200: devMailboxResponseSchema } } }, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    const [mails, texts] = await Promise.all([mailer.recent(), sms.recent()]);
    return {
      mails: mails.map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text ?? '',
        links: m.links,
        template: m.template,
        createdAt: m.createdAt.toISOString(),
      })),
      sms: texts.map((s) => ({ id: s.id, to: s.to, text: s.text ?? '', createdAt: s.createdAt.toISOString() })),
    };
  });
};
