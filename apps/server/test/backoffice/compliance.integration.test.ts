import { describe, expect, it } from 'vitest';
import { makePlayer } from '../factories';
import { adminSuite, askRectification, signedInOperator } from './support';

/** The compliance queues over the other modules' operator steps: GDPR requests, self-excluded players, KYC. */
describe('back-office compliance queues', () => {
  const t = adminSuite();

  it('a rectification: the operator corrects the named fields (the profile rules), completes it, audited with before and after', async () => {
    const compliance = await signedInOperator(t, 'compliance');
    const player = (await makePlayer(t)).id;
    const asked = await askRectification(t, player, 'My surname is Lovelace-King and I was born on 17 May 1991.');
    const id = asked.json().id as string;
    const complete = (body: unknown) => compliance.client.req('POST', `/api/admin/compliance/gdpr/${id}/complete`, body);
    // the profile form's rules: Latin letters, a real date, 18 or older; unknown fields refused
    for (const corrections of [
      { surname: 'Lovelace King' },
      { birthDate: '1991-02-30' },
      { birthDate: '2020-01-01' },
      { email: 'x@y.z' },
    ]) {
      const res = await complete({ corrections });
      expect(res.statusCode, `${JSON.stringify(corrections)}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ code: expect.any(Number), message: expect.any(String) });
    }
    const done = await complete({ answer: 'Corrected.', corrections: { surname: 'Lovelaceking', birthDate: '1991-05-17' } });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id, status: 'completed', type: 'rectification' });
    expect(done.json()).not.toHaveProperty('correction');
    const card = (await compliance.client.req('GET', `/api/admin/players/${player}`)).json();
    expect(card.player).toMatchObject({ name: 'Ada', surname: 'Lovelaceking', birthDate: '1991-05-17' });
    const audit = await compliance.client.req(
      'GET',
      `/api/admin/audit?target=${encodeURIComponent(`privacy:${id}`)}&action=${encodeURIComponent('/complete')}`,
    );
    expect(audit.json().items[0]).toMatchObject({
      actor: compliance.email,
      before: { profile: { surname: 'Lovelace', birthDate: '1990-05-17' } },
      after: { status: 'completed', type: 'rectification', profile: { surname: 'Lovelaceking', birthDate: '1991-05-17' } },
    });
    // done: not again
    expect((await complete({ corrections: { name: 'Bob' } })).statusCode).toBe(409);
  });

  it('lists GDPR requests with their deadline and rejects one, audited', async () => {
    const compliance = await signedInOperator(t, 'compliance');
    const player = (await makePlayer(t)).id;
    const asked = await askRectification(t, player);
    expect(asked.statusCode, asked.body).toBe(200);
    const id = asked.json().id as string;

    const listed = await compliance.client.req('GET', '/api/admin/compliance/gdpr?status=received');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().requests).toEqual([expect.objectContaining({ id, playerId: player, overdue: false })]);
    expect(listed.json()).toMatchObject({ total: 1, page: 1 });
    // paged on the server: a second request, one per page
    const second = await askRectification(t, (await makePlayer(t)).id, 'My first name is spelt wrong, please fix it.');
    expect(second.statusCode, second.body).toBe(200);
    const page2 = (await compliance.client.req('GET', '/api/admin/compliance/gdpr?status=received&page=2&pageSize=1')).json();
    expect(page2).toMatchObject({ total: 2, page: 2 });
    expect(page2.requests).toHaveLength(1);
    expect((await compliance.client.req('GET', '/api/admin/compliance/gdpr?pageSize=0')).statusCode).toBe(400);

    const rejected = await compliance.client.req('POST', `/api/admin/compliance/gdpr/${id}/reject`, { answer: 'Please send a proof.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ id, status: 'rejected' });
    expect((await compliance.client.req('POST', `/api/admin/compliance/gdpr/${id}/reject`, {})).statusCode).toBe(409);

    const audit = await compliance.client.req('GET', `/api/admin/audit?target=privacy:${id}`);
    expect(audit.json().items).toEqual([
      expect.objectContaining({
        action: 'POST /api/admin/compliance/gdpr/:id/reject',
        actor: compliance.email,
        after: { status: 'rejected', type: 'rectification' },
      }),
    ]);
  });

  it('lists self-excluded players, paged', async () => {
    const compliance = await signedInOperator(t, 'compliance');
    const excluded = await makePlayer(t, { status: 'self_excluded', suspendedUntil: new Date('2027-01-01T00:00:00Z') });
    await makePlayer(t);
    const res = await compliance.client.req('GET', '/api/admin/compliance/self-excluded?page=1&pageSize=10');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      total: 1,
      page: 1,
      items: [{ id: excluded.id, status: 'self_excluded', suspendedUntil: '2027-01-01T00:00:00.000Z' }],
    });
  });

  it('the KYC queue is the identity vendor review desk (empty without applicants; an unknown applicant is 404)', async () => {
    const compliance = await signedInOperator(t, 'compliance');
    const res = await compliance.client.req('GET', '/api/admin/compliance/kyc?reviewStatus=pending');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ applicants: [], total: 0, page: 1 });
    const review = await compliance.client.req('POST', `/api/admin/compliance/kyc/${'a'.repeat(24)}/review`, { reviewAnswer: 'GREEN' });
    expect(review.statusCode, review.body).toBe(404);
    // the back office learns that this server has the review desk (the web shows the KYC tab)
    expect((await compliance.client.req('GET', '/api/admin/auth/me')).json().features).toEqual({ kycReview: true });
  });
});

describe('with a real identity vendor', () => {
  const t = adminSuite({
    SUMSUB_APP_TOKEN: 'app-token-for-tests',
    SUMSUB_SECRET_KEY: 'secret-key-for-tests',
    SUMSUB_WEBHOOK_SECRET: 'webhook-secret-for-tests',
  });

  it('the KYC review routes are not registered and the back office is told so (no KYC tab, no menu entry for kyc alone)', async () => {
    const compliance = await signedInOperator(t, 'compliance');
    expect([...t.adminRoutes.keys()].filter((k) => k.includes('/compliance/kyc'))).toEqual([]);
    expect((await compliance.client.req('GET', '/api/admin/compliance/kyc')).statusCode).toBe(404);
    const me = await compliance.client.req('GET', '/api/admin/auth/me');
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ features: { kycReview: false }, permissions: expect.arrayContaining(['kyc']) });
    // the GDPR queue is still there
    expect((await compliance.client.req('GET', '/api/admin/compliance/gdpr')).statusCode).toBe(200);
  });
});
