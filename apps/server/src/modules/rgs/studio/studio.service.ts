import { randomUUID } from 'node:crypto';
import {
  currencyOrDefault,
  MIN_ROUND_INTERVAL_MS,
  RGS_ERROR_CODES,
  ROUND_HISTORY_PAGE_SIZE,
  type GameLaunch,
  type GameMode,
  type FreeSpinsView,
  type GameSession,
  type JackpotView,
  type PlayResult,
  type RoundHistory,
  type RoundView,
} from '@fortuna/contracts';
import type { Clock } from '../../../platform/clock';
import { dayRange } from '../../../platform/date-range';
import { AppError, badRequest, forbidden, notFound, unauthorized } from '../../../platform/errors';
import type { Db } from '../../../platform/db';
import { betRefused, CasinoRefusal, CasinoUnavailable, gameBlocked } from '../rgs.errors';
import {
  gameBlockReason,
  type BetGateInput,
  type BonusPort,
  type CasinoPort,
  type GameCatalogPort,
  type PlayerPort,
  type RgsGame,
  type RoundMoney,
} from '../rgs.ports';
import { readLaunchToken, signLaunchToken } from '../rgs.signing';
import { run, type EngineRegistry, type EngineRng, type EngineRoundState, type EngineStep, type StudioEngine } from './engine-port';
import type { RoundRow, SessionRow, StudioRepository } from './studio.repository';
import { fairOwner, type FairnessService } from './fairness.service';
import { FAIR_ENGINE_IDS } from './table-engines';
import { abandonMove } from './abandon-rules';

export interface StudioDeps {
  repository: StudioRepository;
  /** the casino: in-process (rounds atomic with their money) or the signed HTTP protocol */
  casino: CasinoPort;
  engines: EngineRegistry;
  rng: () => EngineRng;
  /** provably-fair seeds: a new round draws from HMAC(serverSeed, clientSeed:nonce) instead of rng() */
  fairness?: FairnessService;
  catalog: GameCatalogPort;
  players: PlayerPort;
  bonuses: BonusPort;
  clock: Clock;
  launchKey: Buffer;
  /** what a pool shows before its first bet creates it */
  jackpotSeed?: number;
  /** called once per round that has settled (closed with its money), off the reply path */
  onRoundClosed?: (round: { gameId: string; currency: string; mode: string }) => void;
  launchTtlMs?: number;
  sessionTtlMs?: number;
  demoBalance?: number;
  demoCurrency?: string;
}

const LAUNCH_TTL = 5 * 60_000;
const SESSION_TTL = 12 * 60 * 60_000;
/** longer than any casino call of one step can take (the HTTP transport times out after 10 s) */
const STEP_IN_FLIGHT_MS = 60_000;

/**
 * The studio: game launch, game sessions and rounds. Real money moves only through the casino port.
 * In process, each round step (its provably-fair nonce, engine step, round row and money) is one
 * SQL transaction; over the signed HTTP protocol each call is logged and recovered. Demo rounds move
 * play money kept on the game session, in the step's own transaction, and never touch the ledger.
 */
