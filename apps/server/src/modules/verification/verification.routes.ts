import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiSchema } from '../../platform/http/api-schema';
import { requirePlayer, signedIn } from '../../platform/http/auth-context';
import { perIp, perPlayer } from '../../platform/http/rate-limit';
import type { VerificationService } from './verification.service';

export interface VerificationRoutesOptions {
  service: VerificationService;
}

/** The player's verification calls and the vendor's webhook. */
export const verificationRoutes: FastifyPluginAsyncZod<VerificationRoutesOptions> = async (app, { service }) => {
  app.post(
    '/verification/create/applicant',
    { onRequest: signedIn, config: perPlayer(20, 60_000), schema: apiSchema('POST /verification/create/applicant') },
    async (request) => service.createApplicant(requirePlayer(request).playerId),
  );

  app.get(
    '/verification/check/applicant',
    { onRequest: signedIn, schema: apiSchema('GET /verification/check/applicant') },
    async (request) => service.check(requirePlayer(request).playerId, request.query.applicantId),
  );

  app.get(
    '/verification/applicant/getToken',
    { onRequest: signedIn, config: perPlayer(30, 60_000), schema: apiSchema('GET /verification/applicant/getToken') },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.token(requirePlayer(request).playerId);
    },
  );

  app.get(
    '/verification/documents/requested',
    { onRequest: signedIn, schema: apiSchema('GET /verification/documents/requested') },
    async (request) => service.documentsRequested(requirePlayer(request).playerId),
  );

  // the vendor's webhooks: the digest covers the exact bytes, so this scope keeps the body raw
  await app.register(async (scope) => {
    const raw = scope.withTypeProvider<ZodTypeProvider>();
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
    raw.post(
      '/verification/webhook/:provider',
      {
        config: { csrf: false, ...perIp(600, 60_000) },
        schema: {
          params: z.object({ provider: z.string().regex(/^[a-z0-9-]{1,32}$/) }),
          response: { 200: z.object({ ok: z.boolean(), applied: z.boolean() }) },
        },
      },
      async (request) => service.handleWebhook(request.params.provider, String(request.body ?? ''), request.headers),
    );
  });
};
