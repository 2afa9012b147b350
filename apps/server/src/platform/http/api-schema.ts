import { API, type Api, type ApiKey } from '@fortuna/contracts';

type Entry<K extends ApiKey> = Api[K];
type Part<K extends ApiKey, From extends string, To extends string> = Entry<K> extends Record<From, infer S> ? { [P in To]: S } : unknown;

/** A route's Fastify schema, built from its entry in the contracts' API table. */
export type ApiRouteSchema<K extends ApiKey> = Part<K, 'params', 'params'> &
  Part<K, 'query', 'querystring'> &
  Part<K, 'body', 'body'> & { response: { 200: Entry<K>['response'] } };

/**
 * The schemas of a route that is in the API table (`packages/contracts/src/api.ts`), so the
 * server validates, serialises and documents exactly what the web's typed client assumes:
 * `app.get('/messages', { schema: apiSchema('GET /messages') }, handler)`.
 */
export function apiSchema<K extends ApiKey>(key: K): ApiRouteSchema<K> {
  const entry = API[key] as { params?: unknown; query?: unknown; body?: unknown; response: unknown };
  return {
    ...(entry.params ? { params: entry.params } : {}),
    ...(entry.query ? { querystring: entry.query } : {}),
    ...(entry.body ? { body: entry.body } : {}),
    response: { 200: entry.response },
  } as ApiRouteSchema<K>;
}
