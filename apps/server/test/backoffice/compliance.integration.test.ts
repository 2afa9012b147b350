import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePlayer } from '../factories';
import { backofficeTestApp, signedInOperator, type BackofficeTestApp } from './support';

/** The compliance queues over the other modules' operator steps: GDPR requests, self-excluded players, KYC. */
describe('back-office compliance queues', () => {
  let t: BackofficeTestApp;
  beforeAll(async () => {
    t = await backofficeTestApp();
  }, 120_000);
  afterAll(() => t?.close());

  it('lists GDPR requests with their deadline and rejects one, audited', async () => {
    const compliance = await signedInOperator(t, 'compliance');
    const player = (await makePlayer(t)).id;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/profile/gdpr/rectification',
      headers: { 'content-type': 'application/json', 'x-test-player': player },
      payload: { text: 'My surname is spelt wrong, please correct it.' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const id = asked.json().id as string;

    const listed = await compliance.client.req('GET', '/api/admin/compliance/gdpr?status=received');
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().requests).toEqual([expect.objectContaining({ id, playerId: player, overdue: false })]);
    expect(listed.json()).toMatchObject({ total: 1, page: 1 });
    // paged on the server: a second request, one per page
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/profile/gdpr/rectification',
      headers: { 'content-type': 'application/json', 'x-test-player': (await makePlayer(t)).id },
      payload: { text: 'My first name is spelt wrong, please fix it.' },
    });
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
  });
});
