import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  liveBetBodySchema,
  liveBetResultSchema,
  liveTableParamsSchema,
  liveTableQuerySchema,
  liveTableStateSchema,
} from '@fortuna/contracts';
import { forbidden } from '../../../platform/errors';
import type { LiveService } from './live.service';

/**
 * Shared-round tables: `GET /rgs/live/{tableId}` (the table now, the last results and, with a
 * sessionId, that session's bets and balance: how a newly opened page catches up),
 * `POST /rgs/live/bet` and, for operators, `POST /rgs/live/tick` (apply what is due now).
 */
export const liveRoutes: FastifyPluginAsyncZod<{ service: LiveService; operatorToken?: string }> = async (
  app,
  { service, operatorToken },
) => {
  app.get(
    '/rgs/live/:tableId',
    { schema: { params: liveTableParamsSchema, querystring: liveTableQuerySchema, response: { 200: liveTableStateSchema } } },
    (request) => service.state(request.params.tableId, request.query.sessionId, request.player?.playerId ?? null),
  );

  app.post('/rgs/live/bet', { schema: { body: liveBetBodySchema, response: { 200: liveBetResultSchema } } }, (request) =>
    service.placeBet({ ...request.body, requester: request.player?.playerId ?? null }),
  );

  app.post('/rgs/live/tick', async (request) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const digest = (s: string) => createHash('sha256').update(s).digest();
    if (!operatorToken || !given || !timingSafeEqual(digest(given), digest(operatorToken))) throw forbidden();
    await service.tick();
    return { status: true };
  });
};
