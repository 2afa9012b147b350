import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ADMIN_SESSION_COOKIE } from '@fortuna/contracts';
import { IDLE_TIMEOUT_MS, LOCK_AFTER_FAILURES, LOCK_MS } from '../../src/modules/backoffice';
import { client } from '../../src/modules/auth/test/support';
import { chatContactRequests } from '../../src/modules/chat/chat.tables';
import { kycClient } from '../../src/modules/verification/verification.test-helpers';
import { makePlayer } from '../factories';
import { testEnv } from '../helpers';
import { adminSuite, OPERATOR_PASSWORD, playerWithWithdrawals, signedInOperator, totpCode } from './support';

const OPERATOR_TOKEN = { authorization: `Bearer ${testEnv().OPERATOR_TOKEN}` };

describe('operator login: password, TOTP enrolment, sessions, lockout', () => {
  const t = adminSuite();

  it('enrols TOTP at the first login; the session cookie is HttpOnly and SameSite=Strict; before the code nothing else opens', async () => {
    const email = 'first@ops.test';
    await t.service.createOperator({ email, password: OPERATOR_PASSWORD, role: 'support', createdBy: null });
    const c = client(t.app);
    const login = await c.req('POST', '/api/admin/auth/login', { email, password: OPERATOR_PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ next: 'enroll', otpauthUrl: expect.stringMatching(/^otpauth:\/\/totp\//) });
    const cookie = login.cookies.find((k) => k.name === ADMIN_SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });

    expect((await c.req('GET', '/api/admin/auth/me')).statusCode).toBe(401);
    expect((await c.req('POST', '/api/admin/auth/totp', { code: '000000' })).statusCode).toBe(400);
    const code = totpCode(login.json().secret, t.clock);
    const ok = await c.req('POST', '/api/admin/auth/totp', { code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      operator: { email, role: 'support', totpEnabled: true },
      permissions: ['players.read', 'players.write', 'messages', 'chat'],
    });
    expect((await c.req('GET', '/api/admin/auth/me')).statusCode).toBe(200);

    // the next login asks for the code; the one already used is refused (no replay)
    const again = client(t.app);
    expect((await again.req('POST', '/api/admin/auth/login', { email, password: OPERATOR_PASSWORD })).json()).toEqual({ next: 'totp' });
    expect((await again.req('POST', '/api/admin/auth/totp', { code })).statusCode).toBe(400);
    t.clock.advance(30_000);
    expect((await again.req('POST', '/api/admin/auth/totp', { code: totpCode(login.json().secret, t.clock) })).statusCode).toBe(200);
  });

  it('ends a session idle for longer than the timeout, on the clock; logout ends it at once', async () => {
    const a = await signedInOperator(t, 'analyst');
    t.clock.advance(IDLE_TIMEOUT_MS - 60_000);
    expect((await a.client.req('GET', '/api/admin/auth/me')).statusCode).toBe(200);
    t.clock.advance(IDLE_TIMEOUT_MS + 1_000);
    expect((await a.client.req('GET', '/api/admin/auth/me')).statusCode).toBe(401);

    const b = await signedInOperator(t, 'analyst');
    expect((await b.client.req('POST', '/api/admin/auth/logout')).statusCode).toBe(200);
    expect((await b.client.req('GET', '/api/admin/auth/me', undefined, { cookie: `${ADMIN_SESSION_COOKIE}=x` })).statusCode).toBe(401);
  });

  it(`locks the account after ${LOCK_AFTER_FAILURES} failed attempts, for ${LOCK_MS / 60_000} minutes; unknown e-mails answer alike`, async () => {
    const email = 'locked@ops.test';
    await t.service.createOperator({ email, password: OPERATOR_PASSWORD, role: 'payments', createdBy: null });
    for (let i = 0; i < LOCK_AFTER_FAILURES; i++) {
      const res = await client(t.app).req('POST', '/api/admin/auth/login', { email, password: 'wrong-password-123' });
      expect(res.statusCode).toBe(401);
    }
    const right = await client(t.app).req('POST', '/api/admin/auth/login', { email, password: OPERATOR_PASSWORD });
    expect(right.statusCode).toBe(429);
    const unknown = await client(t.app).req('POST', '/api/admin/auth/login', { email: 'nobody@ops.test', password: 'x' });
    expect(unknown.statusCode).toBe(401);
    t.clock.advance(LOCK_MS + 1_000);
    expect((await client(t.app).req('POST', '/api/admin/auth/login', { email, password: OPERATOR_PASSWORD })).statusCode).toBe(200);

    const audit = await t.app.inject({ url: `/api/admin/audit?operator=${email}&action=login.failed`, headers: OPERATOR_TOKEN });
    expect(audit.json().total).toBe(LOCK_AFTER_FAILURES);
  });

  it('rate-limits the login per address', async () => {
    const c = client(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 12; i++)
      codes.push((await c.req('POST', '/api/admin/auth/login', { email: 'x@ops.test', password: 'y' })).statusCode);
    expect(codes).toContain(429);
  });

  it('a disabled operator cannot sign in and their sessions end', async () => {
    const admin = await signedInOperator(t, 'admin');
    const target = await signedInOperator(t, 'support');
    const res = await admin.client.req('PUT', `/api/admin/operators/${target.operator.id}`, { status: 'disabled' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await target.client.req('GET', '/api/admin/auth/me')).statusCode).toBe(401);
    expect(
      (await client(t.app).req('POST', '/api/admin/auth/login', { email: target.email, password: OPERATOR_PASSWORD })).statusCode,
    ).toBe(403);
  });
});

describe('API keys, the operator token and the older /api/operator endpoints', () => {
  const t = adminSuite();

  it('an API key acts within its scopes, is stored hashed, and stops when revoked', async () => {
    const admin = await signedInOperator(t, 'admin');
    const created = await admin.client.req('POST', '/api/admin/api-keys', { name: 'reports', scopes: ['audit.read'] });
    expect(created.statusCode, created.body).toBe(200);
    const { key, id } = created.json();
    const bearer = { authorization: `Bearer ${key}` };
    expect((await t.app.inject({ url: '/api/admin/audit', headers: bearer })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/operators', headers: bearer })).statusCode).toBe(403);
    const list = await admin.client.req('GET', '/api/admin/api-keys');
    expect(JSON.stringify(list.json())).not.toContain(key);
    expect((await admin.client.req('POST', `/api/admin/api-keys/${id}/revoke`)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/audit', headers: bearer })).statusCode).toBe(401);
  });

  it('OPERATOR_TOKEN still opens everything; an operator session with the permission opens the older endpoints', async () => {
    expect((await t.app.inject({ url: '/api/admin/operators', headers: OPERATOR_TOKEN })).statusCode).toBe(200);
    const payments = await signedInOperator(t, 'payments');
    const marketing = await signedInOperator(t, 'marketing');
    const url = `/api/operator/payments/${randomUUID()}/approve`;
    // a payments operator gets past the wall (the payment does not exist); marketing does not
    expect((await payments.client.req('POST', url)).statusCode).toBe(404);
    expect((await marketing.client.req('POST', url)).statusCode).toBe(403);
    expect((await marketing.client.req('GET', '/api/operator/bonus-templates')).statusCode).toBe(200);
    // the real-time hub's operator calls: a toast to chosen players needs `messages` (support, not
    // marketing), the maintenance notice `content`
    const support = await signedInOperator(t, 'support');
    const toast = { channel: 'notification', playerIds: [randomUUID()], kind: 'info', message: 'Hello' };
    expect((await payments.client.req('POST', '/api/operator/notifications', toast)).statusCode).toBe(403);
    expect((await marketing.client.req('POST', '/api/operator/notifications', toast)).statusCode).toBe(403);
    expect((await support.client.req('POST', '/api/operator/notifications', toast)).statusCode).toBe(200);
    // a mailing to a segment is marketing's (`campaigns`) as well as support's (`messages`)
    for (const who of [marketing, support]) {
      expect((await who.client.req('POST', '/api/operator/messages/jobs')).statusCode).toBe(200);
      expect((await who.client.req('POST', '/api/operator/subscriptions/jobs')).statusCode).toBe(200);
    }
    expect((await payments.client.req('POST', '/api/operator/messages/jobs')).statusCode).toBe(403);
    expect((await support.client.req('POST', '/api/operator/maintenance', { message: 'Back soon' })).statusCode).toBe(403);
  });
});

describe('the audit log', () => {
  const t = adminSuite();

  it('every mutating admin route writes an entry: who, when, from where, what, before and after', async () => {
    const admin = await signedInOperator(t, 'admin');
    const checker = await signedInOperator(t, 'admin');
    const other = await t.service.createOperator({
      email: 'target@ops.test',
      password: OPERATOR_PASSWORD,
      role: 'support',
      createdBy: null,
    });
    const { player, withdrawals } = await playerWithWithdrawals(t, [1_000, 2_000]);
    let keyId = '';
    let adjustment = '';
    let unblock = '';
    const id = (res: { json(): unknown }) => (res.json() as { id: string }).id;
    /** a player's GDPR rectification request, for the compliance steps */
    const privacyRequest = async () => {
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/profile/gdpr/rectification',
        headers: { 'content-type': 'application/json', 'x-test-player': (await makePlayer(t)).id },
        payload: { text: 'My surname is spelt wrong, please correct it.' },
      });
      return id(asked);
    };
    type Call = () => Promise<{ statusCode: number; body: string; json(): unknown }>;
    /** a valid call of each mutating route, and who makes it (logout last: it ends the session) */
    const calls: Record<string, [Call, typeof admin]> = {
      'POST /api/admin/operators': [
        () => admin.client.req('POST', '/api/admin/operators', { email: 'new@ops.test', password: OPERATOR_PASSWORD, role: 'analyst' }),
        admin,
      ],
      'PUT /api/admin/operators/:id': [() => admin.client.req('PUT', `/api/admin/operators/${other.id}`, { role: 'compliance' }), admin],
      'POST /api/admin/operators/:id/reset-2fa': [() => admin.client.req('POST', `/api/admin/operators/${other.id}/reset-2fa`), admin],
      'POST /api/admin/api-keys': [
        async () => {
          const res = await admin.client.req('POST', '/api/admin/api-keys', { name: 'ci', scopes: ['players.read'] });
          keyId = id(res);
          return res;
        },
        admin,
      ],
      'POST /api/admin/api-keys/:id/revoke': [() => admin.client.req('POST', `/api/admin/api-keys/${keyId}/revoke`), admin],
      'POST /api/admin/players/:id/block': [
        () => admin.client.req('POST', `/api/admin/players/${player}/block`, { blockStatus: 4, reason: 'chargeback check' }),
        admin,
      ],
      'POST /api/admin/players/:id/end-sessions': [
        () => admin.client.req('POST', `/api/admin/players/${player}/end-sessions`, { reason: 'stolen phone' }),
        admin,
      ],
      'POST /api/admin/players/:id/reset-2fa': [
        () => admin.client.req('POST', `/api/admin/players/${player}/reset-2fa`, { reason: 'lost authenticator' }),
        admin,
      ],
      'POST /api/admin/players/:id/notes': [
        () => admin.client.req('POST', `/api/admin/players/${player}/notes`, { body: 'Called about a late withdrawal.' }),
        admin,
      ],
      'POST /api/admin/players/:id/messages': [
        () => admin.client.req('POST', `/api/admin/players/${player}/messages`, { title: 'Your withdrawal', body: 'It is on its way.' }),
        admin,
      ],
      'POST /api/admin/players/:id/unblock': [
        async () => {
          const res = await admin.client.req('POST', `/api/admin/players/${player}/unblock`, { reason: 'check done' });
          unblock = id(res);
          return res;
        },
        admin,
      ],
      'POST /api/admin/unblocks/:id/reject': [() => checker.client.req('POST', `/api/admin/unblocks/${unblock}/reject`), checker],
      'POST /api/admin/unblocks/:id/approve': [
        async () => {
          unblock = id(await admin.client.req('POST', `/api/admin/players/${player}/unblock`, { reason: 'check done, again' }));
          return checker.client.req('POST', `/api/admin/unblocks/${unblock}/approve`);
        },
        checker,
      ],
      'POST /api/admin/players/:id/adjustments': [
        async () => {
          const res = await admin.client.req('POST', `/api/admin/players/${player}/adjustments`, {
            currency: 'EUR',
            amount: 500,
            reason: 'goodwill',
          });
          adjustment = id(res);
          return res;
        },
        admin,
      ],
      'POST /api/admin/adjustments/:id/approve': [
        () => checker.client.req('POST', `/api/admin/adjustments/${adjustment}/approve`),
        checker,
      ],
      'POST /api/admin/adjustments/:id/reject': [
        async () => {
          adjustment = id(
            await admin.client.req('POST', `/api/admin/players/${player}/adjustments`, { currency: 'EUR', amount: -100, reason: 'typo' }),
          );
          return checker.client.req('POST', `/api/admin/adjustments/${adjustment}/reject`);
        },
        checker,
      ],
      'POST /api/admin/withdrawals/:id/reject': [
        () => admin.client.req('POST', `/api/admin/withdrawals/${withdrawals[1]}/reject`, { reason: 3 }),
        admin,
      ],
      'POST /api/admin/withdrawals/:id/approve': [
        () => admin.client.req('POST', `/api/admin/withdrawals/${withdrawals[0]}/approve`),
        admin,
      ],
      'POST /api/admin/withdrawals/:id/settle': [() => admin.client.req('POST', `/api/admin/withdrawals/${withdrawals[0]}/settle`), admin],
      'POST /api/admin/chat/contacts/:id/answered': [
        async () => {
          const [contact] = await t.database.db
            .insert(chatContactRequests)
            .values({
              name: 'Visitor',
              email: 'visitor@example.test',
              category: 'payments',
              message: 'My deposit has not arrived yet.',
              locale: 'en',
              ipHash: 'x',
              createdAt: t.clock.now(),
            })
            .returning();
          return admin.client.req('POST', `/api/admin/chat/contacts/${contact.id}/answered`);
        },
        admin,
      ],
      'POST /api/admin/compliance/gdpr/:id/complete': [
        async () => admin.client.req('POST', `/api/admin/compliance/gdpr/${await privacyRequest()}/complete`, { answer: 'Corrected.' }),
        admin,
      ],
      'POST /api/admin/compliance/gdpr/:id/reject': [
        async () => admin.client.req('POST', `/api/admin/compliance/gdpr/${await privacyRequest()}/reject`, { answer: 'Send a proof.' }),
        admin,
      ],
      'POST /api/admin/compliance/kyc/:applicantId/review': [
        async () => {
          const kyc = kycClient(t, (await makePlayer(t)).id);
          const { applicantId } = (await kyc.create()).json() as { applicantId: string };
          await kyc.uploadAll();
          return admin.client.req('POST', `/api/admin/compliance/kyc/${applicantId}/review`, { reviewAnswer: 'GREEN' });
        },
        admin,
      ],
      'PUT /api/admin/games/:id': [
        async () => {
          const [game] = (await admin.client.req('GET', '/api/admin/games?pageSize=1')).json().items;
          return admin.client.req('PUT', `/api/admin/games/${game.id}`, { displayOrder: 3 });
        },
        admin,
      ],
      'PUT /api/admin/content/blocks/:kind/:key/:locale': [
        () =>
          admin.client.req('PUT', '/api/admin/content/blocks/page/about-us/de', {
            title: 'Über uns – neu',
            description: 'Wer wir sind',
            body: '<h2>Neu</h2><p>Hallo</p>',
          }),
        admin,
      ],
      'POST /api/admin/content/blocks/:kind/:key/:locale/publish': [
        () => admin.client.req('POST', '/api/admin/content/blocks/page/about-us/de/publish'),
        admin,
      ],
      'POST /api/admin/content/blocks': [
        () =>
          admin.client.req('POST', '/api/admin/content/blocks', {
            key: 'audit-news',
            locale: 'en',
            slug: 'audit-news',
            title: 'News',
            body: '<p>News</p>',
          }),
        admin,
      ],
      'DELETE /api/admin/content/blocks/:kind/:key/:locale': [
        () => admin.client.req('DELETE', '/api/admin/content/blocks/block/audit-news/en'),
        admin,
      ],
      'POST /api/admin/content/blocks/:kind/:key/:locale/unpublish': [
        () => admin.client.req('POST', '/api/admin/content/blocks/block/vip-club/en/unpublish'),
        admin,
      ],
      'POST /api/admin/content/banners': [
        () =>
          admin.client.req('POST', '/api/admin/content/banners', {
            key: 'audit-banner',
            locale: 'en',
            title: 'Spring',
            route: 'promo',
            image: '/images/banner-welcome.svg',
          }),
        admin,
      ],
      'PUT /api/admin/content/banners/:key/:locale': [
        () =>
          admin.client.req('PUT', '/api/admin/content/banners/audit-banner/en', {
            title: 'Spring!',
            route: 'promo',
            image: '/images/banner-welcome.svg',
          }),
        admin,
      ],
      'POST /api/admin/content/banners/:key/:locale/publish': [
        () => admin.client.req('POST', '/api/admin/content/banners/audit-banner/en/publish'),
        admin,
      ],
      'POST /api/admin/content/banners/:key/:locale/unpublish': [
        () => admin.client.req('POST', '/api/admin/content/banners/audit-banner/en/unpublish'),
        admin,
      ],
      'POST /api/admin/auth/logout': [() => admin.client.req('POST', '/api/admin/auth/logout'), admin],
    };
    const mutating = [...t.adminRoutes]
      .filter(([key, permission]) => !key.startsWith('GET ') && permission !== 'public')
      .map(([key]) => key)
      .sort();
    expect(Object.keys(calls).sort(), 'a mutating admin route without a case here').toEqual(mutating);

    for (const [action, [call, who]] of Object.entries(calls)) {
      const res = await call();
      expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
      const entries = await t.app.inject({
        url: `/api/admin/audit?action=${encodeURIComponent(action)}&pageSize=200`,
        headers: OPERATOR_TOKEN,
      });
      const items = entries.json().items.filter((e: { action: string }) => e.action === action);
      expect(items.length, action).toBeGreaterThanOrEqual(1);
      expect(items[0]).toMatchObject({ operatorId: who.operator.id, actor: who.email, ip: expect.any(String), status: 200 });
    }
    const [change] = (
      await t.app.inject({ url: `/api/admin/audit?action=${encodeURIComponent('PUT /api/admin/operators')}`, headers: OPERATOR_TOKEN })
    ).json().items;
    expect(change).toMatchObject({ target: `operator:${other.id}`, before: { role: 'support' }, after: { role: 'compliance' } });
    const [game] = (
      await t.app.inject({ url: `/api/admin/audit?action=${encodeURIComponent('PUT /api/admin/games')}`, headers: OPERATOR_TOKEN })
    ).json().items;
    expect(game).toMatchObject({ target: expect.stringMatching(/^game:/), before: { displayOrder: null }, after: { displayOrder: 3 } });
    const [page] = (
      await t.app.inject({
        url: `/api/admin/audit?target=${encodeURIComponent('content:page:about-us:de')}&action=${encodeURIComponent('/publish')}`,
        headers: OPERATOR_TOKEN,
      })
    ).json().items;
    expect(page).toMatchObject({
      before: { title: 'Über uns', draft: { title: 'Über uns – neu', body: '<h2>Neu</h2><p>Hallo</p>' } },
      after: { title: 'Über uns – neu', body: '<h2>Neu</h2><p>Hallo</p>', draft: null, published: true },
    });
    const [blocked] = (
      await t.app.inject({ url: `/api/admin/audit?action=${encodeURIComponent('/players/:id/block')}`, headers: OPERATOR_TOKEN })
    ).json().items;
    expect(blocked).toMatchObject({ target: `player:${player}`, before: { blockStatus: 0 }, after: { blockStatus: 4 } });
    const created = (
      await t.app.inject({ url: `/api/admin/audit?action=${encodeURIComponent('POST /api/admin/operators')}`, headers: OPERATOR_TOKEN })
    )
      .json()
      .items.filter((e: { action: string }) => e.action === 'POST /api/admin/operators');
    expect(JSON.stringify(created)).not.toContain(OPERATOR_PASSWORD);
  });
});
