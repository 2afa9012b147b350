import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { previewQuerySchema } from '@fortuna/contracts';
import type { PlatformDeps } from '../../platform/context';
import type { InvalidationBus } from '../../platform/invalidation';
import { requestLocale } from '../../platform/http/request-meta';
import type { ServerModule } from '../../platform/module';
import { createContentRepository } from './content.repository';
import { contentAdminRoutes } from './content.admin.routes';
import { maintenanceRoutes } from './content.maintenance.routes';
import { contentRoutes, headerToken, operatorMayPreview } from './content.routes';
import { createContentService, type ContentService } from './content.service';
import { registerSeoFiles } from './seo-files';
import { registerSiteRules } from './site-rules';

export interface ContentModuleDeps extends Pick<PlatformDeps, 'env' | 'database' | 'clock' | 'realtime'> {
  /** the web build, whose fingerprint is the site version */
  webBuildDir: string;
  /** a publication clears the cached menus, uri map, icons and SEO on every instance */
  invalidation: InvalidationBus;
}

export type ContentModule = ServerModule<ContentService> & {
  /**
   * The site shell outside /api: path and host rules (a hook on every request of the whole app),
   * sitemap.xml, robots.txt and the /admin/preview page data. Seeds content when it registers.
   * Register it before every other route.
   */
  sitePlugin: FastifyPluginAsync;
  /** the back office's content routes (/api/admin/content/...), registered inside its guarded scope */
  adminRoutes: FastifyPluginAsync;
};

/** CMS content: blocks, menus, banners, SEO texts and the site shell's rules. */
export function createContentModule(deps: ContentModuleDeps): ContentModule {
  const { env } = deps;
  const service = createContentService({
    repository: createContentRepository(deps.database.db),
    clock: deps.clock,
    publicUrl: env.PUBLIC_URL,
    operatorToken: env.OPERATOR_TOKEN,
    invalidation: deps.invalidation,
  });

  // not encapsulated (fastify-plugin): the site rules' hook must run for every route of the app
  const sitePlugin = fp(async (app) => {
    await service.seed();
    registerSiteRules(app, {
      mainHost: new URL(env.PUBLIC_URL).hostname,
      basicAuthHost: env.BASIC_AUTH_HOST,
      basicAuthCredential: env.BASIC_AUTH_CREDENTIAL,
      secret: env.SESSION_SECRET ?? env.PROJECT_ID,
    });
    registerSeoFiles(app, env.PUBLIC_URL);

    // The page data of the admin preview, outside /api, behind the operator credential.
    app
      .withTypeProvider<ZodTypeProvider>()
      .get('/admin/preview', { schema: { querystring: previewQuerySchema } }, async (request, reply) => {
        const query = request.query;
        reply.header('cache-control', 'no-store');
        return service.preview(
          query.key,
          query.locale ?? requestLocale(request),
          query.token ?? headerToken(request),
          operatorMayPreview(request),
        );
      });
  });

  const version = siteVersion(deps.webBuildDir);
  const plugin: FastifyPluginAsync = async (api) => {
    await api.register(contentRoutes, { service, siteVersion: () => version });
    await api.register(maintenanceRoutes, {
      service,
      publisher: deps.realtime,
      projectId: env.PROJECT_ID,
      operatorToken: env.OPERATOR_TOKEN,
    });
  };
  return { service, plugin, sitePlugin, adminRoutes: contentAdminRoutes(service.admin), events: {} };
}

/** A fingerprint of the deployed web build: a new deploy changes it and the site shows a 'new version' toast. */
export function siteVersion(buildDir: string): string {
  const entry = path.join(buildDir, 'server/index.js');
  if (!existsSync(entry)) return 'dev';
  return createHash('sha256').update(readFileSync(entry)).digest('hex').slice(0, 16);
}
