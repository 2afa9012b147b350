import type { FastifyInstance } from 'fastify';

/**
 * Fastify's JSON parser (prototype-poisoning checks included), except that an empty body is "no
 * body": every state change must be sent as application/json (see csrf.ts), bodiless ones too.
 */
export function registerJsonBodies(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '' || (typeof body === 'string' && body.trim() === '')) return done(null, undefined);
    return parse(request, body as string, done);
  });
}
