import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/**
 * A real Content-Security-Policy. React Router's SSR inlines a small hydration script, so scripts
 * carry a per-request nonce (reply.cspNonce.script), which the SSR adapter hands to the renderer.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { dev: boolean; connectSrc?: string[]; frameSrc?: string[]; scriptSrc?: string[] },
) {
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(opts.scriptSrc ?? []), ...(opts.dev ? ["'unsafe-inline'"] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...(opts.connectSrc ?? [])],
        frameSrc: ["'self'", ...(opts.frameSrc ?? [])],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: opts.dev ? false : undefined,
  });
}
