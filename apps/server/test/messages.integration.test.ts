import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { jsonPoster, type TestApp } from './helpers';
import { playerSuite } from './suite';
import { asPlayer } from './test-sessions';
import { makePlayer, TEST_CARD } from './factories';
import { recordingPublisher } from '../src/platform/realtime';
import { players } from '../src/modules/player';
import { deliverCallbacks } from '../src/modules/cashier/cashier.test-helpers';

const OPERATOR = { authorization: 'Bearer operator-token-for-tests-0123456789' };
const card = TEST_CARD;

describe('inbox (messages module)', () => {
  const pushes = recordingPublisher();
  const t = playerSuite({ realtime: pushes });

  const post = jsonPoster(() => t.app);
  const inbox = async (player: string, query = '') => {
    const res = await t.app.inject({ url: `/api/messages${query}`, headers: asPlayer(player) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      id: string;
      unread: number;
      total: number;
      list: { id: string; title: string; body: string; category: string; read: boolean }[];
    };
  };

  const newPlayer = async (p: { language?: string; country?: string; currency?: string } = {}) => (await makePlayer(t, p)).id;

  it('a deposit, a rejected and a paid withdrawal each leave a message in the player language, pushed with the unread count', async () => {
    const player = await newPlayer({ language: 'de' });
    const dep = await post('/api/cashier/deposit', asPlayer(player), { paymentSystem: 'sandbox-card', amount: 20_000, card });
    expect(dep.statusCode, dep.body).toBe(200);
    await deliverCallbacks(t);
    await post(`/api/operator/players/${player}/verify`, OPERATOR);
    const methodId = (await (await t.app.inject({ url: '/api/cashier/frame', headers: asPlayer(player) })).json()).payoutMethods[0].id;
    const withdraw = async (amount: number) =>
      (await post('/api/cashier/withdrawal', asPlayer(player), { paymentSystem: 'sandbox-card', amount, methodId })).json().id as string;
    const paid = await withdraw(3_000);
    const rejected = await withdraw(4_000);
    expect((await post(`/api/operator/payments/${rejected}/reject`, OPERATOR, { reason: 7 })).statusCode).toBe(200);
    await post(`/api/operator/payments/${paid}/approve`, OPERATOR);
    await post(`/api/operator/payments/${paid}/settle`, OPERATOR);
    await deliverCallbacks(t);

    const de = await inbox(player);
    expect(de.id).toBe(player);
    expect(de.unread).toBe(3);
    expect(de.list.map((m) => m.title)).toEqual(['Auszahlung überwiesen', 'Auszahlung abgelehnt', 'Einzahlung erhalten']);
    const rejectedMessage = de.list[1];
    expect(rejectedMessage.body).toContain('40.00 EUR');
    expect(rejectedMessage.body).toContain('Bitte zahle auf die Methode aus, mit der du eingezahlt hast.');
    expect(rejectedMessage.body).toContain('href="/de/player/history/payments"');
    expect(rejectedMessage.category).toBe('payments');

    // rendered when read: the same rows in French when the site asks in French
    const fr = await inbox(player, '?locale=fr');
    expect(fr.list[1].title).toBe('Retrait refusé');
    expect(fr.list[1].body).toContain('Veuillez retirer vers le moyen utilisé pour déposer.'.slice(0, 10));
    expect(fr.list[1].body).toContain('href="/fr/joueur/history/payments"');

    const created = pushes.sent.filter((p) => p.channel === `notification:fortuna#${player}` && p.message.type === 'messageCreated');
    expect(created.map((p) => p.message.payload)).toEqual([
      expect.objectContaining({ title: 'Einzahlung erhalten', unread: 1 }),
      expect.objectContaining({ title: 'Auszahlung abgelehnt', unread: 2 }),
      expect.objectContaining({ title: 'Auszahlung überwiesen', unread: 3 }),
    ]);
  });

  it('verification and privacy events make their messages; the same event twice makes one', async () => {
    const player = await newPlayer({ language: 'es' });
    await t.events.emit('verification.reviewChanged', {
      playerId: player,
      applicantId: 'a1',
      reviewStatus: 'completed',
      reviewAnswer: 'RED',
      reviewRejectType: 'RETRY',
      rejectLabels: ['BAD_PROOF_OF_IDENTITY'],
    });
    await t.events.emit('verification.reviewChanged', {
      playerId: player,
      applicantId: 'a1',
      reviewStatus: 'pending',
      reviewAnswer: null,
      reviewRejectType: null,
      rejectLabels: [],
    });
    t.clock.advance(60_000);
    await t.events.emit('verification.reviewChanged', {
      playerId: player,
      applicantId: 'a1',
      reviewStatus: 'completed',
      reviewAnswer: 'GREEN',
      reviewRejectType: null,
      rejectLabels: [],
    });
    const request = randomUUID();
    for (let i = 0; i < 2; i++)
      await t.events.emit('privacy.requestChanged', { playerId: player, requestId: request, type: 'export', status: 'completed' });
    await t.events.emit('privacy.requestChanged', { playerId: player, requestId: randomUUID(), type: 'erasure', status: 'rejected' });
    const es = await inbox(player);
    expect(es.list.map((m) => [m.category, m.title])).toEqual([
      ['privacy', 'Solicitud de privacidad respondida'],
      ['privacy', 'Tu exportación de datos está lista'],
      ['verification', 'Identidad verificada'],
      ['verification', 'Verificación: faltan documentos'],
    ]);
    expect(es.list[0].body).toContain('supresión');
  });

  it('a tournament prize makes one message per place, with the tournament named in the player language', async () => {
    const player = await newPlayer({ language: 'de' });
    const prize = {
      tournamentId: 41,
      title: { en: 'Weekly Spin', de: 'Wöchentlicher Dreh' },
      playerId: player,
      place: 2,
      amount: 5_000,
      currency: 'EUR',
    };
    // delivered twice (a retried job): still one message
    for (let i = 0; i < 2; i++) await t.events.emit('tournaments.prizeAwarded', prize);
    const de = await inbox(player);
    expect(de.list.map((m) => [m.category, m.title])).toEqual([['news', 'Turnierpreis gewonnen']]);
    expect(de.list[0].body).toContain('Wöchentlicher Dreh');
    expect(de.list[0].body).toContain('Platz 2');
    expect(de.list[0].body).toContain('50.00 EUR');
    // read in English, the English title of the tournament
    const en = await inbox(player, '?locale=en');
    expect(en.list[0].title).toBe('Tournament prize won');
    expect(en.list[0].body).toContain('Weekly Spin');
  });

  it('read and delete: the count drops, another player cannot touch them (404), nor see them', async () => {
    const owner = await newPlayer();
    const other = await newPlayer();
    for (const requestId of [randomUUID(), randomUUID()])
      await t.events.emit('privacy.requestChanged', { playerId: owner, requestId, type: 'export', status: 'completed' });
    const [first, second] = (await inbox(owner)).list;
    for (const action of ['read', 'delete']) {
      const res = await post(`/api/messages/${first.id}/${action}`, asPlayer(other));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404 });
    }
    expect((await inbox(other)).list).toEqual([]);
    expect((await inbox(owner)).unread).toBe(2);

    expect((await post(`/api/messages/${first.id}/read`, asPlayer(owner))).json()).toEqual({ status: true, unread: 1 });
    expect((await post(`/api/messages/${first.id}/read`, asPlayer(owner))).json()).toEqual({ status: true, unread: 1 });
    expect((await t.app.inject({ url: '/api/messages/unread', headers: asPlayer(owner) })).json()).toEqual({ unread: 1 });
    expect((await post(`/api/messages/${second.id}/delete`, asPlayer(owner))).json()).toEqual({ status: true, unread: 0 });
    expect((await post(`/api/messages/${second.id}/delete`, asPlayer(owner))).statusCode).toBe(404);
    const after = await inbox(owner);
    expect(after.list.map((m) => [m.id, m.read])).toEqual([[first.id, true]]);
    expect(
      pushes.sent
        .filter((p) => p.channel === `notification:fortuna#${owner}` && p.message.type === 'messagesUnread')
        .map((p) => p.message.payload),
    ).toEqual([{ unread: 1 }, { unread: 1 }, { unread: 0 }]);

    expect((await t.app.inject({ url: '/api/messages' })).statusCode).toBe(401);
    expect((await post(`/api/messages/not-a-uuid/read`, asPlayer(owner))).statusCode).toBe(400);
  });

  it('a broadcast reaches exactly its segment, once each, sanitised, in each reader language', async () => {
    const pl = await newPlayer({ country: 'PL', currency: 'PLN', language: 'pl' });
    const plEn = await newPlayer({ country: 'PL', currency: 'EUR', language: 'fi' });
    const fr = await newPlayer({ country: 'FR', currency: 'EUR' });
    const closed = await newPlayer({ country: 'PL' });
    await t.database.db
      .update(players)
      .set({ status: 'closed' })
      .where(sql`${players.id} = ${closed}`);

    const body = {
      segment: { kind: 'country', country: 'pl' },
      title: { en: 'Weekend news', pl: 'Wiadomości na weekend' },
      body: { en: '<p onclick="x()">Hello <b>all</b><script>alert(1)</script><a href="javascript:alert(1)">x</a></p>', pl: '<p>Cześć</p>' },
      idempotencyKey: 'weekend-1',
    };
    const res = await post('/api/operator/messages/broadcasts', OPERATOR, body);
    expect(res.statusCode, res.body).toBe(202);
    const id = res.json().id as string;
    expect(res.json()).toMatchObject({ status: 'queued', sent: 0 });
    // the same key again: the same broadcast, not a second one
    const again = await post('/api/operator/messages/broadcasts', OPERATOR, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(id);

    await drain(t);
    const status = (await t.app.inject({ url: `/api/operator/messages/broadcasts/${id}`, headers: OPERATOR })).json();
    expect(status).toMatchObject({ id, status: 'completed', sent: 2, processed: 2 });

    expect((await inbox(pl)).list.map((m) => [m.title, m.body, m.category])).toEqual([['Wiadomości na weekend', '<p>Cześć</p>', 'news']]);
    const finnish = (await inbox(plEn)).list;
    expect(finnish.map((m) => m.title)).toEqual(['Weekend news']);
    expect(finnish[0].body).toBe('<p>Hello <b>all</b><a>x</a></p>');
    expect((await inbox(fr)).list).toEqual([]);
    expect((await inbox(closed)).list).toEqual([]);
    expect(
      pushes.sent.filter(
        (p) => p.message.type === 'messageCreated' && (p.message.payload as { title: string }).title === 'Wiadomości na weekend',
      ),
    ).toHaveLength(1);

    // the job run again from the start (a lost cursor): nobody gets it twice
    await t.database.db.execute(sql`update batch_jobs set status = 'running', cursor = null, lease_until = null where key = ${id}`);
    await drain(t);
    expect((await t.app.inject({ url: `/api/operator/messages/broadcasts/${id}`, headers: OPERATOR })).json()).toMatchObject({ sent: 2 });
    expect((await inbox(pl)).total).toBe(1);

    // segments by currency and by ids
    const byCurrency = await post('/api/operator/messages/broadcasts', OPERATOR, {
      ...body,
      idempotencyKey: undefined,
      segment: { kind: 'currency', currency: 'PLN' },
    });
    const byIds = await post('/api/operator/messages/broadcasts', OPERATOR, {
      ...body,
      idempotencyKey: undefined,
      segment: { kind: 'players', ids: [fr, randomUUID()] },
    });
    await drain(t);
    expect((await t.app.inject({ url: `/api/operator/messages/broadcasts/${byCurrency.json().id}`, headers: OPERATOR })).json().sent).toBe(
      1,
    );
    expect((await t.app.inject({ url: `/api/operator/messages/broadcasts/${byIds.json().id}`, headers: OPERATOR })).json().sent).toBe(1);
    expect((await inbox(pl)).total).toBe(2);
    expect((await inbox(fr)).total).toBe(1);
  });

  it('refuses broadcasts without the operator token and bad bodies with 400', async () => {
    const ok = { segment: { kind: 'all' }, title: { en: 'x' }, body: { en: 'y' } };
    expect((await post('/api/operator/messages/broadcasts', {}, ok)).statusCode).toBe(403);
    expect((await post('/api/operator/messages/broadcasts', OPERATOR, { ...ok, title: { de: 'nur deutsch' } })).statusCode).toBe(400);
    expect((await post('/api/operator/messages/broadcasts', OPERATOR, { ...ok, segment: { kind: 'planet' } })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/operator/messages/broadcasts/${randomUUID()}`, headers: OPERATOR })).statusCode).toBe(404);
  });
});

async function drain(t: TestApp) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/operator/messages/jobs',
    headers: { ...OPERATOR, 'content-type': 'application/json' },
  });
  expect(res.statusCode).toBe(200);
}
