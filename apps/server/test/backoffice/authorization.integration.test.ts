import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { OPERATOR_ROLES, ROLE_PERMISSIONS, type OperatorRole } from '@fortuna/contracts';
import type { AdminAccess } from '../../src/modules/backoffice';
import { asPlayer } from '../test-sessions';
import { adminSuite, suiteOperator, type SignedInOperator } from './support';

/**
 * Every /api/admin route and what it needs. A route the server registers without a line here (or
 * with another permission) fails this test; the guard itself refuses to register a route that
 * declares no permission at all.
 */
const ADMIN_ROUTES: Record<string, AdminAccess> = {
  'POST /api/admin/auth/login': 'public',
  'POST /api/admin/auth/totp': 'public',
  'POST /api/admin/auth/logout': 'signedIn',
  'GET /api/admin/auth/me': 'signedIn',
  'GET /api/admin/operators': 'operators.manage',
  'POST /api/admin/operators': 'operators.manage',
  'PUT /api/admin/operators/:id': 'operators.manage',
  'POST /api/admin/operators/:id/reset-2fa': 'operators.manage',
  'GET /api/admin/api-keys': 'operators.manage',
  'POST /api/admin/api-keys': 'operators.manage',
  'POST /api/admin/api-keys/:id/revoke': 'operators.manage',
  'GET /api/admin/audit': 'audit.read',
  'GET /api/admin/audit.csv': 'audit.read',
  'GET /api/admin/players': 'players.read',
  'GET /api/admin/players.csv': 'players.read',
  'GET /api/admin/players/:id': 'players.read',
  'POST /api/admin/players/:id/block': 'players.write',
  'POST /api/admin/players/:id/unblock': 'players.write',
  'POST /api/admin/players/:id/end-sessions': 'players.write',
  'POST /api/admin/players/:id/reset-2fa': 'players.write',
  'POST /api/admin/players/:id/messages': 'messages',
  'POST /api/admin/players/:id/notes': 'players.write',
  'POST /api/admin/players/:id/adjustments': 'balance.request',
  'GET /api/admin/approvals': 'players.read',
  'POST /api/admin/adjustments/:id/approve': 'balance.approve',
  'POST /api/admin/adjustments/:id/reject': 'balance.approve',
  'POST /api/admin/unblocks/:id/approve': 'players.write',
  'POST /api/admin/unblocks/:id/reject': 'players.write',
  'GET /api/admin/withdrawals': 'payments.read',
  'GET /api/admin/withdrawals.csv': 'payments.read',
  'POST /api/admin/withdrawals/:id/approve': 'payments.write',
  'POST /api/admin/withdrawals/:id/reject': 'payments.write',
  'POST /api/admin/withdrawals/:id/settle': 'payments.write',
  'GET /api/admin/chat/contacts': 'chat',
  'POST /api/admin/chat/contacts/:id/answered': 'chat',
  'GET /api/admin/dashboard': 'reports.read',
  'GET /api/admin/reports/ggr': 'reports.read',
  'GET /api/admin/reports/ggr.csv': 'reports.read',
  'GET /api/admin/compliance/kyc': 'kyc',
  'GET /api/admin/compliance/kyc.csv': 'kyc',
  'POST /api/admin/compliance/kyc/:applicantId/review': 'kyc',
  'GET /api/admin/compliance/gdpr': 'privacy',
  'GET /api/admin/compliance/gdpr.csv': 'privacy',
  'POST /api/admin/compliance/gdpr/:id/complete': 'privacy',
  'POST /api/admin/compliance/gdpr/:id/reject': 'privacy',
  'GET /api/admin/compliance/self-excluded': 'limits',
  'GET /api/admin/compliance/self-excluded.csv': 'limits',
  'GET /api/admin/games': 'games',
  'PUT /api/admin/games/:id': 'games',
  'GET /api/admin/content/blocks': 'content',
  'POST /api/admin/content/blocks': 'content',
  'GET /api/admin/content/blocks/:kind/:key': 'content',
  'PUT /api/admin/content/blocks/:kind/:key/:locale': 'content',
  'POST /api/admin/content/blocks/:kind/:key/:locale/publish': 'content',
  'POST /api/admin/content/blocks/:kind/:key/:locale/unpublish': 'content',
  'DELETE /api/admin/content/blocks/:kind/:key/:locale': 'content',
  'GET /api/admin/content/banners': 'content',
  'POST /api/admin/content/banners': 'content',
  'PUT /api/admin/content/banners/:key/:locale': 'content',
  'POST /api/admin/content/banners/:key/:locale/publish': 'content',
  'POST /api/admin/content/banners/:key/:locale/unpublish': 'content',
};

const fill = (path: string) =>
  path.replace(/:(\w+)/g, (_m, name: string) => (name === 'applicantId' ? 'a'.repeat(24) : path.includes('/games/') ? '1' : randomUUID()));

describe('every /api/admin route is checked on the server', () => {
  const t = adminSuite();
  const as = Object.fromEntries(OPERATOR_ROLES.map((role) => [role, suiteOperator(t, role)])) as Record<OperatorRole, SignedInOperator>;

  it('the table lists exactly the registered routes, each with the permission it declares', () => {
    expect(Object.fromEntries([...t.adminRoutes].sort())).toEqual(Object.fromEntries(Object.entries(ADMIN_ROUTES).sort()));
  });

  it.each(Object.entries(ADMIN_ROUTES).filter(([, access]) => access !== 'public'))('%s (%s)', async (key, access) => {
    const [method, path] = key.split(' ');
    const url = fill(path);
    const json = { 'content-type': 'application/json' };
    const body = method === 'GET' ? {} : { payload: '{}' };

    const anonymous = await t.app.inject({ method: method as 'GET', url, headers: method === 'GET' ? {} : json, ...body });
    expect(anonymous.statusCode, `${key} anonymous: ${anonymous.body}`).toBe(401);

    const player = await t.app.inject({ method: method as 'GET', url, headers: { ...asPlayer(randomUUID()), ...json }, ...body });
    expect(player.statusCode, `${key} as a player: ${player.body}`).toBe(401);

    for (const role of OPERATOR_ROLES) {
      const allowed = access === 'signedIn' || (ROLE_PERMISSIONS[role] as readonly string[]).includes(access);
      if (allowed && key === 'POST /api/admin/auth/logout') continue; // would end the session the other cases use
      const res = await as[role].client.req(method, url, method === 'GET' ? undefined : {});
      if (allowed) expect([401, 403], `${key} as ${role}: ${res.body}`).not.toContain(res.statusCode);
      else expect(res.statusCode, `${key} as ${role}: ${res.body}`).toBe(403);
    }
  });
});
