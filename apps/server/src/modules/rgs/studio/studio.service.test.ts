import { beforeEach, describe, expect, it } from 'vitest';
import { MIN_ROUND_INTERVAL_MS, RGS_ERROR_CODES, type SeamlessAnswer } from '@fortuna/contracts';
import { createFakeStudioRepository } from '../../../../test/fakes/studio-repository';
import { FakeClock } from '../../../platform/clock';
import { AppError } from '../../../platform/errors';
import { betRefused } from '../rgs.errors';
import { noBonuses, type CasinoPort, type PlayerFacts, type RgsGame, type RoundMoney } from '../rgs.ports';
import type { EngineRng, EngineStep, StudioEngine } from './engine-port';
import { createStudioService, type StudioService } from './studio.service';

const ADA = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';

/** What every draw of the next step gives (the studio draws a step twice: a dry run for its stake, then for real). */
let draw = 0;
const rng = (): EngineRng => ({ int: (n) => draw % n, nextUint32: () => 0, float: () => 0 });

const amountOf = (bet: unknown) => (bet as { amount?: unknown } | null)?.amount;
const validateBet = (bet: unknown) => {
  const amount = amountOf(bet);
  return typeof amount === 'number' && Number.isInteger(amount) && amount >= 10 && amount <= 10_000
    ? { ok: true as const, bet: { amount } }
    : { ok: false as const, errors: ['amount: 10 to 10000'] };
};

/** A one-step slot: the stake, and twice the stake back on a draw of 1. */
const coin: StudioEngine = {
  id: 'coin',
  describe: () => ({ kind: 'slot' }),
  validateBet,
  start: ((bet: { amount: number }, r: EngineRng): EngineStep => {
    const credit = r.int(2) === 1 ? bet.amount * 2 : 0;
    return {
      state: { engineId: 'coin', done: true, totalStake: bet.amount, totalWin: credit, actions: [], bet } as never,
      debit: bet.amount,
      credit,
      outcome: { credit },
    };
  }) as never,
  step: (() => {
    throw new Error('a coin round has one step');
  }) as never,
  validateAction: () => ({ ok: false, errors: ['no actions'] }),
  publicView: ((state: unknown) => state) as never,
};

interface LadderState {
  engineId: string;
  done: boolean;
  totalStake: number;
  totalWin: number;
  actions: string[];
  level: number;
}

/** A paced instant game over several steps: climb (a draw of 1 goes up, 0 loses all) or collect stake × level. */
const ladder: StudioEngine = {
  id: 'ladder',
  describe: () => ({ kind: 'instant' }),
  validateBet,
  start: ((bet: { amount: number }): EngineStep => ({
    state: { engineId: 'ladder', done: false, totalStake: bet.amount, totalWin: 0, actions: [], level: 1 } as LadderState,
    debit: bet.amount,
    credit: 0,
    outcome: null,
  })) as never,
  step: ((state: LadderState, action: string, r: EngineRng): EngineStep => {
    const actions = [...state.actions, action];
    if (action === 'collect') {
      const credit = state.totalStake * state.level;
      return { state: { ...state, actions, done: true, totalWin: credit }, debit: 0, credit, outcome: { credit } };
    }
    const up = r.int(2) === 1;
    const next: LadderState = { ...state, actions, done: !up, level: up ? state.level + 1 : 0 };
    return { state: next, debit: 0, credit: 0, outcome: { up } };
  }) as never,
  validateAction: (_state, action) =>
    action === 'climb' || action === 'collect' ? { ok: true, action } : { ok: false, errors: ['climb or collect'] },
  publicView: ((state: unknown) => state) as never,
};

const GAMES: RgsGame[] = [
  { id: 'coin-1', url: 'coin', name: 'Coin Flip', engine: 'coin', rtpVariant: '96', theme: 'classic' },
  { id: 'ladder-1', url: 'ladder', name: 'Ladder', engine: 'ladder', rtpVariant: '96', theme: 'classic' },
  { id: 'closed-1', url: 'closed', name: 'Closed', engine: 'coin', rtpVariant: '96', theme: 'classic', blocked: true },
  { id: 'pounds-1', url: 'pounds', name: 'Pounds Only', engine: 'coin', rtpVariant: '96', theme: 'classic', currencies: ['GBP'] },
];

