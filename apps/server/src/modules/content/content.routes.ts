import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Locale } from '@fortuna/contracts';
import { apiSchema } from '../../platform/http/api-schema';
import { requestLocale } from '../../platform/http/request-meta';
import type { ContentService } from './content.service';
import { readReferralCookie } from './site-rules';

export interface ContentRoutesOptions {
  service: ContentService;
  siteVersion: () => string;
}

const PARTNER_NOTIFIED_COOKIE = 'partner_notified';

function localeOf(request: FastifyRequest, query: { locale?: Locale }): Locale {
  return query.locale ?? requestLocale(request);
}

/** /api content calls (blocks, menu, navigation, uri map, banners, icons, seo, partner notify). */
export const contentRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (app, { service, siteVersion }) => {
  const cache = (seconds: number) => `public, max-age=${seconds}`;

  app.get('/blocks/menu', { schema: apiSchema('GET /blocks/menu') }, async (request, reply) => {
    reply.header('cache-control', cache(60));
    return service.menu(localeOf(request, request.query));
  });

  app.get('/blocks/navigation', { schema: apiSchema('GET /blocks/navigation') }, async () => service.navigation());

  app.get('/blocks', { schema: apiSchema('GET /blocks') }, async (request) => service.listBlocks(localeOf(request, request.query)));

  app.get('/blocks/:id', { schema: apiSchema('GET /blocks/:id') }, async (request) =>
    service.block(request.params.id.toLowerCase(), localeOf(request, request.query)),
  );

  app.get('/pages/uri/map', { schema: apiSchema('GET /pages/uri/map') }, async () => service.uriMap());

  app.get('/pages/preview', { schema: apiSchema('GET /pages/preview') }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const token = request.query.token ?? headerToken(request);
    return service.preview(request.query.key, localeOf(request, request.query), token, operatorMayPreview(request));
  });

  app.get('/banners', { schema: apiSchema('GET /banners') }, async (request) => service.banners(localeOf(request, request.query)));

  app.get('/icons', { schema: apiSchema('GET /icons') }, async (_request, reply) => {
    reply.header('cache-control', cache(300));
    return service.icons();
  });

  app.get('/seo', { schema: apiSchema('GET /seo') }, async (request) => service.seo(localeOf(request, request.query)));

  app.get('/notify/partner', { schema: apiSchema('GET /notify/partner') }, async (request, reply) => {
    // One visit per browser session is enough for attribution; repeated calls record nothing.
    if (request.cookies[PARTNER_NOTIFIED_COOKIE]) return { recorded: false };
    const result = await service.notifyPartner({
      referral: readReferralCookie(request),
      path: request.query.path ?? null,
      ip: request.ip,
    });
    if (result.recorded) reply.setCookie(PARTNER_NOTIFIED_COOKIE, '1', { path: '/', httpOnly: true, sameSite: 'lax' });
    return result;
  });

  app.get('/site/version', { schema: apiSchema('GET /site/version') }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { version: siteVersion() };
  });
};

/** a signed-in back-office operator (or API key) who may edit content may also preview it */
export const operatorMayPreview = (request: FastifyRequest): boolean =>
  request.operator?.stage === 'full' && request.operator.permissions.has('content');

export function headerToken(request: FastifyRequest): string | undefined {
  const given = request.headers['x-operator-token'];
  return typeof given === 'string' ? given : undefined;
}
