import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bonusHarness, makeFixedTemplate } from '../../../test/bonus-harness';
import { testSuite } from '../../../test/suite';
import { onPostgres } from '../../../test/helpers';
import { createBonusesRepository } from './bonuses.repository';
import {
  createPromotionDays,
  createPromotionDaysRepository,
  promotionDayKey,
  utcDay,
  type PromotionDaysDeps,
  type PromotionDaysService,
} from './promotion-days';

const DAY = 86_400_000;
const CLEAN = { unbalancedCurrencies: [], driftedAccounts: [], unbalancedTransactions: 0 };

/** Promotion days of daily campaigns (both databases; the parallel evaluation on PostgreSQL). */
describe('promotion days', () => {
  const h = testSuite(bonusHarness);
  const locked = new Set<string>();
  const excluded = new Set<string>();
  let seq = 0;
  const make = (extra: Partial<PromotionDaysDeps> = {}): PromotionDaysService =>
    createPromotionDays({
      days: createPromotionDaysRepository(h.database.db),
      bonuses: createBonusesRepository(h.database.db),
      wallet: h.wallet,
      engine: h.bonuses.service.engine,
      clock: h.clock,
      currencyOf: async () => 'EUR',
      playerFacts: async (p) => ({ phoneConfirmed: true, emailConfirmed: true, locked: locked.has(p) }),
      isSelfExcluded: async (p) => excluded.has(p),
      ...extra,
    });
  let pd: PromotionDaysService;

  /** a daily campaign of `days` days from today: deposits of 20.00 in a day grant a fixed 5.00 bonus (10x) */
  async function daily(days = 5) {
    const id = `daily-test-${++seq}`;
    await makeFixedTemplate(h, { id: 'daily-fixed-5', name: 'Daily 5', amount: 500, wagerRatio: 10 });
    await h.bonuses.service.operator.putCampaign({
      id,
      templateId: 'daily-fixed-5',
      type: 'daily',
      mutexTag: null,
      title: { en: 'Daily five' },
      description: {},
      firstDepositOnly: false,
      public: true,
      enabled: true,
      startsAt: null,
      endsAt: null,
      sort: 0,
    });
    await pd.operator.putRule(id, { startDate: utcDay(h.clock.now()), days, condition: 'deposit', minAmount: 2_000 });
    return id;
  }
  const deposit = (playerId: string, amount: number) => pd.onDeposit({ playerId, paymentId: randomUUID(), amount, currency: 'EUR' });
  const statuses = async (id: string, p: string) => (await pd.view(id, p, 'en')).days.map((d) => d.status);
  const grants = async (p: string) => {
    const res = (await h.database.db.execute(
      sql`select count(*)::int as n from wallet_transactions where player_id = ${p} and kind = 'bonus_grant'`,
    )) as unknown as { rows: { n: number }[] };
    return res.rows[0].n;
  };

  beforeAll(() => {
    pd = make();
  });

  it('a visitor sees the terms and every day future; joining counts from today', async () => {
    const id = await daily(3);
    const visitor = await pd.view(id, null, 'en');
    expect(visitor).toMatchObject({ title: 'Daily five', condition: { kind: 'deposit', minAmount: 2_000 }, joined: false, canJoin: false });
    expect(visitor.reward).toMatchObject({ kind: 'fixed', amount: 500, wagerRatio: 10 });
    expect(visitor.days.map((d) => d.status)).toEqual(['future', 'future', 'future']);
    const p = randomUUID();
    expect((await pd.view(id, p, 'en')).canJoin).toBe(true);
    expect(await pd.join(id, p, 'en')).toMatchObject({ joined: true, canJoin: false, cancelled: false });
    // a second join changes nothing
    expect((await pd.join(id, p, 'en')).joined).toBe(true);
  });

  it('awards a day once its deposits add up to the minimum, once; a day without them is missed', async () => {
    const id = await daily(4);
    const p = randomUUID();
    await pd.join(id, p, 'en');
    await deposit(p, 1_000);
    expect(await statuses(id, p)).toEqual(['future', 'future', 'future', 'future']);
    await deposit(p, 1_000);
    expect(await statuses(id, p)).toEqual(['awarded', 'future', 'future', 'future']);
    const bonus = await createBonusesRepository(h.database.db).byGrantKey(promotionDayKey(id, p, utcDay(h.clock.now())));
    expect(bonus).toMatchObject({ initialAmount: 500, fullWager: 5_000, campaignId: id, status: 'active' });
    // more deposits and more evaluations the same day grant nothing more
    await deposit(p, 5_000);
    await pd.evaluateDue();
    expect(await grants(p)).toBe(1);
    // day 2 passes without a deposit: missed by the job on day 3; day 3 is still open
    h.clock.advance(2 * DAY);
    await pd.evaluateDue();
    expect(await statuses(id, p)).toEqual(['awarded', 'missed', 'future', 'future']);
    expect(await grants(p)).toBe(1);
    expect(await h.wallet.audit()).toEqual(CLEAN);
  });

  it('a met day whose grant is refused fails with the reason: self-exclusion, a locked account', async () => {
    const id = await daily(2);
    const ex = randomUUID();
    const lk = randomUUID();
    for (const p of [ex, lk]) await pd.join(id, p, 'en');
    excluded.add(ex);
    locked.add(lk);
    await deposit(ex, 2_000);
    await deposit(lk, 3_000);
    const view = await pd.view(id, ex, 'en');
    expect(view.days[0]).toEqual({ date: utcDay(h.clock.now()), status: 'fail', reason: 'self_excluded' });
    expect((await pd.view(id, lk, 'en')).days[0]).toMatchObject({ status: 'fail', reason: 'account_locked' });
    expect(await grants(ex)).toBe(0);
    expect(await grants(lk)).toBe(0);
    // a fail is final for that day: lifting the block later does not grant it
    excluded.delete(ex);
    await pd.evaluateDue();
    expect((await pd.view(id, ex, 'en')).days[0].status).toBe('fail');
    expect(await grants(ex)).toBe(0);
  });

  it('leaving cancels the open days (today included) and keeps what was awarded; a switched-off campaign cancels every open day', async () => {
    const id = await daily(4);
    const p = randomUUID();
    const q = randomUUID();
    await pd.join(id, p, 'en');
    await pd.join(id, q, 'en');
    await deposit(p, 2_000);
    h.clock.advance(DAY);
    const left = await pd.cancel(id, p, 'en');
    expect(left).toMatchObject({ joined: false, cancelled: true, canJoin: false });
    expect(left.days.map((d) => [d.status, d.reason])).toEqual([
      ['awarded', null],
      ['cancelled', 'player_cancelled'],
      ['cancelled', 'player_cancelled'],
      ['cancelled', 'player_cancelled'],
    ]);
    // a deposit after leaving grants nothing
    await deposit(p, 2_000);
    expect(await grants(p)).toBe(1);
    await expect(pd.join(id, p, 'en')).resolves.toMatchObject({ cancelled: true, joined: false });
    // the operator switches the campaign off: q's open days are cancelled, the past one missed
    const c = (await createBonusesRepository(h.database.db).campaign(id))!;
    const { createdAt: _c, ...row } = c;
    await h.bonuses.service.operator.putCampaign({ ...row, enabled: false });
    await pd.evaluateDue();
    const qv = await pd.view(id, q, 'en');
    expect(qv.days.map((d) => [d.status, d.reason])).toEqual([
      ['missed', null],
      ['cancelled', 'campaign_cancelled'],
      ['cancelled', 'campaign_cancelled'],
      ['cancelled', 'campaign_cancelled'],
    ]);
    expect(qv.cancelled).toBe(true);
    // a visitor no longer finds it
    await expect(pd.view(id, null, 'en')).rejects.toMatchObject({ status: 404 });
  });

  it('a crash inside a day’s evaluation rolls back the grant with the day; the next run (a restart) awards it once', async () => {
    const id = await daily(2);
    const p = randomUUID();
    await pd.join(id, p, 'en');
    // the deposit is recorded; its evaluation crashes after the grant, before the commit
    const crashing = make({
      afterGrant: () => {
        throw new Error('crash');
      },
    });
    await expect(crashing.onDeposit({ playerId: p, paymentId: randomUUID(), amount: 2_500, currency: 'EUR' })).rejects.toThrow('crash');
    expect(await grants(p)).toBe(0);
    expect(await createBonusesRepository(h.database.db).byGrantKey(promotionDayKey(id, p, utcDay(h.clock.now())))).toBeUndefined();
    // a fresh instance (the restart) decides the day from the recorded deposit
    const restarted = make();
    expect(await restarted.evaluateDue()).toBeGreaterThanOrEqual(1);
    await restarted.evaluateDue();
    expect(await statuses(id, p)).toEqual(['awarded', 'future']);
    expect(await grants(p)).toBe(1);
    expect(await h.wallet.audit()).toEqual(CLEAN);
  });

  it('rejects unknown and non-daily campaigns and leaving without joining', async () => {
    await expect(pd.view('no-such', null, 'en')).rejects.toMatchObject({ status: 404 });
    await expect(pd.view('welcome', randomUUID(), 'en')).rejects.toMatchObject({ status: 404 });
    await expect(pd.join('welcome', randomUUID(), 'en')).rejects.toMatchObject({ status: 404 });
    const id = await daily(1);
    await expect(pd.cancel(id, randomUUID(), 'en')).rejects.toMatchObject({ status: 400 });
    await expect(
      pd.operator.putRule('welcome', { startDate: '2026-01-01', days: 3, condition: 'deposit', minAmount: 1 }),
    ).rejects.toMatchObject({
      status: 400,
    });
    await expect(pd.operator.putRule(id, { startDate: '2026-02-31', days: 3, condition: 'deposit', minAmount: 1 })).rejects.toMatchObject({
      status: 400,
    });
  });

  it.runIf(onPostgres)('parallel evaluations on PostgreSQL (several instances) award a day exactly once', async () => {
    const id = await daily(2);
    const players = Array.from({ length: 5 }, () => randomUUID());
    for (const p of players) {
      await pd.join(id, p, 'en');
      await createPromotionDaysRepository(h.database.db).recordDeposit({
        paymentId: randomUUID(),
        playerId: p,
        currency: 'EUR',
        amount: 2_000,
        at: h.clock.now(),
      });
    }
    const instances = Array.from({ length: 6 }, () => make());
    await Promise.all([
      ...instances.map((i) => i.evaluateDue()),
      ...players.flatMap((p) => instances.slice(0, 3).map((i) => i.evaluateFor(p))),
      ...players.map((p) => instances[4].view(id, p, 'en')),
    ]);
    for (const p of players) {
      expect(await grants(p)).toBe(1);
      expect(await statuses(id, p)).toEqual(['awarded', 'future']);
    }
    expect(await h.wallet.audit()).toEqual(CLEAN);
  });
});
