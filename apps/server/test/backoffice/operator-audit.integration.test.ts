import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { kycClient } from '../../src/modules/verification/verification.test-helpers';
import { makePlayer } from '../factories';
import { testEnv } from '../helpers';
import { adminSuite, askRectification, playerWithWithdrawals, signedInOperator } from './support';

const OPERATOR_TOKEN = { authorization: `Bearer ${testEnv().OPERATOR_TOKEN}` };
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Res = { statusCode: number; body: string; json(): unknown };

/**
 * The older `/api/operator/*` endpoints predate the back office's guard; one hook on the whole app
 * audits them. Every mutating route is listed here with a valid call (a new route without a case
 * fails), made by a signed-in operator: marketing for its own routes, admin for the rest.
 */
describe('the audit log of the older /api/operator endpoints', () => {
  const operatorRoutes: string[] = [];
  const onRoute = (route: RouteOptions) => {
    if (!route.url.startsWith('/api/operator/')) return;
    for (const method of [route.method].flat()) if (MUTATING.has(method)) operatorRoutes.push(`${method} ${route.url}`);
  };
  const t = adminSuite({}, { onRoute });

  it('every successful mutating call writes an entry: who, when, from where, what, before and after, secrets redacted', async () => {
    const admin = await signedInOperator(t, 'admin');
    const marketing = await signedInOperator(t, 'marketing');
    const player = (await makePlayer(t)).id;
    const { withdrawals } = await playerWithWithdrawals(t, [1_000, 2_000]);
    const now = t.clock.now().getTime();
    const iso = (ms: number) => new Date(now + ms).toISOString();
    const tournament = {
      seoTitle: 'audit-cup',
      title: { en: 'Audit cup' },
      type: 'win-sum',
      startsAt: iso(3_600_000),
      endsAt: iso(7 * 86_400_000),
      categories: ['slots'],
      currencies: ['EUR'],
      allowedStatuses: ['new', 'verified'],
      prizes: [{ place: 1, amount: 10_000 }],
    };
    let tournamentId = 0;
    let blockId = '';
    /** a player's GDPR rectification request */
    const privacyRequest = async () => ((await askRectification(t, (await makePlayer(t)).id)).json() as { id: string }).id;
    const a = (method: string, url: string, body?: object) => admin.client.req(method, url, body);
    const m = (method: string, url: string, body?: object) => marketing.client.req(method, url, body);

    /** a valid call of each mutating /api/operator route, and who makes it; null: not audited (changes nothing) */
    const calls: Record<string, [() => Promise<Res>, typeof admin] | null> = {
      'PUT /api/operator/bonus-templates/:id': [
        () =>
          m('PUT', '/api/operator/bonus-templates/audit-spins', {
            name: 'Audit spins',
            kind: 'free_spins',
            freeSpinsGame: 'book-of-fortuna',
            freeSpinsCount: 10,
            freeSpinsBet: 20,
          }),
        marketing,
      ],
      'PUT /api/operator/bonus-campaigns/:id': [
        () => m('PUT', '/api/operator/bonus-campaigns/audit-daily', { templateId: 'audit-spins', type: 'daily', title: { en: 'Daily' } }),
        marketing,
      ],
      'PUT /api/operator/promotion-days/:id': [
        () => m('PUT', '/api/operator/promotion-days/audit-daily', { startDate: iso(0).slice(0, 10), days: 7, minAmount: 1_000 }),
        marketing,
      ],
      'PUT /api/operator/bonus-codes/:code': [
        () => m('PUT', '/api/operator/bonus-codes/AUDIT10', { campaignId: 'audit-daily', maxUses: 10 }),
        marketing,
      ],
      'POST /api/operator/bonuses/grant': [
        () =>
          m('POST', '/api/operator/bonuses/grant', { playerId: player, templateId: 'audit-spins', currency: 'EUR', grantKey: 'audit-1' }),
        marketing,
      ],
      'POST /api/operator/bonuses/expire': [() => m('POST', '/api/operator/bonuses/expire'), marketing],
      'POST /api/operator/bonuses/expiry-notices': [() => m('POST', '/api/operator/bonuses/expiry-notices', {}), marketing],
      'POST /api/operator/tournaments/preview': [() => m('POST', '/api/operator/tournaments/preview', tournament), marketing],
      'POST /api/operator/tournaments': [
        async () => {
          const res = await m('POST', '/api/operator/tournaments', tournament);
          tournamentId = (res.json() as { id: number }).id;
          return res;
        },
        marketing,
      ],
      'PUT /api/operator/tournaments/:id': [
        () => m('PUT', `/api/operator/tournaments/${tournamentId}`, { ...tournament, title: { en: 'Audit cup II' } }),
        marketing,
      ],
      'POST /api/operator/tournaments/:id/cancel': [() => m('POST', `/api/operator/tournaments/${tournamentId}/cancel`), marketing],
      'POST /api/operator/tournaments/lifecycle': [() => m('POST', '/api/operator/tournaments/lifecycle'), marketing],
      'POST /api/operator/maintenance': [() => m('POST', '/api/operator/maintenance', { active: true, message: 'Back at 6' }), marketing],
      'POST /api/operator/notifications': [
        () => a('POST', '/api/operator/notifications', { channel: 'notification', playerIds: [player], kind: 'info', message: 'Hi' }),
        admin,
      ],
      'POST /api/operator/messages/broadcasts': [
        () =>
          m('POST', '/api/operator/messages/broadcasts', {
            segment: { kind: 'country', country: 'pl' },
            title: { en: 'News' },
            body: { en: '<p>Hello</p>' },
            idempotencyKey: 'audit-1',
          }),
        marketing,
      ],
      'POST /api/operator/messages/jobs': [() => m('POST', '/api/operator/messages/jobs'), marketing],
      'POST /api/operator/subscriptions/promo-mails': [
        () => m('POST', '/api/operator/subscriptions/promo-mails', { segment: { kind: 'all' }, subject: { en: 'x' }, html: { en: 'y' } }),
        marketing,
      ],
      'POST /api/operator/subscriptions/jobs': [() => m('POST', '/api/operator/subscriptions/jobs'), marketing],
      'POST /api/operator/terms': [() => m('POST', '/api/operator/terms', { kind: 'privacy', version: '2099-01' }), marketing],
      'POST /api/operator/players/:id/verify': [() => a('POST', `/api/operator/players/${player}/verify`), admin],
      'POST /api/operator/players/:id/block': [
        () => a('POST', `/api/operator/players/${player}/block`, { blockStatus: 1, reason: 'audit test' }),
        admin,
      ],
      'POST /api/operator/responsible-gaming/tick': [() => a('POST', '/api/operator/responsible-gaming/tick', {}), admin],
      'POST /api/operator/payments/:id/reject': [() => a('POST', `/api/operator/payments/${withdrawals[1]}/reject`, { reason: 3 }), admin],
      'POST /api/operator/payments/:id/approve': [() => a('POST', `/api/operator/payments/${withdrawals[0]}/approve`), admin],
      'POST /api/operator/payments/:id/settle': [() => a('POST', `/api/operator/payments/${withdrawals[0]}/settle`), admin],
      'POST /api/operator/privacy/requests/:id/complete': [
        async () => a('POST', `/api/operator/privacy/requests/${await privacyRequest()}/complete`, { answer: 'Corrected.' }),
        admin,
      ],
      'POST /api/operator/privacy/requests/:id/reject': [
        async () => a('POST', `/api/operator/privacy/requests/${await privacyRequest()}/reject`, { answer: 'Send a proof.' }),
        admin,
      ],
      'POST /api/operator/privacy/jobs': [() => a('POST', '/api/operator/privacy/jobs'), admin],
      'POST /api/operator/verification/applicants/:applicantId/review': [
        async () => {
          const kyc = kycClient(t, (await makePlayer(t)).id);
          const { applicantId } = (await kyc.create()).json() as { applicantId: string };
          await kyc.uploadAll();
          return a('POST', `/api/operator/verification/applicants/${applicantId}/review`, { reviewAnswer: 'GREEN' });
        },
        admin,
      ],
      'POST /api/operator/ip-blocks': [
        async () => {
          const res = await a('POST', '/api/operator/ip-blocks', { range: '203.0.113.0/24', reason: 'audit' });
          blockId = (res.json() as { id: string }).id;
          return res;
        },
        admin,
      ],
      'DELETE /api/operator/ip-blocks/:id': [() => a('DELETE', `/api/operator/ip-blocks/${blockId}`), admin],
      'POST /api/operator/chat/conversations/:playerId/messages': [
        () => a('POST', `/api/operator/chat/conversations/${player}/messages`, { text: 'How can I help?' }),
        admin,
      ],
      // a typing indicator changes nothing
      'POST /api/operator/chat/conversations/:playerId/typing': null,
    };
    expect(Object.keys(calls).sort(), 'a mutating /api/operator route without a case here').toEqual([...new Set(operatorRoutes)].sort());

    const entriesOf = async (action: string) =>
      (
        (
          await t.app.inject({ url: `/api/admin/audit?action=${encodeURIComponent(action)}&pageSize=200`, headers: OPERATOR_TOKEN })
        ).json() as {
          items: { action: string; operatorId: string | null; actor: string; ip: string | null; status: number; target: string | null }[];
        }
      ).items.filter((e) => e.action === action);
    for (const [action, entry] of Object.entries(calls)) {
      if (!entry) continue;
      const [call, who] = entry;
      const res = await call();
      expect(res.statusCode, `${action}: ${res.body}`).toBeLessThan(300);
      const items = await entriesOf(action);
      expect(items.length, action).toBeGreaterThanOrEqual(1);
      expect(items[0]).toMatchObject({ operatorId: who.operator.id, actor: who.email, ip: expect.any(String), status: res.statusCode });
    }

    // the values before and after: an edit names both, the target is the path's id
    const [edit] = (
      await t.app.inject({
        url: `/api/admin/audit?action=${encodeURIComponent('PUT /api/operator/tournaments/:id')}`,
        headers: OPERATOR_TOKEN,
      })
    ).json().items;
    expect(edit).toMatchObject({
      target: String(tournamentId),
      before: { title: { en: 'Audit cup' } },
      after: { id: tournamentId, seoTitle: 'audit-cup' },
      details: { input: { title: { en: 'Audit cup II' } } },
    });
    // the operators' list gives each tournament with the input that edits it: saving it back changes nothing
    const listed = (await m('GET', '/api/operator/tournaments')).json() as { id: number; state: string; input: { title: object } }[];
    const cup = listed.find((x) => x.id === tournamentId)!;
    expect(cup).toMatchObject({
      state: 'cancelled',
      input: { title: { en: 'Audit cup II' }, categories: ['slots'], prizes: [{ place: 1, amount: 10_000 }] },
    });
    const second = (
      await m('POST', '/api/operator/tournaments', { ...tournament, seoTitle: 'audit-cup-2', rules: { en: 'Play.' } })
    ).json() as {
      id: number;
    };
    const again = ((await m('GET', '/api/operator/tournaments')).json() as typeof listed).find((x) => x.id === second.id)!;
    const same = await m('PUT', `/api/operator/tournaments/${second.id}`, again.input);
    expect(same.statusCode, same.body).toBe(200);
    const [code] = await entriesOf('PUT /api/operator/bonus-codes/:code');
    expect(code).toMatchObject({ target: 'AUDIT10' });
    // the operator token is audited too, as itself; a refused call writes nothing
    await t.app.inject({ method: 'POST', url: '/api/operator/maintenance', headers: OPERATOR_TOKEN, payload: { active: false } });
    const maintenance = await entriesOf('POST /api/operator/maintenance');
    expect(maintenance.map((e) => e.actor)).toEqual(['operator-token', marketing.email]);
    const support = await signedInOperator(t, 'support');
    expect((await support.client.req('POST', '/api/operator/maintenance', { active: true })).statusCode).toBe(403);
    expect(await entriesOf('POST /api/operator/maintenance')).toHaveLength(2);
    // fields named like secrets are redacted (the grant's idempotency key)
    const [grant] = (
      await t.app.inject({
        url: `/api/admin/audit?action=${encodeURIComponent('POST /api/operator/bonuses/grant')}`,
        headers: OPERATOR_TOKEN,
      })
    ).json().items;
    expect(grant.details.input).toMatchObject({ templateId: 'audit-spins', grantKey: '[redacted]' });
  });
});
