import type { AppConfig } from '@fortuna/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isCrawler, requestHost, requestLocale } from '../../platform/http/request-meta';
import { apiSchema } from '../../platform/http/api-schema';
import type { AppConfigService } from './app-config.service';

export interface AppConfigRoutesOptions {
  service: AppConfigService;
  realtimeToken: (request: FastifyRequest) => Promise<string> | string;
  maintenance: () => Promise<AppConfig['maintenanceConfig']>;
}

export const appConfigRoutes: FastifyPluginAsyncZod<AppConfigRoutesOptions> = async (app, { service, realtimeToken, maintenance }) => {
  app.get('/app/config', { schema: apiSchema('GET /app/config') }, async (request) =>
    service.build({
      locale: requestLocale(request),
      isBot: isCrawler(request),
      host: requestHost(request),
      realtimeToken: await realtimeToken(request),
      maintenance: await maintenance(),
    }),
  );
};
