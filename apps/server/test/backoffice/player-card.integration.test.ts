import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeFundedWallet, makePlayer } from '../factories';
import { launchAndOpen, spin } from '../../src/modules/rgs/test/rgs.test-support';
import { asPlayer } from '../test-sessions';
import { kycClient } from '../../src/modules/verification/verification.test-helpers';
import { testEnv } from '../helpers';
import { backofficePersonalData } from '../../src/modules/backoffice';
import { adminSuite, signedInOperator, totpCode } from './support';

describe('the back office player card', () => {
  const t = adminSuite();
  let gameUrl: string;
  beforeAll(async () => {
    const { rows } = (await t.database.db.execute(
      sql`select url from games where engine = 'roulette' order by url limit 1`,
    )) as unknown as { rows: { url: string }[] };
    gameUrl = rows[0].url;
  });

  it("shows the player's latest rounds with game, stake, win, status and the provably-fair seeds", async () => {
    const support = await signedInOperator(t, 'support');
    const player = (await makePlayer(t)).id;
    await makeFundedWallet(t, player, { amount: 10_000 });
    const session = await launchAndOpen(t, gameUrl, player);
    const played = await spin(t, session.sessionId, player, { bet: { bets: [{ type: 'red', amount: 100 }] } });
    expect(played.statusCode, played.body).toBe(200);

    const card = await support.client.req('GET', `/api/admin/players/${player}`);
    expect(card.statusCode, card.body).toBe(200);
    const rounds = card.json().rounds as { roundId: string; gameUrl: string; bet: number; status: string; fairness?: unknown }[];
    expect(rounds).toHaveLength(1);
    expect(rounds[0]).toMatchObject({ roundId: played.json().round.roundId, gameUrl, bet: 100, currency: 'EUR', status: 'closed' });
    expect(rounds[0].fairness).toMatchObject({
      engine: expect.stringMatching(/^roulette/),
      serverSeedHash: expect.any(String),
      clientSeed: expect.any(String),
      nonce: expect.any(Number),
    });
  });

  it("shows the player's limits and self-exclusion as the responsible-gaming module holds them", async () => {
    const support = await signedInOperator(t, 'support');
    const player = (await makePlayer(t)).id;
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/profile/metrics/deposit/save',
      headers: { 'content-type': 'application/json', ...asPlayer(player) },
      payload: { period: 'daily', amount: 100 },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const card = await support.client.req('GET', `/api/admin/players/${player}`);
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json().limits.deposit).toMatchObject({ currency: 'EUR', daily: { value: 10_000, used: 0 }, weekly: { value: null } });
    expect(card.json().limits.selfExclusion).toBeNull();
  });

  it("shows the player's bonuses with their wagering, and the free spins left", async () => {
    const support = await signedInOperator(t, 'support');
    const player = (await makePlayer(t)).id;
    const op = (method: 'PUT' | 'POST', url: string, payload: object) =>
      t.app.inject({
        method,
        url,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${testEnv().OPERATOR_TOKEN}` },
        payload,
      });
    for (const [id, body] of [
      ['card-fixed', { name: 'Card fixed', kind: 'fixed', amount: 1_000, wagerRatio: 30 }],
      ['card-spins', { name: 'Card spins', kind: 'free_spins', freeSpinsGame: 'book-of-fortuna', freeSpinsCount: 10, freeSpinsBet: 20 }],
    ] as const) {
      const made = await op('PUT', `/api/operator/bonus-templates/${id}`, body);
      expect(made.statusCode, made.body).toBe(200);
      const granted = await op('POST', '/api/operator/bonuses/grant', {
        playerId: player,
        templateId: id,
        currency: 'EUR',
        grantKey: `${id}-${player}`,
      });
      expect(granted.statusCode, granted.body).toBe(200);
    }

    const card = await support.client.req('GET', `/api/admin/players/${player}`);
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json().bonuses.items).toEqual([
      expect.objectContaining({ initialAmount: 1_000, fullWager: 30_000, wagerLeft: 30_000, status: 'active', currency: 'EUR' }),
    ]);
    expect(card.json().bonuses.freeSpins).toEqual([expect.objectContaining({ left: 10, total: 10, bet: 20, currency: 'EUR' })]);
  });

  it("shows the player's KYC review and documents with their state", async () => {
    const support = await signedInOperator(t, 'support');
    const player = (await makePlayer(t)).id;
    const kyc = kycClient(t, player);
    expect((await kyc.create()).statusCode).toBe(200);
    await kyc.token();
    await kyc.uploadAll();

    const card = await support.client.req('GET', `/api/admin/players/${player}`);
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json().kyc.applicantId).toEqual(expect.any(String));
    expect(card.json().kyc.documents.map((d: { step: string; state: string }) => [d.step, d.state])).toEqual([
      ['IDENTITY', 'uploaded'],
      ['IDENTITY', 'uploaded'],
      ['SELFIE', 'uploaded'],
    ]);
  });

  it("reset 2FA turns the player's 2FA off and writes the operator audit; an analyst (read only) gets 403 on every write", async () => {
    const support = await signedInOperator(t, 'support');
    const analyst = await signedInOperator(t, 'analyst');
    const player = (await makePlayer(t)).id;
    const asMe = { 'content-type': 'application/json', ...asPlayer(player) };
    const { secret } = (await t.app.inject({ method: 'POST', url: '/api/2fa/secret', headers: asMe })).json() as { secret: string };
    const confirmed = await t.app.inject({ method: 'POST', url: `/api/2fa/validate/google/${totpCode(secret, t.clock)}`, headers: asMe });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const status = async () => (await t.app.inject({ url: '/api/2fa/status', headers: asPlayer(player) })).json().enabled as boolean;
    expect(await status()).toBe(true);

    for (const [url, body] of [
      [`/api/admin/players/${player}/reset-2fa`, { reason: 'lost authenticator' }],
      [`/api/admin/players/${player}/block`, { blockStatus: 2, reason: 'fraud suspicion' }],
      [`/api/admin/players/${player}/end-sessions`, { reason: 'stolen phone' }],
      [`/api/admin/players/${player}/unblock`, { reason: 'check done' }],
      [`/api/admin/players/${player}/adjustments`, { currency: 'EUR', amount: 500, reason: 'refund' }],
      [`/api/admin/players/${player}/messages`, { title: 'Hello', body: 'A word from support.' }],
      [`/api/admin/players/${player}/notes`, { body: 'A note.' }],
    ] as const)
      expect((await analyst.client.req('POST', url, body)).statusCode, url).toBe(403);
    expect(await status()).toBe(true);

    const reset = await support.client.req('POST', `/api/admin/players/${player}/reset-2fa`, { reason: 'lost authenticator' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await status()).toBe(false);
    const audit = await t.app.inject({
      url: `/api/admin/audit?action=${encodeURIComponent('POST /api/admin/players/:id/reset-2fa')}`,
      headers: { authorization: `Bearer ${testEnv().OPERATOR_TOKEN}` },
    });
    const entry = audit.json().items.find((e: { target: string }) => e.target === `player:${player}`);
    expect(entry).toMatchObject({ actor: support.email, status: 200, before: { twoFactor: true }, after: { twoFactor: false } });
    // an unknown player is 404, not a 500
    expect(
      (
        await support.client.req('POST', '/api/admin/players/00000000-0000-4000-8000-000000000000/reset-2fa', {
          reason: 'lost authenticator',
        })
      ).statusCode,
    ).toBe(404);
  });

  it("send a message puts it in the player's inbox (the messages module's broadcast to one player)", async () => {
    const support = await signedInOperator(t, 'support');
    const player = (await makePlayer(t)).id;
    const sent = await support.client.req('POST', `/api/admin/players/${player}/messages`, {
      title: 'Your withdrawal',
      body: 'It is on its way.',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const jobs = await t.app.inject({
      method: 'POST',
      url: '/api/operator/messages/jobs',
      headers: { authorization: `Bearer ${testEnv().OPERATOR_TOKEN}` },
    });
    expect(jobs.statusCode, jobs.body).toBe(200);
    const inbox = await t.app.inject({ url: '/api/messages', headers: asPlayer(player) });
    expect(inbox.statusCode, inbox.body).toBe(200);
    expect(inbox.body).toContain('Your withdrawal');
    // the card shows the inbox as the player sees it
    const card = await support.client.req('GET', `/api/admin/players/${player}`);
    expect(card.json().messages).toEqual([expect.objectContaining({ title: 'Your withdrawal', read: false })]);
    expect((await support.client.req('POST', `/api/admin/players/${player}/messages`, { title: '', body: 'x' })).statusCode).toBe(400);
  });

  it("notes: an operator's note is kept with its author and shown on the card newest first; bad input changes nothing", async () => {
    const support = await signedInOperator(t, 'support');
    const compliance = await signedInOperator(t, 'compliance');
    const player = (await makePlayer(t)).id;
    const first = await support.client.req('POST', `/api/admin/players/${player}/notes`, { body: '  Called about a late withdrawal.  ' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ body: 'Called about a late withdrawal.', author: support.email });
    t.clock.advance(60_000);
    expect((await support.client.req('POST', `/api/admin/players/${player}/notes`, { body: 'Sent the KYC link.' })).statusCode).toBe(200);
    for (const body of [{ body: '' }, { body: '   ' }, { body: 'x'.repeat(2_001) }, {}, { body: 42 }])
      expect((await support.client.req('POST', `/api/admin/players/${player}/notes`, body)).statusCode, JSON.stringify(body)).toBe(400);
    expect(
      (await support.client.req('POST', '/api/admin/players/00000000-0000-4000-8000-000000000000/notes', { body: 'nobody' })).statusCode,
    ).toBe(404);
    const card = await compliance.client.req('GET', `/api/admin/players/${player}`);
    expect(card.json().notes.map((n: { body: string; author: string }) => [n.body, n.author])).toEqual([
      ['Sent the KYC link.', support.email],
      ['Called about a late withdrawal.', support.email],
    ]);
    // the player's data export has them too, without the operator's internal id
    const exported = (await backofficePersonalData(t.database.db).collect(player)) as Record<string, unknown>[];
    expect(exported.map((n) => n.body)).toEqual(['Sent the KYC link.', 'Called about a late withdrawal.']);
    expect(exported[0]).not.toHaveProperty('authorId');
  });

  it('a player without rounds has an empty list', async () => {
    const support = await signedInOperator(t, 'support');
    const player = (await makePlayer(t)).id;
    const card = await support.client.req('GET', `/api/admin/players/${player}`);
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json().rounds).toEqual([]);
  });
});
