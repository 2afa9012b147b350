import { randomUUID } from 'node:crypto';
import {
  LIVE_ENGINE_TABLES,
  LIVE_TABLE_IDS,
  RGS_ERROR_CODES,
  realtimeChannel,
  realtimeEvent,
  type LiveBetResult,
  type LiveBetView,
  type LiveOutcomeView,
  type LiveRoundView,
  type LiveTableId,
  type LiveTableState,
} from '@fortuna/contracts';
import {
  drawLiveOutcome,
  hashServerSeed,
  newServerSeed,
  ProvablyFairRng,
  settleLiveBets,
  validateLiveBets,
  type BetLimits,
  type LiveBets,
  type LiveOutcome,
} from '@fortuna/game-math';
import type { Clock } from '../../../platform/clock';
import { AppError, badRequest, forbidden, notFound } from '../../../platform/errors';
import type { RealtimePublisher } from '../../../platform/realtime';
import { betRefused, CasinoRefusal, CasinoUnavailable } from '../rgs.errors';
import type { CasinoPort } from '../rgs.ports';
import type { SessionRow, StudioRepository } from '../studio/studio.repository';
import { dueAction, msUntilNext, roundTimes, type LiveDurations, type ScheduledRound } from './live-schedule';
import type { LiveBetRow, LiveRepository, LiveRoundRow } from './live.repository';

export interface LiveDeps {
  repository: LiveRepository;
  sessions: Pick<StudioRepository, 'session'>;
  seamless: CasinoPort;
  clock: Clock;
  realtime: RealtimePublisher;
  projectId: string;
  durations: Record<LiveTableId, LiveDurations>;
  limits?: BetLimits;
  /** this process's name for the table lease */
  owner?: string;
  leaseMs?: number;
  newSeed?: () => string;
  log?: { warn: (obj: object, msg: string) => void };
}

export const LIVE_LIMITS: BetLimits = { minBet: 10, maxBet: 5_000_00 };
const HISTORY = 12;

/** JSON with sorted keys (jsonb does not keep key order), to compare a replayed bet with the first. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

class BettingClosed extends AppError {
  constructor() {
    super(409, RGS_ERROR_CODES.betting_closed, 'Bets are closed for this round');
  }
}

/**
 * Shared-round tables (game-math `live-table`): a scheduler that opens, closes and settles rounds
 * on the clock, bets taken only in the betting window (real money through the signed seamless
 * wallet, demo on the session's play money), and settlement exactly once per bet.
 */
