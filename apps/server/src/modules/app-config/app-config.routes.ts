import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appConfigQuerySchema, appConfigSchema } from '@fortuna/contracts';
import { isCrawler, requestHost, requestLocale } from '../../platform/http/request-meta';
import type { AppConfigService } from './app-config.service';

export interface AppConfigRoutesOptions {
  service: AppConfigService;
  realtimeToken: (request: FastifyRequest) => Promise<string> | string;
}

export const appConfigRoutes: FastifyPluginAsyncZod<AppConfigRoutesOptions> = async (app, { service, realtimeToken }) => {
  app.get('/app/config', { schema: { querystring: appConfigQuerySchema, response: { 200: appConfigSchema } } }, async (request) =>
    service.build({
      locale: requestLocale(request),
      isBot: isCrawler(request),
      host: requestHost(request),
      realtimeToken: await realtimeToken(request),
    }),
  );
};
