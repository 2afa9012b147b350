import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { metricsSchema, RGS_ERROR_CODES } from '@fortuna/contracts';
import { testEnv } from './helpers';
import { playerSuite } from './suite';
import { makeWallet, TEST_CARD as card } from './factories';
import { fundPlayer, HOUR, rgTick, slotBet } from './responsible-gaming.test-support';
import { asPlayer } from './test-sessions';
import { nullPublisher } from '../src/platform/realtime';
import { createCashierModule } from '../src/modules/cashier';
import { payments } from '../src/modules/cashier/cashier.tables';
import { deliverCallbacks } from '../src/modules/cashier/cashier.test-helpers';
import { createPlayerService } from '../src/modules/player';
import { createResponsibleGamingRepository } from '../src/modules/responsible-gaming/responsible-gaming.repository';
import { createResponsibleGamingService } from '../src/modules/responsible-gaming/responsible-gaming.service';
import { createAuditLog } from '../src/platform/audit/audit';
import { createPlayerRepository } from '../src/modules/player/player.repository';
import { seamless } from '../src/modules/rgs/test/rgs.test-support';

/**
 * Limits on the real app and database (both PGlite and PostgreSQL) with the fake clock: the deposit
 * limit in the cashier's transaction, lower now / raise after 24 h, and the casino side of bets.
 */

