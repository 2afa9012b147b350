import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiSchema } from '../../platform/http/api-schema';
import { audited } from '../../platform/http/operator-auth';
import { auditOfEntry, type ContentAdmin } from './content.admin';

const content = { permission: 'content' } as const;

/**
 * Pages, blocks and banners per locale in the back office (`/api/admin/content/...`, the `content`
 * permission), registered inside the back office's guarded scope (its `extraRoutes`), so the
 * permission wall and the audit log apply: every change is audited with the entry before and after.
 */
export function contentAdminRoutes(admin: ContentAdmin): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/content/blocks', { config: content, schema: apiSchema('GET /admin/content/blocks') }, async (request) =>
      admin.list(request.query),
    );

    app.post('/content/blocks', { config: content, schema: apiSchema('POST /admin/content/blocks') }, async (request) => {
      const after = await admin.create(request.body);
      audited(request, { target: `content:block:${after.key}:${after.locale}`, before: null, after: auditOfEntry(after) });
      return after;
    });

    app.get('/content/blocks/:kind/:key', { config: content, schema: apiSchema('GET /admin/content/blocks/:kind/:key') }, async (request) =>
      admin.detail(request.params.kind, request.params.key),
    );

    app.put(
      '/content/blocks/:kind/:key/:locale',
      { config: content, schema: apiSchema('PUT /admin/content/blocks/:kind/:key/:locale') },
      async (request) => {
        const { kind, key, locale } = request.params;
        const { before, after } = await admin.edit(kind, key, locale, request.body);
        audited(request, { target: `content:${kind}:${key}:${locale}`, before: auditOfEntry(before), after: auditOfEntry(after) });
        return after;
      },
    );

    for (const action of ['publish', 'unpublish'] as const) {
      app.post(
        `/content/blocks/:kind/:key/:locale/${action}`,
        { config: content, schema: apiSchema(`POST /admin/content/blocks/:kind/:key/:locale/${action}`) },
        async (request) => {
          const { kind, key, locale } = request.params;
          const { before, after } = await admin[action](kind, key, locale);
          audited(request, { target: `content:${kind}:${key}:${locale}`, before: auditOfEntry(before), after: auditOfEntry(after) });
          return after;
        },
      );
    }

    app.delete(
      '/content/blocks/:kind/:key/:locale',
      { config: content, schema: apiSchema('DELETE /admin/content/blocks/:kind/:key/:locale') },
      async (request) => {
        const { kind, key, locale } = request.params;
        const { before } = await admin.remove(kind, key, locale);
        audited(request, { target: `content:${kind}:${key}:${locale}`, before: auditOfEntry(before), after: null });
        return { deleted: true as const, key, locale };
      },
    );

    app.get('/content/banners', { config: content, schema: apiSchema('GET /admin/content/banners') }, async () => admin.banners());

    app.post('/content/banners', { config: content, schema: apiSchema('POST /admin/content/banners') }, async (request) => {
      const after = await admin.createBanner(request.body);
      audited(request, { target: `content:banner:${after.key}:${after.locale}`, before: null, after });
      return after;
    });

    app.put(
      '/content/banners/:key/:locale',
      { config: content, schema: apiSchema('PUT /admin/content/banners/:key/:locale') },
      async (request) => {
        const { key, locale } = request.params;
        const { before, after } = await admin.editBanner(key, locale, request.body);
        audited(request, { target: `content:banner:${key}:${locale}`, before, after });
        return after;
      },
    );

    for (const action of ['publish', 'unpublish'] as const) {
      app.post(
        `/content/banners/:key/:locale/${action}`,
        { config: content, schema: apiSchema(`POST /admin/content/banners/:key/:locale/${action}`) },
        async (request) => {
          const { key, locale } = request.params;
          const { before, after } = await admin.setBannerActive(key, locale, action === 'publish');
          audited(request, { target: `content:banner:${key}:${locale}`, before, after });
          return after;
        },
      );
    }
  };
}
