import type {
  AdminApproval,
  AdminWithdrawal,
  BonusHistoryItem,
  DocumentsRequested,
  FreeSpinsGrant,
  Message,
  Metrics,
  RoundHistory,
} from '@fortuna/contracts';
import { isIP } from 'node:net';
import type { Clock } from '../../platform/clock';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { ERROR_CODES } from '@fortuna/contracts';
import type { OperatorPrincipal } from '../../platform/http/operator-auth';
import type { CashierService, PaymentRow } from '../cashier';
import type { PlayerRow, PlayerService } from '../player';
import type { WalletService } from '../wallet';
import type { BackofficeRepository } from './backoffice.repository';
import type { OperatorApprovalRow, PlayerNoteRow } from './backoffice.tables';
import type { AnalyticsPorts } from './backoffice.reports';
import type { CompliancePorts } from './backoffice.compliance.routes';

/**
 * What the back office acts through: other modules' services, handed in by app.ts (the back office
 * never reads their tables).
 */
export interface BackofficePorts {
  players: Pick<PlayerService, 'find' | 'findByEmail' | 'findByLogin'>;
  wallet: Pick<WalletService, 'balances' | 'statement' | 'runInTransaction' | 'gamingTotals'>;
  cashier: Pick<CashierService, 'operator'>;
  /** the player's login history (auth module) */
  loginHistory(playerId: string, page: number, size: number): Promise<{ rows: { at: Date; ip: string; device: string; result: string }[] }>;
  /** players seen at a client address or on a device, and how many share one with a player (auth module) */
  seenAt?: {
    playersByIp(ip: string, limit: number): Promise<string[]>;
    playersByDevice(deviceId: string, limit: number): Promise<string[]>;
    linkedPlayers(playerId: string): Promise<number>;
  };
  /** ends every login session of the player (auth module) */
  endSessions(playerId: string, reason: string): Promise<unknown>;
  /** the player's latest rounds with their provably-fair seeds (the studio's own round history) */
  rounds?: (playerId: string) => Promise<RoundHistory['collection']>;
  /** the player's limits, self-exclusion and block (responsible-gaming module) */
  limits?: (playerId: string) => Promise<Metrics>;
  /** the player's latest bonuses and live free spins (bonuses module) */
  bonuses?: (playerId: string) => Promise<{ items: BonusHistoryItem[]; freeSpins: FreeSpinsGrant[] }>;
  /** the player's KYC review, steps and documents (verification module) */
  kyc?: (playerId: string) => Promise<DocumentsRequested>;
  /** turns the player's 2FA off (auth module); answers whether it was on */
  resetTwoFactor?: (playerId: string, by: { ip: string; requestId?: string }) => Promise<boolean>;
  /** the player's latest inbox messages, as the player sees them (messages module) */
  messages?: (playerId: string) => Promise<Message[]>;
  /** puts a message in the player's inbox (messages module: a broadcast to this one player) */
  sendMessage?: (playerId: string, message: { title: string; body: string }) => Promise<unknown>;
  /** sets the player's block status with a reason (responsible-gaming module: its history and events) */
  setBlock(
    playerId: string,
    blockStatus: number,
    reason: string,
    by: { ip?: string; requestId?: string },
  ): Promise<{ playerId: string; blockStatus: number; reason: string }>;
  /** the dashboard's and reports' read-only sources (wallet, player, games, queues) */
  analytics?: AnalyticsPorts;
  /** the compliance queues' sources (verification's review desk, privacy's operator steps, self-excluded players) */
  compliance?: CompliancePorts;
}

/** a withdrawal at or above this (minor units) is flagged large */
export const LARGE_WITHDRAWAL = 100_000;
/** a withdrawal whose player staked less than this share of it in the last 30 days is flagged */
const LITTLE_PLAY_SHARE = 1;
/** the most players one search by address or device lists */
const SEARCH_LIMIT = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const summary = (p: PlayerRow) => ({
  id: p.id,
  email: p.email,
  login: p.login,
  name: p.name ?? null,
  surname: p.surname ?? null,
  country: p.country ?? null,
  currency: p.currency ?? null,
  status: p.status,
  blockStatus: p.blockStatus,
  registeredAt: p.registeredAt.toISOString(),
});