export function createStudioService(deps: StudioDeps) {
  const { repository, clock } = deps;
  const demoStart = deps.demoBalance ?? 1_000_00 * 10;

  // drain (graceful shutdown): no new round starts, the steps under way finish with their money
  let draining = false;
  let inflight = 0;
  let idle: (() => void)[] = [];
  async function tracked<T>(work: () => Promise<T>): Promise<T> {
    inflight++;
    try {
      return await work();
    } finally {
      if (--inflight === 0) {
        for (const done of idle) done();
        idle = [];
      }
    }
  }

  function engineOf(game: { engine: string; rtpVariant: string; theme: string }): StudioEngine {
    const engine = deps.engines.get(game.engine, game.rtpVariant, game.theme);
    if (!engine) throw gameBlocked('technical');
    return engine;
  }

  async function gameOrThrow(id: string) {
    const game = await deps.catalog.byId(id);
    if (!game) throw notFound('Game not found');
    return game;
  }

  async function checkRealAccess(playerId: string, game: RgsGame, currency: string) {
    const facts = await deps.players.facts(playerId);
    if (facts.blocked) throw betRefused('player_blocked');
    if (facts.selfExcluded) throw betRefused('self_excluded');
    if (!facts.profileComplete) throw new AppError(403, RGS_ERROR_CODES.profile_incomplete, 'Please complete your profile first');
    const reason = gameBlockReason(game, {
      currency,
      country: facts.country,
      bonusActive: await deps.bonuses.hasActiveBonus(playerId, currency),
    });
    if (reason) throw gameBlocked(reason);
  }

  function poolIdOf(game: RgsGame, currency: string) {
    return game.jackpotPoolId ? `${game.jackpotPoolId}-${currency}` : null;
  }

  async function jackpotOf(game: RgsGame, currency: string): Promise<JackpotView | null> {
    const poolId = poolIdOf(game, currency);
    if (!poolId) return null;
    return (await deps.casino.jackpotPool(poolId)) ?? { poolId, currency, amount: deps.jackpotSeed ?? 0 };
  }

  function view(engine: StudioEngine, round: RoundRow): RoundView {
    return {
      roundId: round.id,
      status: round.status as RoundView['status'],
      stake: round.stake,
      win: round.win,
      state: round.state ? run.publicView(engine, round.state) : null,
      outcome: round.outcome ?? null,
      jackpotWin: round.jackpotWin,
    };
  }

  async function loadSession(sessionId: string, playerId: string | null): Promise<SessionRow> {
    const session = await repository.session(sessionId);
    if (!session) throw notFound('Game session not found');
    if (session.mode === 'real' && session.playerId !== playerId) throw forbidden('This game session belongs to someone else');
    if (session.expiresAt.getTime() < clock.now().getTime())
      throw new AppError(401, RGS_ERROR_CODES.session_expired, 'The game session has expired');
    return session;
  }

  /** Over HTTP: takes the stake of one engine call, logging the call (pending → ok/refused/failed); an unknown outcome is rolled back. */
  async function takeStake(session: SessionRow, game: RgsGame, round: RoundRow, step: EngineStep, index: number): Promise<number | null> {
    if (step.debit <= 0) return null;
    const transactionId = `${round.id}:bet:${index}`;
    const contribution = step.jackpotContribution ?? 0;
    const poolId = poolIdOf(game, session.currency);
    const request = {
      playerId: session.playerId!,
      currency: session.currency,
      gameId: game.id,
      roundId: round.id,
      transactionId,
      amount: step.debit,
      ...(round.freeSpinsId ? { freeRound: round.freeSpinsId } : poolId && contribution > 0 ? { jackpot: { poolId, contribution } } : {}),
    };
    await repository.recordCall({
      transactionId,
      roundId: round.id,
      kind: 'bet',
      amount: step.debit,
      status: 'pending',
      createdAt: clock.now(),
    });
    try {
      const answer = await deps.casino.bet(request);
      await repository.recordCall({
        transactionId,
        roundId: round.id,
        kind: 'bet',
        amount: step.debit,
        status: 'ok',
        answer,
        createdAt: clock.now(),
      });
      return answer.balance;
    } catch (err) {
      if (err instanceof CasinoRefusal) {
        await repository.recordCall({
          transactionId,
          roundId: round.id,
          kind: 'bet',
          amount: step.debit,
          status: 'refused',
          answer: { code: err.code, message: err.message },
          createdAt: clock.now(),
        });
        throw err;
      }
      // outcome unknown: cancel it; the casino answers OK even if the bet never arrived, and refuses it later
      const rollbackId = `${transactionId}:rb`;
      await repository.recordCall({
        transactionId,
        roundId: round.id,
        kind: 'bet',
        amount: step.debit,
        status: 'failed',
        createdAt: clock.now(),
      });
      await deps.casino
        .rollback({
          playerId: session.playerId!,
          currency: session.currency,
          gameId: game.id,
          roundId: round.id,
          transactionId: rollbackId,
          originalTransactionId: transactionId,
        })
        .then(async (answer) => {
          await repository.recordCall({
            transactionId: rollbackId,
            roundId: round.id,
            kind: 'rollback',
            amount: 0,
            status: 'ok',
            answer,
            createdAt: clock.now(),
          });
          await repository.setCallStatus(transactionId, 'cancelled');
        })
        .catch(() =>
          repository.recordCall({
            transactionId: rollbackId,
            roundId: round.id,
            kind: 'rollback',
            amount: 0,
            status: 'failed',
            createdAt: clock.now(),
          }),
        );
      throw err instanceof CasinoUnavailable ? new AppError(503, 503, 'The game cannot reach the casino, try again') : err;
    }
  }

  /** Over HTTP: pays the win of one engine call (and the jackpot pool when it is won), retried: it is idempotent. */
  async function payWin(
    session: SessionRow,
    game: RgsGame,
    round: RoundRow,
    step: EngineStep,
    index: number,
  ): Promise<{ balance: number | null; jackpotWin: number }> {
    const wonJackpot = !!step.jackpotWon && !!game.jackpotPoolId;
    // a free round that closes is always told to the casino (its free spins may be used up)
    const closesFree = !!round.freeSpinsId && step.state.done;
    if (step.credit <= 0 && !wonJackpot && !closesFree) return { balance: null, jackpotWin: 0 };
    const transactionId = `${round.id}:win:${index}`;
    const poolId = poolIdOf(game, session.currency);
    const request = {
      playerId: session.playerId!,
      currency: session.currency,
      gameId: game.id,
      roundId: round.id,
      transactionId,
      amount: step.credit,
      roundClosed: step.state.done,
      ...(wonJackpot && poolId ? { jackpot: { poolId } } : {}),
      ...(round.freeSpinsId ? { freeRound: round.freeSpinsId } : {}),
    };
    await repository.recordCall({
      transactionId,
      roundId: round.id,
      kind: 'win',
      amount: step.credit,
      status: 'pending',
      createdAt: clock.now(),
    });
    // a win is retried until the casino answers: it is idempotent, and the player must be paid
    for (let attempt = 0; ; attempt++) {
      try {
        const answer = await deps.casino.win(request);
        await repository.recordCall({
          transactionId,
          roundId: round.id,
          kind: 'win',
          amount: step.credit,
          status: 'ok',
          answer,
          createdAt: clock.now(),
        });
        return { balance: answer.balance, jackpotWin: answer.jackpotWin ?? 0 };
      } catch (err) {
        if (!(err instanceof CasinoUnavailable) || attempt >= 2) {
          await repository.recordCall({
            transactionId,
            roundId: round.id,
            kind: 'win',
            amount: step.credit,
            status: 'failed',
            createdAt: clock.now(),
          });
          throw err instanceof CasinoUnavailable ? new AppError(503, 503, 'The win will be paid when the casino answers') : err;
        }
      }
    }
  }

  /** UKGC pacing: table, video-poker and instant games (not slots) start a round at most every MIN_ROUND_INTERVAL_MS. */
  function isPaced(engine: StudioEngine): boolean {
    const kind = (engine.describe() as { kind?: unknown } | null)?.kind;
    return kind === 'table' || kind === 'instant';
  }

  async function claimPace(sessionId: string, now: Date) {
    const claim = await repository.claimRoundStart(sessionId, now, MIN_ROUND_INTERVAL_MS);
    if (claim) return claim;
    const last = await repository.lastRoundAt(sessionId);
    const waitMs = Math.max(1, (last?.getTime() ?? 0) + MIN_ROUND_INTERVAL_MS - now.getTime());
    throw new AppError(
      429,
      RGS_ERROR_CODES.round_too_soon,
      `Please wait ${(waitMs / 1000).toFixed(1)} s: a new round can start ${MIN_ROUND_INTERVAL_MS / 1000} s after the previous one`,
      {
        retryAfterMs: [String(waitMs)],
      },
    );
  }

  /** the player's free spins on the session's game (real mode only) */
  /** `shown`: for display only (see `BonusPort.freeSpins`); a bet's decision reads the grants */
  async function freeSpinsOf(session: SessionRow, shown = false): Promise<FreeSpinsView | null> {
    if (session.mode !== 'real' || !session.playerId || !deps.bonuses.freeSpins) return null;
    return deps.bonuses.freeSpins({ playerId: session.playerId, currency: session.currency, gameId: session.gameId, shown });
  }

  async function currentBalance(session: SessionRow): Promise<number> {
    if (session.mode === 'demo') return (await repository.session(session.id))?.demoBalance ?? 0;
    return (await deps.casino.balance({ playerId: session.playerId!, currency: session.currency, gameId: session.gameId })).balance;
  }

  /** Over HTTP: one engine call's money, then its round row. */
  async function applyStepRemote(session: SessionRow, game: RgsGame, round: RoundRow, step: EngineStep, index: number) {
    let balance = await takeStake(session, game, round, step, index);
    const paid = await payWin(session, game, round, step, index);
    balance = paid.balance ?? balance;
    const state = step.state as EngineRoundState;
    const now = clock.now();
    const patch = {
      state,
      outcome: step.outcome as object,
      stake: round.stake + step.debit,
      win: round.win + step.credit + paid.jackpotWin,
      jackpotWin: round.jackpotWin + paid.jackpotWin,
      steps: index + 1,
      status: state.done ? 'closed' : 'open',
      updatedAt: now,
    };
    await repository.updateRound(round.id, patch);
    const updated: RoundRow = { ...round, ...patch };
    recordWin(session, game, updated);
    return { balance: balance ?? (await currentBalance(session)), round: updated };
  }

  /** The lobby feeds (winners): statistics, never on the money's path. */
  function recordWin(session: SessionRow, game: RgsGame, round: RoundRow) {
    if (round.status !== 'closed') return;
    deps.onRoundClosed?.({ gameId: game.id, currency: round.currency, mode: round.mode });
    if (session.mode !== 'real') return;
    void deps.catalog
      .recordWin?.({
        playerId: session.playerId!,
        game,
        roundId: round.id,
        bet: round.stake,
        win: round.win,
        currency: session.currency,
        at: round.updatedAt,
      })
      ?.catch(() => {});
  }

  function patchOf(round: RoundRow, step: EngineStep, index: number, jackpotWin: number) {
    const state = step.state as EngineRoundState;
    return {
      state,
      outcome: step.outcome as object,
      stake: round.stake + step.debit,
      win: round.win + step.credit + jackpotWin,
      jackpotWin: round.jackpotWin + jackpotWin,
      steps: index + 1,
      status: state.done ? 'closed' : 'open',
      updatedAt: clock.now(),
    };
  }

  /** The money of one step inside its transaction: the casino's (real) or the session's play money (demo). */
  interface StepMoney {
    take(round: RoundRow, step: EngineStep, index: number): Promise<number | null>;
    pay(round: RoundRow, step: EngineStep, index: number): Promise<{ balance: number | null; jackpotWin: number }>;
    balance(): Promise<number>;
    /** the casino calls the step made, logged with the round's row at the step's end (same transaction) */
    calls: CallLog[];
  }
  type CallLog = Parameters<StudioRepository['recordCall']>[0];

  function realMoney(session: SessionRow, game: RgsGame, money: RoundMoney): StepMoney {
    const base = { playerId: session.playerId!, currency: session.currency, gameId: game.id };
    const poolId = poolIdOf(game, session.currency);
    const calls: CallLog[] = [];
    const log = (transactionId: string, roundId: string, kind: 'bet' | 'win', amount: number, answer: object) => {
      calls.push({ transactionId, roundId, kind, amount, status: 'ok', answer, createdAt: clock.now() });
    };
    return {
      calls,
      async take(round, step, index) {
        const contribution = step.jackpotContribution ?? 0;
        const transactionId = `${round.id}:bet:${index}`;
        const answer = await money.bet({
          ...base,
          roundId: round.id,
          transactionId,
          amount: step.debit,
          // a free round's stake is a free spin: it feeds no jackpot pool
          ...(round.freeSpinsId
            ? { freeRound: round.freeSpinsId }
            : poolId && contribution > 0
              ? { jackpot: { poolId, contribution } }
              : {}),
        });
        log(transactionId, round.id, 'bet', step.debit, answer);
        return answer.balance;
      },
      async pay(round, step, index) {
        const wonJackpot = !!step.jackpotWon && !!poolId;
        // a free round that closes is always told to the casino (its free spins may be used up)
        const closesFree = !!round.freeSpinsId && step.state.done;
        if (step.credit <= 0 && !wonJackpot && !closesFree) return { balance: null, jackpotWin: 0 };
        const transactionId = `${round.id}:win:${index}`;
        const answer = await money.win({
          ...base,
          roundId: round.id,
          transactionId,
          amount: step.credit,
          roundClosed: step.state.done,
          ...(wonJackpot ? { jackpot: { poolId: poolId! } } : {}),
          ...(round.freeSpinsId ? { freeRound: round.freeSpinsId } : {}),
        });
        log(transactionId, round.id, 'win', step.credit, answer);
        return { balance: answer.balance, jackpotWin: answer.jackpotWin ?? 0 };
      },
      balance: () => money.balance(base),
    };
  }

  function demoMoney(session: SessionRow, tx: Db, pool: number): StepMoney {
    const sessions = repository.withTx(tx);
    return {
      calls: [],
      async take(_round, step) {
        const balance = await sessions.moveDemoBalance(session.id, -step.debit);
        if (balance === null) throw betRefused('insufficient_funds');
        return balance;
      },
      async pay(_round, step) {
        const jackpotWin = step.jackpotWon ? pool : 0;
        if (step.credit + jackpotWin <= 0) return { balance: null, jackpotWin: 0 };
        return { balance: await sessions.moveDemoBalance(session.id, step.credit + jackpotWin), jackpotWin };
      },
      balance: async () => (await sessions.session(session.id))?.demoBalance ?? 0,
    };
  }

  /** What a step asks: a new round's bet, or an action on the open round (as read before the step). */
  type Move = { bet: unknown; roundId: string; freeRound?: string } | { action: unknown; open: RoundRow };

  /**
   * One engine call as one SQL transaction: the provably-fair nonce (or the round's stream), the
   * engine step, the round row and the money commit together or not at all. The stake is known
   * before the draw (engines take it from the bet or the action), so the casino's gate runs first,
   * outside the transaction.
   */
  async function stepAtomically(session: SessionRow, game: RgsGame, engine: StudioEngine, move: Move) {
    const dry =
      'bet' in move ? run.start(engine, move.bet, deps.rng()) : run.step(engine, structuredClone(move.open.state), move.action, deps.rng());
    const poolId = poolIdOf(game, session.currency);
    const contribution = dry.jackpotContribution ?? 0;
    const freeRound = 'bet' in move ? move.freeRound : (move.open.freeSpinsId ?? undefined);
    const stake: BetGateInput | null =
      session.mode === 'real' && dry.debit > 0
        ? {
            playerId: session.playerId!,
            currency: session.currency,
            gameId: game.id,
            amount: dry.debit,
            ...(freeRound ? { freeRound } : poolId && contribution > 0 ? { jackpot: { poolId, contribution } } : {}),
          }
        : null;
    const work = async (tx: Db, money: StepMoney) => {
      const rounds = repository.withTx(tx);
      let round: RoundRow;
      let step: EngineStep;
      let fair: Awaited<ReturnType<FairnessService['rngForRound']>> | null = null;
      if ('bet' in move) {
        fair = deps.fairness ? await deps.fairness.rngForRound(fairOwner(session), move.roundId, tx) : null;
        step = run.start(engine, move.bet, fair ?? deps.rng());
        const now = clock.now();
        round = {
          id: move.roundId,
          sessionId: session.id,
          playerId: session.playerId,
          mode: session.mode,
          gameId: game.id,
          gameUrl: game.url,
          gameName: game.name,
          engine: game.engine,
          currency: session.currency,
          status: 'open',
          stake: 0,
          win: 0,
          jackpotWin: 0,
          steps: 0,
          state: step.state,
          outcome: null,
          freeSpinsId: move.freeRound ?? null,
          createdAt: now,
          updatedAt: now,
        };
        if (!(await rounds.openRound(round))) throw new AppError(409, RGS_ERROR_CODES.round_open, 'Finish the round in progress first');
      } else {
        // the row is locked until commit: a concurrent action on the same round waits, then sees it moved on
        const locked = await rounds.lockRound(move.open.id);
        if (!locked || locked.status !== 'open' || locked.steps !== move.open.steps)
          throw new AppError(409, RGS_ERROR_CODES.round_open, 'The round has moved on: reload the game');
        round = locked;
        fair = deps.fairness ? await deps.fairness.rngForStep(round.id, tx) : null;
        step = run.step(engine, round.state, move.action, fair ?? deps.rng());
      }
      if (step.debit !== dry.debit) throw new Error(`engine ${engine.id}: the stake of a step depends on its draw`);
      const index = round.steps;
      const taken = step.debit > 0 ? await money.take(round, step, index) : null;
      const paid = await money.pay(round, step, index);
      const patch = patchOf(round, step, index, paid.jackpotWin);
      await rounds.finishStep(round.id, patch, money.calls);
      if (fair && patch.status === 'open') await deps.fairness!.recordConsumed(round.id, fair.consumed, tx);
      return { balance: paid.balance ?? taken ?? (await money.balance()), round: { ...round, ...patch } as RoundRow };
    };
    const result =
      session.mode === 'real'
        ? await deps.casino.playRound!(stake, (tx, money) => work(tx, realMoney(session, game, money)))
        : await (async () => {
            // a demo jackpot pays what the real pool shows (read before the transaction)
            const pool = game.jackpotPoolId ? ((await jackpotOf(game, session.currency))?.amount ?? 0) : 0;
            return repository.transaction((tx) => work(tx, demoMoney(session, tx, pool)));
          })();
    recordWin(session, game, result.round);
    return result;
  }

  /**
   * Over HTTP: the round row and its nonce commit first, then the money calls (logged); a round whose
   * stake was never taken is cancelled, and recovery handles what a crash leaves.
   */
  async function stepRemotely(session: SessionRow, game: RgsGame, engine: StudioEngine, move: Move) {
    if ('action' in move) {
      const open = move.open;
      const fair = deps.fairness ? await deps.fairness.rngForStep(open.id) : null;
      const step = run.step(engine, open.state, move.action, fair ?? deps.rng());
      const result = await applyStepRemote(session, game, open, step, open.steps);
      if (fair && result.round.status === 'open') await deps.fairness!.recordConsumed(open.id, fair.consumed);
      return result;
    }
    const opened = await repository.transaction(async (tx) => {
      const fair = deps.fairness ? await deps.fairness.rngForRound(fairOwner(session), move.roundId, tx) : null;
      const step = run.start(engine, move.bet, fair ?? deps.rng());
      const now = clock.now();
      const round: RoundRow = {
        id: move.roundId,
        sessionId: session.id,
        playerId: session.playerId,
        mode: session.mode,
        gameId: game.id,
        gameUrl: game.url,
        gameName: game.name,
        engine: game.engine,
        currency: session.currency,
        status: 'open',
        stake: 0,
        win: 0,
        jackpotWin: 0,
        steps: 0,
        state: step.state,
        outcome: null,
        freeSpinsId: move.freeRound ?? null,
        createdAt: now,
        updatedAt: now,
      };
      if (!(await repository.withTx(tx).openRound(round)))
        throw new AppError(409, RGS_ERROR_CODES.round_open, 'Finish the round in progress first');
      return { fair, step, round };
    });
    const { fair, step, round } = opened;
    try {
      const result = await applyStepRemote(session, game, round, step, 0);
      if (fair && result.round.status === 'open') await deps.fairness!.recordConsumed(round.id, fair.consumed);
      return result;
    } catch (err) {
      // nothing was taken (refused or rolled back): the round never happened
      const calls = await repository.callsOf(round.id);
      if (!calls.some((c) => c.kind === 'bet' && c.status === 'ok'))
        await repository.updateRound(round.id, { status: 'cancelled', updatedAt: clock.now() });
      throw err;
    }
  }

  const atomic = (session: Pick<SessionRow, 'mode'>) => session.mode === 'demo' || !!deps.casino.playRound;
  /** over HTTP: a round whose first step never finished (its stake unconfirmed) for longer than a call can take */
  const unconfirmed = (session: Pick<SessionRow, 'mode'>, round: RoundRow) =>
    !atomic(session) && round.steps === 0 && clock.now().getTime() - round.updatedAt.getTime() > STEP_IN_FLIGHT_MS;

  type CallRow = Awaited<ReturnType<StudioRepository['callsOf']>>[number];
  const callBase = (session: SessionRow, game: RgsGame, round: RoundRow) => ({
    playerId: session.playerId!,
    currency: session.currency,
    gameId: game.id,
    roundId: round.id,
  });
  const rolledBackIds = (calls: CallRow[]) =>
    new Set(calls.filter((c) => c.kind === 'rollback' && c.status === 'ok').map((c) => c.transactionId.replace(/:rb$/, '')));
  /** the stakes a round holds: bets the casino took and nobody rolled back */
  const takenBets = (calls: CallRow[]) => {
    const rolledBack = rolledBackIds(calls);
    return calls.filter((c) => c.kind === 'bet' && c.status === 'ok' && !rolledBack.has(c.transactionId));
  };
  const stepIndex = (transactionId: string) => Number(transactionId.split(':')[2] ?? -1);

  /** Over HTTP: cancels a bet whose outcome is unknown (the casino refuses it if it arrives later). */
  async function rollbackRemote(session: SessionRow, game: RgsGame, round: RoundRow, betId: string) {
    const transactionId = `${betId}:rb`;
    const answer = await deps.casino.rollback({ ...callBase(session, game, round), transactionId, originalTransactionId: betId });
    await repository.recordCall({
      transactionId,
      roundId: round.id,
      kind: 'rollback',
      amount: 0,
      status: 'ok',
      answer,
      createdAt: clock.now(),
    });
    await repository.setCallStatus(betId, 'cancelled');
  }

  /**
   * Over HTTP, the calls a crash or an outage left unanswered: an uncertain stake is rolled back, a
   * rollback that did not go through is sent again, a due win is re-sent (idempotent at the casino).
   */
  async function settleCalls(session: SessionRow, game: RgsGame, round: RoundRow, calls: CallRow[]) {
    const rolledBack = rolledBackIds(calls);
    const unsure = (c: CallRow) => c.status === 'pending' || c.status === 'failed';
    const toRollBack = new Set<string>();
    for (const c of calls) {
      if (c.kind === 'bet' && unsure(c) && !rolledBack.has(c.transactionId)) toRollBack.add(c.transactionId);
      if (c.kind === 'rollback' && unsure(c)) toRollBack.add(c.transactionId.replace(/:rb$/, ''));
    }
    // a first step whose bet was never logged may still be on its way: cancel it too
    if (round.steps === 0 && !calls.some((c) => c.kind === 'bet')) toRollBack.add(`${round.id}:bet:0`);
    for (const betId of toRollBack) await rollbackRemote(session, game, round, betId);
    for (const c of calls.filter((c) => c.kind === 'win' && unsure(c))) {
      const answer = await deps.casino.win({
        ...callBase(session, game, round),
        transactionId: c.transactionId,
        amount: c.amount,
        roundClosed: true,
      });
      await repository.recordCall({ ...c, status: 'ok', answer });
    }
  }

  /** Rolls back every stake the round holds and cancels it, if no step moved it on meanwhile. */
  async function refundRound(session: SessionRow, game: RgsGame, round: RoundRow) {
    const cancel = { status: 'cancelled', updatedAt: clock.now() };
    const unchanged = (locked: RoundRow | null) => !!locked && locked.status === 'open' && locked.steps === round.steps;
    if (session.mode === 'demo') {
      await repository.transaction(async (tx) => {
        const rows = repository.withTx(tx);
        const locked = await rows.lockRound(round.id);
        if (!unchanged(locked)) return;
        await rows.moveDemoBalance(session.id, locked!.stake - locked!.win);
        await rows.updateRound(round.id, cancel);
      });
      return;
    }
    const bets = takenBets(await repository.callsOf(round.id));
    if (deps.casino.playRound) {
      // in process: the rollbacks, their log and the cancellation are one transaction
      await deps.casino.playRound(null, async (tx, money) => {
        const rows = repository.withTx(tx);
        if (!unchanged(await rows.lockRound(round.id))) return;
        for (const bet of bets) {
          const transactionId = `${bet.transactionId}:rb`;
          const answer = await money.rollback({
            ...callBase(session, game, round),
            transactionId,
            originalTransactionId: bet.transactionId,
          });
          await rows.recordCall({
            transactionId,
            roundId: round.id,
            kind: 'rollback',
            amount: 0,
            status: 'ok',
            answer,
            createdAt: clock.now(),
          });
        }
        await rows.updateRound(round.id, cancel);
      });
      return;
    }
    for (const bet of bets) await rollbackRemote(session, game, round, bet.transactionId);
    await repository.updateRound(round.id, cancel);
  }

  /** Closes a round with the money it holds (its state is final, or its last step's state was lost). */
  async function closeAsBooked(session: SessionRow, game: RgsGame, round: RoundRow, patch: Partial<RoundRow> = {}) {
    const closed = { ...round, ...patch, status: 'closed', updatedAt: clock.now() };
    await repository.updateRound(round.id, { ...patch, status: 'closed', updatedAt: closed.updatedAt });
    recordWin(session, game, closed);
  }

  /**
   * Settles a round left open (the reconciler, after ROUND_TIMEOUT_MS): the HTTP path's calls in
   * flight first, then the game's rule for an abandoned round (abandon-rules.ts) until it is over.
   */
  async function settleAbandoned(roundId: string): Promise<'closed' | 'cancelled' | 'gone'> {
    const first = await repository.round(roundId);
    if (!first) return 'gone';
    const session = await repository.session(first.sessionId);
    if (!session) throw new Error(`round ${roundId}: its game session is gone`);
    if (first.status !== 'open') {
      // a finished round with a call still in flight (a cancelled round's uncertain stake): settle the calls only
      const calls = await repository.callsOf(first.id);
      if (session.mode === 'real' && calls.some((c) => c.status === 'pending' || c.status === 'failed'))
        await settleCalls(session, await gameOrThrow(first.gameId), first, calls);
      return 'gone';
    }
    const game = await gameOrThrow(first.gameId);
    const engine = engineOf(game);
    if (session.mode === 'real') {
      const calls = await repository.callsOf(first.id);
      if (!atomic(session) || calls.some((c) => c.status === 'pending' || c.status === 'failed')) {
        await settleCalls(session, game, first, calls);
        const after = await repository.callsOf(first.id);
        const taken = takenBets(after);
        const paid = after.filter((c) => c.kind === 'win' && c.status === 'ok');
        if (taken.length === 0 && first.steps === 0) {
          // its stake was never taken: the round never happened
          await repository.updateRound(first.id, { status: 'cancelled', updatedAt: clock.now() });
          return 'cancelled';
        }
        const lastStep = Math.max(-1, ...[...taken, ...paid].map((c) => stepIndex(c.transactionId)));
        if (lastStep >= first.steps) {
          // a step's money went through but its state was never written: the money is final
          const sum = (rows: CallRow[]) => rows.reduce((n, c) => n + c.amount, 0);
          await closeAsBooked(session, game, first, { stake: sum(taken), win: sum(paid) + first.jackpotWin, steps: lastStep + 1 });
          return 'closed';
        }
      }
    }
    const step = atomic(session) ? stepAtomically : stepRemotely;
    for (let i = 0; i < 1_000; i++) {
      const round = await repository.round(roundId);
      if (!round || round.status !== 'open') return round?.status === 'cancelled' ? 'cancelled' : 'closed';
      const move = abandonMove(game.engine, round.state as EngineRoundState);
      if (move === 'refund') {
        await refundRound(session, game, round);
        continue;
      }
      const checked = move === 'close' ? null : run.validateAction(engine, round.state, move.action);
      // the studio never takes a stake on the player's behalf
      const free = checked?.ok ? run.step(engine, structuredClone(round.state), checked.action, deps.rng()).debit === 0 : false;
      if (!checked?.ok || !free) {
        await closeAsBooked(session, game, round);
        return 'closed';
      }
      await step(session, game, engine, { action: checked.action, open: round });
    }
    throw new Error(`round ${roundId}: the abandon rule did not end it`);
  }

  return {
    async launch(input: {
      playerId: string | null;
      mode: GameMode;
      gameUrl: string;
      locale?: string;
      currency?: string;
    }): Promise<GameLaunch> {
      const game = await deps.catalog.byUrl(input.gameUrl);
      if (!game) throw notFound('Game not found');
      let currency = currencyOrDefault(input.currency ?? deps.demoCurrency);
      if (input.mode === 'real') {
        if (!input.playerId) throw unauthorized();
        currency = (await deps.players.facts(input.playerId)).currency;
        await checkRealAccess(input.playerId, game, currency);
      } else if (game.blocked) throw gameBlocked('technical');
      engineOf(game);
      const exp = clock.now().getTime() + (deps.launchTtlMs ?? LAUNCH_TTL);
      const token = signLaunchToken(deps.launchKey, {
        sub: input.mode === 'real' ? input.playerId : null,
        game: game.id,
        currency,
        mode: input.mode,
        locale: input.locale ?? 'en',
        exp,
        jti: randomUUID(),
      });
      return {
        url: `/rgs/play?token=${encodeURIComponent(token)}`,
        token,
        expiresAt: new Date(exp).toISOString(),
        mode: input.mode,
        game: { id: game.id, url: game.url, name: game.name, engine: game.engine },
      };
    },

    /** Exchanges a launch token for a game session; restores the player's interrupted round. */
    async openSession(token: string, requester: string | null): Promise<GameSession> {
      const claims = readLaunchToken(deps.launchKey, token, clock.now().getTime());
      if (!claims) throw new AppError(401, RGS_ERROR_CODES.session_expired, 'The game link has expired, open the game again');
      if (claims.mode === 'real' && claims.sub !== requester) throw forbidden('This game link belongs to someone else');
      const game = await gameOrThrow(claims.game);
      const engine = engineOf(game);
      if (claims.mode === 'real') await checkRealAccess(claims.sub!, game, claims.currency);
      const now = clock.now();
      const sessionId = randomUUID();
      await repository.insertSession({
        id: sessionId,
        playerId: claims.sub,
        mode: claims.mode,
        gameId: game.id,
        gameUrl: game.url,
        engine: game.engine,
        currency: claims.currency,
        locale: claims.locale,
        demoBalance: claims.mode === 'demo' ? demoStart : null,
        createdAt: now,
        expiresAt: new Date(now.getTime() + (deps.sessionTtlMs ?? SESSION_TTL)),
      });
      let openRound: RoundRow | null = null;
      if (claims.mode === 'real') {
        openRound = await repository.openRoundOfPlayer(claims.sub!, game.id);
        if (openRound && unconfirmed({ mode: claims.mode } as SessionRow, openRound)) {
          await settleAbandoned(openRound.id);
          openRound = null;
        }
        if (openRound) await repository.adoptRound(openRound.id, sessionId, now);
        await deps.catalog.recordPlay?.({ playerId: claims.sub!, game, at: now }).catch(() => {});
      }
      const session = (await repository.session(sessionId))!;
      return {
        sessionId,
        mode: claims.mode,
        currency: claims.currency,
        locale: claims.locale,
        balance: await currentBalance(session),
        game: { id: game.id, url: game.url, name: game.name, engine: game.engine, theme: game.theme, rtpVariant: game.rtpVariant },
        description: engine.describe(),
        openRound: openRound ? view(engine, openRound) : null,
        jackpot: await jackpotOf(game, claims.currency),
        freeSpins: await freeSpinsOf(session, true),
      };
    },

    /** One engine call: a new round (bet) or the next step of the open one (action). */
    async play(input: {
      sessionId: string;
      requester: string | null;
      bet?: unknown;
      action?: unknown;
      freeSpins?: boolean;
    }): Promise<PlayResult> {
      if (draining && input.action === undefined)
        throw new AppError(503, RGS_ERROR_CODES.shutting_down, 'The game server is restarting: try again in a moment');
      const session = await loadSession(input.sessionId, input.requester);
      const game = await gameOrThrow(session.gameId);
      const engine = engineOf(game);
      let open = await repository.openRoundOfSession(session.id);
      const step = atomic(session) ? stepAtomically : stepRemotely;
      // over HTTP, a round whose first stake was never confirmed is not playable: settle it now
      if (open && unconfirmed(session, open)) {
        await settleAbandoned(open.id);
        open = null;
      }
      let result: { balance: number; round: RoundRow };
      if (input.action !== undefined) {
        if (!open) throw badRequest('There is no round to continue', { action: ['no open round'] });
        const checked = run.validateAction(engine, open.state, input.action);
        if (!checked.ok) throw badRequest('Invalid action', { action: checked.errors });
        result = await tracked(() => step(session, game, engine, { action: checked.action, open: open! }));
      } else {
        if (open) throw new AppError(409, RGS_ERROR_CODES.round_open, 'Finish the round in progress first');
        // a game switched off by an operator starts no new round (a round already open above may finish)
        if (game.blocked) throw gameBlocked('technical');
        // a free spin: the grant's fixed bet on its game; the casino takes the spin in the round's transaction
        const free = input.freeSpins ? await freeSpinsOf(session) : null;
        if (input.freeSpins && (!free || free.left <= 0)) throw betRefused('no_free_spins');
        const checked = engine.validateBet(free ? { amount: free.bet } : input.bet);
        if (!checked.ok) throw badRequest('Invalid bet', { bet: checked.errors });
        const now = clock.now();
        const pace = isPaced(engine) ? await claimPace(session.id, now) : null;
        try {
          result = await tracked(() =>
            step(session, game, engine, { bet: checked.bet, roundId: randomUUID(), ...(free ? { freeRound: free.id } : {}) }),
          );
        } catch (err) {
          // nothing was taken (refused, rolled back, or the transaction never committed): nor is the pacing
          if (pace) await repository.releaseRoundStart(session.id, now, pace.previous);
          throw err;
        }
      }
      return {
        balance: result.balance,
        round: view(engine, result.round),
        jackpot: await jackpotOf(game, session.currency),
        freeSpins: await freeSpinsOf(session, true),
      };
    },

    settleAbandoned: (roundId: string) => tracked(() => settleAbandoned(roundId)),

    /** Graceful shutdown: refuses new rounds from now on; resolves when the steps under way have finished. */
    drain(): Promise<void> {
      draining = true;
      return inflight === 0 ? Promise.resolve() : new Promise((resolve) => idle.push(resolve));
    },

    /** The provably-fair owner of a game session the requester may use (the player, or the demo session). */
    async fairnessOwner(sessionId: string, requester: string | null): Promise<string> {
      return fairOwner(await loadSession(sessionId, requester));
    },

    async recall(roundId: string, requester: string | null) {
      const round = await repository.round(roundId);
      if (!round || (round.mode === 'real' && round.playerId !== requester) || round.mode === 'demo') throw notFound('Round not found');
      const game = await gameOrThrow(round.gameId);
      return { round: view(engineOf(game), round), calls: await repository.callsOf(round.id) };
    },

    async history(playerId: string, query: { page: number; fromDate?: string; toDate?: string; q?: string }): Promise<RoundHistory> {
      const { from, to } = dayRange(query);
      const { rows, total } = await repository.history(playerId, {
        page: query.page,
        pageSize: ROUND_HISTORY_PAGE_SIZE,
        from,
        to,
        q: query.q?.trim() || undefined,
      });
      const fair = deps.fairness ? await deps.fairness.ofRounds(rows.filter((r) => !r.live).map((r) => r.id)) : new Map();
      // live-table bets carry no game name: the catalogue's, as on the game's own page
      const names = new Map<string, string>();
      for (const r of rows)
        if (r.gameName === null && !names.has(r.gameId)) names.set(r.gameId, (await deps.catalog.byId(r.gameId))?.name ?? r.gameUrl);
      // what the verifier needs besides the seeds: the slot's variant and theme, the bet's amount, bonus buy, mines
      const games = new Map<string, RgsGame | null>();
      for (const r of rows) if (!r.live && !games.has(r.gameId)) games.set(r.gameId, await deps.catalog.byId(r.gameId));
      const verifierParams = (r: (typeof rows)[number]) => {
        const game = games.get(r.gameId);
        const bet = r.bet ?? {};
        const picked = Object.fromEntries(
          ['amount', 'buyBonus', 'mines']
            .filter((k) => typeof bet[k] === 'number' || typeof bet[k] === 'boolean')
            .map((k) => [k, bet[k] as number | boolean]),
        );
        return { ...(game ? { variant: game.rtpVariant, theme: game.theme } : {}), ...(Object.keys(picked).length ? { bet: picked } : {}) };
      };
      return {
        collection: rows.map((r) => {
          const seeds = r.live ?? fair.get(r.id);
          return {
            roundId: r.id,
            date: r.createdAt.toISOString(),
            gameId: r.gameId,
            gameUrl: r.gameUrl,
            gameName: r.gameName ?? names.get(r.gameId) ?? r.gameUrl,
            bet: r.stake,
            win: r.win,
            currency: r.currency,
            status: r.status as 'open' | 'closed' | 'cancelled',
            ...(r.freeRound ? { freeRound: true } : {}),
            fairness: seeds ? { engine: FAIR_ENGINE_IDS[r.engine] ?? r.engine, ...seeds, ...(r.live ? {} : verifierParams(r)) } : null,
          };
        }),
        page: query.page,
        pageSize: ROUND_HISTORY_PAGE_SIZE,
        total,
      };
    },

    async profit(playerId: string, gameIdOrUrl: string) {
      const game = (await deps.catalog.byId(gameIdOrUrl)) ?? (await deps.catalog.byUrl(gameIdOrUrl));
      if (!game) throw notFound('Game not found');
      const currency = (await deps.players.facts(playerId)).currency;
      const totals = await repository.profit(playerId, game.id, currency);
      return { gameId: game.id, currency, ...totals, profit: totals.win - totals.bet };
    },
  };
}
export type StudioService = ReturnType<typeof createStudioService>;
