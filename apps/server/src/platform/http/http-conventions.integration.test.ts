import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { buildApp } from '../../app';
import { buildTestApp, createTestDatabase, testEnv, type TestApp } from '../../../test/helpers';

describe('API conventions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers an unknown /api route with a 404 JSON envelope', async () => {
    const res = await t.app.inject({ url: '/api/x' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ code: 404, message: expect.any(String) });
  });

  it('answers health and readiness', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ok');
  });

  it('sets a request id, security headers and a Content-Security-Policy', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('request validation', () => {
  // a throwaway route with a zod schema, registered the same way modules register theirs
  it('rejects malformed JSON, wrong types and oversized bodies with 4xx envelopes', async () => {
    const app = await buildApp({ env: testEnv({ BODY_LIMIT_BYTES: '2048' }), database: await createTestDatabase() });
    app
      .withTypeProvider<ZodTypeProvider>()
      .post('/api/probe', { schema: { body: z.object({ amount: z.number().int().positive(), email: z.email() }) } }, async (request) => ({
        ok: request.body.amount,
      }));
    app.get('/api/boom', async () => {
      throw new Error('secret internal detail');
    });
    await app.ready();
    try {
      const malformed = await app.inject({
        method: 'POST',
        url: '/api/probe',
        headers: { 'content-type': 'application/json' },
        payload: '{"amount":',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toMatchObject({ code: 400, message: 'Malformed JSON body' });

      const wrong = await app.inject({ method: 'POST', url: '/api/probe', payload: { amount: 'ten', email: 'nope' } });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toHaveProperty('amount');
      expect(wrong.json().errors).toHaveProperty('email');

      const big = await app.inject({
        method: 'POST',
        url: '/api/probe',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ amount: 1, email: 'a@b.co', pad: 'x'.repeat(5000) }),
      });
      expect(big.statusCode).toBe(413);
      expect(big.json().code).toBe(413);

      const text = await app.inject({ method: 'POST', url: '/api/probe', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
      expect(text.statusCode).toBe(415);

      const ok = await app.inject({ method: 'POST', url: '/api/probe', payload: { amount: 5, email: 'a@b.co' } });
      expect(ok.json()).toEqual({ ok: 5 });

      const boom = await app.inject({ url: '/api/boom' });
      expect(boom.statusCode).toBe(500);
      expect(boom.body).not.toContain('secret internal detail');
      expect(boom.body).not.toMatch(/at .*\.ts:\d+/);
    } finally {
      await app.close();
    }
  });
});
