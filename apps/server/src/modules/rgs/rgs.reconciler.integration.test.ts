import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildRgsTestApp, TABLE_TEST_GAMES, type RgsTestApp } from '../../../test/round-app';
import { BUILTIN_GAMES, createRoundReconciler, ROUND_TIMEOUT_MS } from './index';
import { fundedPlayer, launchAndOpen, spin } from './test/rgs.test-support';
import { gameMathRegistry } from './studio/engines';
import { createStudioRepository } from './studio/studio.repository';
import type { EngineRegistry, StudioEngine } from './studio/engine-port';

const CLEAN = { unbalancedCurrencies: [], driftedAccounts: [], unbalancedTransactions: 0 };

/** A slot round that opens with one free spin left (no stake for it) and pays 0.50 when it is played. */
const freeSpinSlot: StudioEngine = {
  id: 'free-spin-slot',
  describe: () => ({ kind: 'slot' }),
  validateBet: (bet) => ({ ok: true, bet }),
  start: (() => ({
    state: { engineId: 'free-spin-slot', done: false, totalStake: 100, totalWin: 0, actions: ['spin'] },
    debit: 100,
    credit: 0,
    outcome: {},
  })) as StudioEngine['start'],
  step: (() => ({
    state: { engineId: 'free-spin-slot', done: true, totalStake: 100, totalWin: 50, actions: [] },
    debit: 0,
    credit: 50,
    outcome: { free: true },
  })) as StudioEngine['step'],
  validateAction: ((state: { done: boolean }, action: unknown) =>
    state.done ? { ok: false, errors: ['round is over'] } : { ok: true, action }) as StudioEngine['validateAction'],
  publicView: ((s: unknown) => s) as StudioEngine['publicView'],
};
const real = gameMathRegistry();
const engines: EngineRegistry = { get: (id, variant, theme) => (id === 'free-spin-slot' ? freeSpinSlot : real.get(id, variant, theme)) };
const games = [
  ...BUILTIN_GAMES,
  ...TABLE_TEST_GAMES,
  { id: 'test-free-spins', url: 'test-free-spins', name: 'Free spins', engine: 'free-spin-slot', rtpVariant: '96', theme: 'classic' },
];

type Row = Record<string, unknown>;
async function rows(t: RgsTestApp, query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}
const roundRow = async (t: RgsTestApp, id: string) => (await rows(t, sql`select * from rgs_rounds where id = ${id}`))[0];
const balance = async (t: RgsTestApp, player: string) => (await t.wallet.balance(player, 'EUR')).real;

/** A round's money as the casino booked it: stakes not rolled back, and wins. */
async function moneyOf(t: RgsTestApp, roundId: string) {
  const [m] = await rows(
    t,
    sql`select coalesce(sum(amount) filter (where kind = 'bet' and transaction_id not in
          (select original_transaction_id from seamless_transactions where kind = 'rollback' and original_transaction_id is not null)), 0)::int as stake,
        coalesce(sum(amount) filter (where kind = 'win'), 0)::int as win
        from seamless_transactions where round_id = ${roundId}`,
  );
  return { stake: Number(m.stake), win: Number(m.win) };
}

