import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * 'module': while the server drains, the route still runs and its module decides (the game's
     * play route lets a round under way take its next step, and refuses new rounds itself)
     */
    drain?: 'module';
  }
}

/**
 * Graceful shutdown for requests: once `app.close()` begins (SIGTERM), a request that arrives on a
 * kept-alive connection is answered 503 in the error envelope and the connection is closed, while
 * the requests under way finish (Fastify waits for them before the onClose hooks close the database).
 * Needs Fastify's own closing answer turned off (`return503OnClosing: false`).
 */
export function registerDrain(app: FastifyInstance) {
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!draining) return;
    reply.header('connection', 'close');
    if (request.routeOptions.config?.drain === 'module') return;
    return reply.status(503).send({ code: 503, message: 'The server is restarting: try again in a moment' });
  });
}
