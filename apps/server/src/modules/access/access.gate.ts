import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isPagePath } from '../content';
import { AppError, forbidden } from '../../platform/errors';
import { accessRefused } from '../../platform/metrics';
import type { AccessService, AccessVerdict } from './access.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** who is allowed in: set by the access gate on every request it looks at */
    access?: AccessVerdict;
  }
}

/**
 * Calls that need a visitor allowed in for real money: a blocked country (or a flagged proxy) may
 * still browse and play for fun, never open an account or pay in.
 */
export const REAL_MONEY_ROUTES = new Set(['POST /api/signup', 'POST /api/cashier/deposit', 'POST /api/game/:mode/:gameUrl']);

/**
 * Never gated: health checks, metrics, static files, operator calls (so an operator cannot lock
 * themself out) and server-to-server calls from providers, whose addresses are not visitors'.
 */
const UNGATED_PREFIXES = [
  '/healthz',
  '/readyz',
  '/metrics',
  '/assets/',
  '/images/',
  '/icons/',
  '/favicon',
  '/api/operator/',
  '/api/admin/',
  '/api/cashier/callback/',
  '/api/verification/webhook/',
  '/api/seamless/',
  '/api/kyc-sandbox/',
];

/** the message of the 403 envelope; the web shows the IP-blocked page with the support contact */
export const ACCESS_BLOCKED_MESSAGE = 'Access from your location is not allowed';
export const REAL_MONEY_BLOCKED_MESSAGE = 'Real-money play is not available in your country';

export function registerAccessGate(app: FastifyInstance, service: AccessService) {
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0];
    if (UNGATED_PREFIXES.some((p) => path === p.replace(/\/$/, '') || path.startsWith(p))) return;
    const verdict = await service.verdict(request.ip);
    request.access = verdict;
    if (verdict.access !== 'none') return;
    // a page renders the 403 page: its root loader's own /api/app/config call is refused below
    if (isPagePath(path)) return;
    logBlocked(request, verdict, 'site');
    throw forbidden(ACCESS_BLOCKED_MESSAGE);
  });

  app.addHook('preHandler', async (request) => {
    const verdict = request.access;
    if (!verdict || verdict.access === 'full') return;
    if (!REAL_MONEY_ROUTES.has(`${request.method} ${request.routeOptions.url ?? ''}`)) return;
    // the game launch is real money only in its real mode; demo stays open to browsers
    if ((request.params as { mode?: string } | undefined)?.mode === 'demo') return;
    logBlocked(request, verdict, 'real_money');
    throw new AppError(403, 403, REAL_MONEY_BLOCKED_MESSAGE);
  });
}

/** a security event: who was turned away, and why (also counted: fortuna_access_refused_total) */
function logBlocked(request: FastifyRequest, verdict: AccessVerdict, scope: 'site' | 'real_money') {
  const reason = 'reason' in verdict ? verdict.reason : 'ip';
  accessRefused.inc({ reason, scope });
  request.log.warn(
    { event: 'access.blocked', ip: request.ip, country: verdict.country, reason, scope, url: request.url },
    'visitor refused',
  );
}
