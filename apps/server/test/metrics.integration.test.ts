import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testEnv } from './helpers';
import { fundedPlayer, launchAndOpen, ledgerOf, spin, asPlayer } from '../src/modules/rgs/test/rgs.test-support';
import { deliverCallbacks } from '../src/modules/cashier/cashier.test-helpers';
import { playerSuite } from './suite';

const OPERATOR = { authorization: `Bearer ${testEnv().OPERATOR_TOKEN}` };

/** The value of one series in the exposition text (labels in any order), or undefined when absent. */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, k, v]) => [k, v]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  let gameUrl: string;
  const t = playerSuite();
  beforeAll(async () => {
    const { rows } = (await t.database.db.execute(
      sql`select url from games where engine = 'roulette' order by url limit 1`,
    )) as unknown as { rows: { url: string }[] };
    gameUrl = rows[0].url;
  }, 120_000);

  const scrape = async () => {
    const res = await t.app.inject({ url: '/metrics', headers: OPERATOR });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.body;
  };

  it('refuses visitors, players and a wrong token with the 403 envelope', async () => {
    for (const headers of [{}, asPlayer(randomUUID()), { authorization: 'Bearer not-the-operator-token-at-all' }]) {
      const res = await t.app.inject({ url: '/metrics', headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 403, message: 'Operator credential required' });
      expect(res.body).not.toContain('fortuna_');
    }
  });

  it('after a spin and a deposit: game, ledger, payment, HTTP, WebSocket, pool, job and event-loop series', async () => {
    const before = await scrape();
    const wallet = ledgerOf(t);
    const player = await fundedPlayer(wallet, 10_000);
    const session = await launchAndOpen(t, gameUrl, player);
    const played = await spin(t, session.sessionId, player, { bet: { bets: [{ type: 'red', amount: 100 }] } });
    expect(played.statusCode, played.body).toBe(200);

    const depositor = randomUUID();
    const deposit = await t.app.inject({
      method: 'POST',
      url: '/api/cashier/deposit',
      headers: asPlayer(depositor),
      payload: {
        paymentSystem: 'sandbox-card',
        amount: 2_500,
        card: { holder: 'Ada Lovelace', expiry: '12/30', cvc: '123', number: '4242 4242 4242 4242' },
      },
    });
    expect(deposit.statusCode, deposit.body).toBe(200);
    await deliverCallbacks(t);

    const text = await scrape();
    // the game label is what the round layer sends the wallet as the game id: the catalogue url
    const gameLabel = { game: gameUrl, currency: 'EUR' };
    const delta = (name: string, labels: Record<string, string> = {}) =>
      (valueOf(text, name, labels) ?? 0) - (valueOf(before, name, labels) ?? 0);

    // rounds, bets and wins by game and currency (from the ledger's bets and wins)
    expect(delta('fortuna_game_rounds_total', gameLabel)).toBe(1);
    expect(delta('fortuna_game_bets_total', gameLabel)).toBe(1);
    expect(delta('fortuna_game_bet_amount_minor_total', gameLabel)).toBe(100);
    expect(text).toContain('# TYPE fortuna_game_wins_total counter');
    // deposits by status: created (init), with the provider (processing), then ok after the callback
    for (const status of ['init', 'processing', 'ok'])
      expect(delta('fortuna_payments_total', { type: 'deposit', status, currency: 'EUR' }), status).toBe(1);
    expect(delta('fortuna_ledger_transactions_total', { kind: 'bet', currency: 'EUR' })).toBe(1);
    expect(delta('fortuna_ledger_transactions_total', { kind: 'deposit', currency: 'EUR' })).toBeGreaterThanOrEqual(2);
    expect(delta('fortuna_payment_callbacks_total', { provider: 'sandbox', outcome: 'applied' })).toBe(1);
    // HTTP latency by route pattern, never the raw url
    expect(
      valueOf(text, 'fortuna_http_request_duration_seconds_count', { method: 'POST', route: '/api/rgs/play', status: '200' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toMatch(/route="\/api\/cashier\/payment\/[0-9a-f]{8}-/);
    // the rest are read when scraped or exist from the start
    for (const series of [
      'fortuna_ws_connections',
      'fortuna_ws_deliveries_total',
      'fortuna_db_pool_connections',
      'fortuna_db_pool_waiting',
      'fortuna_withdrawals_pending',
      'fortuna_withdrawals_oldest_pending_age_seconds',
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
    ])
      expect(valueOf(text, series), series).toBeTypeOf('number');
    expect(valueOf(text, 'fortuna_db_pool_connections', { state: 'max' })).toBeGreaterThanOrEqual(1);
    expect(text).toContain('# TYPE fortuna_job_runs_total counter');
    expect(text).toContain('# TYPE fortuna_job_lag_seconds gauge');
  });

  it('counts a pending withdrawal and its age', async () => {
    const player = randomUUID();
    const before = valueOf(await scrape(), 'fortuna_withdrawals_pending') ?? 0;
    const paymentId = randomUUID();
    await t.database.db.execute(
      sql`insert into payments (id, player_id, type, status, payment_system, amount, currency, provider, details, created_at, updated_at)
          values (${paymentId}, ${player}, 'out', 'init', 'sandbox-bank', 1000, 'EUR', 'sandbox', '{}', ${new Date(t.clock.now().getTime() - 3_600_000).toISOString()}, now())`,
    );
    const text = await scrape();
    expect(valueOf(text, 'fortuna_withdrawals_pending')).toBe(before + 1);
    expect(valueOf(text, 'fortuna_withdrawals_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(3600);
  });
});
