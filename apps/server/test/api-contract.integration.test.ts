import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API, splitApiKey, type ApiKey } from '@fortuna/contracts';
import { FUZZ_ROUTES } from './fuzz/route-table';
import { buildTestApp } from './helpers';
import { testSuite } from './suite';

interface Registered {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response?: Record<string, unknown>;
}

/** the same schema: the very object, or one that describes exactly the same JSON */
function sameSchema(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!(a instanceof z.ZodType) || !(b instanceof z.ZodType)) return false;
  const json = (s: z.ZodType) => JSON.stringify(z.toJSONSchema(s, { unrepresentable: 'any', io: 'input' }));
  return json(a) === json(b);
}

/** `/blocks/:id` → `/api/blocks/{id}`, as OpenAPI writes a path */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

describe('the API table, the server and its OpenAPI document', () => {
  const routes = new Map<string, Registered>();

  const t = testSuite(() =>
    buildTestApp({
      onRoute: (route: RouteOptions) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) routes.set(`${method} ${route.url}`, (route.schema ?? {}) as Registered);
      },
    }),
  );

  it.each(Object.keys(API) as ApiKey[])('%s is registered with the schemas of its table entry', (key) => {
    const { method, path } = splitApiKey(key);
    const registered = routes.get(`${method} /api${path}`);
    expect(registered, `${key} is in packages/contracts/src/api.ts but the server has no such route`).toBeDefined();
    const entry = API[key] as { params?: unknown; query?: unknown; body?: unknown; response: unknown };
    const differs: string[] = [];
    if (!sameSchema(entry.params, registered!.params)) differs.push('params');
    if (!sameSchema(entry.query, registered!.querystring)) differs.push('query');
    if (!sameSchema(entry.body, registered!.body)) differs.push('body');
    if (!sameSchema(entry.response, registered!.response?.[200])) differs.push('response 200');
    expect(differs, `${key}: the server's schemas differ from the table's`).toEqual([]);
  });

  it('serves an OpenAPI 3.1 document that lists every /api route', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const doc = JSON.parse(res.body) as {
      openapi: string;
      info: { title: string };
      paths: Record<string, Record<string, { tags?: string[]; parameters?: unknown[]; responses?: Record<string, unknown> }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Fortuna API');

    // the documentation's own routes are not part of the API it describes
    const described = Object.keys(FUZZ_ROUTES).filter((key) => !/^GET \/api\/(docs|openapi\.json)/.test(key));
    const missing = described.filter((key) => {
      const [method, url] = key.split(' ');
      return !doc.paths[openApiPath(url)]?.[method.toLowerCase()];
    });
    expect(missing, 'routes of test/fuzz/route-table.ts missing from /api/openapi.json').toEqual([]);
    expect(Object.keys(doc.paths).every((p) => p.startsWith('/api/'))).toBe(true);

    // a table entry is documented with its schemas; operator routes carry their own tag
    const messages = doc.paths['/api/messages'].get;
    expect(messages.tags).toEqual(['api']);
    expect(JSON.stringify(messages.parameters)).toContain('"locale"');
    expect(JSON.stringify(messages.responses?.['200'])).toContain('"unread"');
    expect(doc.paths['/api/operator/messages/broadcasts'].post.tags).toEqual(['operator']);
  });

  it('answers the reference page at /api/docs under the site CSP, with its files served from here', async () => {
    const page = await t.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-ui-bundle.js');
    expect(page.body).not.toMatch(/https?:\/\//);
    // scripts: the site's policy (this origin and a nonce); styles: the page's own run-time <style>
    // elements need 'unsafe-inline' to count, so only here style-src carries no nonce
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'nonce-[\w]+';/);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline'(;|$)/);
    const elsewhere = await t.app.inject({ url: '/api/app/config' });
    expect(String(elsewhere.headers['content-security-policy'])).toMatch(/style-src 'self' 'unsafe-inline' 'nonce-/);

    // every script and stylesheet the page names is served here
    const files = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(files).toContain('/api/docs/static/swagger-ui-bundle.js');
    for (const file of files) expect((await t.app.inject({ url: file })).statusCode, file).toBe(200);
    const bundle = await t.app.inject({ url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    const init = await t.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(init.statusCode).toBe(200);
    expect(init.body).toContain("resolveUrl('./json')");
  });
});
