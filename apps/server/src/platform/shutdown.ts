import type { FastifyInstance } from 'fastify';

/**
 * Graceful shutdown on SIGTERM/SIGINT: `app.close()` stops accepting (new requests get 503, new
 * game rounds 503 / 6027), lets the requests and round steps under way finish with their wallet
 * calls, then the onClose hooks close the database. A shutdown that hangs longer than `graceMs`
 * exits 1 (the round reconciler settles what it leaves).
 */
export function installGracefulShutdown(app: FastifyInstance, graceMs = 10_000) {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), graceMs);
    timer.unref();
    try {
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