/**
 * The casino in process, in memory: real money per player, each bet and win once per transaction id,
 * and `playRound` running the step in the studio repository's transaction (what throws moves nothing).
 */
function fakeCasino(transaction: <T>(work: () => Promise<T>) => Promise<T>) {
  const balances = new Map<string, number>();
  const seen = new Set<string>();
  const answer = (playerId: string, currency: string, transactionId?: string): SeamlessAnswer => ({
    status: 'OK',
    balance: balances.get(playerId) ?? 0,
    currency,
    ...(transactionId ? { transactionId } : {}),
  });
  const money: RoundMoney = {
    async bet(req) {
      if (!seen.has(req.transactionId)) {
        const balance = balances.get(req.playerId) ?? 0;
        if (balance < req.amount) throw betRefused('insufficient_funds');
        balances.set(req.playerId, balance - req.amount);
        seen.add(req.transactionId);
      }
      return answer(req.playerId, req.currency, req.transactionId);
    },
    async win(req) {
      if (!seen.has(req.transactionId)) balances.set(req.playerId, (balances.get(req.playerId) ?? 0) + (req.amount ?? 0));
      seen.add(req.transactionId);
      return answer(req.playerId, req.currency, req.transactionId);
    },
    async rollback(req) {
      return answer(req.playerId, req.currency, req.transactionId);
    },
    async balance(req) {
      return balances.get(req.playerId) ?? 0;
    },
  };
  const casino: CasinoPort & { balances: Map<string, number> } = {
    balances,
    transport: 'in-process',
    balance: async (req) => answer(req.playerId, req.currency),
    bet: money.bet,
    win: money.win,
    rollback: money.rollback,
    jackpotPool: async () => null,
    async playRound(_stake, work) {
      const before = new Map(balances);
      const taken = new Set(seen);
      try {
        return await transaction(() => work({} as never, money));
      } catch (err) {
        balances.clear();
        for (const [k, v] of before) balances.set(k, v);
        seen.clear();
        for (const k of taken) seen.add(k);
        throw err;
      }
    },
  };
  return casino;
}

