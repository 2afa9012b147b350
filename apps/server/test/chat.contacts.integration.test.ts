import { describe, expect, it } from 'vitest';
import { onPostgres, testEnv } from './helpers';
import { asPlayer } from './test-sessions';
import { makePlayer } from './factories';
import { chatContactRequests } from '../src/modules/chat/chat.tables';
import { playerSuite } from './suite';

const OPERATOR = { authorization: `Bearer ${testEnv().OPERATOR_TOKEN}` };

/** Contact-form requests get an answered state that operators set through the back office (issue 21). */
describe('contact requests: open and answered', () => {
  const t = playerSuite();

  let n = 0;
  const addContact = async () => {
    const [row] = await t.database.db
      .insert(chatContactRequests)
      .values({
        name: `Visitor ${++n}`,
        email: `visitor${n}@example.test`,
        category: 'payments',
        message: 'My deposit has not arrived yet.',
        locale: 'en',
        ipHash: 'x',
        createdAt: t.clock.now(),
      })
      .returning();
    return row.id;
  };
  const answer = (id: string, headers: Record<string, string> = OPERATOR) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/chat/contacts/${id}/answered`,
      headers: { 'content-type': 'application/json', ...headers },
      payload: {},
    });
  const list = async (url: string) => {
    const res = await t.app.inject({ url, headers: OPERATOR });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { requests: { id: string; status: string; answeredBy: string | null; answeredAt: string | null }[] }).requests;
  };

  it('lists requests with their status; marking one answered is audited and happens once', async () => {
    const first = await addContact();
    const second = await addContact();
    expect((await list('/api/admin/chat/contacts')).filter((r) => [first, second].includes(r.id)).map((r) => r.status)).toEqual([
      'open',
      'open',
    ]);

    t.clock.advance(60_000);
    const res = await answer(first);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: true,
      changed: true,
      request: { id: first, status: 'answered', answeredBy: 'operator-token', answeredAt: t.clock.now().toISOString() },
    });
    // again: nothing changes, the first mark stays
    t.clock.advance(60_000);
    const again = await answer(first);
    expect(again.json()).toMatchObject({ changed: false, request: { answeredAt: res.json().request.answeredAt } });

    // listed with the status, and filtered by it (the older operator endpoint too)
    const all = await list('/api/admin/chat/contacts');
    expect(all.find((r) => r.id === first)).toMatchObject({ status: 'answered', answeredBy: 'operator-token' });
    expect(all.find((r) => r.id === second)).toMatchObject({ status: 'open', answeredBy: null, answeredAt: null });
    expect((await list('/api/admin/chat/contacts?status=open')).map((r) => r.id)).not.toContain(first);
    expect((await list('/api/operator/chat/contacts?status=answered')).map((r) => r.id)).toEqual([first]);

    // the back office's audit log has the change, with the status before and after
    const audit = await t.app.inject({ url: `/api/admin/audit?target=contact:${first}`, headers: OPERATOR });
    expect(audit.statusCode, audit.body).toBe(200);
    const entries = audit.json().items as { action: string; actor: string; before: unknown; after: unknown }[];
    expect(entries[entries.length - 1]).toMatchObject({
      action: 'POST /api/admin/chat/contacts/:id/answered',
      actor: 'operator-token',
      before: { status: 'open' },
      after: { status: 'answered' },
    });
  });

  it('refuses a player, a visitor and bad ids; an unknown request is 404', async () => {
    const id = await addContact();
    const player = (await makePlayer(t)).id;
    expect((await answer(id, asPlayer(player))).statusCode).toBe(401);
    expect((await answer(id, {})).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/chat/contacts', headers: asPlayer(player) })).statusCode).toBe(401);
    expect((await answer('not-a-uuid')).statusCode).toBe(400);
    expect((await answer('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/admin/chat/contacts?status=closed', headers: OPERATOR })).statusCode).toBe(400);
    expect((await list('/api/admin/chat/contacts')).find((r) => r.id === id)?.status).toBe('open');
  });

  it.runIf(onPostgres)('parallel marks on PostgreSQL: exactly one call marks it', async () => {
    const id = await addContact();
    const results = await Promise.all(Array.from({ length: 10 }, () => answer(id)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(results.filter((r) => r.json().changed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.json().request.answeredAt)).size).toBe(1);
  });
});
