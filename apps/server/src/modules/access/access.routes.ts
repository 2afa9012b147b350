import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOperator } from '../../platform/http/operator-auth';
import { perIp } from '../../platform/http/rate-limit';
import type { AccessService } from './access.service';

const MINUTE = 60_000;

const ipBlockSchema = z.object({ id: z.uuid(), range: z.string(), reason: z.string(), createdAt: z.string() });
const addBlockSchema = z.object({ range: z.string().min(2).max(64), reason: z.string().max(500).optional() }).strict();

/** The operator's IP block list (`Authorization: Bearer $OPERATOR_TOKEN`). */
export const accessOperatorRoutes: FastifyPluginAsyncZod<{ service: AccessService; operatorToken?: string }> = async (
  app,
  { service, operatorToken },
) => {
  const operator = { onRequest: async (request: Parameters<typeof requireOperator>[0]) => requireOperator(request, operatorToken) };

  app.get(
    '/operator/ip-blocks',
    { ...operator, config: perIp(600, MINUTE), schema: { response: { 200: z.object({ items: z.array(ipBlockSchema) }) } } },
    async () => ({ items: await service.listBlocks() }),
  );

  app.post(
    '/operator/ip-blocks',
    { ...operator, config: perIp(120, MINUTE), schema: { body: addBlockSchema, response: { 201: ipBlockSchema, 200: ipBlockSchema } } },
    async (request, reply) => {
      const { created, block } = await service.addBlock(request.body);
      request.log.warn({ event: 'access.ipBlockAdded', range: block.range }, 'IP range blocked');
      return reply.status(created ? 201 : 200).send(block);
    },
  );

  app.delete(
    '/operator/ip-blocks/:id',
    {
      ...operator,
      config: perIp(120, MINUTE),
      schema: { params: z.object({ id: z.uuid() }), response: { 200: z.object({ status: z.literal(true) }) } },
    },
    async (request) => {
      await service.removeBlock(request.params.id);
      request.log.warn({ event: 'access.ipBlockRemoved', id: request.params.id }, 'IP block removed');
      return { status: true as const };
    },
  );
};
