import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { promoMailingParamsSchema, promoMailingSchema, promoMailRequestSchema } from '@fortuna/contracts';
import { apiSchema } from '../../platform/http/api-schema';
import { requirePlayer, signedIn } from '../../platform/http/auth-context';
import { requireOperator } from '../../platform/http/operator-auth';
import { perIp, perPlayer } from '../../platform/http/rate-limit';
import type { SubscriptionsService } from './subscriptions.service';

const MINUTE = 60_000;

/** The player's subscriptions screen and the signed unsubscribe link of every promotional mail. */
export const subscriptionsRoutes: FastifyPluginAsyncZod<{ service: SubscriptionsService }> = async (app, { service }) => {
  app.get(
    '/subscriptions',
    { onRequest: signedIn, config: perPlayer(120, MINUTE), schema: apiSchema('GET /subscriptions') },
    async (request) => service.current(requirePlayer(request).playerId),
  );

  app.post(
    '/subscription/:type/:action',
    { onRequest: signedIn, config: perPlayer(30, MINUTE), schema: apiSchema('POST /subscription/:type/:action') },
    async (request) => {
      const { type, action } = request.params;
      const result = await service.change(requirePlayer(request).playerId, type, action === 'subscribe');
      request.log.info({ event: 'subscriptions.changed', type, action }, 'subscription changed');
      return { status: 'ok' as const, ...result };
    },
  );

  // The unsubscribe link works signed out, from the site's page (JSON) and from a mail client's
  // one-click POST (RFC 8058: form-encoded `List-Unsubscribe=One-Click`, no Origin). The signature is
  // what protects it, so the JSON-only CSRF rule does not apply; it only ever turns a subscription off.
  await app.register(async (scope) => {
    const oneClick = scope.withTypeProvider<ZodTypeProvider>();
    // the body says nothing the path does not (`List-Unsubscribe=One-Click`, or an empty JSON call): read and dropped
    oneClick.removeContentTypeParser('application/json');
    oneClick.addContentTypeParser(
      ['application/json', 'application/x-www-form-urlencoded', 'text/plain'],
      { parseAs: 'string', bodyLimit: 1024 },
      (_r, _b, done) => done(null, undefined),
    );
    oneClick.post(
      '/subscription/:type/:hash/:playerId/unsubscribe',
      { config: { csrf: false, ...perIp(30, MINUTE) }, schema: apiSchema('POST /subscription/:type/:hash/:playerId/unsubscribe') },
      async (request) => {
        const { type, hash, playerId } = request.params;
        try {
          const result = await service.unsubscribeByLink(type, hash, playerId);
          request.log.info({ event: 'subscriptions.unsubscribedByLink', type, playerId, changed: result.changed }, 'unsubscribed by link');
          return result;
        } catch (err) {
          request.log.warn({ event: 'subscriptions.forgedLink', type, playerId }, 'unsubscribe link refused');
          throw err;
        }
      },
    );
  });
};

/** Promotional mail to a segment (`Authorization: Bearer $OPERATOR_TOKEN`), sent in batches to those who opted in. */
export const subscriptionsOperatorRoutes: FastifyPluginAsyncZod<{
  service: SubscriptionsService;
  operatorToken?: string;
  runJobs: () => Promise<number>;
}> = async (app, { service, operatorToken, runJobs }) => {
  const operator = { onRequest: async (request: Parameters<typeof requireOperator>[0]) => requireOperator(request, operatorToken) };

  app.post(
    '/operator/subscriptions/promo-mails',
    {
      ...operator,
      config: perIp(60, MINUTE),
      schema: { body: promoMailRequestSchema, response: { 202: promoMailingSchema, 200: promoMailingSchema } },
    },
    async (request, reply) => {
      const { created, ...mailing } = await service.sendPromo(request.body);
      return reply.status(created ? 202 : 200).send(mailing);
    },
  );

  app.get(
    '/operator/subscriptions/promo-mails/:id',
    { ...operator, config: perIp(600, MINUTE), schema: { params: promoMailingParamsSchema, response: { 200: promoMailingSchema } } },
    async (request) => service.mailingStatus(request.params.id),
  );

  // runs the due batches now, to the end (what the runner's timer does every few seconds)
  app.post(
    '/operator/subscriptions/jobs',
    { ...operator, config: perIp(30, MINUTE), schema: { response: { 200: z.object({ jobs: z.number().int() }) } } },
    async () => ({ jobs: await runJobs() }),
  );
};
