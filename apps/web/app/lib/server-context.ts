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
