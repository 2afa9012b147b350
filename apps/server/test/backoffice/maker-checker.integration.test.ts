import { describe, expect, it } from 'vitest';
import { makeFundedWallet, makePlayer, makeWallet } from '../factories';
import { onPostgres } from '../helpers';
import { adminSuite, playerWithWithdrawals, signedInOperator } from './support';

describe('maker/checker: manual balance adjustments and lifting a block', () => {
  const t = adminSuite();

  it('the maker cannot approve their own adjustment; a second operator books it once against the house account', async () => {
    const maker = await signedInOperator(t, 'payments');
    const checker = await signedInOperator(t, 'payments');
    const player = (await makePlayer(t)).id;
    await makeFundedWallet(t, player, { amount: 10_000 });
    const wallet = makeWallet(t);
    const house = await wallet.systemBalance('house', 'EUR');

    const asked = await maker.client.req('POST', `/api/admin/players/${player}/adjustments`, {
      currency: 'EUR',
      amount: 2_500,
      reason: 'goodwill after outage',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toMatchObject({ status: 'pending', requestedBy: maker.email, amount: 2_500 });
    const id = asked.json().id as string;

    const own = await maker.client.req('POST', `/api/admin/adjustments/${id}/approve`);
    expect(own.statusCode).toBe(403);
    expect((await wallet.balance(player, 'EUR')).real).toBe(10_000);

    const ok = await checker.client.req('POST', `/api/admin/adjustments/${id}/approve`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'approved', decidedBy: checker.email, transactionId: expect.any(String) });
    expect((await wallet.balance(player, 'EUR')).real).toBe(12_500);
    expect(await wallet.systemBalance('house', 'EUR')).toBe(house - 2_500);
    expect((await checker.client.req('POST', `/api/admin/adjustments/${id}/approve`)).statusCode).toBe(409);
    expect((await wallet.balance(player, 'EUR')).real).toBe(12_500);

    // the card shows it
    const card = await checker.client.req('GET', `/api/admin/players/${player}`);
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json().balances).toEqual([{ currency: 'EUR', real: 12_500, bonus: 0 }]);
    expect(card.json().ledger[0]).toMatchObject({ kind: 'adjustment', amount: 2_500 });
    expect(card.json().approvals[0]).toMatchObject({ id, status: 'approved' });
  });

  it('a debit larger than the balance is refused and the request stays pending', async () => {
    const maker = await signedInOperator(t, 'payments');
    const checker = await signedInOperator(t, 'admin');
    const player = (await makePlayer(t)).id;
    await makeFundedWallet(t, player, { amount: 1_000 });
    const id = (
      await maker.client.req('POST', `/api/admin/players/${player}/adjustments`, { currency: 'EUR', amount: -5_000, reason: 'clawback' })
    ).json().id;
    const res = await checker.client.req('POST', `/api/admin/adjustments/${id}/approve`);
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const pending = await checker.client.req('GET', `/api/admin/approvals?playerId=${player}`);
    expect(pending.json()).toMatchObject([{ id, status: 'pending' }]);
  });

  it(`parallel approvals by several checkers book the adjustment once${onPostgres ? ' (PostgreSQL)' : ''}`, async () => {
    const maker = await signedInOperator(t, 'payments');
    const checkers = await Promise.all([1, 2, 3, 4].map(() => signedInOperator(t, 'payments')));
    const player = (await makePlayer(t)).id;
    await makeFundedWallet(t, player, { amount: 1_000 });
    const id = (
      await maker.client.req('POST', `/api/admin/players/${player}/adjustments`, { currency: 'EUR', amount: 700, reason: 'refund' })
    ).json().id;
    const results = await Promise.all(
      checkers.flatMap((c) => [c, c]).map((c) => c.client.req('POST', `/api/admin/adjustments/${id}/approve`)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect((await makeWallet(t).balance(player, 'EUR')).real).toBe(1_700);
  });

  it('lifting a block needs a second operator too', async () => {
    const support = await signedInOperator(t, 'support');
    const compliance = await signedInOperator(t, 'compliance');
    const player = (await makePlayer(t)).id;
    expect(
      (await support.client.req('POST', `/api/admin/players/${player}/block`, { blockStatus: 2, reason: 'fraud suspicion' })).statusCode,
    ).toBe(200);
    const id = (await support.client.req('POST', `/api/admin/players/${player}/unblock`, { reason: 'cleared' })).json().id;
    expect((await support.client.req('POST', `/api/admin/unblocks/${id}/approve`)).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          url: `/api/admin/players/${player}`,
          headers: { authorization: 'Bearer operator-token-for-tests-0123456789' },
        })
      ).json().player.blockStatus,
    ).toBe(2);
    const ok = await compliance.client.req('POST', `/api/admin/unblocks/${id}/approve`);
    expect(ok.statusCode, ok.body).toBe(200);
    const search = await compliance.client.req('GET', `/api/admin/players?q=${player}`);
    expect(search.json()[0]).toMatchObject({ id: player, blockStatus: 0 });
  });
});

describe('the withdrawal queue', () => {
  const t = adminSuite();

  it('lists waiting withdrawals with risk flags; a payments operator approves, rejects with a reason and settles', async () => {
    const { player, withdrawals } = await playerWithWithdrawals(t, [3_000, 4_000]);
    const payments = await signedInOperator(t, 'payments');
    const queue = await payments.client.req('GET', '/api/admin/withdrawals');
    expect(queue.statusCode, queue.body).toBe(200);
    const mine = queue.json().items.filter((w: { playerId: string }) => w.playerId === player);
    expect(mine.map((w: { id: string }) => w.id)).toEqual(withdrawals);
    expect(mine[0].flags).toEqual(['firstWithdrawal', 'littlePlay']);
    expect(mine[1].flags).toEqual(['littlePlay']);

    const rejected = await payments.client.req('POST', `/api/admin/withdrawals/${withdrawals[1]}/reject`, { reason: 7 });
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 7 });
    const approved = await payments.client.req('POST', `/api/admin/withdrawals/${withdrawals[0]}/approve`);
    expect(approved.json()).toMatchObject({ status: 'processing' });
    const settled = await payments.client.req('POST', `/api/admin/withdrawals/${withdrawals[0]}/settle`);
    expect(settled.statusCode, settled.body).toBe(200);
    expect((await payments.client.req('POST', `/api/admin/withdrawals/${withdrawals[1]}/approve`)).statusCode).toBe(400);
    const processing = await payments.client.req('GET', '/api/admin/withdrawals?status=processing');
    expect(processing.json().items.map((w: { id: string }) => w.id)).toContain(withdrawals[0]);
  });
});
