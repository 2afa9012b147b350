import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { previewQuerySchema } from '@fortuna/contracts';
import type { PlatformDeps } from '../../platform/context';
import { requestLocale } from '../../platform/http/request-meta';
import { createContentRepository } from './content.repository';
import { contentRoutes, headerToken } from './content.routes';
import { createContentService } from './content.service';
import { registerSeoFiles } from './seo-files';
import { registerSiteRules } from './site-rules';

export { createContentService, type ContentService } from './content.service';
export { canonicalPath, isPagePath, readReferralCookie } from './site-rules';

/**
 * The site shell on the server: path and host rules (a hook on every request), sitemap.xml and
 * robots.txt, the /admin/preview page data, and the /api content calls. Seeds content on start.
 * Register it before every other route so the hook covers them all.
 */
export async function registerContentModule(app: FastifyInstance, deps: PlatformDeps, opts: { webBuildDir: string }) {
  const { env } = deps;
  const service = createContentService({
    repository: createContentRepository(deps.database.db),
    clock: deps.clock,
    publicUrl: env.PUBLIC_URL,
    operatorToken: env.OPERATOR_TOKEN,
  });
  await service.seed();

  registerSiteRules(app, {
    mainHost: new URL(env.PUBLIC_URL).hostname,
    basicAuthHost: env.BASIC_AUTH_HOST,
    basicAuthCredential: env.BASIC_AUTH_CREDENTIAL,
    secret: env.SESSION_SECRET ?? env.PROJECT_ID,
  });
  registerSeoFiles(app, env.PUBLIC_URL);

  // The admin preview endpoint of spec §7, outside /api (guarded by the operator credential).
  app.withTypeProvider<ZodTypeProvider>().get('/admin/preview', { schema: { querystring: previewQuerySchema } }, async (request, reply) => {
    const query = request.query;
    reply.header('cache-control', 'no-store');
    return service.preview(query.key, query.locale ?? requestLocale(request), query.token ?? headerToken(request));
  });

  const version = siteVersion(opts.webBuildDir);
  await app.register(contentRoutes, { prefix: '/api', service, siteVersion: () => version });
  return service;
}

/** A fingerprint of the deployed web build: a new deploy changes it and the site shows a 'new version' toast. */
function siteVersion(buildDir: string): string {
  const entry = path.join(buildDir, 'server/index.js');
  if (!existsSync(entry)) return 'dev';
  return createHash('sha256').update(readFileSync(entry)).digest('hex').slice(0, 16);
}
