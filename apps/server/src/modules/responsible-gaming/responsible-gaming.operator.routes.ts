import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorBlockSchema, operatorTermsSchema } from '@fortuna/contracts';
import type { Clock } from '../../platform/clock';
import { requireOperator } from '../../platform/http/operator-auth';
import { perIp } from '../../platform/http/rate-limit';
import type { ResponsibleGamingService } from './responsible-gaming.service';

export interface ResponsibleGamingOperatorRoutesOptions {
  service: ResponsibleGamingService;
  operatorToken?: string;
  /** end-to-end runs only (E2E=1): moves this module's clock forward so a journey can pass 24 hours */
  e2eClock?: Clock & { advance(ms: number): void };
}

const idParams = z.object({ id: z.uuid() });

/** Operator steps (`Authorization: Bearer $OPERATOR_TOKEN`) until a back office exists: blocks, terms versions, the scheduler. */
export const responsibleGamingOperatorRoutes: FastifyPluginAsyncZod<ResponsibleGamingOperatorRoutesOptions> = async (
  app,
  { service, operatorToken, e2eClock },
) => {
  app.addHook('preValidation', async (request) => requireOperator(request, operatorToken));
  const limited = perIp(60, 60_000);
  const by = (request: { ip: string; id: string }) => ({ ip: request.ip, requestId: request.id });

  app.post(
    '/operator/players/:id/block',
    {
      config: limited,
      schema: {
        params: idParams,
        body: operatorBlockSchema,
        response: { 200: z.object({ playerId: z.string(), blockStatus: z.number(), reason: z.string() }) },
      },
    },
    async (request) => service.setBlock(request.params.id, request.body.blockStatus, request.body.reason, by(request)),
  );

  app.post(
    '/operator/terms',
    {
      config: limited,
      schema: { body: operatorTermsSchema, response: { 200: z.object({ kinds: z.array(z.string()), version: z.string() }) } },
    },
    async (request) => service.publishTerms(request.body.kind, request.body.version, by(request)),
  );

  app.post(
    '/operator/responsible-gaming/tick',
    { config: limited, schema: { response: { 200: z.object({ status: z.literal(true) }) } } },
    async () => {
      await service.tick();
      return { status: true as const };
    },
  );

  if (e2eClock) {
    app.post(
      '/operator/responsible-gaming/clock',
      {
        config: limited,
        schema: {
          body: z.object({
            advanceMs: z
              .number()
              .int()
              .min(0)
              .max(400 * 24 * 60 * 60_000),
          }),
          response: { 200: z.object({ now: z.string() }) },
        },
      },
      async (request) => {
        e2eClock.advance(request.body.advanceMs);
        await service.tick();
        return { now: e2eClock.now().toISOString() };
      },
    );
  }
};