export function createLiveService(deps: LiveDeps) {
  const { repository, clock } = deps;
  const owner = deps.owner ?? randomUUID();
  const leaseMs = deps.leaseMs ?? 15_000;
  const limits = deps.limits ?? LIVE_LIMITS;
  const freshSeed = deps.newSeed ?? newServerSeed;
  const channel = realtimeChannel.live(deps.projectId);
  const running = new Set<string>();
  const ensured = new Set<string>();

  async function push(ch: string, message: { type: string; payload: unknown }) {
    try {
      await deps.realtime.publish(ch, message);
    } catch (err) {
      deps.log?.warn({ err: String(err) }, 'live push failed');
    }
  }

  const roundView = (r: LiveRoundRow): LiveRoundView => {
    const done = r.phase === 'result';
    return {
      roundId: r.id,
      tableId: r.tableId as LiveTableId,
      seq: r.seq,
      phase: r.phase as LiveRoundView['phase'],
      openedAt: r.openedAt.toISOString(),
      closesAt: r.closesAt.toISOString(),
      drawEndsAt: r.drawEndsAt.toISOString(),
      resultEndsAt: r.resultEndsAt.toISOString(),
      serverSeedHash: r.serverSeedHash,
      clientSeed: r.clientSeed,
      nonce: r.seq,
      serverSeed: done ? r.serverSeed : null,
      outcome: done ? (r.outcome as LiveOutcomeView) : null,
    };
  };

  const betView = (b: LiveBetRow): LiveBetView => ({
    betId: b.id,
    roundId: b.roundId,
    bets: b.bets as LiveBetView['bets'],
    stake: b.stake,
    status: b.status as LiveBetView['status'],
    win: b.win,
  });

  /** The outcome of a round from its seeds: HMAC-SHA256(serverSeed, `${tableId}:${seq}:${k}`). */
  function drawOutcome(round: LiveRoundRow): LiveOutcome {
    const rng = new ProvablyFairRng({ serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.seq });
    return drawLiveOutcome(round.tableId as LiveTableId, rng);
  }

  async function openRound(tableId: LiveTableId, seq: number) {
    const serverSeed = freshSeed();
    const times = roundTimes(clock.now(), deps.durations[tableId]);
    const row = {
      id: `${tableId}-${seq}`,
      tableId,
      seq,
      phase: 'betting',
      serverSeed,
      serverSeedHash: hashServerSeed(serverSeed),
      clientSeed: tableId,
      ...times,
    };
    if (!(await repository.insertRound(row))) return;
    await push(
      channel,
      realtimeEvent('liveRoundOpened', {
        tableId,
        roundId: row.id,
        seq,
        closesAt: times.closesAt.toISOString(),
        serverSeedHash: row.serverSeedHash,
      }),
    );
  }

  async function closeRound(round: LiveRoundRow) {
    const closed = await repository.closeRound(round.id, drawOutcome(round));
    if (closed) await push(channel, realtimeEvent('liveBettingClosed', { tableId: round.tableId as LiveTableId, roundId: round.id }));
  }

  /** Pays or refunds every open bet of a drawn round, each exactly once; then shows the result. */
  async function settleRound(round: LiveRoundRow) {
    const outcome = (round.outcome as LiveOutcome | null) ?? drawOutcome(round);
    const perPlayer = new Map<string, { stake: number; win: number; currency: string }>();
    for (const bet of await repository.openBetsOf(round.id)) {
      const settled = bet.status === 'pending' ? await refund(bet) : await pay(bet, outcome);
      if (settled?.playerId && settled.status === 'settled') {
        const sum = perPlayer.get(settled.playerId) ?? { stake: 0, win: 0, currency: settled.currency };
        sum.stake += settled.stake;
        sum.win += settled.win ?? 0;
        perPlayer.set(settled.playerId, sum);
      }
    }
    const done = await repository.finishRound(round.id, clock.now());
    if (!done) return;
    await push(
      channel,
      realtimeEvent('liveRoundResult', {
        tableId: round.tableId as LiveTableId,
        roundId: round.id,
        outcome: outcome as LiveOutcomeView,
        serverSeed: round.serverSeed,
        serverSeedHash: round.serverSeedHash,
      }),
    );
    for (const [playerId, sum] of perPlayer) {
      await push(
        realtimeChannel.profile(deps.projectId, playerId),
        realtimeEvent('liveSettlement', { tableId: round.tableId as LiveTableId, roundId: round.id, ...sum }),
      );
    }
  }

  async function pay(bet: LiveBetRow, outcome: LiveOutcome): Promise<LiveBetRow | null> {
    const { credit } = settleLiveBets(outcome, { bets: bet.bets } as LiveBets);
    if (bet.mode === 'demo') return repository.settleDemoBet(bet.id, credit, clock.now());
    if (credit > 0) {
      // idempotent at the casino: a settlement resumed after a crash gets the first answer, never a second payment
      await deps.seamless.win({
        playerId: bet.playerId!,
        currency: bet.currency,
        gameId: bet.gameId,
        roundId: bet.roundId,
        transactionId: `live:${bet.id}:win`,
        amount: credit,
        roundClosed: true,
      });
    }
    return repository.setBetStatus(bet.id, ['placed'], 'settled', { win: credit, settledAt: clock.now() });
  }

  /** A bet whose debit never confirmed: cancel it at the casino (a late debit is then refused). */
  async function refund(bet: LiveBetRow): Promise<LiveBetRow | null> {
    if (bet.mode === 'demo') return repository.refundDemoBet(bet.id, clock.now());
    await deps.seamless.rollback({
      playerId: bet.playerId!,
      currency: bet.currency,
      gameId: bet.gameId,
      roundId: bet.roundId,
      transactionId: `live:${bet.id}:rb`,
      originalTransactionId: `live:${bet.id}`,
    });
    return repository.setBetStatus(bet.id, ['pending'], 'refunded', { win: 0, settledAt: clock.now() });
  }

  /** Applies every transition due now on one table, if this process holds its lease. */
  /**
   * Applies every transition due now on one table, if this process holds its lease. Returns how
   * long the table can wait before it needs attention again (capped so the lease is renewed, and
   * so a standby process looks again before a dead driver's lease has long expired).
   */
  async function tickTable(tableId: LiveTableId): Promise<number> {
    const idle = Math.floor(leaseMs / 3);
    if (running.has(tableId)) return idle;
    running.add(tableId);
    try {
      if (!ensured.has(tableId)) {
        await repository.ensureTable(tableId, tableId);
        ensured.add(tableId);
      }
      const now = clock.now();
      if (!(await repository.acquireLease(tableId, owner, now, new Date(now.getTime() + leaseMs)))) return idle;
      for (let i = 0; i < 8; i++) {
        const round = await repository.latestRound(tableId);
        const scheduled = round ? { ...round, phase: round.phase as ScheduledRound['phase'] } : null;
        const action = dueAction(scheduled, clock.now());
        if (!action) return Math.min(idle, msUntilNext(scheduled, clock.now()));
        if (action.kind === 'open') await openRound(tableId, action.seq);
        else if (action.kind === 'close') await closeRound(round!);
        else await settleRound(round!);
      }
      return 0;
    } finally {
      running.delete(tableId);
    }
  }

  async function ownSession(sessionId: string, requester: string | null): Promise<SessionRow> {
    const session = await deps.sessions.session(sessionId);
    if (!session) throw notFound('Game session not found');
    if (session.mode === 'real' && session.playerId !== requester) throw forbidden('This game session belongs to someone else');
    if (session.expiresAt.getTime() < clock.now().getTime())
      throw new AppError(401, RGS_ERROR_CODES.session_expired, 'The game session has expired');
    return session;
  }

  const tableOf = (session: SessionRow): LiveTableId => {
    const table = LIVE_ENGINE_TABLES[session.engine];
    if (!table) throw badRequest('This game is not a live table', { sessionId: ['not a live table'] });
    return table;
  };

  async function balanceOf(session: SessionRow): Promise<number> {
    if (session.mode === 'demo') return (await deps.sessions.session(session.id))?.demoBalance ?? 0;
    return (await deps.seamless.balance({ playerId: session.playerId!, currency: session.currency, gameId: session.gameId })).balance;
  }

  return {
    owner,
    /** One pass over every table (the timer calls it; tests call it after moving the FakeClock). */
    async tick(): Promise<number> {
      let next = Math.floor(leaseMs / 3);
      for (const tableId of LIVE_TABLE_IDS) {
        try {
          next = Math.min(next, await tickTable(tableId));
        } catch (err) {
          // a settlement the casino did not answer stays in `drawing` and is resumed on the next tick
          deps.log?.warn({ tableId, err: String(err) }, 'live table tick failed');
          next = Math.min(next, 1_000);
        }
      }
      return next;
    },
    tickTable,

    async release() {
      for (const tableId of LIVE_TABLE_IDS) await repository.releaseLease(tableId, owner).catch(() => {});
    },

    async state(tableId: LiveTableId, sessionId: string | undefined, requester: string | null): Promise<LiveTableState> {
      const [latest, history] = await Promise.all([repository.latestRound(tableId), repository.history(tableId, HISTORY)]);
      let myBets: LiveBetView[] = [];
      let balance: number | null = null;
      if (sessionId) {
        const session = await ownSession(sessionId, requester);
        if (tableOf(session) !== tableId) throw badRequest('This game session is at another table', { sessionId: ['another table'] });
        const ids = [latest?.id, history[0]?.id].filter((x): x is string => !!x);
        myBets = (await repository.betsOfSession(session.id, [...new Set(ids)])).filter((b) => b.status !== 'refused').map(betView);
        balance = await balanceOf(session);
      }
      return {
        tableId,
        now: clock.now().toISOString(),
        round: latest ? roundView(latest) : null,
        history: history.map(roundView),
        limits: { minBet: limits.minBet, maxBet: limits.maxBet },
        durations: deps.durations[tableId],
        myBets,
        balance,
      };
    },

    /** A bet on the round in its betting window; anything else is refused with nothing taken. */
    async placeBet(input: {
      sessionId: string;
      requester: string | null;
      roundId: string;
      bets: unknown;
      transactionId?: string;
    }): Promise<LiveBetResult> {
      const session = await ownSession(input.sessionId, input.requester);
      const tableId = tableOf(session);
      const checked = validateLiveBets(tableId, { bets: input.bets }, limits);
      if (!checked.ok) throw badRequest('Invalid bet', { bets: checked.errors });
      const stake = checked.bet.bets.reduce((s: number, b: { amount: number }) => s + b.amount, 0);
      const now = clock.now();
      const row = {
        id: randomUUID(),
        roundId: input.roundId,
        tableId,
        sessionId: session.id,
        playerId: session.playerId,
        mode: session.mode,
        gameId: session.gameId,
        currency: session.currency,
        clientTransactionId: input.transactionId ?? randomUUID(),
        bets: checked.bet.bets,
        stake,
        status: session.mode === 'demo' ? 'placed' : 'pending',
        createdAt: now,
      };
      const inserted = await repository.insertBetIfOpen(row, now, session.mode === 'demo');
      if (!inserted.ok) {
        if (inserted.reason === 'closed') throw new BettingClosed();
        if (inserted.reason === 'funds') throw betRefused('insufficient_funds');
        const first = inserted.existing!;
        if (first.roundId !== input.roundId || first.stake !== stake || canonical(first.bets) !== canonical(checked.bet.bets))
          throw new AppError(409, RGS_ERROR_CODES.transaction_mismatch, 'This transaction id was already used for another bet');
        if (first.status === 'refused') throw new AppError(409, RGS_ERROR_CODES.insufficient_funds, 'This bet was refused');
        return { bet: betView(first), balance: await balanceOf(session) };
      }
      if (session.mode === 'demo') return { bet: betView(inserted.bet), balance: inserted.demoBalance ?? 0 };

      const transactionId = `live:${row.id}`;
      try {
        const answer = await deps.seamless.bet({
          playerId: session.playerId!,
          currency: session.currency,
          gameId: session.gameId,
          roundId: input.roundId,
          transactionId,
          amount: stake,
        });
        const placed = await repository.setBetStatus(row.id, ['pending'], 'placed');
        if (!placed) throw new BettingClosed(); // settled as unconfirmed meanwhile: the casino refunds it
        return { bet: betView(placed), balance: answer.balance };
      } catch (err) {
        if (err instanceof CasinoRefusal) {
          await repository.setBetStatus(row.id, ['pending'], 'refused', { win: 0, settledAt: clock.now() });
          throw err;
        }
        if (err instanceof CasinoUnavailable) {
          // outcome unknown: cancel it now (the round's settlement would cancel it too)
          await refund({ ...inserted.bet }).catch(() => {});
          throw new AppError(503, 503, 'The game cannot reach the casino, try again');
        }
        throw err;
      }
    },
  };
}
export type LiveService = ReturnType<typeof createLiveService>;
