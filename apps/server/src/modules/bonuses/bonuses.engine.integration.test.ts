import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { RGS_ERROR_CODES } from '@fortuna/contracts';
import { bonusHarness, deposit, makeFixedTemplate, makeFundedPlayer, round } from '../../../test/bonus-harness';
import { testSuite } from '../../../test/suite';

const DAY = 86_400_000;

/** The bonus engine on the ledger, through the casino's own bet and win calls (both databases). */
describe('bonus engine', () => {
  const h = testSuite(bonusHarness);
  beforeAll(async () => {
    // a fixed bonus with a 1x wager whose conversion is capped at half its amount
    await makeFixedTemplate(h, { id: 'capped', name: 'Capped', amount: 1_000, wagerRatio: 2, conversionRatio: 0.5 });
  }, 120_000);

  const balance = (p: string) => h.wallet.balance(p, 'EUR');
  const active = async (p: string) => h.bonuses.service.activeBonus(p, 'EUR');
  const audit = async () => {
    const a = await h.wallet.audit();
    expect(a).toEqual({ unbalancedCurrencies: [], driftedAccounts: [], unbalancedTransactions: 0 });
  };

  it('a welcome deposit of 100 grants 100 at 35x, once', async () => {
    const p = randomUUID();
    await h.bonuses.service.activateCampaign(p, 'welcome');
    const granted = await deposit(h, p, 10_000);
    expect(granted).toMatchObject({ status: 'active', initialAmount: 10_000, amount: 10_000, fullWager: 350_000, wagerRatio: 35 });
    expect(await balance(p)).toMatchObject({ real: 10_000, bonus: 10_000, balance: 20_000 });
    expect(await active(p)).toMatchObject({ amount: 10_000, wagerLeft: 350_000, wageredAmount: 0 });
    // the choice is used up; a second deposit grants nothing
    expect(await deposit(h, p, 10_000)).toBeNull();
    expect((await balance(p)).bonus).toBe(10_000);
    // the cap: 100% of 500 is capped at 200 EUR
    const q = randomUUID();
    await h.bonuses.service.activateCampaign(q, 'welcome');
    expect(await deposit(h, q, 50_000)).toMatchObject({ initialAmount: 20_000, fullWager: 700_000 });
    await audit();
  });

  it('bets on a slot (100%) and on roulette (10%) move the wager exactly; real money goes first', async () => {
    const p = randomUUID();
    await h.bonuses.service.activateCampaign(p, 'welcome');
    await deposit(h, p, 10_000);
    await round(h, p, h.slot, 300);
    expect(await active(p)).toMatchObject({ wageredAmount: 300, amount: 10_000 });
    await round(h, p, h.roulette, 500);
    expect(await active(p)).toMatchObject({ wageredAmount: 350, amount: 10_000 });
    expect(await balance(p)).toMatchObject({ real: 9_200, bonus: 10_000 });
    // 9 200 real + 800 bonus: the bet takes all the real money, then bonus money
    await round(h, p, h.slot, 400);
    await round(h, p, h.slot, 400);
    await round(h, p, h.slot, 400);
    await round(h, p, h.slot, 400);
    expect(await balance(p)).toMatchObject({ real: 7_600, bonus: 10_000 });
    const lots = 19;
    for (let i = 0; i < lots; i++) await round(h, p, h.slot, 400);
    expect(await balance(p)).toMatchObject({ real: 0, bonus: 10_000 });
    expect((await active(p))!.wageredAmount).toBe(350 + 23 * 400);
    await audit();
  });

  it('a win goes to bonus in proportion to the bonus share of the bet', async () => {
    const p = randomUUID();
    await h.bonuses.service.activateCampaign(p, 'welcome');
    await deposit(h, p, 1_000);
    expect(await balance(p)).toMatchObject({ real: 1_000, bonus: 1_000 });
    // 400 real of 1 000 left after these: the next bet of 500 is 400 real + 100 bonus
    await round(h, p, h.slot, 300);
    await round(h, p, h.slot, 300);
    await round(h, p, h.slot, 500, 1_000);
    expect(await balance(p)).toMatchObject({ real: 800, bonus: 1_100 });
    expect(await active(p)).toMatchObject({ amount: 1_100, winning: 200 });
    await audit();
  });

  it('commit converts the bonus with the cap, in one transaction', async () => {
    const p = randomUUID();
    await h.bonuses.service.grant({ playerId: p, currency: 'EUR', templateId: 'capped', grantKey: `t:${p}` });
    expect(await balance(p)).toMatchObject({ real: 0, bonus: 1_000 });
    // bonus money only: a win of 1 500 on a 500 bet is all bonus
    await round(h, p, h.slot, 500, 1_500);
    expect(await active(p)).toMatchObject({ amount: 2_000, winning: 1_500, wageredAmount: 500 });
    // the wager (2 000) completes on this bet: 2 000 - 1 500 = 500 left in bonus after the stake,
    // of which at most 500 (half the granted 1 000) converts
    await round(h, p, h.slot, 1_500);
    expect(await active(p)).toBeNull();
    expect(await balance(p)).toMatchObject({ real: 500, bonus: 0 });
    const history = await h.bonuses.service.history(p, {
      'pagination[limit]': 20,
      'pagination[offset]': 0,
      'order[name]': 'id',
      'order[direction]': 'DESC',
    });
    expect(history.collection[0]).toMatchObject({ status: 'committed', wagerLeft: 0 });
    // above the cap: 3 000 of bonus money converts only 500
    const q = randomUUID();
    await h.bonuses.service.grant({ playerId: q, currency: 'EUR', templateId: 'capped', grantKey: `t:${q}` });
    await round(h, q, h.slot, 1_000, 4_000);
    await round(h, q, h.slot, 1_000);
    expect(await balance(q)).toMatchObject({ real: 500, bonus: 0 });
    await audit();
  });

  it('cancel forfeits the bonus and its winnings only; the queued one becomes active', async () => {
    const p = randomUUID();
    await h.bonuses.service.activateCampaign(p, 'welcome');
    await deposit(h, p, 1_000);
    const second = await h.bonuses.service.grant({ playerId: p, currency: 'EUR', templateId: 'capped', grantKey: `t2:${p}` });
    expect(second).toMatchObject({ status: 'queued', amount: 1_000 });
    await round(h, p, h.slot, 500);
    await round(h, p, h.slot, 500);
    await round(h, p, h.slot, 500, 2_000);
    // all-bonus bet: the 2 000 win is bonus money
    expect(await balance(p)).toMatchObject({ real: 0, bonus: 2_500 });
    const first = (await active(p))!;
    expect(first).toMatchObject({ amount: 2_500, winning: 2_000 });
    // a real-money win stays
    await makeFundedPlayer(h, { amount: 700, playerId: p });
    const cancelled = await h.bonuses.service.cancel(p, first.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', amount: 2_500 });
    expect(await balance(p)).toMatchObject({ real: 700, bonus: 1_000 });
    expect(await active(p)).toMatchObject({ id: second!.id, amount: 1_000 });
    await expect(h.bonuses.service.cancel(p, first.id)).rejects.toMatchObject({ status: 400 });
    await audit();
  });

  it('activating a queued bonus parks the active one with its money', async () => {
    const p = randomUUID();
    const a = await h.bonuses.service.grant({ playerId: p, currency: 'EUR', templateId: 'capped', grantKey: `a:${p}` });
    const b = await h.bonuses.service.grant({ playerId: p, currency: 'EUR', templateId: 'promo-10', grantKey: `b:${p}` });
    await round(h, p, h.slot, 200, 600);
    expect(await active(p)).toMatchObject({ id: a!.id, amount: 1_400 });
    await h.bonuses.service.activate(p, b!.id);
    expect(await active(p)).toMatchObject({ id: b!.id, amount: 1_000 });
    expect(await balance(p)).toMatchObject({ bonus: 1_000 });
    await h.bonuses.service.activate(p, a!.id);
    expect(await active(p)).toMatchObject({ id: a!.id, amount: 1_400 });
    await audit();
  });

  it('expiry runs on the fake clock', async () => {
    const p = randomUUID();
    await h.bonuses.service.grant({ playerId: p, currency: 'EUR', templateId: 'capped', grantKey: `e:${p}` });
    h.clock.advance(6 * DAY);
    await h.bonuses.service.expireDue();
    expect(await active(p)).not.toBeNull();
    h.clock.advance(DAY + 1);
    expect(await h.bonuses.service.expireDue()).toBeGreaterThanOrEqual(1);
    expect(await active(p)).toBeNull();
    expect(await balance(p)).toMatchObject({ bonus: 0 });
    await audit();
  });

  it('a bet above the bonus maximum is refused with a clear code; nothing moves', async () => {
    const p = randomUUID();
    await h.bonuses.service.activateCampaign(p, 'welcome');
    await deposit(h, p, 10_000);
    await expect(round(h, p, h.slot, 501)).rejects.toMatchObject({ status: 403, code: RGS_ERROR_CODES.bonus_max_bet });
    expect(await balance(p)).toMatchObject({ real: 10_000, bonus: 10_000 });
    await round(h, p, h.slot, 500);
    expect((await balance(p)).real).toBe(9_500);
  });

  it('a rolled-back bet gives back its bonus share and its wager', async () => {
    const p = randomUUID();
    await h.bonuses.service.grant({ playerId: p, currency: 'EUR', templateId: 'capped', grantKey: `rb:${p}` });
    const roundId = `rb-${p}`;
    await h.seamless.service.bet({ transactionId: `b-${p}`, playerId: p, gameId: h.slot, roundId, currency: 'EUR', amount: 300 });
    expect(await active(p)).toMatchObject({ amount: 700, wageredAmount: 300 });
    await h.seamless.service.rollback({
      transactionId: `x-${p}`,
      originalTransactionId: `b-${p}`,
      playerId: p,
      gameId: h.slot,
      roundId,
      currency: 'EUR',
    });
    expect(await active(p)).toMatchObject({ amount: 1_000, wageredAmount: 0 });
    expect(await balance(p)).toMatchObject({ bonus: 1_000 });
    await audit();
  });

  it('a withdrawal request forfeits the active bonus; real money stays withdrawable', async () => {
    const p = await makeFundedPlayer(h, { amount: 3_000 });
    await h.bonuses.service.grant({ playerId: p, currency: 'EUR', templateId: 'capped', grantKey: `w:${p}` });
    const queued = await h.bonuses.service.grant({ playerId: p, currency: 'EUR', templateId: 'promo-10', grantKey: `wq:${p}` });
    const onChange = h.bonuses.events['cashier.paymentChanged']!;
    // a deposit's change does nothing
    await onChange({
      paymentId: randomUUID(),
      playerId: p,
      type: 'in',
      from: null,
      status: 'init',
      provider: 'x',
      currency: 'EUR',
      amount: 1,
    });
    expect(await active(p)).not.toBeNull();
    await onChange({
      paymentId: randomUUID(),
      playerId: p,
      type: 'out',
      from: null,
      status: 'init',
      provider: 'x',
      currency: 'EUR',
      amount: 2_000,
    });
    // the active one is forfeited, the queued one takes its place; real money untouched
    expect(await active(p)).toMatchObject({ id: queued!.id });
    expect(await balance(p)).toMatchObject({ real: 3_000, bonus: 1_000 });
    await audit();
  });
});
