import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { realtimeChannel, realtimeEvent } from '@fortuna/contracts';
import { apiSchema } from '../../platform/http/api-schema';
import { audited, requireOperator } from '../../platform/http/operator-auth';
import { perIp } from '../../platform/http/rate-limit';
import type { RealtimePublisher } from '../../platform/realtime';
import type { ContentService } from './content.service';

export interface MaintenanceRoutesOptions {
  service: ContentService;
  publisher: RealtimePublisher;
  projectId: string;
  operatorToken?: string;
}

/**
 * The maintenance notice (`/api/operator/maintenance`): the token, or a back-office operator who may
 * edit content (the notice is content). Setting it stores it (so the back office shows the current
 * one) and pushes it on the public real-time channel, so every open page shows it at once.
 */
export const maintenanceRoutes: FastifyPluginAsyncZod<MaintenanceRoutesOptions> = async (
  app,
  { service, publisher, projectId, operatorToken },
) => {
  const operator = {
    onRequest: async (request: Parameters<typeof requireOperator>[0]) => requireOperator(request, operatorToken, 'content'),
  };

  app.get('/operator/maintenance', { ...operator, config: perIp(600, 60_000), schema: apiSchema('GET /operator/maintenance') }, async () =>
    service.maintenance.current(),
  );

  app.post(
    '/operator/maintenance',
    { ...operator, config: perIp(60, 60_000), schema: apiSchema('POST /operator/maintenance') },
    async (request) => {
      const before = (await service.maintenance.current()).notice;
      await service.maintenance.set(request.body, request.operator?.actor ?? null);
      audited(request, { target: 'maintenance-notice', before, after: request.body });
      await publisher.publish(realtimeChannel.maintenance(projectId), realtimeEvent('maintenance', request.body));
      return { status: true };
    },
  );
};