describe('responsible-gaming limits', () => {
  const t = playerSuite();
  const wallet = () => makeWallet(t);
  const api = (player: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...asPlayer(player), ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
      ...(payload !== undefined ? { payload: payload as object } : method === 'POST' ? { payload: {} } : {}),
    });
  const metrics = async (player: string) => metricsSchema.parse((await api(player, 'GET', '/profile/metrics')).json());
  const deposit = (player: string, amount: number) =>
    api(player, 'POST', '/cashier/deposit', { paymentSystem: 'sandbox-card', amount, card });
  const tick = () => rgTick(t);

  it('a lower deposit limit applies at once; a raise only after exactly 24 hours, applied by the scheduler', async () => {
    const player = randomUUID();
    expect((await api(player, 'POST', '/profile/metrics/deposit/save', { period: 'daily', amount: 100 })).statusCode).toBe(200);
    // no limit before: setting one is stricter, so at once
    expect((await metrics(player)).deposit.daily).toMatchObject({ value: 10_000, pending: null });
    const lowered = await api(player, 'POST', '/profile/metrics/deposit/save', { period: 'daily', amount: 20 });
    expect(metricsSchema.parse(lowered.json()).deposit.daily).toMatchObject({ value: 2_000, pending: null });

    const refused = await deposit(player, 3_000);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual({ amount: ['depositLimit.daily'] });
    expect(refused.json().message).toMatch(/daily deposit limit of 20.00 EUR/);

    const raised = metricsSchema.parse(
      (await api(player, 'POST', '/profile/metrics/deposit/save', { period: 'daily', amount: 100 })).json(),
    );
    const due = new Date(t.clock.now().getTime() + 24 * HOUR);
    expect(raised.deposit.daily).toEqual(
      expect.objectContaining({ value: 2_000, pending: { value: 10_000, effectiveAt: due.toISOString() } }),
    );

    t.clock.advance(24 * HOUR - 1);
    expect((await deposit(player, 3_000)).statusCode).toBe(403);
    await tick();
    expect((await metrics(player)).deposit.daily.value).toBe(2_000);

    t.clock.advance(1);
    await tick();
    expect((await metrics(player)).deposit.daily).toMatchObject({ value: 10_000, pending: null });
    const ok = await deposit(player, 3_000);
    expect(ok.statusCode, ok.body).toBe(200);
    await deliverCallbacks(t);
    expect((await metrics(player)).deposit.daily.used).toBe(3_000);
  });

  it('removing a limit waits 24 hours too; lowering while a raise waits drops the raise', async () => {
    const player = randomUUID();
    await api(player, 'POST', '/profile/metrics/loss/save', { period: 'weekly', amount: 50 });
    const removed = metricsSchema.parse((await api(player, 'POST', '/profile/metrics/loss/delete', { period: 'weekly' })).json());
    expect(removed.loss.weekly).toMatchObject({ value: 5_000, pending: { value: null } });
    const lowered = metricsSchema.parse((await api(player, 'POST', '/profile/metrics/loss/save', { period: 'weekly', amount: 40 })).json());
    expect(lowered.loss.weekly).toMatchObject({ value: 4_000, pending: null });
    // the same rule for the session-time limit
    await api(player, 'POST', '/profile/metrics/session/save', { minutes: 60 });
    const longer = metricsSchema.parse((await api(player, 'POST', '/profile/metrics/session/save', { minutes: 120 })).json());
    expect(longer.session).toMatchObject({ value: 60, pending: { value: 120 } });
    t.clock.advance(24 * HOUR);
    // a read already applies what is due, before the scheduler writes it
    expect((await metrics(player)).session).toMatchObject({ value: 120, pending: null });
  });

  it('validates each metric’s body and never answers 500', async () => {
    const player = randomUUID();
    expect((await api(player, 'POST', '/profile/metrics/deposit/save', { period: 'daily' })).statusCode).toBe(400);
    expect((await api(player, 'POST', '/profile/metrics/deposit/save', { period: 'daily', amount: 100_000_000 })).statusCode).toBe(400);
    expect((await api(player, 'POST', '/profile/metrics/realityCheck/save', { minutes: 20 })).statusCode).toBe(400);
    expect((await api(player, 'POST', '/profile/metrics/session/save', { minutes: 5 })).statusCode).toBe(400);
    expect((await api(player, 'POST', '/profile/metrics/selfExclusion/save', { choice: '24_hours' })).statusCode).toBe(400);
    expect((await api(player, 'POST', '/profile/metrics/nope/save', {})).statusCode).toBe(400);
    expect((await api(player, 'POST', '/profile/metrics/selfExclusion/delete', {})).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/profile/metrics' })).statusCode).toBe(401);
  });

  it('20 parallel deposits cannot pass a deposit limit together (the check runs in the deposit’s transaction)', async () => {
    const player = randomUUID();
    const db = t.database.db;
    const players = createPlayerService({ repository: createPlayerRepository(db), audit: createAuditLog(db), clock: t.clock });
    const rg = createResponsibleGamingService({
      repository: createResponsibleGamingRepository(db),
      audit: createAuditLog(db),
      clock: t.clock,
      realtime: nullPublisher,
      projectId: 'fortuna',
      wallet: wallet(),
      players,
      endSessions: async () => {},
    });
    // deposits back to back (no 1102 pause), so that the limit is the only thing deciding
    const cashier = createCashierModule({
      env: testEnv(),
      database: t.database,
      clock: t.clock,
      events: t.events,
      realtime: nullPublisher,
      wallet: wallet(),
      currencyOf: async () => 'EUR',
      dispatch: false,
      nextChargeIntervalMs: 0,
      seams: { checkDepositLimit: rg.checkDeposit },
    });
    await rg.save(player, 'deposit', { period: 'daily', amount: 50 });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        cashier.service.createDeposit(player, 'localhost', { paymentSystem: 'sandbox-card', amount: 1_000, card }),
      ),
    );
    const accepted = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(accepted).toHaveLength(5);
    for (const r of refused)
      expect((r as PromiseRejectedResult).reason).toMatchObject({ status: 403, errors: { amount: ['depositLimit.daily'] } });
    const rows = await db
      .select()
      .from(payments)
      .where(and(eq(payments.playerId, player), eq(payments.type, 'in')));
    expect(rows.reduce((sum, p) => sum + p.amount, 0)).toBe(5_000);
  });

  it('a loss limit refuses the bet that would pass it, through the signed wallet call, with a game session open', async () => {
    const player = randomUUID();
    await fundPlayer(wallet(), player);
    await api(player, 'POST', '/profile/metrics/loss/save', { period: 'daily', amount: 5 });
    const launch = await api(player, 'POST', '/game/real/pharaoh-lines');
    expect(launch.statusCode, launch.body).toBe(200);
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/rgs/session',
      payload: { token: launch.json().token },
      headers: asPlayer(player),
    });
    const { sessionId } = opened.json() as { sessionId: string };
    // 4.50 lost today (bets that won nothing)
    for (let i = 0; i < 3; i++) {
      const lost = await slotBet(t, {
        playerId: player,
        roundId: `loss-${player}-${i}`,
        transactionId: `loss-${player}-${i}`,
        amount: 150,
      });
      expect(lost.statusCode).toBe(200);
    }
    const spin = (amount: number) =>
      t.app.inject({ method: 'POST', url: '/api/rgs/play', payload: { sessionId, bet: { amount } }, headers: asPlayer(player) });
    // a spin of 1.00 could take the day's losses to 5.50: refused, nothing taken
    const before = (await wallet().balance(player, 'EUR')).real;
    const refused = await spin(100);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(RGS_ERROR_CODES.limit_exceeded);
    expect((await wallet().balance(player, 'EUR')).real).toBe(before);
    const stats = (await api(player, 'GET', '/player/session/statistic')).json();
    expect(stats.lastRefusal).toMatchObject({ reason: 'lossLimit', period: 'daily' });
    // 0.20 stays within it
    const small = await spin(20);
    expect(small.statusCode, small.body).toBe(200);

    // the signed seamless call itself refuses it, whoever sends it
    const direct = await slotBet(t, { playerId: player, roundId: `r-${player}`, transactionId: `tx-${player}`, amount: 600 });
    expect(direct.statusCode).toBe(403);
    expect(direct.json().code).toBe(RGS_ERROR_CODES.limit_exceeded);
  });

  it('a wager limit counts stakes; a session-time limit stops play when the session reaches it', async () => {
    const player = randomUUID();
    await fundPlayer(wallet(), player);
    const bet = (n: number, amount: number) =>
      slotBet(t, { playerId: player, roundId: `r-${player}-${n}`, transactionId: `w-${player}-${n}`, amount });
    await api(player, 'POST', '/profile/metrics/wager/save', { period: 'weekly', amount: 3 });
    expect((await bet(1, 200)).statusCode).toBe(200);
    expect((await bet(2, 100)).statusCode).toBe(200);
    expect((await bet(3, 1)).json().code).toBe(RGS_ERROR_CODES.limit_exceeded);
    expect((await api(player, 'GET', '/player/session/statistic')).json().lastRefusal).toMatchObject({
      reason: 'wagerLimit',
      period: 'weekly',
    });
    await api(player, 'POST', '/profile/metrics/wager/delete', { period: 'weekly' });

    const other = randomUUID();
    await fundPlayer(wallet(), other, { amount: 10_000 });
    await api(other, 'POST', '/profile/metrics/session/save', { minutes: 30 });
    const sbet = (n: number) => slotBet(t, { playerId: other, roundId: `s-${other}-${n}`, transactionId: `s-${other}-${n}`, amount: 10 });
    expect((await sbet(1)).statusCode).toBe(200);
    t.clock.advance(29 * 60_000);
    expect((await sbet(2)).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await sbet(3)).json().code).toBe(RGS_ERROR_CODES.limit_exceeded);
    const stats = (await api(other, 'GET', '/player/session/statistic')).json();
    expect(stats.lastRefusal.reason).toBe('sessionLimit');
  });

  it('loss history from the ledger for 7 days, 30 days and 12 months; session figures', async () => {
    const player = randomUUID();
    const w = wallet();
    await fundPlayer(w, player);
    const play = async (n: number, stake: number, win: number) => {
      const base = { playerId: player, currency: 'EUR', gameId: 'fortuna-pharaoh-lines', roundId: `l-${player}-${n}` };
      expect((await seamless(t, '/bet', { ...base, transactionId: `lb-${player}-${n}`, amount: stake })).statusCode).toBe(200);
      if (win) expect((await seamless(t, '/win', { ...base, transactionId: `lw-${player}-${n}`, amount: win })).statusCode).toBe(200);
    };
    await play(1, 5_000, 1_000); // 200 days ago: only the 12 months
    t.clock.advance(180 * 24 * HOUR);
    await play(2, 2_000, 0); // 20 days ago: 30 days and 12 months
    t.clock.advance(10 * 24 * HOUR);
    await play(3, 1_000, 3_000); // 10 days ago
    t.clock.advance(8 * 24 * HOUR);
    await play(4, 500, 0); // 2 days ago: every period
    // a refunded bet is not a loss
    const base = { playerId: player, currency: 'EUR', gameId: 'fortuna-pharaoh-lines', roundId: `l-${player}-5` };
    await seamless(t, '/bet', { ...base, transactionId: `lb-${player}-5`, amount: 700 });
    await seamless(t, '/rollback', { ...base, transactionId: `lr-${player}-5`, originalTransactionId: `lb-${player}-5` });
    t.clock.advance(2 * 24 * HOUR);
    const lost = (await api(player, 'GET', '/player/lost/money')).json();
    expect(lost).toEqual({
      currency: 'EUR',
      items: [
        { period: '7_days', bets: 500, wins: 0, lost: 500 },
        { period: '30_days', bets: 3_500, wins: 3_000, lost: 500 },
        { period: '12_months', bets: 8_500, wins: 4_000, lost: 4_500 },
      ],
    });
  });
});
