import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Where the document and the reference page are served, below /api. */
export const OPENAPI_PATH = '/openapi.json';
export const API_DOCS_PREFIX = '/docs';

const OPERATOR_TAG = 'operator';

/**
 * Collects every route registered after it into an OpenAPI 3.1 document, each route's zod schemas
 * turned into JSON Schema by the zod type provider. Only /api routes are described (the pages,
 * health checks and the WebSocket are not part of the API); operator routes carry their own tag.
 * Register it before the routes.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Fortuna API',
        version: '1',
        description:
          'The casino API the site and integrators call. Errors answer `{ code, message, errors? }`. ' +
          'Player calls use the session cookie; state changes send `Content-Type: application/json`. ' +
          'Operator calls need `Authorization: Bearer <OPERATOR_TOKEN>`.',
      },
      tags: [
        { name: 'api', description: 'Calls of the site and of game clients' },
        { name: OPERATOR_TAG, description: 'Back-office calls (operator token)' },
      ],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'fortuna_session' },
          operator: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: (input) => {
      if (!input.url.startsWith('/api/')) return { schema: { hide: true }, url: input.url };
      const out = jsonSchemaTransform(input);
      const operator = input.url.startsWith('/api/operator/');
      // a route without schemas (a file, a challenge) is still listed, with its tag
      const schema = (out.schema ?? {}) as Record<string, unknown>;
      if (!schema.hide) {
        schema.tags = [operator ? OPERATOR_TAG : 'api'];
        if (operator) schema.security = [{ operator: [] }];
      }
      return { ...out, schema };
    },
  });
}

/**
 * GET /api/openapi.json (the document) and the reference page at /api/docs: Swagger UI served from
 * the package's own files (no CDN, works offline). It loads only scripts and styles of this origin,
 * so the site's script policy applies unchanged (see `transformStaticCSP` for styles).
 */
export const openApiRoutes: FastifyPluginAsync = async (app) => {
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    // the page's links to its files carry the /api prefix this plugin is registered under
    indexPrefix: '/api',
    // no call to the public validator: the page works without network
    validatorUrl: false,
    uiConfig: { deepLinking: true, docExpansion: 'none', tryItOutEnabled: false },
    // Swagger UI adds <style> elements at run time, which a style nonce blocks (a nonce makes the
    // browser ignore 'unsafe-inline'). Only the reference page's own responses drop the style nonce;
    // scripts keep the site's policy (this origin and the nonce), and every other page is unchanged.
    transformStaticCSP: (header) => withoutStyleNonce(header),
  });
};

/** The policy with the nonce taken out of style-src (so its 'unsafe-inline' applies again). */
export function withoutStyleNonce(header: string): string {
  return header
    .split(';')
    .map((directive) =>
      directive.trim().startsWith('style-src ')
        ? directive
            .split(' ')
            .filter((source) => !source.startsWith("'nonce-"))
            .join(' ')
        : directive,
    )
    .join(';');
}
