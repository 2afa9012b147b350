import type { FastifyInstance } from 'fastify';
import { markDraining } from './http/drain';

/**
 * Graceful shutdown on SIGTERM/SIGINT: `app.close()` stops accepting (new requests get 503, new
 * game rounds 503 / 6027), lets the requests and round steps under way finish with their wallet
 * calls, then the onClose hooks close the database. A shutdown that hangs longer than `graceMs`
 * exits 1 (the round reconciler settles what it leaves). With `drainDelayMs`, /readyz goes 503 that
 * long before the close begins, so a load balancer moves new requests elsewhere first.
 */
export function installGracefulShutdown(app: FastifyInstance, graceMs = 10_000, drainDelayMs = 0) {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), graceMs + drainDelayMs);
    timer.unref();
    try {
      // behind a load balancer: /readyz says 503 first, and the instance keeps serving while the
      // balancer's health check notices (SHUTDOWN_DRAIN_DELAY_MS), then it stops accepting
      markDraining(app);
      if (drainDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, drainDelayMs));
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