/** The studio's rules over an in-memory repository, a fixed clock, small fake engines and an in-memory casino. */
describe('studio service (unit, fake repository)', () => {
  let clock: FakeClock;
  let repository: ReturnType<typeof createFakeStudioRepository>;
  let casino: ReturnType<typeof fakeCasino>;
  let facts: Record<string, PlayerFacts>;
  let studio: StudioService;

  beforeEach(() => {
    draw = 0;
    clock = new FakeClock(new Date('2026-03-10T10:00:00Z'));
    repository = createFakeStudioRepository();
    casino = fakeCasino((work) => repository.transaction(() => work()));
    const player = { blocked: false, selfExcluded: false, profileComplete: true, country: 'FR', currency: 'EUR' };
    facts = { [ADA]: { ...player }, [BOB]: { ...player } };
    studio = createStudioService({
      repository,
      casino,
      engines: { get: (id) => ({ coin, ladder })[id as 'coin' | 'ladder'] ?? null },
      rng,
      catalog: {
        byUrl: async (url) => GAMES.find((g) => g.url === url) ?? null,
        byId: async (id) => GAMES.find((g) => g.id === id) ?? null,
      },
      players: { facts: async (id) => facts[id] },
      bonuses: noBonuses,
      clock,
      launchKey: Buffer.alloc(32, 7),
    });
  });

  const refusal = async (promise: Promise<unknown>) => {
    const err = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(AppError);
    const { status, code } = err as AppError;
    return { status, code };
  };
  const open = async (gameUrl: string, playerId: string | null) => {
    const launch = await studio.launch({ playerId, mode: playerId ? 'real' : 'demo', gameUrl });
    return studio.openSession(launch.token, playerId);
  };
  const spin = (sessionId: string, requester: string | null, amount: number, next = 0) => {
    draw = next;
    return studio.play({ sessionId, requester, bet: { amount } });
  };

  it('demo: play money kept on the session, never below zero; a refused bet leaves no round behind', async () => {
    const session = await open('coin', null);
    expect(session).toMatchObject({ mode: 'demo', currency: 'EUR', balance: 1_000_000, openRound: null });
    expect((await spin(session.sessionId, null, 100, 1)).balance).toBe(1_000_100);
    const lost = await spin(session.sessionId, null, 10_000, 0);
    expect(lost.balance).toBe(990_100);
    expect(lost.round).toMatchObject({ status: 'closed' });

    repository.state().sessions[0].demoBalance = 50;
    expect(await refusal(spin(session.sessionId, null, 100))).toEqual({ status: 409, code: RGS_ERROR_CODES.insufficient_funds });
    expect(repository.state().rounds).toHaveLength(2);
    expect(repository.state().sessions[0].demoBalance).toBe(50);
  });

  it('real: the stake and the win go through the casino once, with the round; history and profit show it', async () => {
    casino.balances.set(ADA, 1_000);
    const session = await open('coin', ADA);
    expect(session.balance).toBe(1_000);
    const won = await spin(session.sessionId, ADA, 100, 1);
    expect(won.balance).toBe(1_100);
    const round = repository.state().rounds[0];
    expect(round).toMatchObject({ status: 'closed', stake: 100, win: 200, steps: 1, playerId: ADA });
    expect(repository.state().calls.map((c) => [c.kind, c.amount])).toEqual([
      ['bet', 100],
      ['win', 200],
    ]);

    const history = await studio.history(ADA, { page: 1 });
    expect(history).toMatchObject({
      total: 1,
      page: 1,
      collection: [{ roundId: round.id, gameName: 'Coin Flip', bet: 100, win: 200, status: 'closed' }],
    });
    expect(await studio.profit(ADA, 'coin')).toEqual({ gameId: 'coin-1', currency: 'EUR', rounds: 1, bet: 100, win: 200, profit: 100 });
    expect((await studio.history(BOB, { page: 1 })).total).toBe(0);
  });

  it('real: a bet the casino refuses moves nothing and leaves no round or call behind', async () => {
    casino.balances.set(ADA, 50);
    const session = await open('coin', ADA);
    expect(await refusal(spin(session.sessionId, ADA, 100))).toEqual({ status: 409, code: RGS_ERROR_CODES.insufficient_funds });
    expect(casino.balances.get(ADA)).toBe(50);
    expect(repository.state().rounds).toEqual([]);
    expect(repository.state().calls).toEqual([]);
  });

  it('a game session is its player’s, and it expires; so does the launch link', async () => {
    const launch = await studio.launch({ playerId: ADA, mode: 'real', gameUrl: 'coin' });
    expect(await refusal(studio.openSession(launch.token, BOB))).toMatchObject({ status: 403 });
    const session = await studio.openSession(launch.token, ADA);
    expect(await refusal(spin(session.sessionId, BOB, 100))).toMatchObject({ status: 403 });
    expect(await refusal(studio.launch({ playerId: null, mode: 'real', gameUrl: 'coin' }))).toMatchObject({ status: 401 });

    clock.advance(5 * 60_000 + 1);
    expect(await refusal(studio.openSession(launch.token, ADA))).toEqual({ status: 401, code: RGS_ERROR_CODES.session_expired });
    clock.advance(12 * 3_600_000);
    expect(await refusal(spin(session.sessionId, ADA, 100))).toEqual({ status: 401, code: RGS_ERROR_CODES.session_expired });
  });

  it('who may play what: a closed game, a currency the game is not offered in, a self-excluded or blocked player', async () => {
    expect(await refusal(studio.launch({ playerId: null, mode: 'demo', gameUrl: 'closed' }))).toEqual({
      status: 403,
      code: RGS_ERROR_CODES.game_blocked_technical,
    });
    expect(await refusal(studio.launch({ playerId: ADA, mode: 'real', gameUrl: 'pounds' }))).toEqual({
      status: 403,
      code: RGS_ERROR_CODES.game_blocked_currency,
    });
    expect(await refusal(studio.launch({ playerId: null, mode: 'demo', gameUrl: 'nowhere' }))).toMatchObject({ status: 404 });
    facts[ADA].selfExcluded = true;
    expect(await refusal(studio.launch({ playerId: ADA, mode: 'real', gameUrl: 'coin' }))).toEqual({
      status: 403,
      code: RGS_ERROR_CODES.self_excluded,
    });
    facts[BOB].blocked = true;
    expect(await refusal(studio.launch({ playerId: BOB, mode: 'real', gameUrl: 'coin' }))).toEqual({
      status: 403,
      code: RGS_ERROR_CODES.player_blocked,
    });
  });

  it('one round at a time: actions continue the open round, a new bet waits for its end, bad input is a 400', async () => {
    casino.balances.set(ADA, 1_000);
    const session = await open('ladder', ADA);
    expect(await refusal(studio.play({ sessionId: session.sessionId, requester: ADA, action: 'climb' }))).toMatchObject({ status: 400 });
    expect(await refusal(spin(session.sessionId, ADA, 5))).toMatchObject({ status: 400 });

    const first = await spin(session.sessionId, ADA, 100);
    expect(first).toMatchObject({ balance: 900, round: { status: 'open' } });
    expect(await refusal(spin(session.sessionId, ADA, 100))).toEqual({ status: 409, code: RGS_ERROR_CODES.round_open });
    expect(await refusal(studio.play({ sessionId: session.sessionId, requester: ADA, action: 'jump' }))).toMatchObject({ status: 400 });

    draw = 1;
    expect((await studio.play({ sessionId: session.sessionId, requester: ADA, action: 'climb' })).round.status).toBe('open');
    const collected = await studio.play({ sessionId: session.sessionId, requester: ADA, action: 'collect' });
    expect(collected).toMatchObject({ balance: 1_100, round: { status: 'closed' } });
    expect(repository.state().rounds[0]).toMatchObject({ stake: 100, win: 200, steps: 3 });
  });

  it('a paced game starts a round at most every MIN_ROUND_INTERVAL_MS; a refused round gives its start back', async () => {
    casino.balances.set(ADA, 150);
    const session = await open('ladder', ADA);
    await spin(session.sessionId, ADA, 100);
    draw = 0;
    await studio.play({ sessionId: session.sessionId, requester: ADA, action: 'climb' }); // lost: the round is over
    expect(await refusal(spin(session.sessionId, ADA, 10))).toEqual({ status: 429, code: RGS_ERROR_CODES.round_too_soon });

    clock.advance(MIN_ROUND_INTERVAL_MS);
    expect(await refusal(spin(session.sessionId, ADA, 100))).toEqual({ status: 409, code: RGS_ERROR_CODES.insufficient_funds });
    // the refused round took nothing, nor its start: a smaller bet may start at once
    expect((await spin(session.sessionId, ADA, 50)).balance).toBe(0);
  });

  it('round history by whole UTC days (toDate included); a reversed range is a 400; draining refuses new rounds', async () => {
    casino.balances.set(ADA, 1_000);
    clock.set(new Date('2026-03-10T20:00:00Z'));
    const session = await open('coin', ADA);
    await spin(session.sessionId, ADA, 100);
    clock.advance(5 * 3_600_000); // 01:00 the next day, within the session's lifetime
    const later = await spin(session.sessionId, ADA, 200);
    const day = await studio.history(ADA, { page: 1, fromDate: '2026-03-11', toDate: '2026-03-11' });
    expect(day.collection.map((r) => r.roundId)).toEqual([later.round.roundId]);
    expect((await studio.history(ADA, { page: 1, toDate: '2026-03-10' })).total).toBe(1);
    expect(await refusal(studio.history(ADA, { page: 1, fromDate: '2026-03-12', toDate: '2026-03-11' }))).toMatchObject({ status: 400 });

    await studio.drain();
    expect(await refusal(spin(session.sessionId, ADA, 100))).toEqual({ status: 503, code: RGS_ERROR_CODES.shutting_down });
  });
});
