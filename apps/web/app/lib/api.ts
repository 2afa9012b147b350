import { apiPath, splitApiKey, type ApiInput, type ApiKey, type ApiResponse, type ErrorEnvelope } from '@fortuna/contracts';

/**
 * The one way the site calls /api: Accept-Language with the current locale and
 * Accept: application/json on every request; failures become ApiError with the error envelope
 * `{ code, message, errors? }`. Features use `call()`, typed by the contracts' API table.
 */
let currentLocale = 'en';
const listeners = new Set<(inFlight: number) => void>();
let inFlight = 0;

export function setApiLocale(locale: string) {
  currentLocale = locale;
}

/** The loading bar listens to the number of requests in flight. */
export function onApiActivity(listener: (inFlight: number) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly envelope: ErrorEnvelope,
  ) {
    super(envelope.message);
    this.name = 'ApiError';
  }
  get code() {
    return this.envelope.code;
  }
  get fieldErrors() {
    return this.envelope.errors ?? {};
  }
}

/** Global reactions to failures (401 logs out, 403 shows the blocked page): set by the app shell. */
let onUnauthorized: ((path: string) => void) | undefined;
export function setUnauthorizedHandler(handler: (path: string) => void) {
  onUnauthorized = handler;
}

export type Query = Record<string, string | number | boolean | undefined | null | (string | number)[]>;

export function buildQuery(query?: Query): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(`${key}[]`, String(v)));
    else params.append(key, String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** A response's JSON body; a failure becomes ApiError with the envelope (or one made from the status). */
export async function readJson<T>(res: Response): Promise<T> {
  const text = await res.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!res.ok) {
    const envelope = (
      json && typeof json === 'object' && 'message' in json ? json : { code: res.status, message: res.statusText }
    ) as ErrorEnvelope;
    throw new ApiError(res.status, envelope);
  }
  return json as T;
}

export async function api<T = unknown>(
  path: string,
  init: { method?: string; body?: unknown; query?: Query; signal?: AbortSignal } = {},
): Promise<T> {
  const url = `/api${path.startsWith('/') ? path : `/${path}`}${buildQuery(init.query)}`;
  const method = init.method ?? (init.body !== undefined ? 'POST' : 'GET');
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLocale };
  // the server refuses a state change without the JSON content type (CSRF), bodiless ones included
  if (init.body !== undefined || (method !== 'GET' && method !== 'HEAD')) headers['Content-Type'] = 'application/json';
  inFlight++;
  listeners.forEach((l) => l(inFlight));
  try {
    const res = await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
      signal: init.signal,
    });
    if (res.status === 401) onUnauthorized?.(path);
    return await readJson<T>(res);
  } finally {
    inFlight--;
    listeners.forEach((l) => l(inFlight));
  }
}

/** A call's input: the parts its table entry has (params, query, body), and an abort signal. */
export type CallInput<K extends ApiKey> = ApiInput<K> & { signal?: AbortSignal };
type CallArgs<K extends ApiKey> = object extends CallInput<K> ? [input?: CallInput<K>] : [input: CallInput<K>];

/** The request a call makes: its path with parameters and query filled in, and its method. */
export function callRequest<K extends ApiKey>(key: K, input?: CallInput<K>): { method: string; path: string; body?: unknown } {
  const { method, path } = splitApiKey(key);
  const given = (input ?? {}) as { params?: Record<string, unknown>; query?: Query; body?: unknown };
  return { method, path: `${apiPath(path, given.params)}${buildQuery(given.query)}`, body: given.body };
}

/**
 * A typed /api call: `call('GET /messages', { query: { locale, page } })` answers what the
 * contracts' API table says the route answers; params, query and body are checked against it.
 */
export function call<K extends ApiKey>(key: K, ...[input]: CallArgs<K>): Promise<ApiResponse<K>> {
  const { method, path } = splitApiKey(key);
  const given = (input ?? {}) as { params?: Record<string, unknown>; query?: Query; body?: unknown; signal?: AbortSignal };
  return api<ApiResponse<K>>(apiPath(path, given.params), { method, query: given.query, body: given.body, signal: given.signal });
}
