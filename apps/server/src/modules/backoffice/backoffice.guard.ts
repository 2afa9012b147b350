import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OPERATOR_PERMISSIONS, type OperatorPermission } from '@fortuna/contracts';
import { forbidden, unauthorized } from '../../platform/errors';
import { audited, type AuditChange } from '../../platform/http/operator-auth';
import type { RequestMeta } from './backoffice.service';
import type { AuditInsert } from './backoffice.repository';

/**
 * What an `/api/admin/*` route needs: one permission, or
 * - `public`: anyone (the login steps, which check and audit themselves);
 * - `signedIn`: any operator who finished the login (who am I, logout).
 */
export type AdminAccess = OperatorPermission | 'public' | 'signedIn';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** required on every /api/admin route (registration fails without it) */
    permission?: AdminAccess;
  }
}

export { audited, type AuditChange };

const KNOWN = new Set<string>([...OPERATOR_PERMISSIONS, 'public', 'signedIn']);
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** fields never copied into the audit log */
const SECRET_FIELDS = /password|secret|code|token|key/i;

export const requestMeta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
  requestId: request.id,
});

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
export function registerAdminGuard(app: FastifyInstance, appendAudit: AppendAudit) {
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
    if (request.routeOptions.config.permission === 'public') return payload;
    await auditCall(request, reply, appendAudit);
    return payload;
  });
}

type AppendAudit = (entry: Omit<AuditInsert, 'at'>) => Promise<void>;

/**
 * One audit entry for a successful mutating call by an operator (session, API key or the operator
 * token): who, from where, `METHOD /route`, the target (the handler's, else the first path
 * parameter), the redacted input and the before/after values. `payload` is the answer as sent:
 * when the handler named no `after`, the answer (the new state the service returned) is it.
 */
async function auditCall(request: FastifyRequest, reply: FastifyReply, appendAudit: AppendAudit, payload?: unknown): Promise<void> {
  if (!MUTATING.has(request.method) || reply.statusCode >= 400 || !request.operator) return;
  const change = request.auditChange ?? {};
  const params = (request.params ?? {}) as Record<string, string>;
  const firstParam = params.id ?? Object.values(params)[0];
  await appendAudit({
    operatorId: request.operator.operatorId,
    actor: request.operator.actor,
    ...requestMeta(request),
    action: `${request.method} ${request.routeOptions.url}`,
    target: change.target ?? (firstParam ? String(firstParam) : null),
    status: reply.statusCode,
    before: redact(change.before),
    after: redact(change.after ?? answer(payload)),
    details: { params, input: redact(request.body) },
  });
}

/** the JSON answer, when it is one and small enough to keep (a big listing is not a change) */
function answer(payload: unknown): unknown {
  if (typeof payload !== 'string' || payload.length > 20_000) return null;
  try {
    return JSON.parse(payload) as unknown;
  } catch {
    return null;
  }
}

/** the older operator endpoints, each one a hook on the whole app keyed on the route, not a copy per route */
export const OPERATOR_ROUTE_PREFIX = '/api/operator/';

/**
 * The audit log for the older `/api/operator/*` endpoints: they predate the back office and do
 * not pass its guard, so one hook on the whole app writes their entries the same way, keyed on
 * the route's path. A route opts out only with `config.audit: false` (a typing indicator is no action).
 */
export function registerOperatorAudit(app: FastifyInstance, appendAudit: AppendAudit) {
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith(OPERATOR_ROUTE_PREFIX) || request.routeOptions.config.audit === false) return payload;
    await auditCall(request, reply, appendAudit, payload);
    return payload;
  });
}
