import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bannerListSchema,
  blockIdParamsSchema,
  blockListSchema,
  blockSchema,
  iconsSchema,
  localeQuerySchema,
  menuSchema,
  navigationSchema,
  partnerNotifySchema,
  previewQuerySchema,
  seoSchema,
  siteVersionSchema,
  uriMapSchema,
  type Locale,
} from '@fortuna/contracts';
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

/** /api content calls of spec §7 (blocks, menu, navigation, uri map, banners, icons, seo, partner notify). */
export const contentRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (app, { service, siteVersion }) => {
  const cache = (seconds: number) => `public, max-age=${seconds}`;

  app.get('/blocks/menu', { schema: { querystring: localeQuerySchema, response: { 200: menuSchema } } }, async (request, reply) => {
    reply.header('cache-control', cache(60));
    return service.menu(localeOf(request, request.query));
  });

  app.get('/blocks/navigation', { schema: { response: { 200: navigationSchema } } }, async () => service.navigation());

  app.get('/blocks', { schema: { querystring: localeQuerySchema, response: { 200: blockListSchema } } }, async (request) =>
    service.listBlocks(localeOf(request, request.query)),
  );

  app.get(
    '/blocks/:id',
    { schema: { params: blockIdParamsSchema, querystring: localeQuerySchema, response: { 200: blockSchema } } },
    async (request) => service.block(request.params.id.toLowerCase(), localeOf(request, request.query)),
  );

  app.get('/pages/uri/map', { schema: { response: { 200: uriMapSchema } } }, async () => service.uriMap());

  app.get('/pages/preview', { schema: { querystring: previewQuerySchema, response: { 200: blockSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const token = request.query.token ?? headerToken(request);
    return service.preview(request.query.key, localeOf(request, request.query), token);
  });

  app.get('/banners', { schema: { querystring: localeQuerySchema, response: { 200: bannerListSchema } } }, async (request) =>
    service.banners(localeOf(request, request.query)),
  );

  app.get('/icons', { schema: { response: { 200: iconsSchema } } }, async (_request, reply) => {
    reply.header('cache-control', cache(300));
    return service.icons();
  });

  app.get('/seo', { schema: { querystring: localeQuerySchema, response: { 200: seoSchema } } }, async (request) =>
    service.seo(localeOf(request, request.query)),
  );

  app.get(
    '/notify/partner',
    { schema: { querystring: z.object({ path: z.string().max(500).optional() }), response: { 200: partnerNotifySchema } } },
    async (request, reply) => {
      // One visit per browser session is enough for attribution; repeated calls record nothing.
      if (request.cookies[PARTNER_NOTIFIED_COOKIE]) return { recorded: false };
      const result = await service.notifyPartner({
        referral: readReferralCookie(request),
        path: request.query.path ?? null,
        ip: request.ip,
      });
      if (result.recorded) reply.setCookie(PARTNER_NOTIFIED_COOKIE, '1', { path: '/', httpOnly: true, sameSite: 'lax' });
      return result;
    },
  );

  app.get('/site/version', { schema: { response: { 200: siteVersionSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { version: siteVersion() };
  });
};

export function headerToken(request: FastifyRequest): string | undefined {
  const given = request.headers['x-operator-token'];
  return typeof given === 'string' ? given : undefined;
}