export const noteView = (n: PlayerNoteRow) => ({ id: n.id, body: n.body, author: n.authorEmail, createdAt: n.createdAt.toISOString() });

export const approvalView = (a: OperatorApprovalRow): AdminApproval => ({
  id: a.id,
  kind: a.kind as AdminApproval['kind'],
  playerId: a.playerId,
  currency: a.currency,
  amount: a.amount,
  reason: a.reason,
  status: a.status as AdminApproval['status'],
  requestedBy: a.requestedByEmail,
  decidedBy: a.decidedByEmail,
  createdAt: a.createdAt.toISOString(),
  decidedAt: a.decidedAt?.toISOString() ?? null,
  transactionId: a.transactionId,
});

/** A person, not a key: maker/checker needs to know who is who. */
function person(principal: OperatorPrincipal | null): { id: string; email: string } {
  if (!principal?.operatorId) throw forbidden('This needs a signed-in operator (not an API key)');
  return { id: principal.operatorId, email: principal.actor };
}

/** Players, the withdrawal queue and maker/checker actions, over the other modules' services. */
export function createBackofficePlayers(deps: { repository: BackofficeRepository; clock: Clock; ports: BackofficePorts }) {
  const { repository, clock, ports } = deps;

  const player = async (id: string) => {
    const p = await ports.players.find(id);
    if (!p) throw notFound('Player not found');
    return p;
  };

  const summaries = async (ids: string[]) =>
    (await Promise.all(ids.map((id) => ports.players.find(id)))).flatMap((p) => (p ? [summary(p)] : []));

  const withdrawalView = async (p: PaymentRow): Promise<AdminWithdrawal> => {
    const owner = await ports.players.find(p.playerId);
    const flags: AdminWithdrawal['flags'] = [];
    if ((await ports.cashier.operator.withdrawalsBefore(p.playerId, p.createdAt)) === 0) flags.push('firstWithdrawal');
    const played = await ports.wallet.gamingTotals(p.playerId, p.currency, new Date(p.createdAt.getTime() - 30 * 86_400_000));
    if (played.staked < p.amount * LITTLE_PLAY_SHARE) flags.push('littlePlay');
    if (ports.seenAt && (await ports.seenAt.linkedPlayers(p.playerId)) > 0) flags.push('sharedDevice');
    if (p.amount >= LARGE_WITHDRAWAL) flags.push('largeAmount');
    return {
      id: p.id,
      playerId: p.playerId,
      playerEmail: owner?.email ?? null,
      playerLogin: owner?.login ?? null,
      status: p.status,
      reason: p.reason,
      amount: p.amount,
      currency: p.currency,
      paymentSystem: p.paymentSystem,
      createdAt: p.createdAt.toISOString(),
      flags,
    };
  };

  /** why a decision did not take: no such request, the maker's own, or decided already */
  const refusal = async (repo: BackofficeRepository, id: string, kind: string, by: { id: string }): Promise<never> => {
    const row = await repo.approval(id);
    if (!row || row.kind !== kind) throw notFound('No such request');
    if (row.requestedBy === by.id) throw new AppError(403, ERROR_CODES.forbidden, 'A second operator must decide on your own request');
    throw conflict(`The request is already ${row.status}`);
  };
  const decideOrExplain = async (id: string, kind: string, to: 'approved' | 'rejected', by: { id: string; email: string }) =>
    (await repository.decide(id, kind, to, by, clock.now())) ?? refusal(repository, id, kind, by);

  return {
    /**
     * By id, e-mail or login (exact), or every player seen at an IP address or on a device id (the
     * signed device cookie's), newest first, at most SEARCH_LIMIT.
     */
    async search(q: string) {
      if (isIP(q) && ports.seenAt) return summaries(await ports.seenAt.playersByIp(q, SEARCH_LIMIT));
      const found = UUID.test(q)
        ? await ports.players.find(q)
        : ((await ports.players.findByEmail(q.toLowerCase())) ?? (await ports.players.findByLogin(q)));
      if (found) return [summary(found)];
      return ports.seenAt ? summaries(await ports.seenAt.playersByDevice(q, SEARCH_LIMIT)) : [];
    },

    async card(id: string) {
      const p = await player(id);
      const balances = await ports.wallet.balances(id);
      const currencies = balances.length ? balances.map((b) => b.currency) : p.currency ? [p.currency] : [];
      const ledger = (
        await Promise.all(currencies.map(async (c) => (await ports.wallet.statement(id, c, 1, 20)).map((l) => ({ ...l, currency: c }))))
      )
        .flat()
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .slice(0, 30);
      const payments = await ports.cashier.operator.recentOfPlayer(id, 20);
      const logins = await ports.loginHistory(id, 1, 20);
      return {
        player: {
          ...summary(p),
          phone: p.phone ? `${p.phoneCode ?? ''}${p.phone}` : null,
          lastIp: p.lastIp ?? null,
          emailConfirmed: p.emailConfirmed,
          birthDate: p.birthDate ?? null,
          language: p.language ?? null,
        },
        balances: balances.map((b) => ({ currency: b.currency, real: b.real, bonus: b.bonus })),
        ledger: ledger.map((l) => ({
          transactionId: l.transactionId,
          kind: l.kind,
          account: l.account,
          currency: l.currency,
          amount: l.amount,
          balanceAfter: l.balanceAfter,
          createdAt: l.createdAt.toISOString(),
        })),
        payments: payments.map((x) => ({
          id: x.id,
          type: x.type as 'in' | 'out',
          status: x.status,
          amount: x.amount,
          currency: x.currency,
          paymentSystem: x.paymentSystem,
          reason: x.reason,
          createdAt: x.createdAt.toISOString(),
        })),
        logins: logins.rows.map((r) => ({ at: r.at.toISOString(), ip: r.ip, device: r.device, result: r.result })),
        approvals: (await repository.approvalsOfPlayer(id)).map(approvalView),
        rounds: ports.rounds ? await ports.rounds(id) : [],
        limits: ports.limits ? await ports.limits(id) : null,
        bonuses: ports.bonuses ? await ports.bonuses(id) : null,
        // the documents come from the identity vendor: when it cannot answer, the rest of the card still shows
        kyc: ports.kyc ? await ports.kyc(id).catch(() => null) : null,
        messages: ports.messages ? await ports.messages(id) : [],
        notes: (await repository.notesOfPlayer(id)).map(noteView),
      };
    },

    /** an operator's note on the player, kept with its author and time */
    async addNote(principal: OperatorPrincipal | null, id: string, body: string) {
      const author = person(principal);
      await player(id);
      return noteView(
        await repository.insertNote({ playerId: id, authorId: author.id, authorEmail: author.email, body, createdAt: clock.now() }),
      );
    },

    async block(id: string, blockStatus: number, reason: string, by: { ip?: string; requestId?: string }) {
      const before = await player(id);
      const after = await ports.setBlock(id, blockStatus, reason, by);
      return { before: { blockStatus: before.blockStatus }, after };
    },

    async endSessions(id: string, reason: string) {
      await player(id);
      await ports.endSessions(id, `operator: ${reason}`.slice(0, 200));
    },

    /** turns the player's 2FA off (a lost authenticator); the before and after go into the operator audit */
    async resetTwoFactor(id: string, by: { ip: string; requestId?: string }) {
      await player(id);
      if (!ports.resetTwoFactor) throw notFound('Two-factor authentication is not available');
      const wasOn = await ports.resetTwoFactor(id, by);
      return { before: { twoFactor: wasOn }, after: { twoFactor: false as const } };
    },

    async sendMessage(id: string, message: { title: string; body: string }) {
      await player(id);
      if (!ports.sendMessage) throw notFound('Messages are not available');
      await ports.sendMessage(id, message);
    },

    /** maker: asks for a block to be lifted; another operator carries it out */
    async requestUnblock(principal: OperatorPrincipal | null, id: string, reason: string) {
      const maker = person(principal);
      const p = await player(id);
      if (p.blockStatus === 0) throw badRequest('The player is not blocked');
      return repository.insertApproval({
        kind: 'block.lift',
        playerId: id,
        reason,
        requestedBy: maker.id,
        requestedByEmail: maker.email,
        createdAt: clock.now(),
      });
    },

    /** maker: asks for a manual adjustment of the player's real balance */
    async requestAdjustment(principal: OperatorPrincipal | null, id: string, input: { currency: string; amount: number; reason: string }) {
      const maker = person(principal);
      await player(id);
      return repository.insertApproval({
        kind: 'balance.adjust',
        playerId: id,
        currency: input.currency,
        amount: input.amount,
        reason: input.reason,
        requestedBy: maker.id,
        requestedByEmail: maker.email,
        createdAt: clock.now(),
      });
    },

    approvals: (status: string, playerId?: string) => repository.approvals(status, playerId),

    /**
     * checker: books the adjustment as one balanced ledger transaction against the house account.
     * The claim (pending → approved, not by the maker) and the booking commit together, and the
     * idempotency key is the request's id: parallel approvals book it once.
     */
    async approveAdjustment(principal: OperatorPrincipal | null, id: string) {
      const checker = person(principal);
      return ports.wallet.runInTransaction(async (tx, ledger) => {
        const repo = repository.withTx(tx);
        const decided =
          (await repo.decide(id, 'balance.adjust', 'approved', checker, clock.now())) ??
          (await refusal(repo, id, 'balance.adjust', checker));
        const amount = decided.amount!;
        const booked = await ledger.post({
          kind: 'adjustment',
          idempotencyKey: `backoffice-adjustment:${decided.id}`,
          currency: decided.currency!,
          playerId: decided.playerId,
          reference: decided.id,
          legs: [
            { account: { playerId: decided.playerId, kind: 'real' }, amount },
            { account: { system: 'house' }, amount: -amount },
          ],
          metadata: { reason: decided.reason, maker: decided.requestedByEmail, checker: checker.email },
        });
        await repo.setApprovalTransaction(decided.id, booked.transactionId);
        return { ...decided, transactionId: booked.transactionId };
      });
    },

    async approveUnblock(principal: OperatorPrincipal | null, id: string, by: { ip?: string; requestId?: string }) {
      const checker = person(principal);
      const decided = await decideOrExplain(id, 'block.lift', 'approved', checker);
      try {
        await ports.setBlock(
          decided.playerId,
          0,
          `${decided.reason} (asked by ${decided.requestedByEmail}, approved by ${checker.email})`,
          by,
        );
      } catch (err) {
        await repository.reopenApproval(id);
        throw err;
      }
      return decided;
    },

    async reject(principal: OperatorPrincipal | null, id: string, kind: 'balance.adjust' | 'block.lift') {
      return decideOrExplain(id, kind, 'rejected', person(principal));
    },

    // --- withdrawals ------------------------------------------------------------------------------
    async withdrawals(status: string, page: number, pageSize: number) {
      const { rows, total } = await ports.cashier.operator.withdrawalQueue(status, page, pageSize);
      return { items: await Promise.all(rows.map(withdrawalView)), total, page };
    },
    async withdrawal(id: string) {
      const p = await ports.cashier.operator.payment(id);
      if (!p || p.type !== 'out') throw notFound('Withdrawal not found');
      return p;
    },
    withdrawalView,
    /** the cashier's own operator steps, on a withdrawal only */
    async cashierStep(name: 'approve' | 'settle', id: string) {
      const p = await this.withdrawal(id);
      return name === 'approve' ? ports.cashier.operator.approve(p.id) : ports.cashier.operator.settle(p.id);
    },
    async cashierReject(id: string, reason: number) {
      const p = await this.withdrawal(id);
      return ports.cashier.operator.reject(p.id, reason);
    },
  };
}
export type BackofficePlayers = ReturnType<typeof createBackofficePlayers>;
