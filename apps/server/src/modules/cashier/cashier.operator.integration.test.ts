import { randomUUID } from 'node:crypto';
import { players } from '../player';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { jsonPoster } from '../../../test/helpers';
import { asPlayer } from '../../../test/test-sessions';
import { AppError } from '../../platform/errors';
import { requireOperator } from '../../platform/http/operator-auth';
import { deliverCallbacks } from './cashier.test-helpers';
import { playerSuite } from '../../../test/suite';

const OPERATOR = { authorization: 'Bearer operator-token-for-tests-0123456789' };
const card = { number: '4242 4242 4242 4242', holder: 'Ada Lovelace', expiry: '12/30', cvc: '123' };

describe('cashier operator endpoints (Bearer OPERATOR_TOKEN)', () => {
  const t = playerSuite();

  const post = jsonPoster(() => t.app);
  const real = async (player: string) =>
    (await t.app.inject({ url: '/api/player/balances', headers: asPlayer(player) })).json()[0].real as number;
  const frame = async (player: string) => (await t.app.inject({ url: '/api/cashier/frame', headers: asPlayer(player) })).json();

  let n = 0;
  /** a player the player module knows (operator steps refuse unknown ids) with money from a deposit */
  async function fundedPlayer(amount = 20_000) {
    n++;
    const now = t.clock.now();
    const [row] = await t.database.db
      .insert(players)
      .values({
        login: `oper${n}`,
        email: `oper${n}@fortuna.test`,
        passwordHash: 'x',
        currency: 'EUR',
        language: 'en',
        country: 'FR',
        birthDate: '1990-05-17',
        termsAccepted: true,
        policyAccepted: true,
        registeredAt: now,
        updatedAt: now,
      })
      .returning({ id: players.id });
    const player = row.id;
    expect((await post('/api/cashier/deposit', asPlayer(player), { paymentSystem: 'sandbox-card', amount, card })).statusCode).toBe(200);
    await deliverCallbacks(t);
    expect(await real(player)).toBe(amount);
    return player;
  }

  it('refuses every operator call without the token, with a wrong one, or from a signed-in player', async () => {
    const player = randomUUID();
    const id = randomUUID();
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong-token-0123456789' },
      { authorization: 'operator-token-for-tests-0123456789' },
      asPlayer(player),
    ];
    for (const headers of attempts) {
      for (const url of [
        `/api/operator/players/${player}/verify`,
        `/api/operator/payments/${id}/approve`,
        `/api/operator/payments/${id}/settle`,
      ]) {
        const res = await post(url, headers);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: expect.any(Number), message: 'Operator credential required' });
      }
      expect((await post(`/api/operator/payments/${id}/reject`, headers, { reason: 3 })).statusCode).toBe(403);
    }
    expect((await frame(player)).canWithdraw).toBe(false);
  });

  it('is closed when the server has no OPERATOR_TOKEN', () => {
    const request = { headers: { authorization: 'Bearer anything-at-all-0123456789' } } as FastifyRequest;
    expect(() => requireOperator(request, undefined)).toThrow(AppError);
    expect(() => requireOperator(request, 'anything-at-all-0123456789')).not.toThrow();
  });

  it('verify lets the player withdraw; approve, settle and reject move the withdrawal and its money', async () => {
    const player = await fundedPlayer();
    expect((await frame(player)).withdrawalWarning).toBe('verification');
    expect((await post(`/api/operator/players/${player}/verify`, OPERATOR, { note: 'e2e' })).json()).toEqual({ status: true });
    const bare = await post(`/api/operator/players/${player}/verify`, OPERATOR);
    expect(bare.statusCode, bare.body).toBe(200);
    expect(await frame(player)).toMatchObject({ canWithdraw: true, withdrawalWarning: null });

    const methodId = (await frame(player)).payoutMethods[0].id as string;
    const withdraw = async (amount: number) =>
      (await post('/api/cashier/withdrawal', asPlayer(player), { paymentSystem: 'sandbox-card', amount, methodId })).json().id as string;
    const paid = await withdraw(3_000);
    const rejected = await withdraw(4_000);
    expect(await real(player)).toBe(13_000);

    expect((await post(`/api/operator/payments/${paid}/approve`, OPERATOR)).json()).toMatchObject({
      id: paid,
      type: 'out',
      status: 'processing',
      amount: 3_000,
    });
    expect((await post(`/api/operator/payments/${paid}/approve`, OPERATOR)).statusCode).toBe(400);
    expect((await post(`/api/operator/payments/${paid}/settle`, OPERATOR)).statusCode).toBe(200);
    await deliverCallbacks(t);
    const history = (await t.app.inject({ url: '/api/history/payments', headers: asPlayer(player) })).json().collection as {
      id: string;
      status: string;
      reason: number | null;
    }[];
    expect(history.find((p) => p.id === paid)?.status).toBe('ok');

    expect((await post(`/api/operator/payments/${rejected}/reject`, OPERATOR, { reason: 15 })).statusCode).toBe(400);
    expect((await post(`/api/operator/payments/${rejected}/reject`, OPERATOR, { reason: 7 })).json()).toMatchObject({
      status: 'rejected',
      reason: 7,
    });
    expect((await frame(player)).rejectedPaymentsCount).toBe(1);
    expect(await real(player)).toBe(13_000);
    expect((await post(`/api/operator/payments/${randomUUID()}/approve`, OPERATOR)).statusCode).toBe(404);
    expect((await post(`/api/operator/payments/not-a-uuid/approve`, OPERATOR)).statusCode).toBe(400);
  });
});
