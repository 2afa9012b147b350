import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OPERATOR_PERMISSIONS, type OperatorPermission } from '@fortuna/contracts';
import { forbidden, unauthorized } from '../../platform/errors';
import type { RequestMeta } from './backoffice.service';
import type { AuditInsert } from './backoffice.repository';

/**
 * What an `/api/admin/*` route needs: one permission, or
 * - `public`: anyone (the login steps, which check and audit themselves);
 * - `signedIn`: any operator who finished the login (who am I, logout).
 */
export type AdminAccess = OperatorPermission | 'public' | 'signedIn';

/** What a mutating handler tells the audit log beyond the call itself. */
export interface AuditChange {
  target?: string;
  before?: unknown;
  after?: unknown;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** required on every /api/admin route (registration fails without it) */
    permission?: AdminAccess;
  }
  interface FastifyRequest {
    auditChange?: AuditChange;
  }
}

const KNOWN = new Set<string>([...OPERATOR_PERMISSIONS, 'public', 'signedIn']);
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** fields never copied into the audit log */
const SECRET_FIELDS = /password|secret|code|token|key/i;

export const requestMeta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
  requestId: request.id,
});

/** A handler records what it changed: `audited(request, { target, before, after })`. */
export function audited(request: FastifyRequest, change: AuditChange): void {
  request.auditChange = { ...request.auditChange, ...change };
}

function redact(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value ?? null;
  if (Array.isArray(value)) return value.map(redact);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_FIELDS.test(k) ? '[redacted]' : redact(v)]));
}

/**
 * The wall around every `/api/admin/*` route, registered in their plugin scope:
 * - a route without a known `config.permission` cannot even be registered;
 * - each request needs a finished operator login (or API key) holding that permission: 401 for
 *   nobody (players included, whose cookie means nothing here), 403 for a missing permission;
 * - every successful mutating call writes an audit entry (who, when, IP, what, before/after), so
 *   a new route cannot forget it; handlers add before/after with `audited()`.
 */
export function registerAdminGuard(app: FastifyInstance, appendAudit: (entry: Omit<AuditInsert, 'at'>) => Promise<void>) {
  app.addHook('onRoute', (route) => {
    const permission = (route.config as { permission?: string } | undefined)?.permission;
    if (!permission || !KNOWN.has(permission))
      throw new Error(`${String(route.method)} ${route.url}: an /api/admin route must declare config.permission (got ${permission})`);
  });

  app.addHook('onRequest', async (request) => {
    const permission = request.routeOptions.config.permission;
    if (permission === 'public') return;
    const operator = request.operator;
    if (!operator || operator.stage !== 'full') throw unauthorized('Operator sign-in required');
    if (permission === 'signedIn') return;
    if (!permission || !operator.permissions.has(permission)) throw forbidden(`This needs the permission ${permission}`);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const permission = request.routeOptions.config.permission;
    if (!MUTATING.has(request.method) || permission === 'public' || reply.statusCode >= 400 || !request.operator) return payload;
    const change = request.auditChange ?? {};
    const params = (request.params ?? {}) as Record<string, string>;
    await appendAudit({
      operatorId: request.operator.operatorId,
      actor: request.operator.actor,
      ...requestMeta(request),
      action: `${request.method} ${request.routeOptions.url}`,
      target: change.target ?? (params.id ? String(params.id) : null),
      status: reply.statusCode,
      before: redact(change.before),
      after: redact(change.after),
      details: { params, input: redact(request.body) },
    });
    return payload;
  });
}
