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
  let closing = false;
  states.set(app, { draining: false });
  app.addHook('preClose', async () => {
    closing = true;
    markDraining(app);
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    if (request.routeOptions.config?.drain === 'module') return;
    return reply.status(503).send({ code: 503, message: 'The server is restarting: try again in a moment' });
  });
}

const states = new WeakMap<FastifyInstance, { draining: boolean }>();

/**
 * Marks the instance as draining before it closes (SIGTERM): /readyz answers 503 so the load
 * balancer stops sending new work here, while requests still get served until `app.close()`.
 */
export function markDraining(app: FastifyInstance) {
  const state = states.get(app);
  if (state) state.draining = true;
}

export const isDraining = (app: FastifyInstance) => states.get(app)?.draining ?? false;