describe('the round reconciler (in process)', () => {
  let t: RgsTestApp;
  beforeAll(async () => {
    t = await buildRgsTestApp({ games, engines });
  }, 180_000);
  afterAll(() => t.close());

  const expire = () => t.clock.advance(ROUND_TIMEOUT_MS + 1_000);

  it('one driver: the lease is taken by one instance, renewed by it, and passes on when it expires or is released', async () => {
    const repository = createStudioRepository(t.database.db);
    const studio = { settleAbandoned: async () => 'gone' as const };
    const a = createRoundReconciler({ repository, studio, clock: t.clock, holder: 'a' });
    const b = createRoundReconciler({ repository, studio, clock: t.clock, holder: 'b' });
    await t.rgs.reconciler.release();
    expect((await a.run()).leader).toBe(true);
    expect((await b.run()).leader).toBe(false);
    const both = await Promise.all([a.run(), b.run()]);
    expect(both.map((r) => r.leader)).toEqual([true, false]);
    t.clock.advance(5 * 60_000 + 1);
    expect((await b.run()).leader).toBe(true);
    expect((await a.run()).leader).toBe(false);
    await b.release();
    expect((await a.run()).leader).toBe(true);
    await a.release();
  });

  it('leaves a round alone before its timeout', async () => {
    const player = await fundedPlayer(t.wallet, 10_000);
    const s = await launchAndOpen(t, 'test-mines', player);
    const opened = (await spin(t, s.sessionId, player, { bet: { amount: 100, mines: 3 } })).json();
    t.clock.advance(ROUND_TIMEOUT_MS - 60_000);
    await t.rgs.reconciler.run();
    expect((await roundRow(t, opened.round.roundId)).status).toBe('open');
    expect(await balance(t, player)).toBe(9_900);
  });

  it('mines with nothing revealed: the stake is refunded and the round cancelled; the player plays again', async () => {
    const player = await fundedPlayer(t.wallet, 10_000);
    const s = await launchAndOpen(t, 'test-mines', player);
    const opened = (await spin(t, s.sessionId, player, { bet: { amount: 100, mines: 3 } })).json();
    expect(await balance(t, player)).toBe(9_900);
    expire();
    const report = await t.rgs.reconciler.run();
    expect(report).toMatchObject({ leader: true, failed: 0 });
    expect(report.cancelled).toBeGreaterThanOrEqual(1);
    expect((await roundRow(t, opened.round.roundId)).status).toBe('cancelled');
    expect(await balance(t, player)).toBe(10_000);
    expect(await moneyOf(t, opened.round.roundId)).toEqual({ stake: 0, win: 0 });
    const again = await launchAndOpen(t, 'test-mines', player);
    expect(again.openRound).toBeNull();
    expect((await spin(t, again.sessionId, player, { bet: { amount: 100, mines: 3 } })).statusCode).toBe(200);
    expect(await t.wallet.audit()).toEqual(CLEAN);
  });

  it('mines with a safe tile revealed: auto cash-out at the multiplier reached', async () => {
    const player = await fundedPlayer(t.wallet, 100_000);
    let roundId = '';
    let multiplier = 0;
    // one mine: a revealed tile is almost always safe; retry the rare bust in a new session
    for (let attempt = 0; !roundId && attempt < 20; attempt++) {
      const s = await launchAndOpen(t, 'test-mines', player);
      const opened = (await spin(t, s.sessionId, player, { bet: { amount: 1_000, mines: 1 } })).json();
      const revealed = (await spin(t, s.sessionId, player, { action: { type: 'reveal', tile: 7 } })).json();
      if (revealed.round.status === 'open') {
        roundId = opened.round.roundId;
        multiplier = revealed.round.state.multiplier;
      }
    }
    expect(roundId).not.toBe('');
    const before = await balance(t, player);
    expire();
    await t.rgs.reconciler.run();
    const row = await roundRow(t, roundId);
    const win = Math.floor(1_000 * multiplier + 1e-9);
    expect(row).toMatchObject({ status: 'closed' });
    expect(Number(row.win)).toBe(win);
    expect(await balance(t, player)).toBe(before + win);
    expect(await moneyOf(t, roundId)).toEqual({ stake: 1_000, win });
    expect(await t.wallet.audit()).toEqual(CLEAN);
  });

  it('crash: the round runs to its end, the auto cash-out pays if the climb reached it', async () => {
    const player = await fundedPlayer(t.wallet, 10_000);
    const s = await launchAndOpen(t, 'test-crash', player);
    const opened = (await spin(t, s.sessionId, player, { bet: { amount: 100, autoCashout: 150 } })).json();
    expect(opened.round.status).toBe('open');
    expire();
    await t.rgs.reconciler.run();
    const row = await roundRow(t, opened.round.roundId);
    const crashPoint = (row.state as { crashPoint: number }).crashPoint;
    const win = crashPoint >= 1.5 ? 150 : 0;
    expect(row).toMatchObject({ status: 'closed' });
    expect(Number(row.win)).toBe(win);
    expect(await balance(t, player)).toBe(10_000 - 100 + win);
    expect(await moneyOf(t, opened.round.roundId)).toEqual({ stake: 100, win });
  });

  it('blackjack: the player stands (declining insurance) and the hand is settled', async () => {
    const player = await fundedPlayer(t.wallet, 100_000);
    let roundId = '';
    for (let attempt = 0; !roundId && attempt < 20; attempt++) {
      const s = await launchAndOpen(t, 'test-blackjack', player);
      const opened = (await spin(t, s.sessionId, player, { bet: { amount: 100 } })).json();
      if (opened.round.status === 'open') roundId = opened.round.roundId;
    }
    expect(roundId).not.toBe('');
    const before = await balance(t, player);
    expire();
    await t.rgs.reconciler.run();
    const row = await roundRow(t, roundId);
    expect(row.status).toBe('closed');
    expect((row.state as { done: boolean }).done).toBe(true);
    expect(await balance(t, player)).toBe(before + Number(row.win));
    expect(await moneyOf(t, roundId)).toEqual({ stake: Number(row.stake), win: Number(row.win) });
  });

  it('a slot with free spins left: they are played out and paid', async () => {
    const player = await fundedPlayer(t.wallet, 10_000);
    const s = await launchAndOpen(t, 'test-free-spins', player);
    const opened = (await spin(t, s.sessionId, player, { bet: { amount: 100 } })).json();
    expect(opened.round.status).toBe('open');
    expire();
    await t.rgs.reconciler.run();
    expect(await roundRow(t, opened.round.roundId)).toMatchObject({ status: 'closed', steps: 2 });
    expect(await balance(t, player)).toBe(10_000 - 100 + 50);
    expect(await t.wallet.audit()).toEqual(CLEAN);
  });

  it('a demo round is settled by the same rule with play money', async () => {
    const s = await launchAndOpen(t, 'test-mines', null);
    const opened = (await spin(t, s.sessionId, null, { bet: { amount: 100, mines: 3 } })).json();
    expire();
    await t.rgs.reconciler.run();
    expect((await roundRow(t, opened.round.roundId)).status).toBe('cancelled');
    const [session] = await rows(t, sql`select demo_balance from rgs_game_sessions where id = ${s.sessionId}`);
    expect(Number(session.demo_balance)).toBe(s.balance);
  });

  it('nothing open is left past the timeout after a run', async () => {
    expire();
    await t.rgs.reconciler.run();
    const [open] = await rows(t, sql`select count(*)::int as n from rgs_rounds where status = 'open'`);
    expect(Number(open.n)).toBe(0);
    expect(await t.wallet.audit()).toEqual(CLEAN);
  });
});

