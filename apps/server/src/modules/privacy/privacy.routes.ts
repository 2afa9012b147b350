import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  operatorPrivacyDecisionSchema,
  operatorPrivacyListSchema,
  operatorPrivacyQuerySchema,
  privacyDownloadParamsSchema,
  privacyDownloadQuerySchema,
  privacyRequestSchema,
} from '@fortuna/contracts';
import { apiSchema } from '../../platform/http/api-schema';
import { z } from 'zod';
import { requirePlayer, signedIn } from '../../platform/http/auth-context';
import { requireOperator } from '../../platform/http/operator-auth';
import { perIp, perPlayer } from '../../platform/http/rate-limit';
import type { PrivacyService } from './privacy.service';

const HOUR = 60 * 60_000;

/** The player's privacy requests (`/profile/gdpr/{type}`), their status, and the export download. */
export const privacyRoutes: FastifyPluginAsyncZod<{ service: PrivacyService }> = async (app, { service }) => {
  app.get('/profile/gdpr/requests', { onRequest: signedIn, schema: apiSchema('GET /profile/gdpr/requests') }, async (request) => ({
    requests: await service.list(requirePlayer(request).playerId),
  }));

  app.post(
    '/profile/gdpr/:type',
    {
      onRequest: signedIn,
      config: perPlayer(10, HOUR),
      schema: apiSchema('POST /profile/gdpr/:type'),
    },
    async (request) =>
      service.request(requirePlayer(request).playerId, request.params.type, request.body.text, { ip: request.ip, requestId: request.id }),
  );

  app.get(
    '/profile/gdpr/export/:id/download',
    {
      onRequest: signedIn,
      config: perPlayer(30, HOUR),
      schema: { params: privacyDownloadParamsSchema, querystring: privacyDownloadQuerySchema },
    },
    async (request, reply) => {
      const { bytes, fileName } = await service.download(requirePlayer(request).playerId, request.params.id, request.query.token, {
        ip: request.ip,
        requestId: request.id,
      });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(bytes));
    },
  );
};

/** Operators answer erasure and rectification requests (`Authorization: Bearer $OPERATOR_TOKEN`). */
export const privacyOperatorRoutes: FastifyPluginAsyncZod<{ service: PrivacyService; operatorToken?: string }> = async (
  app,
  { service, operatorToken },
) => {
  app.addHook('preValidation', async (request) => requireOperator(request, operatorToken));
  const limited = perIp(120, 60_000);
  const idParams = z.object({ id: z.uuid() });
  app.get(
    '/operator/privacy/requests',
    { config: limited, schema: { querystring: operatorPrivacyQuerySchema, response: { 200: operatorPrivacyListSchema } } },
    async (request) => ({ requests: await service.operator.list(request.query.status) }),
  );
  app.post(
    '/operator/privacy/requests/:id/complete',
    { config: limited, schema: { params: idParams, body: operatorPrivacyDecisionSchema, response: { 200: privacyRequestSchema } } },
    async (request) => {
      const { correction: _correction, ...done } = await service.operator.complete(
        request.params.id,
        request.body?.answer || null,
        request.body?.corrections,
      );
      return done;
    },
  );
  app.post(
    '/operator/privacy/requests/:id/reject',
    { config: limited, schema: { params: idParams, body: operatorPrivacyDecisionSchema, response: { 200: privacyRequestSchema } } },
    async (request) => service.operator.reject(request.params.id, request.body?.answer || null),
  );
  // the export job runs every few seconds by itself (retention hourly); this runs both now
  app.post(
    '/operator/privacy/jobs',
    { config: limited, schema: { response: { 200: z.object({ exports: z.number().int(), purged: z.number().int() }) } } },
    async () => service.runJobs({ retention: true }),
  );
};
