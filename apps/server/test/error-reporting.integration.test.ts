import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../src/platform/http/error-handler';
import { sentryReporter, type ErrorReporter } from '../src/platform/error-reporting';
import { forbidden } from '../src/platform/errors';
import { startSentryStub, type SentryStub } from './fakes/sentry-stub';

/**
 * Server errors reach a Sentry-compatible server through the official SDK, tagged with the request
 * id (the x-request-id the response carries), the release and the environment; a refused request
 * (4xx) is not an error report. No network: the DSN points at a stub on loopback.
 */
describe('error reporting (SENTRY_DSN)', () => {
  let stub: SentryStub;
  let reporter: ErrorReporter;
  const app = Fastify({ genReqId: () => 'req-0123456789abcdef' });
  beforeAll(async () => {
    stub = await startSentryStub();
    reporter = await sentryReporter({ dsn: stub.dsn, release: 'fortuna@test-release', environment: 'test' });
    registerErrorHandling(app, {
      onServerError: (error, request) => reporter.capture(error, { requestId: request.id, route: request.routeOptions.url }),
    });
    app.addHook('onSend', async (request, reply) => void reply.header('x-request-id', request.id));
    app.get('/boom', async () => {
      throw new Error('kaboom on the server');
    });
    app.get('/refused', async () => {
      throw forbidden();
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await stub.close();
  });

  it('sends an unexpected error with the request id, release and environment; a 4xx is not reported', async () => {
    const refused = await app.inject({ url: '/refused' });
    expect(refused.statusCode).toBe(403);
    const res = await app.inject({ url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, message: 'Internal server error' });
    await reporter.flush(5_000);
    await expect.poll(() => stub.events.length, { timeout: 10_000 }).toBe(1);
    const [event] = stub.events;
    expect(event.tags).toMatchObject({ request_id: res.headers['x-request-id'], route: '/boom' });
    expect(event.release).toBe('fortuna@test-release');
    expect(event.environment).toBe('test');
    expect(JSON.stringify(event.exception)).toContain('kaboom on the server');
  });
});
