import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../errors';

/**
 * Who is calling an operator endpoint. The back office (modules/backoffice) resolves it from its
 * session cookie or an API key; `Authorization: Bearer $OPERATOR_TOKEN` is the built-in key that
 * may do everything (kept for automation and tests until every script uses an API key).
 */
export interface OperatorPrincipal {
  kind: 'session' | 'apiKey' | 'token';
  /** operator id (session) or API key id; `operator-token` for the built-in token */
  id: string;
  /** for the audit log: the operator's e-mail, `api-key:<name>` or `operator-token` */
  actor: string;
  /** the operator id when a person acts (null for keys) */
  operatorId: string | null;
  permissions: ReadonlySet<string>;
  /** a session after the password but before the TOTP step may only finish the login */
  stage: 'password' | 'full';
  sessionId?: string;
}

export type OperatorResolver = (request: FastifyRequest) => Promise<OperatorPrincipal | null>;

/** What a mutating operator call tells the audit log beyond the call itself. */
export interface AuditChange {
  target?: string;
  before?: unknown;
  after?: unknown;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** an /api/operator route whose calls change nothing worth keeping (false): no audit entry */
    audit?: boolean;
  }
  interface FastifyRequest {
    operator: OperatorPrincipal | null;
    auditChange?: AuditChange;
  }
}

/** A handler records what it changed: `audited(request, { target, before, after })` (the back office's audit hooks write it). */
export function audited(request: FastifyRequest, change: AuditChange): void {
  request.auditChange = { ...request.auditChange, ...change };
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** true when the request carries `Authorization: Bearer $OPERATOR_TOKEN` */
export function hasOperatorToken(request: FastifyRequest, operatorToken: string | undefined): boolean {
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
  return !!operatorToken && !!given && timingSafeEqual(digest(given), digest(operatorToken));
}

/** Resolves the operator as the request arrives (registered once, by app.ts, for every request). */
export function registerOperatorContext(app: FastifyInstance, resolve: OperatorResolver) {
  app.decorateRequest('operator', null);
  app.addHook('onRequest', async (request) => {
    request.operator = await resolve(request);
  });
}

/**
 * The permission a back-office operator needs for the older `/api/operator/*` endpoints (which
 * predate the back office and call `requireOperator`), any one of those listed; a path not listed
 * needs admin. A message or toast to chosen players is support's (`messages`); a mailing to a whole
 * segment (inbox broadcast, promotional e-mail) is also marketing's (`campaigns`).
 */
const LEGACY_PERMISSIONS: [prefix: string, permissions: string[]][] = [
  ['/api/operator/payments/', ['payments.write']],
  ['/api/operator/players/', ['kyc']],
  ['/api/operator/verification/', ['kyc']],
  ['/api/operator/privacy/', ['privacy']],
  ['/api/operator/responsible-gaming/', ['limits']],
  ['/api/operator/bonus', ['bonuses']],
  ['/api/operator/promotion-days/', ['bonuses']],
  ['/api/operator/tournaments', ['tournaments']],
  ['/api/operator/chat/', ['chat']],
  ['/api/operator/messages/', ['messages', 'campaigns']],
  ['/api/operator/subscriptions/', ['messages', 'campaigns']],
  ['/api/operator/ip-blocks', ['access']],
  ['/api/operator/terms', ['content']],
];
export function legacyPermissionFor(path: string): string[] {
  return LEGACY_PERMISSIONS.find(([prefix]) => path.startsWith(prefix))?.[1] ?? ['operators.manage'];
}

/**
 * Operator calls: `Authorization: Bearer $OPERATOR_TOKEN`, or a signed-in back-office operator (or
 * API key) holding the permission the endpoint needs (`permission`, else by its path). Without
 * either every operator call is refused (403), so there is no unauthenticated path.
 */
export function requireOperator(request: FastifyRequest, operatorToken: string | undefined, permission?: string): void {
  if (hasOperatorToken(request, operatorToken)) return;
  const operator = request.operator;
  if (operator?.stage === 'full') {
    const needed = permission ? [permission] : legacyPermissionFor(request.url.split('?')[0]);
    if (needed.some((p) => operator.permissions.has(p))) return;
  }
  throw forbidden('Operator credential required');
}
