import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_SESSION_COOKIE,
  adminAuditQuerySchema,
  OPERATOR_PERMISSIONS,
  type AdminFeatures,
  type OperatorPermission,
} from '@fortuna/contracts';
import { notFound } from '../../platform/errors';
import { apiSchema } from '../../platform/http/api-schema';
import { MINUTE, perIp } from '../../platform/http/rate-limit';
import { audited, requestMeta } from './backoffice.guard';
import { apiKeyView, auditView, IDLE_TIMEOUT_MS, MAX_SESSION_MS, operatorView, type BackofficeService } from './backoffice.service';
import type { OperatorAuditRow, OperatorRow } from './backoffice.tables';
import { csvJson, csvRoute, type SendCsv } from './csv';

export interface BackofficeRoutesOptions {
  service: BackofficeService;
  secureCookies: boolean;
  /** the optional screens this server has (the web hides a menu entry or tab without its routes) */
  features: AdminFeatures;
  /** the lists' CSV downloads */
  sendCsv: SendCsv;
}

const meView = (operator: OperatorRow, permissions: ReadonlySet<string>, features: AdminFeatures) => ({
  operator: operatorView(operator),
  permissions: OPERATOR_PERMISSIONS.filter((p) => permissions.has(p)) as OperatorPermission[],
  idleTimeoutMs: IDLE_TIMEOUT_MS,
  features,
});

/** The back office's own calls: login, operators, API keys and the audit log (under /api/admin). */
export const backofficeRoutes: FastifyPluginAsyncZod<BackofficeRoutesOptions> = async (
  app,
  { service, secureCookies, features, sendCsv },
) => {
  const cookie = { path: '/', httpOnly: true, sameSite: 'strict' as const, secure: secureCookies };

  // --- login: password, then TOTP (enrolled at the first login) -------------------------------
  app.post(
    '/auth/login',
    { config: { permission: 'public', ...perIp(10, MINUTE) }, schema: apiSchema('POST /admin/auth/login') },
    async (request, reply) => {
      const { token, ...next } = await service.login(request.body.email, request.body.password, requestMeta(request));
      void reply.setCookie(ADMIN_SESSION_COOKIE, token, { ...cookie, maxAge: Math.floor(MAX_SESSION_MS / 1000) });
      return next;
    },
  );

  app.post(
    '/auth/totp',
    { config: { permission: 'public', ...perIp(10, MINUTE) }, schema: apiSchema('POST /admin/auth/totp') },
    async (request) => {
      const operator = await service.verifyTotp(request.operator, request.body.code, requestMeta(request));
      return meView(operator, request.operator!.permissions, features);
    },
  );

  app.post('/auth/logout', { config: { permission: 'signedIn' }, schema: apiSchema('POST /admin/auth/logout') }, async (request, reply) => {
    await service.logout(request.operator);
    void reply.clearCookie(ADMIN_SESSION_COOKIE, { path: '/' });
    return { status: true as const };
  });

  app.get('/auth/me', { config: { permission: 'signedIn' }, schema: apiSchema('GET /admin/auth/me') }, async (request) => {
    const principal = request.operator!;
    // an API key or the operator token has no operator card
    if (!principal.operatorId) throw notFound('Not an operator session');
    return meView(await service.operator(principal.operatorId), principal.permissions, features);
  });

  // --- operators (admin) ------------------------------------------------------------------------
  app.get('/operators', { config: { permission: 'operators.manage' }, schema: apiSchema('GET /admin/operators') }, async () =>
    (await service.listOperators()).map(operatorView),
  );

  app.post('/operators', { config: { permission: 'operators.manage' }, schema: apiSchema('POST /admin/operators') }, async (request) => {
    const created = await service.createOperator({ ...request.body, createdBy: request.operator!.operatorId });
    audited(request, { target: `operator:${created.id}`, after: operatorView(created) });
    return operatorView(created);
  });

  app.put(
    '/operators/:id',
    { config: { permission: 'operators.manage' }, schema: apiSchema('PUT /admin/operators/:id') },
    async (request) => {
      const { before, after } = await service.updateOperator(request.params.id, request.body);
      audited(request, { target: `operator:${after.id}`, before: operatorView(before), after: operatorView(after) });
      return operatorView(after);
    },
  );

  app.post(
    '/operators/:id/reset-2fa',
    { config: { permission: 'operators.manage' }, schema: apiSchema('POST /admin/operators/:id/reset-2fa') },
    async (request) => {
      const { before, after } = await service.resetTotp(request.params.id);
      audited(request, { target: `operator:${after.id}`, before: operatorView(before), after: operatorView(after) });
      return operatorView(after);
    },
  );

  // --- API keys (admin) ----------------------------------------------------------------------------
  app.get('/api-keys', { config: { permission: 'operators.manage' }, schema: apiSchema('GET /admin/api-keys') }, async () =>
    (await service.listApiKeys()).map(apiKeyView),
  );

  app.post('/api-keys', { config: { permission: 'operators.manage' }, schema: apiSchema('POST /admin/api-keys') }, async (request) => {
    const { row, key } = await service.createApiKey({ ...request.body, createdBy: request.operator!.operatorId });
    audited(request, { target: `api-key:${row.id}`, after: apiKeyView(row) });
    return { ...apiKeyView(row), key };
  });

  app.post(
    '/api-keys/:id/revoke',
    { config: { permission: 'operators.manage' }, schema: apiSchema('POST /admin/api-keys/:id/revoke') },
    async (request) => {
      const row = await service.revokeApiKey(request.params.id);
      audited(request, { target: `api-key:${row.id}`, after: apiKeyView(row) });
      return apiKeyView(row);
    },
  );

  // --- audit log --------------------------------------------------------------------------------------
  app.get('/audit', { config: { permission: 'audit.read' }, schema: apiSchema('GET /admin/audit') }, async (request) => {
    const q = request.query;
    const { items, total } = await service.searchAudit({
      ...q,
      from: q.from ? new Date(q.from) : undefined,
      to: q.to ? new Date(q.to) : undefined,
    });
    return { items: items.map(auditView), total, page: q.page };
  });

  // the whole search as a download; the entries up to the newest one found, so new ones do not shift the pages
  csvRoute<OperatorAuditRow>(app, sendCsv, {
    path: '/audit.csv',
    permission: 'audit.read',
    query: adminAuditQuerySchema,
    spec: (q) => {
      const filter = { ...q, from: q.from ? new Date(q.from) : undefined, to: q.to ? new Date(q.to) : undefined };
      let maxId: number | undefined;
      return {
        head: ['id', 'at', 'actor', 'operator_id', 'ip', 'action', 'target', 'status', 'before', 'after', 'details'],
        row: (a) => [
          a.id,
          a.at.toISOString(),
          a.actor,
          a.operatorId,
          a.ip,
          a.action,
          a.target,
          a.status,
          csvJson(a.before),
          csvJson(a.after),
          csvJson(a.details),
        ],
        page: async (page, pageSize) => {
          const found = await service.searchAudit({ ...filter, maxId, page, pageSize });
          maxId ??= found.items[0]?.id;
          return found;
        },
      };
    },
  });
};
