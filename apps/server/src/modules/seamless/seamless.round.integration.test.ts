import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildRgsTestApp, type RgsTestApp } from '../../../test/round-app';
import { asPlayer, fundedPlayer, launchAndOpen, spin } from '../rgs/test/rgs.test-support';
import type { EngineRegistry, StudioEngine } from '../rgs/studio/engine-port';

const CLEAN = { unbalancedCurrencies: [], driftedAccounts: [], unbalancedTransactions: 0 };

/** A one-call round that always takes 1.00 and pays 1.50 (drawing one number from the round's stream). */
const sureWin: StudioEngine = {
  id: 'sure-win',
  describe: () => ({ kind: 'slot' }),
  validateBet: (bet) => ({ ok: true, bet }),
  start: ((_bet: unknown, rng: { nextUint32(): number }) => ({
    state: { engineId: 'sure-win', done: true, totalStake: 100, totalWin: 150, actions: [], draw: rng.nextUint32() },
    debit: 100,
    credit: 150,
    outcome: { paid: 150 },
  })) as StudioEngine['start'],
  step: (() => {
    throw new Error('one call');
  }) as StudioEngine['step'],
  validateAction: () => ({ ok: false, errors: ['round is over'] }),
  publicView: ((s: unknown) => s) as StudioEngine['publicView'],
};
const sureEngines: EngineRegistry = { get: () => sureWin };

async function count(t: RgsTestApp, query: ReturnType<typeof sql>): Promise<number> {
  return Number(((await t.database.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0].n);
}

describe('a round step is one unit of work (in process)', () => {
  let t: RgsTestApp;
  let crash = false;
  beforeAll(async () => {
    t = await buildRgsTestApp({
      engines: sureEngines,
      // the process "dies" between the bet and the win: both are inside the step's transaction
      casino: (inner) => ({
        ...inner,
        playRound: (stake, work) =>
          inner.playRound!(stake, (tx, money) =>
            work(tx, {
              ...money,
              win: async (req) => {
                if (crash) throw new Error('crash between the bet and the win');
                return money.win(req);
              },
            }),
          ),
      }),
    });
  }, 180_000);
  afterAll(() => t.close());

  it('a failure after the bet leaves nothing: no debit, no round, no nonce used, no casino rows', async () => {
    const player = await fundedPlayer(t.wallet, 10_000);
    const session = await launchAndOpen(t, 'pharaoh-lines', player);
    const fairness = async () =>
      (await t.app.inject({ url: `/api/rgs/fairness?sessionId=${session.sessionId}`, headers: asPlayer(player) })).json();
    crash = true;
    const failed = await spin(t, session.sessionId, player, { bet: { amount: 100 } });
    expect(failed.statusCode).toBe(500);
    expect((await t.wallet.balance(player, 'EUR')).real).toBe(10_000);
    expect(await count(t, sql`select count(*)::int as n from rgs_rounds where player_id = ${player}`)).toBe(0);
    expect(await count(t, sql`select count(*)::int as n from seamless_transactions where player_id = ${player}`)).toBe(0);
    expect((await fairness()).nonce).toBe(0);

    crash = false;
    const ok = await spin(t, session.sessionId, player, { bet: { amount: 100 } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ balance: 10_050, round: { status: 'closed', stake: 100, win: 150 } });
    expect((await t.wallet.balance(player, 'EUR')).real).toBe(10_050);
    expect((await fairness()).nonce).toBe(1);
    expect(await t.wallet.audit()).toEqual(CLEAN);
  });
});

describe('the signed HTTP transport (a studio deployed apart from the casino)', () => {
  let t: RgsTestApp;
  let loseBetAnswer = false;
  beforeAll(async () => {
    t = await buildRgsTestApp({
      http: true,
      wrapTransport: (inner) => async (path, body, headers) => {
        const res = await inner(path, body, headers);
        // the casino applied the bet, but its answer never arrives
        if (loseBetAnswer && path === '/bet') throw new Error('connection reset');
        return res;
      },
    });
  }, 180_000);
  afterAll(() => t.close());

  it('plays slots and mines through signed calls; every call is logged and the game balance is the ledger’s', async () => {
    const player = await fundedPlayer(t.wallet, 100_000);
    const slot = await launchAndOpen(t, 'pharaoh-lines', player);
    let balance = 0;
    for (let i = 0; i < 5; i++) {
      let res = (await spin(t, slot.sessionId, player, { bet: { amount: 100 } })).json();
      while (res.round.status === 'open') res = (await spin(t, slot.sessionId, player, { action: { type: 'spin' } })).json();
      balance = res.balance;
    }
    const mines = await launchAndOpen(t, 'test-mines', player);
    const first = await spin(t, mines.sessionId, player, { bet: { amount: 100, mines: 1 } });
    expect(first.statusCode).toBe(200);
    let round = first.json().round;
    for (let tile = 0; round.status === 'open' && tile < 3; tile++) {
      const res = (await spin(t, mines.sessionId, player, { action: { type: 'reveal', tile } })).json();
      round = res.round;
      balance = res.balance;
    }
    if (round.status === 'open') {
      const res = (await spin(t, mines.sessionId, player, { action: { type: 'cashout' } })).json();
      round = res.round;
      balance = res.balance;
    }
    expect(round.status).toBe('closed');
    expect((await t.wallet.balance(player, 'EUR')).real).toBe(balance);
    const calls = await t.app.inject({ url: `/api/rgs/rounds/${round.roundId}`, headers: asPlayer(player) });
    expect(calls.json().calls.map((c: { kind: string; status: string }) => `${c.kind}:${c.status}`)).toContain('bet:ok');
    expect(await t.wallet.audit()).toEqual(CLEAN);
  });

  it('a bet whose answer is lost is rolled back: nothing taken, the round cancelled, the player can play on', async () => {
    const player = await fundedPlayer(t.wallet, 10_000);
    const session = await launchAndOpen(t, 'pharaoh-lines', player);
    loseBetAnswer = true;
    const lost = await spin(t, session.sessionId, player, { bet: { amount: 100 } });
    loseBetAnswer = false;
    expect(lost.statusCode).toBe(503);
    expect((await t.wallet.balance(player, 'EUR')).real).toBe(10_000);
    expect(await count(t, sql`select count(*)::int as n from rgs_rounds where player_id = ${player} and status = 'open'`)).toBe(0);
    const again = await spin(t, session.sessionId, player, { bet: { amount: 100 } });
    expect(again.statusCode).toBe(200);
    expect(await t.wallet.audit()).toEqual(CLEAN);
  });
});
