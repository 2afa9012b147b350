import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call, callRequest } from './api';

const id = '8a6e0804-2bd0-4672-b79a-d97f58a0a5e6';

function fakeFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('call(): the typed /api client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('builds the path, query and method from the table key', async () => {
    const fetchMock = fakeFetch(200, { status: true, unread: 0 });
    const res = await call('POST /messages/:id/read', { params: { id } });
    expect(res).toEqual({ status: true, unread: 0 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(`/api/messages/${id}/read`);
    expect(init.method).toBe('POST');
    // a state change is JSON even without a body (the server's CSRF rule)
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.body).toBeUndefined();
  });

  it('sends a GET with its query and no body', async () => {
    const fetchMock = fakeFetch(200, { list: [], total: 0, page: 2, unread: 0 });
    await call('GET /messages', { query: { locale: 'fr', page: 2 } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/messages?locale=fr&page=2');
    expect(init.method).toBe('GET');
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('throws ApiError with the envelope on a refusal', async () => {
    fakeFetch(400, { code: 400, message: 'Bad', errors: { path: ['Not a path on this site'] } });
    const err = await call('POST /login/redirect', { body: { path: '//x' } }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).fieldErrors).toEqual({ path: ['Not a path on this site'] });
  });

  it('gives loaders the same request (path with query, method, body)', () => {
    expect(callRequest('GET /blocks/:id', { params: { id: 'terms' }, query: { locale: 'de' } })).toEqual({
      method: 'GET',
      path: '/blocks/terms?locale=de',
      body: undefined,
    });
    expect(callRequest('PUT /player/language', { body: { language: 'ro' } })).toEqual({
      method: 'PUT',
      path: '/player/language',
      body: { language: 'ro' },
    });
  });
});
