import { randomUUID } from 'node:crypto';
import {
  BLOCK_STATUS,
  currencyOrDefault,
  DEPOSIT_LIMIT_PERIODS,
  formatAmount,
  formatUtcDateTime,
  formatUtcMinute,
  LIMIT_WINDOW_MS,
  LOSS_HISTORY_PERIODS,
  LOSS_HISTORY_WINDOW_MS,
  REALITY_CHECK_MINUTES,
  realtimeChannel,
  realtimeEvent,
  SESSION_IDLE_MS,
  SESSION_LIMIT_MINUTES,
  type BetLimitReason,
  type LimitPeriod,
  type LostMoney,
  type MetricDelete,
  type MetricId,
  type Metrics,
  type MetricSave,
  type MoneyLimitKind,
  type MoneyLimits,
  type SelfExclusionChoice,
  type SelfExclusionMetric,
  type SessionStatistic,
} from '@fortuna/contracts';
import type { AuditLog } from '../../platform/audit/audit';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import type { EventBus } from '../../platform/events';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import type { RealtimePublisher } from '../../platform/realtime';
import type { PlayerService } from '../player';
import { RESPONSIBLE_GAMING_EVENTS } from './responsible-gaming.events';
import { exclusionStartedMail } from './responsible-gaming.messages';
import type { ExclusionRow, LimitRow, ResponsibleGamingRepository, SessionRow } from './responsible-gaming.repository';
import {
  changeLimit,
  effectiveLimit,
  excludes,
  isTimeout,
  limitKind,
  mayRequestReopen,
  NO_LIMIT,
  realityCheckDueAt,
  reopenDelayOf,
  startExclusion,
  type LimitKind,
  type StoredLimit,
} from './responsible-gaming.rules';

/** Who asked, for the audit log. */
export interface Requester {
  ip?: string;
  requestId?: string;
}

export interface ResponsibleGamingDeps {
  repository: ResponsibleGamingRepository;
  audit: AuditLog;
  clock: Clock;
  realtime: RealtimePublisher;
  projectId: string;
  /** the ledger's view of a player's games and balance (wallet module) */
  wallet: {
    gamingTotals(playerId: string, currency: string, since: Date): Promise<{ staked: number; won: number }>;
    balance(playerId: string, currency: string): Promise<{ balance: number }>;
  };
  players: Pick<PlayerService, 'find' | 'setExclusion' | 'setBlockStatus' | 'resetTermsAcceptance'>;
  /** ends every login session of the player (auth module), in the caller's transaction when given */
  endSessions(playerId: string, reason: string, tx?: Db): Promise<unknown>;
  mailer?: Pick<Mailer, 'send'>;
  /** domain events (a limit change taking effect) */
  events?: EventBus;
}

/** This player's deposits since a time (the cashier's figure, handed to the routes in app.ts). */
export type DepositedSince = (playerId: string, currency: string, since: Date) => Promise<number>;

/** a session's last activity is written at most this often */
const TOUCH_EVERY_MS = 60_000;

