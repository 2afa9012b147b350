import { describe, expect, expectTypeOf, it } from 'vitest';
import { API, apiPath, splitApiKey, type ApiInput, type ApiKey, type ApiResponse, type MessagesResponse } from './index';

describe('the API table', () => {
  it('names every call as METHOD /path, once', () => {
    for (const key of Object.keys(API) as ApiKey[]) {
      const { method, path } = splitApiKey(key);
      expect(['GET', 'POST', 'PUT', 'DELETE']).toContain(method);
      expect(path.startsWith('/') && !path.startsWith('/api/'), key).toBe(true);
    }
  });

  it('gives a path parameter entry its params schema, and no entry one it does not use', () => {
    for (const [key, entry] of Object.entries(API) as [ApiKey, { params?: unknown }][]) {
      expect(!!entry.params, key).toBe(splitApiKey(key).path.includes(':'));
    }
  });

  it('fills path parameters, URL-encoded, and refuses a missing one', () => {
    expect(apiPath('/blocks/:id', { id: 'a b' })).toBe('/blocks/a%20b');
    expect(apiPath('/game/:mode/:gameUrl', { mode: 'demo', gameUrl: 'x/y' })).toBe('/game/demo/x%2Fy');
    expect(() => apiPath('/blocks/:id', {})).toThrow(/missing parameter id/);
  });

  it('types a call from its entry', () => {
    expectTypeOf<ApiResponse<'GET /messages'>>().toEqualTypeOf<MessagesResponse>();
    expectTypeOf<ApiInput<'POST /messages/:id/read'>['params']>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<ApiResponse<'GET /login/check'>>().toEqualTypeOf<{ auth: boolean }>();
  });
});