describe('the round reconciler over the signed HTTP protocol', () => {
  let t: RgsTestApp;
  const lose = { bet: false, rollback: false, win: false };
  beforeAll(async () => {
    t = await buildRgsTestApp({
      http: true,
      games,
      engines,
      wrapTransport: (inner) => async (path, body, headers) => {
        const res = await inner(path, body, headers);
        // the casino applied the call, but its answer never arrives
        if (lose[path.slice(1) as keyof typeof lose]) throw new Error('connection reset');
        return res;
      },
    });
  }, 180_000);
  afterAll(() => t.close());
  const expire = () => t.clock.advance(ROUND_TIMEOUT_MS + 1_000);

  it('an uncertain stake (its answer and its rollback lost) is rolled back: the player gets it back', async () => {
    const player = await fundedPlayer(t.wallet, 10_000);
    const s = await launchAndOpen(t, 'pharaoh-lines', player);
    lose.bet = lose.rollback = true;
    const lost = await spin(t, s.sessionId, player, { bet: { amount: 100 } });
    lose.bet = lose.rollback = false;
    expect(lost.statusCode).toBe(503);
    // the bet went through and the rollback was lost too: the stake is gone for now
    const [round] = await rows(t, sql`select id, status from rgs_rounds where player_id = ${player}`);
    expect(await balance(t, player)).toBe(10_000 - (await moneyOf(t, String(round.id))).stake);
    expire();
    await t.rgs.reconciler.run();
    expect(await balance(t, player)).toBe(10_000);
    expect(await moneyOf(t, String(round.id))).toEqual({ stake: 0, win: 0 });
    const unsettled = await rows(t, sql`select * from rgs_round_calls where round_id = ${round.id} and status in ('pending', 'failed')`);
    expect(unsettled).toEqual([]);
    expect(await t.wallet.audit()).toEqual(CLEAN);
  });

  it('a due win whose answer was lost is re-sent once (idempotent) and the round closed', async () => {
    const player = await fundedPlayer(t.wallet, 10_000);
    const s = await launchAndOpen(t, 'test-free-spins', player);
    const opened = (await spin(t, s.sessionId, player, { bet: { amount: 100 } })).json();
    lose.win = true;
    const lost = await spin(t, s.sessionId, player, { action: { type: 'spin' } });
    lose.win = false;
    expect(lost.statusCode).toBe(503);
    expect((await roundRow(t, opened.round.roundId)).status).toBe('open');
    expire();
    await t.rgs.reconciler.run();
    expect(await roundRow(t, opened.round.roundId)).toMatchObject({ status: 'closed', stake: 100, win: 50 });
    expect(await balance(t, player)).toBe(10_000 - 100 + 50);
    expect(await moneyOf(t, opened.round.roundId)).toEqual({ stake: 100, win: 50 });
    expect(await t.wallet.audit()).toEqual(CLEAN);
  });

  it('a round whose first stake was never confirmed is not playable: the next request settles it first', async () => {
    const player = await fundedPlayer(t.wallet, 10_000);
    const s = await launchAndOpen(t, 'test-mines', player);
    // a crash between the round row and its bet: the row is open, no call went out
    const roundId = crypto.randomUUID();
    const now = t.clock.now();
    await t.database.db
      .execute(sql`insert into rgs_rounds (id, session_id, player_id, mode, game_id, game_url, game_name, engine, currency, status, state, created_at, updated_at)
      values (${roundId}, ${s.sessionId}, ${player}, 'real', 'test-mines', 'test-mines', 'mines', 'mines', 'EUR', 'open',
        ${JSON.stringify({ engineId: 'mines', done: false, totalStake: 100, totalWin: 0, actions: ['reveal'], revealed: [], minePositions: [0], bet: { amount: 100, mines: 1 }, multiplier: 1, busted: false })}::jsonb,
        ${now.toISOString()}, ${now.toISOString()})`);
    t.clock.advance(2 * 60_000);
    const action = await spin(t, s.sessionId, player, { action: { type: 'reveal', tile: 3 } });
    expect(action.statusCode).toBe(400);
    expect((await roundRow(t, roundId)).status).toBe('cancelled');
    expect(await balance(t, player)).toBe(10_000);
    t.clock.advance(60_000);
    expect((await spin(t, s.sessionId, player, { bet: { amount: 100, mines: 1 } })).statusCode).toBe(200);
    expect(await t.wallet.audit()).toEqual(CLEAN);
  });
});

