import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorNotificationResultSchema, operatorNotificationSchema, realtimeChannel, realtimeEvent } from '@fortuna/contracts';
import type { Clock } from '../../platform/clock';
import { sanitizeHtml } from '../../platform/html';
import { requireOperator } from '../../platform/http/operator-auth';
import { perIp } from '../../platform/http/rate-limit';
import type { RealtimePublisher } from '../../platform/realtime';
import type { Hub } from './realtime.hub';

/** The embedded hub's WebSocket endpoint, where the `centrifuge` client connects. */
export const EMBEDDED_WEBSOCKET_PATH = '/connection/websocket';

export async function realtimeSocketRoutes(app: FastifyInstance, { hub }: { hub: Hub }) {
  app.get(EMBEDDED_WEBSOCKET_PATH, { websocket: true }, (socket) => {
    const session = hub.accept(socket);
    socket.on('message', (data, isBinary) => {
      if (isBinary) return session.disconnect({ code: 3501, reason: 'bad request' });
      session.receive(data.toString());
    });
    socket.on('close', () => session.cleanup());
    socket.on('error', () => session.cleanup());
  });
}

export interface RealtimeRoutesOptions {
  publisher: RealtimePublisher;
  projectId: string;
  clock: Clock;
  operatorToken?: string;
}

/** The operators' toasts to chosen players (the maintenance notice is the content module's). */
export const realtimeRoutes: FastifyPluginAsyncZod<RealtimeRoutesOptions> = async (app, { publisher, projectId, operatorToken }) => {
  // a persistent toast for the given players (notification or week notification channel)
  app.post(
    '/operator/notifications',
    {
      onRequest: async (request) => requireOperator(request, operatorToken, 'messages'),
      config: perIp(60, 60_000),
      schema: { body: operatorNotificationSchema, response: { 200: operatorNotificationResultSchema } },
    },
    async (request) => {
      const { channel, playerIds, kind, title, message } = request.body;
      const payload = { kind, title, message: await sanitizeHtml(message) };
      const ids = [...new Set(playerIds.map((id) => id.toLowerCase()))];
      for (const playerId of ids) {
        await (channel === 'weekNotification'
          ? publisher.publish(realtimeChannel.weekNotification(projectId, playerId), realtimeEvent('weekNotification', payload))
          : publisher.publish(realtimeChannel.notification(projectId, playerId), realtimeEvent('notification', payload)));
      }
      return { status: true, sent: ids.length };
    },
  );
};
