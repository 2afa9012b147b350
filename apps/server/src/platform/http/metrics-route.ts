import type { FastifyInstance } from 'fastify';
import { exposition, httpDuration, METRICS_CONTENT_TYPE, routeLabel } from '../metrics';
import { requireOperator } from './operator-auth';

/**
 * Latency of every request by route pattern and status, and GET /metrics for Prometheus behind the
 * operator credential (`Authorization: Bearer $OPERATOR_TOKEN`; METRICS_PORT serves it without).
 */
export function registerMetrics(app: FastifyInstance, opts: { operatorToken: string | undefined }) {
  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.url === '/metrics') return;
    httpDuration.observe(
      { method: request.method, route: routeLabel(request.routeOptions.url), status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', async (request, reply) => {
    requireOperator(request, opts.operatorToken);
    return reply
      .type(METRICS_CONTENT_TYPE)
      .header('cache-control', 'no-store')
      .send(await exposition());
  });
}
