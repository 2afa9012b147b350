import { data } from 'react-router';
import type { ApiKey, ApiResponse } from '@fortuna/contracts';
import { callRequest, type CallInput } from './api';

/** What the Fastify SSR adapter puts in a loader's `context` (apps/server/src/platform/http/ssr.ts). */
export interface ApiResult<T = unknown> {
  status: number;
  json: T;
  headers: Record<string, unknown>;
}
export interface ServerContext {
  cspNonce: string;
  requestId: string;
  api: <T = unknown>(path: string, init?: { method?: string; body?: unknown }) => Promise<ApiResult<T>>;
}

export function serverApi(context: unknown): ServerContext['api'] {
  return (context as ServerContext).api;
}

/**
 * A loader's typed call through the server context (`app.inject` with the visitor's cookies):
 * `serverCall(context, 'GET /blocks/:id', { params: { id }, query: { locale } })`.
 */
export function serverCall<K extends ApiKey>(context: unknown, key: K, input?: CallInput<K>): Promise<ApiResult<ApiResponse<K>>> {
  const api = (context as Partial<ServerContext> | undefined)?.api;
  // a loader always runs inside the Fastify adapter; without it there is nothing to render
  if (!api) throw data(null, { status: 500 });
  const { method, path, body } = callRequest(key, input);
  return api<ApiResponse<K>>(path, method === 'GET' ? undefined : { method, body });
}
