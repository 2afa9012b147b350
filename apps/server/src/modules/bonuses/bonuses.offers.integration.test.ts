import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { BONUS_CODE_ERRORS, ERROR_CODES } from '@fortuna/contracts';
import { bonusHarness, deposit, makeFundedPlayer, round } from '../../../test/bonus-harness';
import { testSuite } from '../../../test/suite';
import { createBonusesRepository } from './bonuses.repository';
import { createOffers, weekStart } from './bonuses.offers';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const code = (n: number) => ({ code: n });

/** Codes, the brute-force lock, campaigns and weekly cashback (both databases). */
describe('bonus codes, campaigns and cashback', () => {
  const h = testSuite(bonusHarness);
  beforeAll(async () => {
    const put = h.bonuses.offers.operator.putCode;
    const base = {
      campaignId: 'promo-code',
      maxUses: null,
      oncePerPlayer: true,
      requiresDeposit: false,
      requiresPhone: false,
      requiresEmail: false,
      enabled: true,
      startsAt: null,
      endsAt: null,
    };
    await put({ ...base, code: 'ONCE', maxUses: 1 });
    await put({ ...base, code: 'TEN', maxUses: 10 });
    await put({ ...base, code: 'LATER', startsAt: new Date(h.clock.now().getTime() + DAY) });
    await put({ ...base, code: 'OVER', endsAt: new Date(h.clock.now().getTime() - 1) });
    await put({ ...base, code: 'OFF', enabled: false });
    await put({ ...base, code: 'PHONE', requiresPhone: true });
  }, 120_000);

  const activate = (p: string, c: string) => h.bonuses.offers.activateCode(p, c);

  it('a code can be single-use, once per player, limited in count or dated; 1501 asks for a deposit first', async () => {
    const p = randomUUID();
    await expect(activate(p, 'FORTUNA10')).rejects.toMatchObject({ status: 400, code: ERROR_CODES.promoCodeNeedsDeposit });
    await deposit(h, p, 2_000);
    expect(await activate(p, ' fortuna10 ')).toMatchObject({ initialAmount: 1_000, status: 'active', campaignId: 'promo-code' });
    await expect(activate(p, 'FORTUNA10')).rejects.toMatchObject(code(BONUS_CODE_ERRORS.alreadyUsed));
    const q = randomUUID();
    await activate(q, 'ONCE');
    await expect(activate(randomUUID(), 'ONCE')).rejects.toMatchObject(code(BONUS_CODE_ERRORS.usedUp));
    await expect(activate(q, 'NOPE')).rejects.toMatchObject(code(BONUS_CODE_ERRORS.unknown));
    await expect(activate(q, 'LATER')).rejects.toMatchObject(code(BONUS_CODE_ERRORS.notStarted));
    await expect(activate(q, 'OVER')).rejects.toMatchObject(code(BONUS_CODE_ERRORS.expired));
    const r = randomUUID();
    await expect(activate(r, 'OFF')).rejects.toMatchObject(code(BONUS_CODE_ERRORS.disabled));
    h.unconfirmed.add(r);
    await expect(activate(r, 'PHONE')).rejects.toMatchObject(code(BONUS_CODE_ERRORS.phoneRequired));
    h.unconfirmed.delete(r);
    expect(await activate(r, 'PHONE')).toMatchObject({ status: 'active' });
    expect(await h.wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: [], unbalancedTransactions: 0 });
  });

  it('5 refused codes in 5 minutes lock code entry for 5 hours (1012), in the database, on the fake clock', async () => {
    const p = randomUUID();
    // refusals further apart than 5 minutes do not add up
    for (let i = 0; i < 6; i++) {
      await expect(activate(p, `WRONG${i}`)).rejects.toMatchObject(code(BONUS_CODE_ERRORS.unknown));
      h.clock.advance(2 * MINUTE);
    }
    h.clock.advance(10 * MINUTE);
    for (let i = 0; i < 4; i++) await expect(activate(p, `BAD${i}`)).rejects.toMatchObject(code(BONUS_CODE_ERRORS.unknown));
    await expect(activate(p, 'BAD5')).rejects.toMatchObject({ status: 400, code: ERROR_CODES.promoCodeBruteForce });
    // even a good code is refused now, and by another instance on the same database (a restart)
    await expect(activate(p, 'PHONE')).rejects.toMatchObject(code(ERROR_CODES.promoCodeBruteForce));
    const other = createOffers({
      repository: createBonusesRepository(h.database.db),
      wallet: h.wallet,
      clock: h.clock,
      engine: h.bonuses.service.engine,
      currencyOf: async () => 'EUR',
      playerFacts: async () => ({ phoneConfirmed: true, emailConfirmed: true, locked: false }),
    });
    await expect(other.activateCode(p, 'PHONE')).rejects.toMatchObject(code(ERROR_CODES.promoCodeBruteForce));
    h.clock.advance(5 * HOUR - MINUTE);
    await expect(activate(p, 'PHONE')).rejects.toMatchObject(code(ERROR_CODES.promoCodeBruteForce));
    h.clock.advance(2 * MINUTE);
    expect(await activate(p, 'PHONE')).toMatchObject({ status: 'active' });
  });

  it('50 parallel claims of a code limited to 10 grant exactly 10', async () => {
    const players = Array.from({ length: 50 }, () => randomUUID());
    const results = await Promise.allSettled(players.map((p) => activate(p, 'TEN')));
    const granted = results.filter((r) => r.status === 'fulfilled');
    expect(granted).toHaveLength(10);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: BONUS_CODE_ERRORS.usedUp });
    const codes = await h.bonuses.offers.operator.codes();
    expect(codes.find((c) => c.code === 'TEN')).toMatchObject({ uses: 10, maxUses: 10 });
    let bonus = 0;
    for (const p of players) bonus += (await h.wallet.balance(p, 'EUR')).bonus;
    expect(bonus).toBe(10 * 1_000);
    expect(await h.wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: [], unbalancedTransactions: 0 });
  });

  it('campaigns: a mutex group keeps one activated; count and history; pickup once', async () => {
    const p = randomUUID();
    const list = await h.bonuses.offers.activeList(p, 'de');
    expect(list.mutexGroups).toEqual({ deposit: ['welcome', 'reload'] });
    expect(list.items.find((c) => c.id === 'welcome')).toMatchObject({
      type: 'on_deposit',
      status: 'not_activated',
      title: '100 % Willkommensbonus bis 200 EUR',
      reward: { kind: 'deposit_match', percent: 100, amount: 20_000, wagerRatio: 35 },
    });
    expect(await h.bonuses.offers.count(p)).toEqual({ count: 5, newAmount: 5 });
    await h.bonuses.service.activateCampaign(p, 'welcome');
    await h.bonuses.service.activateCampaign(p, 'reload');
    const after = await h.bonuses.offers.activeList(p, 'en');
    expect(after.items.filter((c) => c.status === 'activated').map((c) => c.id)).toEqual(['reload']);
    expect(await h.bonuses.offers.count(p)).toEqual({ count: 5, newAmount: 3 });
    // reload: 50% of 4 000
    await deposit(h, p, 4_000);
    const history = await h.bonuses.offers.history(p, 1, 'en');
    expect(history.items).toEqual([
      expect.objectContaining({ campaignId: 'reload', amount: 2_000, status: 'active', title: '50% reload bonus up to 100 EUR' }),
    ]);
    // a manual free-spins campaign grants its spins, once per player
    const picked = await h.bonuses.offers.pickup(p, 'free-spins');
    expect(picked).toMatchObject({ freeSpins: { spinsLeft: 20, total: 20, bet: 20, gameId: 'fortuna-pharaoh-lines' } });
    expect(await h.bonuses.offers.pickup(p, 'free-spins')).toEqual(picked);
    await expect(h.bonuses.offers.pickup(p, 'welcome')).rejects.toMatchObject({ status: 400 });
  });

  it('weekly cashback: 10% of the net real-money loss over a week of seeded rounds, once', async () => {
    const p = randomUUID();
    // to next Monday 00:00 UTC, then a week of rounds
    const monday = new Date(weekStart(h.clock.now()).getTime() + 7 * DAY);
    h.clock.set(monday);
    await makeFundedPlayer(h, { amount: 200_000, playerId: p });
    let seed = 20_261_123;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    let net = 0;
    for (let i = 0; i < 60; i++) {
      h.clock.advance(Math.floor(next() * 2.5 * HOUR) + MINUTE);
      const bet = 100 + Math.floor(next() * 1_900);
      const win = next() < 0.4 ? Math.floor(next() * 3 * bet) : 0;
      await round(h, p, next() < 0.7 ? h.slot : h.roulette, bet, win);
      net += win - bet;
    }
    expect(h.clock.now().getTime()).toBeLessThan(monday.getTime() + 7 * DAY);
    // nothing yet: the week is not over
    expect(await h.bonuses.offers.cashback(p)).toMatchObject({ loss: 0, amount: 0 });
    h.clock.set(new Date(monday.getTime() + 7 * DAY + HOUR));
    const due = Math.min(Math.floor((Math.max(0, -net) * 10) / 100), 50_000);
    expect(net).toBeLessThan(0);
    expect(await h.bonuses.offers.cashback(p)).toMatchObject({
      loss: -net,
      amount: due,
      percent: 10,
      taken: false,
      from: monday.toISOString(),
    });
    h.unconfirmed.add(p);
    await expect(h.bonuses.offers.takeCashback(p)).rejects.toMatchObject({ status: 403 });
    h.unconfirmed.delete(p);
    const before = (await h.wallet.balance(p, 'EUR')).real;
    expect(await h.bonuses.offers.takeCashback(p)).toEqual({ amount: due, currency: 'EUR' });
    expect((await h.wallet.balance(p, 'EUR')).real).toBe(before + due);
    await expect(h.bonuses.offers.takeCashback(p)).rejects.toMatchObject({ status: 400 });
    expect(await h.bonuses.offers.cashback(p)).toMatchObject({ amount: 0, taken: true });
    expect(await h.wallet.audit()).toEqual({ unbalancedCurrencies: [], driftedAccounts: [], unbalancedTransactions: 0 });
  });
});
