import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { metricsSchema, realtimeChannel, RGS_ERROR_CODES } from '@fortuna/contracts';
import { operatorHeaders, readMailbox } from './helpers';
import { testSuite } from './suite';
import { makeWallet, TEST_CARD as card } from './factories';
import { DAY, fundPlayer, rgTick, slotBet } from './responsible-gaming.test-support';
import { auditLog } from '../src/platform/audit/audit.tables';
import { recordingPublisher } from '../src/platform/realtime';
import { sessions } from '../src/modules/auth/auth.tables';
import { authTestApp, client, signUp } from '../src/modules/auth/test/support';
import { players } from '../src/modules/player';
import { rgRealityChecks, rgTermsAcceptances } from '../src/modules/responsible-gaming/responsible-gaming.tables';

/**
 * Time-outs, self-exclusion, reopening, blocks, the terms gate and the reality check on the real
 * app and database (PGlite and PostgreSQL) with the fake clock. Players sign up for real: login,
 * sessions, mail and the cookie are the real ones.
 */
const operator = operatorHeaders();

describe('time-outs, self-exclusion, blocks, terms and reality checks', () => {
  const pushed = recordingPublisher();
  const t = testSuite(() => authTestApp({ realtime: pushed }), 180_000);

  /** a signed-up player (real session cookie in `client`), funded with 1 000.00 */
  async function newPlayer(overrides: Record<string, unknown> = {}) {
    const s = await signUp(t.app, overrides);
    expect(s.res.statusCode, s.res.body).toBe(200);
    const [row] = await t.database.db.select().from(players).where(eq(players.email, s.body.email));
    await fundPlayer(makeWallet(t, pushed), row.id, { currency: row.currency, idempotencyKey: `rg-${row.id}` });
    return { id: row.id, currency: row.currency, email: s.body.email, password: s.body.passwordPlain, client: s.client };
  }
  type P = Awaited<ReturnType<typeof newPlayer>>;
  const call = (p: P, method: 'GET' | 'POST', url: string, body?: unknown) =>
    p.client.req(method, `/api${url}`, method === 'POST' ? (body ?? {}) : undefined);
  const login = (p: P) => client(t.app).req('POST', '/api/login', { email: p.email, password: p.password });
  const bet = (p: P, amount = 100) => {
    const id = randomUUID();
    return slotBet(t, { playerId: p.id, currency: p.currency, roundId: `r-${id}`, transactionId: id, amount });
  };
  const openSessions = async (playerId: string) =>
    (
      await t.database.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.playerId, playerId), isNull(sessions.endedAt)))
    ).length;
  const tick = () => rgTick(t);

  it('a time-out takes effect at once: login refused with 5002 and the date, sessions ended and told, bets refused, mail sent', async () => {
    const p = await newPlayer();
    expect((await p.client.req('PUT', '/api/player/language', { language: 'de' })).statusCode).toBe(200);
    // a second browser of the same player, same device: two open sessions
    const other = client(t.app, { fortuna_device: p.client.cookies.fortuna_device });
    expect((await other.req('POST', '/api/login', { email: p.email, password: p.password })).statusCode).toBe(200);
    expect(await openSessions(p.id)).toBe(2);
    expect((await bet(p)).statusCode).toBe(200);

    const res = await call(p, 'POST', '/profile/metrics/selfExclusion/save', { choice: '24_hours', confirm: true });
    expect(res.statusCode, res.body).toBe(200);
    const until = new Date(t.clock.now().getTime() + DAY).toISOString();

    expect(await openSessions(p.id)).toBe(0);
    expect((await call(p, 'GET', '/player/info')).statusCode).toBe(401);
    expect((await other.req('GET', '/api/player/info')).statusCode).toBe(401);
    expect(pushed.sent).toContainEqual({
      channel: realtimeChannel.profile('fortuna', p.id),
      message: { type: 'selfExcluded', payload: { until } },
    });
    const refused = await login(p);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 5002, errors: { suspendedUntil: [until] } });
    const refusedBet = await bet(p);
    expect(refusedBet.statusCode).toBe(403);
    expect(refusedBet.json().code).toBe(RGS_ERROR_CODES.self_excluded);
    const mail = (await readMailbox(t.app)).mails.find((m) => m.to === p.email && m.template === 'rg.exclusionStarted');
    expect(mail?.subject).toBe('Deine Spielpause bei Fortuna hat begonnen');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.playerId, p.id), eq(auditLog.event, 'rg.selfExcluded')));
    expect(audit.details).toMatchObject({ choice: '24_hours' });
  });

  it('a time-out ends by itself after exactly its period; it cannot be ended early', async () => {
    const p = await newPlayer();
    await call(p, 'POST', '/profile/metrics/selfExclusion/save', { choice: '24_hours', confirm: true });
    t.clock.advance(DAY - 1_000);
    expect((await login(p)).json().code).toBe(5002);
    expect((await bet(p)).statusCode).toBe(403);
    t.clock.advance(1_000);
    await tick();
    expect((await login(p)).statusCode).toBe(200);
    expect((await bet(p)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(players).where(eq(players.id, p.id));
    expect(row).toMatchObject({ status: 'active', suspendedUntil: null });
  });

  it('a self-exclusion stays after its period until the player asks to reopen; reopening takes 24 hours', async () => {
    const p = await newPlayer();
    await call(p, 'POST', '/profile/metrics/selfExclusion/save', { choice: '1_month', confirm: true });
    t.clock.advance(30 * DAY - 1_000);
    expect((await login(p)).json().code).toBe(5002);
    t.clock.advance(1_000);
    const again = await login(p);
    expect(again.statusCode).toBe(200);
    p.client.cookies = { ...p.client.cookies, ...Object.fromEntries(again.cookies.map((c) => [c.name, c.value])) };
    // signed in, still closed to the cashier and to play
    const closed = metricsSchema.parse((await call(p, 'GET', '/profile/metrics')).json()).selfExclusion;
    expect(closed).toMatchObject({
      choice: '1_month',
      type: 'selfExclusion',
      minimalAllowed: '24_hours',
      requestedDelete: false,
      canRequestReopen: true,
    });
    expect((await call(p, 'POST', '/cashier/deposit', { paymentSystem: 'sandbox-card', amount: 2_000, card })).statusCode).toBe(403);
    expect((await bet(p)).json().code).toBe(RGS_ERROR_CODES.self_excluded);

    const asked = metricsSchema.parse((await call(p, 'POST', '/profile/metrics/selfExclusion/delete')).json()).selfExclusion;
    expect(asked).toMatchObject({
      requestedDelete: true,
      unlockWasRequested: true,
      reopensAt: new Date(t.clock.now().getTime() + DAY).toISOString(),
    });
    expect((await call(p, 'POST', '/profile/metrics/selfExclusion/delete')).statusCode).toBe(409);
    t.clock.advance(DAY - 1_000);
    await tick();
    expect((await bet(p)).statusCode).toBe(403);
    t.clock.advance(1_000);
    await tick();
    expect((await bet(p)).statusCode).toBe(200);
    expect(metricsSchema.parse((await call(p, 'GET', '/profile/metrics')).json()).selfExclusion).toBeNull();
    expect((await call(p, 'GET', '/player/info')).json()).toMatchObject({ status: 'active' });
  });

  it('indefinite: sign-in refused for 7 days, then reopening may be asked for and takes 7 days', async () => {
    const p = await newPlayer();
    await call(p, 'POST', '/profile/metrics/selfExclusion/save', { choice: 'indefinite', confirm: true });
    const week = new Date(t.clock.now().getTime() + 7 * DAY).toISOString();
    expect((await login(p)).json()).toMatchObject({ code: 5002, errors: { suspendedUntil: [week] } });
    t.clock.advance(7 * DAY);
    const again = await login(p);
    expect(again.statusCode).toBe(200);
    p.client.cookies = { ...p.client.cookies, ...Object.fromEntries(again.cookies.map((c) => [c.name, c.value])) };
    expect(metricsSchema.parse((await call(p, 'GET', '/profile/metrics')).json()).selfExclusion).toMatchObject({
      minimalAllowed: '7_day',
      expiresAt: null,
      canRequestReopen: true,
    });
    await call(p, 'POST', '/profile/metrics/selfExclusion/delete');
    t.clock.advance(7 * DAY - 1_000);
    await tick();
    expect((await bet(p)).statusCode).toBe(403);
    t.clock.advance(1_000);
    await tick();
    expect((await bet(p)).statusCode).toBe(200);
  });

  it('blocks per type, with their reason: cashier and play refused as each says, pushed, a full block logs out', async () => {
    const block = (p: P, blockStatus: number, reason = 'Risk review') =>
      t.app.inject({ method: 'POST', url: `/api/operator/players/${p.id}/block`, headers: operator, payload: { blockStatus, reason } });
    const deposit = (p: P) => call(p, 'POST', '/cashier/deposit', { paymentSystem: 'sandbox-card', amount: 2_000, card });
    const withdraw = (p: P) =>
      call(p, 'POST', '/cashier/withdrawal', {
        paymentSystem: 'sandbox-bank',
        amount: 2_000,
        bank: { iban: 'DE89370400440532013000', holder: 'Ada Lovelace' },
      });

    const lite = await newPlayer();
    expect((await block(lite, 1, 'VPN withdrawal')).statusCode).toBe(200);
    expect((await deposit(lite)).statusCode).toBe(403);
    expect((await withdraw(lite)).statusCode).toBe(403);
    expect((await bet(lite)).json().code).toBe(RGS_ERROR_CODES.player_blocked);
    expect(metricsSchema.parse((await call(lite, 'GET', '/profile/metrics')).json()).block).toMatchObject({
      blockStatus: 1,
      reason: 'VPN withdrawal',
    });
    expect(pushed.sent).toContainEqual({
      channel: realtimeChannel.profile('fortuna', lite.id),
      message: { type: 'blockStatus', payload: { blockStatus: 1 } },
    });

    const cashierOnly = await newPlayer();
    await block(cashierOnly, 5);
    expect((await deposit(cashierOnly)).statusCode).toBe(403);
    expect((await bet(cashierOnly)).statusCode).toBe(200);

    const withdrawOnly = await newPlayer();
    await block(withdrawOnly, 4);
    expect((await withdraw(withdrawOnly)).statusCode).toBe(403);
    expect((await deposit(withdrawOnly)).statusCode).toBe(200);
    expect((await bet(withdrawOnly)).statusCode).toBe(200);

    const full = await newPlayer();
    await block(full, 2, 'Fraud');
    expect(await openSessions(full.id)).toBe(0);
    expect((await login(full)).json().code).toBe(5001);
    expect((await bet(full)).json().code).toBe(RGS_ERROR_CODES.player_blocked);

    // lifted
    await block(lite, 0, 'Cleared');
    expect((await bet(lite)).statusCode).toBe(200);
    expect(metricsSchema.parse((await call(lite, 'GET', '/profile/metrics')).json()).block).toMatchObject({ blockStatus: 0, reason: null });
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/operator/players/${lite.id}/block`, payload: { blockStatus: 1, reason: 'x' } }))
        .statusCode,
    ).toBe(403);
  });

  it('a new terms version must be accepted (both or only the missing one) before the next deposit or bet', async () => {
    const p = await newPlayer();
    const publish = (kind: string, version: string) =>
      t.app.inject({ method: 'POST', url: '/api/operator/terms', headers: operator, payload: { kind, version } });
    expect((await publish('privacy', '2026-02')).statusCode).toBe(200);
    expect((await publish('privacy', '2026-02')).statusCode).toBe(409);
    expect((await call(p, 'GET', '/player/info')).json()).toMatchObject({ termsAccepted: true, policyAccepted: false });
    const refused = await call(p, 'POST', '/cashier/deposit', { paymentSystem: 'sandbox-card', amount: 2_000, card });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual({ amount: ['terms'] });
    expect((await bet(p)).json().code).toBe(RGS_ERROR_CODES.limit_exceeded);
    expect((await call(p, 'GET', '/player/session/statistic')).json().lastRefusal.reason).toBe('terms');

    expect((await call(p, 'POST', '/accept-terms?accept-new-policy=1')).statusCode).toBe(200);
    expect((await bet(p)).statusCode).toBe(200);
    expect((await call(p, 'POST', '/cashier/deposit', { paymentSystem: 'sandbox-card', amount: 2_000, card })).statusCode).toBe(200);
    const accepted = await t.database.db.select().from(rgTermsAcceptances).where(eq(rgTermsAcceptances.playerId, p.id));
    expect(accepted.map((a) => [a.kind, a.version])).toEqual([['privacy', '2026-02']]);

    await publish('both', '2026-03');
    expect((await call(p, 'GET', '/player/info')).json()).toMatchObject({ termsAccepted: false, policyAccepted: false });
    expect((await bet(p)).statusCode).toBe(403);
  });

  it('the reality check pauses play until answered; the answer is recorded', async () => {
    const p = await newPlayer();
    await call(p, 'POST', '/profile/metrics/realityCheck/save', { minutes: 15 });
    expect((await call(p, 'GET', '/player/session/statistic')).json().realityCheck).toMatchObject({ intervalMinutes: 15, due: false });
    expect((await call(p, 'POST', '/player/reality-check', { answer: 'continue' })).statusCode).toBe(409);
    expect((await bet(p, 250)).statusCode).toBe(200);
    t.clock.advance(15 * 60_000);
    const stats = (await call(p, 'GET', '/player/session/statistic')).json();
    expect(stats).toMatchObject({ time: 15 * 60, bets: 250, wins: 0, net: -250, realityCheck: { due: true } });
    expect((await bet(p)).json().code).toBe(RGS_ERROR_CODES.limit_exceeded);
    expect((await call(p, 'POST', '/player/reality-check', { answer: 'continue' })).statusCode).toBe(200);
    expect((await bet(p)).statusCode).toBe(200);
    const [answer] = await t.database.db.select().from(rgRealityChecks).where(eq(rgRealityChecks.playerId, p.id));
    expect(answer).toMatchObject({ answer: 'continue', figures: { time: 900, bets: 250, wins: 0, currency: p.currency } });
    // the next one 15 minutes after the answer
    t.clock.advance(15 * 60_000);
    expect((await bet(p)).statusCode).toBe(403);
    expect((await call(p, 'POST', '/player/reality-check', { answer: 'logout' })).statusCode).toBe(200);
    expect((await call(p, 'GET', '/player/info')).statusCode).toBe(401);
  });
});