export function createResponsibleGamingService(deps: ResponsibleGamingDeps) {
  const { repository, clock, players, wallet } = deps;

  const currencyOf = async (playerId: string, tx?: Db) => currencyOrDefault((await players.find(playerId, tx))?.currency);
  const stored = (rows: LimitRow[], kind: LimitKind): StoredLimit => rows.find((r) => r.kind === kind) ?? NO_LIMIT;

  async function push(playerId: string, event: ReturnType<typeof realtimeEvent>) {
    await deps.realtime.publish(realtimeChannel.profile(deps.projectId, playerId), event).catch(() => {});
  }
  const changed = (playerId: string, change: 'limits' | 'realityCheck' | 'selfExclusion' | 'terms') =>
    push(playerId, realtimeEvent('responsibleGaming', { change }));

  // --- exclusions ----------------------------------------------------------------------------

  /** Lifts an exclusion whose time has come: the account reopens (also done by the scheduler). */
  async function lift(e: ExclusionRow) {
    const now = clock.now();
    const lifted = await repository.transaction(async (tx) => {
      if (!(await repository.withTx(tx).liftExclusion(e.id, now))) return false;
      await players.setExclusion(e.playerId, { selfExcluded: false, suspendedUntil: null }, tx);
      await deps.audit.withTx(tx).write({ event: 'rg.exclusionLifted', playerId: e.playerId, details: { choice: e.choice } });
      return true;
    });
    if (lifted) await changed(e.playerId, 'selfExclusion');
  }

  /** The player's open exclusion, or null once it is over (lifted on the way when due). */
  async function currentExclusion(playerId: string, tx?: Db, read?: ExclusionRow | null): Promise<ExclusionRow | null> {
    const e = read === undefined ? await repository.withTx(tx).openExclusion(playerId) : read;
    if (!e) return null;
    if (excludes(e, clock.now())) return e;
    if (!tx) await lift(e);
    return null;
  }

  function presentExclusion(e: ExclusionRow, now: Date): SelfExclusionMetric {
    return {
      id: e.id,
      choice: e.choice as SelfExclusionChoice,
      type: isTimeout(e.choice as SelfExclusionChoice) ? 'timeout' : 'selfExclusion',
      expiresAt: e.expiresAt ? formatUtcDateTime(e.expiresAt) : null,
      updatedAt: formatUtcDateTime(e.updatedAt),
      expiresAtIso: e.expiresAt?.toISOString() ?? null,
      minimalAllowed: e.choice === 'indefinite' ? '7_day' : '24_hours',
      requestedDelete: !!e.reopenRequestedAt,
      unlockWasRequested: !!e.reopenRequestedAt,
      reopensAt: e.reopensAt?.toISOString() ?? null,
      canRequestReopen: mayRequestReopen(e, now),
    };
  }

  // --- sessions ------------------------------------------------------------------------------

  /**
   * The player's playing session, opened or renewed as needed; `authSessionId` ties it to a login.
   * `open` is the open session when the caller has just read it (the bet check), else it is read here.
   */
  async function session(playerId: string, authSessionId: string | null, open?: SessionRow | null): Promise<SessionRow> {
    const now = clock.now();
    let s = open === undefined ? await repository.openSession(playerId) : open;
    const otherLogin = !!s && !!authSessionId && !!s.authSessionId && s.authSessionId !== authSessionId;
    if (s && (otherLogin || now.getTime() - s.lastActivityAt.getTime() > SESSION_IDLE_MS)) {
      await repository.endSession(s.id, now);
      s = null;
    }
    if (!s) {
      s =
        (await repository.insertSession({
          id: randomUUID(),
          playerId,
          authSessionId,
          startedAt: now,
          lastActivityAt: now,
          realityCheckFrom: now,
        })) ?? (await repository.openSession(playerId));
      if (!s) throw new AppError(409, 409, 'Please try again');
      return s;
    }
    const patch: Parameters<typeof repository.touchSession>[1] = {};
    if (authSessionId && !s.authSessionId) patch.authSessionId = authSessionId;
    if (now.getTime() - s.lastActivityAt.getTime() >= TOUCH_EVERY_MS) patch.lastActivityAt = now;
    if (Object.keys(patch).length) {
      await repository.touchSession(s.id, patch);
      s = { ...s, ...patch };
    }
    return s;
  }

  async function realityCheckOf(playerId: string, s: SessionRow) {
    const minutes = (await repository.settings(playerId))?.realityCheckMinutes ?? null;
    const dueAt = realityCheckDueAt(s.realityCheckFrom, minutes);
    return { minutes, dueAt, due: !!dueAt && dueAt <= clock.now() };
  }

  // --- limits --------------------------------------------------------------------------------

  async function moneyLimits(
    kind: MoneyLimitKind,
    rows: LimitRow[],
    currency: string,
    used: (period: LimitPeriod) => Promise<number>,
  ): Promise<MoneyLimits> {
    const now = clock.now();
    const one = async (period: LimitPeriod) => {
      const row = stored(rows, limitKind(kind, period));
      const e = effectiveLimit(row, now);
      return {
        value: e.value,
        used: await used(period),
        pending: e.pending ? { value: e.pending.value, effectiveAt: e.pending.at.toISOString() } : null,
        updatedAt: 'updatedAt' in row ? (row as LimitRow).updatedAt.toISOString() : null,
      };
    };
    return { currency, daily: await one('daily'), weekly: await one('weekly'), monthly: await one('monthly') };
  }

  /** stakes and net losses over each period's rolling window, read once per window */
  function gamingUsage(playerId: string, currency: string) {
    const cache = new Map<LimitPeriod, Promise<{ staked: number; won: number }>>();
    const totals = (period: LimitPeriod) => {
      let p = cache.get(period);
      if (!p) {
        p = wallet.gamingTotals(playerId, currency, new Date(clock.now().getTime() - LIMIT_WINDOW_MS[period]));
        cache.set(period, p);
      }
      return p;
    };
    return {
      wager: async (period: LimitPeriod) => (await totals(period)).staked,
      loss: async (period: LimitPeriod) => {
        const t = await totals(period);
        return Math.max(0, t.staked - t.won);
      },
    };
  }

  async function changeLimits(playerId: string, kind: LimitKind, next: number | null, by: Requester) {
    const now = clock.now();
    const result = await repository.transaction(async (tx) => {
      const [row] = await repository.withTx(tx).lockLimits(playerId, [kind], now);
      const after = changeLimit(row, next, now);
      await repository.withTx(tx).saveLimit({ playerId, kind, ...after, updatedAt: now });
      await deps.audit.withTx(tx).write({
        event: 'rg.limitChanged',
        playerId,
        ip: by.ip,
        requestId: by.requestId,
        details: { kind, asked: next, applies: after.value, pending: after.hasPending ? after.pendingValue : undefined },
      });
      return after;
    });
    await changed(playerId, 'limits');
    return result;
  }

  const moneyBody = (body: MetricSave) => {
    if (!body.period) throw badRequest('Choose a period', { period: ['required'] });
    if (body.amount === undefined) throw badRequest('Enter an amount', { amount: ['required'] });
    return { period: body.period, minor: body.amount * 100 };
  };

  // --- exclusions (start, reopen) --------------------------------------------------------------

  async function exclude(playerId: string, choice: SelfExclusionChoice, by: Requester) {
    const now = clock.now();
    const player = await players.find(playerId);
    if (!player) throw notFound('Player not found');
    const next = startExclusion(choice, now);
    await repository.transaction(async (tx) => {
      const repo = repository.withTx(tx);
      const open = await repo.lockExclusion(playerId);
      if (open && excludes(open, now) && open.signInFrom > now) throw conflict('You are already taking a break');
      // a self-exclusion whose period is over (signed in to reopen) gives way to the new choice
      if (open) await repo.liftExclusion(open.id, now);
      await repo.insertExclusion({ id: randomUUID(), playerId, ...next, updatedAt: now });
      await players.setExclusion(playerId, { selfExcluded: true, suspendedUntil: next.signInFrom }, tx);
      await repo.endSessionsOf(playerId, now);
      await deps.endSessions(playerId, 'self_exclusion', tx);
      await deps.audit.withTx(tx).write({
        event: 'rg.selfExcluded',
        playerId,
        ip: by.ip,
        requestId: by.requestId,
        details: { choice, until: next.expiresAt?.toISOString() ?? null },
      });
    });
    // every open page logs out at once; the mail confirms it in the player's language
    await push(playerId, realtimeEvent('selfExcluded', { until: next.expiresAt?.toISOString() ?? null }));
    const mail = exclusionStartedMail(player.language, next.expiresAt ? formatUtcMinute(next.expiresAt) : null);
    await deps.mailer
      ?.send({ to: player.email, ...mail, links: [], template: 'rg.exclusionStarted', locale: player.language, playerId })
      .catch(() => {});
  }

  async function requestReopen(playerId: string, by: Requester) {
    const now = clock.now();
    await repository.transaction(async (tx) => {
      const repo = repository.withTx(tx);
      const open = await repo.lockExclusion(playerId);
      if (!open || !excludes(open, now)) throw notFound('Your account is not closed');
      if (open.reopenRequestedAt) throw conflict('Reopening was already asked for');
      if (!mayRequestReopen(open, now)) {
        const from = open.expiresAt ?? open.signInFrom;
        throw conflict(`Your account can be reopened after ${formatUtcMinute(from)} (UTC)`);
      }
      await repo.updateExclusion(open.id, {
        reopenRequestedAt: now,
        reopensAt: new Date(now.getTime() + reopenDelayOf(open.choice)),
        updatedAt: now,
      });
      await deps.audit.withTx(tx).write({ event: 'rg.reopenRequested', playerId, ip: by.ip, requestId: by.requestId, details: {} });
    });
    await changed(playerId, 'selfExclusion');
  }

  // --- the service -----------------------------------------------------------------------------

  async function metrics(playerId: string, depositedSince?: DepositedSince): Promise<Metrics> {
    const now = clock.now();
    const player = await players.find(playerId);
    const currency = currencyOrDefault(player?.currency);
    const rows = await repository.limits(playerId);
    const usage = gamingUsage(playerId, currency);
    const deposits = async (period: LimitPeriod) =>
      depositedSince ? depositedSince(playerId, currency, new Date(now.getTime() - LIMIT_WINDOW_MS[period])) : 0;
    const sessionRow = stored(rows, 'session');
    const sessionLimit = effectiveLimit(sessionRow, now);
    const settings = await repository.settings(playerId);
    const exclusion = await currentExclusion(playerId);
    const block = await repository.lastBlock(playerId);
    const blockStatus = player?.blockStatus ?? BLOCK_STATUS.none;
    return {
      deposit: await moneyLimits('deposit', rows, currency, deposits),
      loss: await moneyLimits('loss', rows, currency, usage.loss),
      wager: await moneyLimits('wager', rows, currency, usage.wager),
      session: {
        value: sessionLimit.value,
        pending: sessionLimit.pending ? { value: sessionLimit.pending.value, effectiveAt: sessionLimit.pending.at.toISOString() } : null,
        updatedAt: 'updatedAt' in sessionRow ? (sessionRow as LimitRow).updatedAt.toISOString() : null,
      },
      realityCheck: { value: settings?.realityCheckMinutes ?? null, updatedAt: settings?.updatedAt.toISOString() ?? null },
      selfExclusion: exclusion ? presentExclusion(exclusion, now) : null,
      block: {
        blockStatus,
        reason: blockStatus !== BLOCK_STATUS.none && block?.blockStatus === blockStatus ? block.reason : null,
        since: blockStatus !== BLOCK_STATUS.none && block?.blockStatus === blockStatus ? block.createdAt.toISOString() : null,
      },
      now: now.toISOString(),
    };
  }

  /** Refuses the bet when a limit, a due reality check, the terms or an exclusion say so; the reason is kept for the game. */
  async function betRefusal(input: { playerId: string; currency: string; amount: number }): Promise<{
    reason: BetLimitReason;
    period: LimitPeriod | null;
  } | null> {
    const { playerId, amount } = input;
    const now = clock.now();
    // the exclusion, the open session, the reality-check interval and the limits in one read
    const facts = await repository.betFacts(playerId);
    if (await currentExclusion(playerId, undefined, facts.exclusion)) return { reason: 'selfExcluded', period: null };
    const player = await players.find(playerId);
    if (player && (!player.termsAccepted || !player.policyAccepted)) return { reason: 'terms', period: null };
    const s = await session(playerId, null, facts.session);
    const dueAt = realityCheckDueAt(s.realityCheckFrom, facts.realityCheckMinutes);
    if (dueAt && dueAt <= clock.now()) return { reason: 'realityCheck', period: null };
    const rows = facts.limits;
    const sessionMinutes = effectiveLimit(stored(rows, 'session'), now).value;
    if (sessionMinutes && now.getTime() >= s.startedAt.getTime() + sessionMinutes * 60_000) return { reason: 'sessionLimit', period: null };
    const usage = gamingUsage(playerId, input.currency);
    for (const period of DEPOSIT_LIMIT_PERIODS) {
      const wager = effectiveLimit(stored(rows, limitKind('wager', period)), now).value;
      if (wager !== null && (await usage.wager(period)) + amount > wager) return { reason: 'wagerLimit', period };
      const loss = effectiveLimit(stored(rows, limitKind('loss', period)), now).value;
      if (loss !== null && (await usage.loss(period)) + amount > loss) return { reason: 'lossLimit', period };
    }
    return null;
  }

  return {
    metrics,

    async save(playerId: string, id: MetricId, body: MetricSave, by: Requester = {}) {
      switch (id) {
        case 'deposit':
        case 'loss':
        case 'wager': {
          const { period, minor } = moneyBody(body);
          await changeLimits(playerId, limitKind(id, period), minor, by);
          break;
        }
        case 'session': {
          const m = body.minutes;
          if (m === undefined || m < SESSION_LIMIT_MINUTES.min || m > SESSION_LIMIT_MINUTES.max)
            throw badRequest(`Choose ${SESSION_LIMIT_MINUTES.min} to ${SESSION_LIMIT_MINUTES.max} minutes`, { minutes: ['range'] });
          await changeLimits(playerId, 'session', m, by);
          break;
        }
        case 'realityCheck': {
          const m = body.minutes;
          if (m === undefined || !(REALITY_CHECK_MINUTES as readonly number[]).includes(m))
            throw badRequest('Choose 15, 30, 45 or 60 minutes', { minutes: ['15, 30, 45 or 60'] });
          await repository.setRealityCheck(playerId, m, clock.now());
          // the new interval counts from now
          const s = await repository.openSession(playerId);
          if (s) await repository.touchSession(s.id, { realityCheckFrom: clock.now() });
          await deps.audit.write({ event: 'rg.realityCheckSet', playerId, ip: by.ip, requestId: by.requestId, details: { minutes: m } });
          await changed(playerId, 'realityCheck');
          break;
        }
        case 'selfExclusion': {
          if (!body.choice) throw badRequest('Choose how long', { choice: ['required'] });
          if (body.confirm !== true) throw badRequest('Please confirm', { confirm: ['required'] });
          await exclude(playerId, body.choice, by);
          break;
        }
      }
      return metrics(playerId);
    },

    async remove(playerId: string, id: MetricId, body: MetricDelete, by: Requester = {}) {
      switch (id) {
        case 'deposit':
        case 'loss':
        case 'wager':
          if (!body.period) throw badRequest('Choose a period', { period: ['required'] });
          await changeLimits(playerId, limitKind(id, body.period), null, by);
          break;
        case 'session':
          await changeLimits(playerId, 'session', null, by);
          break;
        case 'realityCheck':
          await repository.setRealityCheck(playerId, null, clock.now());
          await deps.audit.write({ event: 'rg.realityCheckSet', playerId, ip: by.ip, requestId: by.requestId, details: { minutes: null } });
          await changed(playerId, 'realityCheck');
          break;
        case 'selfExclusion':
          await requestReopen(playerId, by);
          break;
      }
      return metrics(playerId);
    },

    async lostMoney(playerId: string): Promise<LostMoney> {
      const now = clock.now().getTime();
      const currency = await currencyOf(playerId);
      const items = [];
      for (const period of LOSS_HISTORY_PERIODS) {
        const t = await wallet.gamingTotals(playerId, currency, new Date(now - LOSS_HISTORY_WINDOW_MS[period]));
        items.push({ period, bets: t.staked, wins: t.won, lost: t.staked - t.won });
      }
      return { currency, items };
    },

    async sessionStatistic(playerId: string, authSessionId: string | null): Promise<SessionStatistic> {
      const s = await session(playerId, authSessionId);
      const now = clock.now();
      const currency = await currencyOf(playerId);
      const totals = await wallet.gamingTotals(playerId, currency, s.startedAt);
      const rc = await realityCheckOf(playerId, s);
      const sessionMinutes = effectiveLimit(stored(await repository.limits(playerId), 'session'), now).value;
      const refusal = s.lastRefusal;
      return {
        sessionId: s.id,
        startedAt: s.startedAt.toISOString(),
        now: now.toISOString(),
        time: Math.max(0, Math.floor((now.getTime() - s.startedAt.getTime()) / 1000)),
        bets: totals.staked,
        wins: totals.won,
        net: totals.won - totals.staked,
        balance: (await wallet.balance(playerId, currency)).balance,
        currency,
        realityCheck: { intervalMinutes: rc.minutes, dueAt: rc.dueAt?.toISOString() ?? null, due: rc.due },
        sessionEndsAt: sessionMinutes ? new Date(s.startedAt.getTime() + sessionMinutes * 60_000).toISOString() : null,
        lastRefusal: refusal
          ? { reason: refusal.reason as BetLimitReason, at: refusal.at, period: (refusal.period as LimitPeriod) ?? null }
          : null,
      };
    },

    /** The player answered the reality check: recorded; play goes on from now, or the player is logged out. */
    async answerRealityCheck(playerId: string, authSessionId: string | null, answer: 'continue' | 'logout' | 'history') {
      const s = await session(playerId, authSessionId);
      const rc = await realityCheckOf(playerId, s);
      if (!rc.dueAt || !rc.due) throw conflict('No reality check is due');
      const now = clock.now();
      const currency = await currencyOf(playerId);
      const totals = await wallet.gamingTotals(playerId, currency, s.startedAt);
      await repository.recordRealityCheck({
        id: randomUUID(),
        playerId,
        sessionId: s.id,
        dueAt: rc.dueAt,
        answeredAt: now,
        answer,
        figures: { time: Math.floor((now.getTime() - s.startedAt.getTime()) / 1000), bets: totals.staked, wins: totals.won, currency },
      });
      await repository.touchSession(s.id, { realityCheckFrom: now, lastActivityAt: now });
      if (answer === 'logout') {
        await repository.endSession(s.id, now);
        await deps.endSessions(playerId, 'reality_check');
      }
      return { status: true as const };
    },

    /** The casino side of a bet (the RGS's LimitsPort): null allows it. */
    async checkBet(input: { playerId: string; currency: string; amount: number; gameId: string }) {
      const refusal = await betRefusal(input);
      if (!refusal) return null;
      const s = await session(input.playerId, null);
      await repository.touchSession(s.id, {
        lastRefusal: { reason: refusal.reason, at: clock.now().toISOString(), period: refusal.period },
      });
      return refusal.reason === 'selfExcluded' ? ('self_excluded' as const) : ('limit_exceeded' as const);
    },

    /**
     * The cashier's deposit-limit seam, inside the deposit's transaction with the player's cashier
     * row locked: the deposits counted here cannot change until this one is recorded.
     */
    async checkDeposit(input: {
      playerId: string;
      currency: string;
      amount: number;
      at: Date;
      tx: Db;
      depositedSince(since: Date): Promise<number>;
    }): Promise<{ allowed: true } | { allowed: false; message: string; reason: string }> {
      const { playerId, tx } = input;
      const now = clock.now();
      if (await currentExclusion(playerId, tx))
        return { allowed: false, message: 'The cashier is closed while you are taking a break', reason: 'selfExcluded' };
      const player = await players.find(playerId, tx);
      if (player && (!player.termsAccepted || !player.policyAccepted))
        return { allowed: false, message: 'Please accept the updated terms before your next deposit', reason: 'terms' };
      const rows = await repository.withTx(tx).limits(playerId);
      for (const period of DEPOSIT_LIMIT_PERIODS) {
        const limit = effectiveLimit(stored(rows, limitKind('deposit', period)), now).value;
        if (limit === null) continue;
        const used = await input.depositedSince(new Date(input.at.getTime() - LIMIT_WINDOW_MS[period]));
        if (used + input.amount > limit) {
          const left = Math.max(0, limit - used);
          return {
            allowed: false,
            message: `This deposit would go over your ${period} deposit limit of ${formatAmount(limit)} ${input.currency} (${formatAmount(left)} ${input.currency} left)`,
            reason: `depositLimit.${period}`,
          };
        }
      }
      return { allowed: true };
    },

    /** Closed to the cashier and to play (the cashier's self-exclusion seam). */
    isExcluded: async (playerId: string) => !!(await currentExclusion(playerId)),

    /** Applies what is due now: pending limit changes, reopenings. Run by the scheduler, and by tests on the fake clock. */
    async tick() {
      const now = clock.now();
      const applied = await repository.applyDueLimits(now);
      for (const playerId of new Set(applied.map((a) => a.playerId))) await changed(playerId, 'limits');
      // after the commit: what changed, for who listens (the inbox tells the player)
      for (const a of applied)
        await deps.events?.emit(RESPONSIBLE_GAMING_EVENTS.limitApplied, {
          playerId: a.playerId,
          kind: a.kind,
          value: a.value,
          currency: await currencyOf(a.playerId),
          effectiveAt: a.effectiveAt.toISOString(),
        });
      for (const e of await repository.dueExclusions(now)) await lift(e);
    },

    /** Operator: a block with its reason (values); a full block ends the player's sessions. */
    async setBlock(playerId: string, blockStatus: number, reason: string, by: Requester = {}) {
      if (!(await players.find(playerId))) throw notFound('Player not found');
      const now = clock.now();
      await repository.transaction(async (tx) => {
        await repository.withTx(tx).addBlock({ id: randomUUID(), playerId, blockStatus, reason, createdAt: now });
        await players.setBlockStatus(playerId, blockStatus, tx);
        if (blockStatus === BLOCK_STATUS.full) await deps.endSessions(playerId, 'blocked', tx);
        await deps.audit
          .withTx(tx)
          .write({ event: 'rg.blockChanged', playerId, ip: by.ip, requestId: by.requestId, details: { blockStatus, reason } });
      });
      await push(playerId, realtimeEvent('blockStatus', { blockStatus: blockStatus as 0 | 1 | 2 | 4 | 5 }));
      return { playerId, blockStatus, reason };
    },

    /** Operator: a new version of the terms and/or privacy policy; every player accepts it before the next deposit or bet. */
    async publishTerms(kind: 'terms' | 'privacy' | 'both', version: string, by: Requester = {}) {
      const kinds = kind === 'both' ? ['terms', 'privacy'] : [kind];
      const now = clock.now();
      await repository.transaction(async (tx) => {
        for (const k of kinds)
          if (!(await repository.withTx(tx).publishTerms(k, version, now))) throw conflict(`Version ${version} of ${k} exists already`);
        await players.resetTermsAcceptance({ terms: kinds.includes('terms'), policy: kinds.includes('privacy') }, tx);
        await deps.audit.withTx(tx).write({ event: 'rg.termsPublished', ip: by.ip, requestId: by.requestId, details: { kinds, version } });
      });
      return { kinds, version };
    },

    /** The player accepted: which versions, for the record. */
    async recordAcceptance(playerId: string, flags: { terms: boolean; policy: boolean }) {
      const current = await repository.currentTerms();
      const now = clock.now();
      if (flags.terms) await repository.recordAcceptance(playerId, 'terms', current.terms ?? 'initial', now);
      if (flags.policy) await repository.recordAcceptance(playerId, 'privacy', current.privacy ?? 'initial', now);
      await changed(playerId, 'terms');
    },
  };
}
export type ResponsibleGamingService = ReturnType<typeof createResponsibleGamingService>;
