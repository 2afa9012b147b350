import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { broadcastParamsSchema, broadcastRequestSchema, broadcastSchema, realtimeChannel, realtimeEvent } from '@fortuna/contracts';
import { apiSchema } from '../../platform/http/api-schema';
import { requirePlayer, signedIn } from '../../platform/http/auth-context';
import { requireOperator } from '../../platform/http/operator-auth';
import { perIp, perPlayer } from '../../platform/http/rate-limit';
import type { RealtimePublisher } from '../../platform/realtime';
import type { MessagesService } from './messages.service';

const MINUTE = 60_000;

/** The player's inbox and the clearing of notifications sent through the real-time hub. */
export const messagesRoutes: FastifyPluginAsyncZod<{ service: MessagesService; publisher: RealtimePublisher; projectId: string }> = async (
  app,
  { service, publisher, projectId },
) => {
  app.get(
    '/messages',
    {
      onRequest: signedIn,
      config: perPlayer(120, MINUTE),
      schema: apiSchema('GET /messages'),
    },
    async (request) => service.inbox(requirePlayer(request).playerId, request.query.locale, request.query.page),
  );

  app.get('/messages/unread', { onRequest: signedIn, schema: apiSchema('GET /messages/unread') }, async (request) => ({
    unread: await service.unread(requirePlayer(request).playerId),
  }));

  app.post(
    '/messages/:id/read',
    {
      onRequest: signedIn,
      config: perPlayer(240, MINUTE),
      schema: apiSchema('POST /messages/:id/read'),
    },
    async (request) => service.read(requirePlayer(request).playerId, request.params.id),
  );

  app.post(
    '/messages/:id/delete',
    {
      onRequest: signedIn,
      config: perPlayer(240, MINUTE),
      schema: apiSchema('POST /messages/:id/delete'),
    },
    async (request) => service.remove(requirePlayer(request).playerId, request.params.id),
  );

  app.post(
    '/messages/read-all',
    { onRequest: signedIn, config: perPlayer(30, MINUTE), schema: apiSchema('POST /messages/read-all') },
    async (request) => service.readAll(requirePlayer(request).playerId),
  );

  const CLEAR_LIMIT = perPlayer(30, MINUTE);
  app.post('/notifications', { onRequest: signedIn, config: CLEAR_LIMIT, schema: apiSchema('POST /notifications') }, async (request) => {
    const { playerId } = requirePlayer(request);
    await publisher.publish(realtimeChannel.notification(projectId, playerId), realtimeEvent('notificationsCleared', {}));
    return { status: true };
  });

  app.post(
    '/messages/history/clear/freespins',
    { onRequest: signedIn, config: CLEAR_LIMIT, schema: apiSchema('POST /messages/history/clear/freespins') },
    async (request) => {
      const { playerId } = requirePlayer(request);
      await publisher.publish(realtimeChannel.freeSpins(projectId, playerId), realtimeEvent('freeSpinsCleared', {}));
      return { status: true };
    },
  );
};

/** Operator broadcasts to a segment (`Authorization: Bearer $OPERATOR_TOKEN`); they are sent in batches. */
export const messagesOperatorRoutes: FastifyPluginAsyncZod<{
  service: MessagesService;
  operatorToken?: string;
  runJobs: () => Promise<number>;
}> = async (app, { service, operatorToken, runJobs }) => {
  const operator = { onRequest: async (request: Parameters<typeof requireOperator>[0]) => requireOperator(request, operatorToken) };

  app.post(
    '/operator/messages/broadcasts',
    {
      ...operator,
      config: perIp(60, MINUTE),
      schema: { body: broadcastRequestSchema, response: { 202: broadcastSchema, 200: broadcastSchema } },
    },
    async (request, reply) => {
      const { created, ...broadcast } = await service.broadcast(request.body);
      return reply.status(created ? 202 : 200).send(broadcast);
    },
  );

  app.get(
    '/operator/messages/broadcasts/:id',
    { ...operator, config: perIp(600, MINUTE), schema: { params: broadcastParamsSchema, response: { 200: broadcastSchema } } },
    async (request) => service.broadcastStatus(request.params.id),
  );

  // runs the due batches now, to the end (what the runner's timer does every few seconds)
  app.post(
    '/operator/messages/jobs',
    { ...operator, config: perIp(30, MINUTE), schema: { response: { 200: z.object({ jobs: z.number().int() }) } } },
    async () => ({ jobs: await runJobs() }),
  );
};