describe('graceful shutdown drains the round layer', () => {
  it('a step under way finishes with its money; a new round is refused 503 / 6027 meanwhile', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let hold = false;
    let entered: () => void = () => {};
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const t = await buildRgsTestApp({
      casino: (inner) => ({
        ...inner,
        playRound: (stake, work) =>
          inner.playRound!(stake, async (tx, money) => {
            if (hold) {
              entered();
              await held;
            }
            return work(tx, money);
          }),
      }),
    });
    try {
      const player = await fundedPlayer(t.wallet, 10_000);
      const s = await launchAndOpen(t, 'pharaoh-lines', player);
      hold = true;
      const underway = spin(t, s.sessionId, player, { bet: { amount: 100 } });
      await inside;
      // the close hook drains the studio (watched here to know when it has begun)
      let drainBegun: () => void = () => {};
      const begun = new Promise<void>((resolve) => (drainBegun = resolve));
      const drain = t.rgs.studio.drain;
      t.rgs.studio.drain = () => {
        const drained = drain();
        drainBegun();
        return drained;
      };
      const closing = t.app.close();
      await begun;
      await expect(t.rgs.studio.play({ sessionId: s.sessionId, requester: player, bet: { amount: 100 } })).rejects.toMatchObject({
        status: 503,
        code: 6027,
      });
      let closed = false;
      void closing.then(() => (closed = true));
      await new Promise((r) => setTimeout(r, 50));
      expect(closed).toBe(false);
      release();
      const answer = await underway;
      await closing;
      expect(answer.statusCode).toBe(200);
      const round = answer.json().round;
      expect(round.status).toBe('closed');
      expect(await moneyOf(t, round.roundId)).toEqual({ stake: 100, win: round.win });
      expect(await balance(t, player)).toBe(10_000 - 100 + round.win);
    } finally {
      await t.database.close();
    }
  }, 180_000);
});
