import {
  RGS_ERROR_CODES,
  realtimeChannel,
  realtimeEvent,
  type SeamlessAnswer,
  type SeamlessBalanceRequest,
  type SeamlessBetRequest,
  type SeamlessRollbackRequest,
} from '@fortuna/contracts';
import type { z } from 'zod';
import type { seamlessWinRequestSchema } from '@fortuna/contracts';
import type { Clock } from '../../../platform/clock';
import type { Db } from '../../../platform/db';
import { AppError, badRequest } from '../../../platform/errors';
import type { RealtimePublisher } from '../../../platform/realtime';
import { AlreadyRolledBackError, InsufficientFundsError, type TransactionResult, type WalletService } from '../../wallet';
import { betRefused, gameBlocked } from '../rgs.errors';
import { gameBlockReason, type BonusPort, type GameCatalogPort, type LimitsPort, type PlayerPort } from '../rgs.ports';
import { jackpotQueries, seamlessStatements, type SeamlessClaim, type SeamlessRow } from './seamless.repository';

type StoredAnswer = SeamlessRow['answer'];

/** A transaction id used again for a different request. */
const transactionMismatch = () =>
  new AppError(409, RGS_ERROR_CODES.transaction_mismatch, 'This transaction id was already used for another request');

type WinRequest = z.output<typeof seamlessWinRequestSchema>;

export interface SeamlessDeps {
  db: Db;
  wallet: WalletService;
  clock: Clock;
  realtime: RealtimePublisher;
  projectId: string;
  catalog: GameCatalogPort;
  players: PlayerPort;
  limits: LimitsPort;
  bonuses: BonusPort;
  /** the amount a pool restarts from after a win (minor units) */
  jackpotSeed?: number;
}

/** Ledger idempotency keys of seamless movements (namespaced so no other module collides). */
const key = (transactionId: string, part = '') => `sw:${transactionId}${part}`;

function playerBalanceAfter(result: TransactionResult, playerId: string): number | null {
  const entry = result.entries.find((e) => 'playerId' in e.account && e.account.playerId === playerId && e.account.kind === 'real');
  return entry ? entry.balanceAfter : null;
}

/**
 * The casino side of the seamless wallet: what an external studio's calls do to the ledger.
 * Idempotent on the studio's transaction id (a duplicate gets the first answer); a rollback that
 * arrives before its bet is answered OK and the late bet is refused.
 */
export function createSeamlessService(deps: SeamlessDeps) {
  const { wallet, clock } = deps;
  const seed = deps.jackpotSeed ?? 5_000_00;
  const jackpots = jackpotQueries(deps.db);

  async function publishPool(poolId: string) {
    const pool = await jackpots.pool(poolId);
    if (!pool) return;
    try {
      await deps.realtime.publish(
        realtimeChannel.jackpot(deps.projectId),
        realtimeEvent('jackpotPool', { poolId, currency: pool.currency, amount: pool.amount }),
      );
    } catch {
      // the meter catches up on the next change; a committed bet is never undone for a push
    }
  }

  /**
   * Insert-or-return-first: the first call with a transaction id claims it and moves the money; a
   * duplicate (even one racing it) gets the first answer; a replay that differs in what it asks
   * (kind, player, game, round, currency, amount, the bet it cancels) is refused with 409 and moves nothing.
   */
  async function claimOrReplay(stmts: ReturnType<typeof seamlessStatements>, claim: SeamlessClaim): Promise<StoredAnswer | null> {
    if (await stmts.claim(claim)) return null;
    const first = await stmts.claimed(
      claim.transactionId,
      claim.kind === 'rollback' ? (claim.originalTransactionId ?? undefined) : undefined,
    );
    if (!first) throw transactionMismatch();
    const viaOriginal = first.transactionId !== claim.transactionId;
    const same =
      first.kind === claim.kind &&
      first.playerId === claim.playerId &&
      (first.originalTransactionId ?? null) === (claim.originalTransactionId ?? null) &&
      (viaOriginal ||
        (first.gameId === claim.gameId &&
          first.roundId === claim.roundId &&
          first.currency === claim.currency &&
          first.amount === claim.amount));
    if (!same) throw transactionMismatch();
    return first.answer;
  }

  async function realBalance(playerId: string, currency: string) {
    return (await wallet.balance(playerId, currency)).real;
  }

  async function checkBet(req: SeamlessBetRequest) {
    const game = await deps.catalog.byId(req.gameId);
    if (!game) throw badRequest('Unknown game', { gameId: ['unknown'] });
    const facts = await deps.players.facts(req.playerId);
    if (facts.blocked) throw betRefused('player_blocked');
    if (facts.selfExcluded) throw betRefused('self_excluded');
    const reason = gameBlockReason(game, {
      currency: req.currency,
      country: facts.country,
      bonusActive: await deps.bonuses.hasActiveBonus(req.playerId, req.currency),
    });
    if (reason) throw gameBlocked(reason);
    const limit = await deps.limits.checkBet({ playerId: req.playerId, currency: req.currency, amount: req.amount, gameId: req.gameId });
    if (limit) throw betRefused(limit);
    if (req.jackpot && (!game.jackpotPoolId || !req.jackpot.poolId.startsWith(`${game.jackpotPoolId}-`))) {
      throw badRequest('This game does not feed that jackpot', { jackpot: ['unknown pool'] });
    }
    if (req.jackpot && req.jackpot.contribution > req.amount) throw badRequest('Contribution above the bet', { jackpot: ['too large'] });
  }

  return {
    async balance(req: SeamlessBalanceRequest): Promise<SeamlessAnswer> {
      return { status: 'OK', balance: await realBalance(req.playerId, req.currency), currency: req.currency };
    },

    async bet(req: SeamlessBetRequest): Promise<SeamlessAnswer> {
      await checkBet(req);
      const poolId = req.jackpot && req.jackpot.contribution > 0 ? req.jackpot.poolId : null;
      const answer = await wallet
        .runInTransaction(async (tx, ledger) => {
          const stmts = seamlessStatements(tx);
          const first = await claimOrReplay(stmts, { ...req, kind: 'bet', createdAt: clock.now() });
          if (first) return first;
          const debit = await ledger.debit({
            kind: 'bet',
            idempotencyKey: key(req.transactionId),
            playerId: req.playerId,
            currency: req.currency,
            amount: req.amount,
            reference: req.roundId,
            refuseIfRolledBack: true,
            metadata: { gameId: req.gameId, roundId: req.roundId },
          });
          if (poolId) {
            const at = clock.now();
            if (await stmts.createPool({ id: poolId, currency: req.currency, seed, at })) {
              await ledger.transfer({
                kind: 'jackpot_seed',
                idempotencyKey: `jackpot:${poolId}:seed:1`,
                currency: req.currency,
                amount: seed,
                from: { system: 'house' },
                to: { system: 'jackpot_pool' },
              });
            }
            await stmts.lockPool(poolId);
            await ledger.transfer({
              kind: 'jackpot_contribution',
              idempotencyKey: key(req.transactionId, ':jp'),
              currency: req.currency,
              amount: req.jackpot!.contribution,
              from: { system: 'house' },
              to: { system: 'jackpot_pool' },
              reference: req.roundId,
            });
            await stmts.addToPool(poolId, req.jackpot!.contribution, at);
          }
          const stored = {
            status: 'OK' as const,
            balance: playerBalanceAfter(debit, req.playerId) ?? 0,
            currency: req.currency,
            transactionId: debit.transactionId,
            ...(poolId ? { jackpotContribution: req.jackpot!.contribution, jackpotPoolId: poolId } : {}),
          };
          await stmts.complete(req.transactionId, debit.transactionId, stored);
          return stored;
        })
        .catch((err: unknown) => {
          if (err instanceof InsufficientFundsError) throw betRefused('insufficient_funds');
          if (err instanceof AlreadyRolledBackError) throw betRefused('rolled_back');
          throw err;
        });
      if (poolId) await publishPool(poolId);
      return strip(answer);
    },

    async win(req: WinRequest): Promise<SeamlessAnswer> {
      const game = await deps.catalog.byId(req.gameId);
      if (!game) throw badRequest('Unknown game', { gameId: ['unknown'] });
      if (req.jackpot && (!game.jackpotPoolId || !req.jackpot.poolId.startsWith(`${game.jackpotPoolId}-`))) {
        throw badRequest('This game does not pay that jackpot', { jackpot: ['unknown pool'] });
      }
      let paidPool: string | null = null;
      const answer = await wallet.runInTransaction(async (tx, ledger) => {
        const stmts = seamlessStatements(tx);
        const first = await claimOrReplay(stmts, { ...req, kind: 'win', createdAt: clock.now() });
        if (first) return first;
        let balance: number | null = null;
        let ledgerTransactionId: string | null = null;
        if (req.amount > 0) {
          const credit = await ledger.credit({
            kind: 'win',
            idempotencyKey: key(req.transactionId),
            playerId: req.playerId,
            currency: req.currency,
            amount: req.amount,
            reference: req.roundId,
            metadata: { gameId: req.gameId, roundId: req.roundId },
          });
          balance = playerBalanceAfter(credit, req.playerId);
          ledgerTransactionId = credit.transactionId;
        }
        let jackpotWin = 0;
        if (req.jackpot) {
          const pool = await stmts.lockPool(req.jackpot.poolId);
          if (pool && pool.amount > 0 && pool.currency === req.currency) {
            const at = clock.now();
            const paid = await ledger.credit({
              kind: 'jackpot_win',
              idempotencyKey: key(req.transactionId, ':jp'),
              playerId: req.playerId,
              currency: req.currency,
              amount: pool.amount,
              from: 'jackpot_pool',
              reference: req.roundId,
              metadata: { poolId: pool.id, generation: pool.generation },
            });
            jackpotWin = pool.amount;
            balance = playerBalanceAfter(paid, req.playerId);
            ledgerTransactionId ??= paid.transactionId;
            await ledger.transfer({
              kind: 'jackpot_seed',
              idempotencyKey: `jackpot:${pool.id}:seed:${pool.generation + 1}`,
              currency: req.currency,
              amount: pool.seed,
              from: { system: 'house' },
              to: { system: 'jackpot_pool' },
            });
            await stmts.resetPool(pool.id, pool.amount, at);
            paidPool = pool.id;
          }
        }
        const stored = {
          status: 'OK' as const,
          balance: balance ?? -1,
          currency: req.currency,
          ...(ledgerTransactionId ? { transactionId: ledgerTransactionId } : {}),
          jackpotWin,
        };
        await stmts.complete(req.transactionId, ledgerTransactionId, stored);
        return stored;
      });
      if (paidPool) await publishPool(paidPool);
      // a zero win moves nothing: the balance is read after commit (never through the pool inside the transaction)
      return strip(answer.balance < 0 ? { ...answer, balance: await realBalance(req.playerId, req.currency) } : answer);
    },

    async rollback(req: SeamlessRollbackRequest): Promise<SeamlessAnswer> {
      let pool: string | null = null;
      const answer = await wallet.runInTransaction(async (tx, ledger) => {
        const stmts = seamlessStatements(tx);
        const first = await claimOrReplay(stmts, { ...req, kind: 'rollback', amount: 0, createdAt: clock.now() });
        if (first) return first;
        const original = await stmts.find(req.originalTransactionId);
        if (original && original.playerId !== req.playerId) throw badRequest('Unknown transaction', { originalTransactionId: ['unknown'] });
        if (original && original.kind !== 'bet')
          throw badRequest('Only a bet can be rolled back', { originalTransactionId: ['not a bet'] });
        // recorded even when the bet has not arrived: the ledger then refuses the late bet
        const reversal = await ledger.reverse({
          originalKey: key(req.originalTransactionId),
          idempotencyKey: key(req.transactionId),
          playerId: req.playerId,
          currency: req.currency,
          reference: req.roundId,
        });
        let balance = playerBalanceAfter(reversal, req.playerId);
        const contribution = original?.answer.jackpotContribution ?? 0;
        if (original && contribution > 0 && original.answer.jackpotPoolId) {
          pool = original.answer.jackpotPoolId;
          await stmts.lockPool(pool);
          await ledger.reverse({ originalKey: key(req.originalTransactionId, ':jp'), idempotencyKey: key(req.transactionId, ':jp') });
          await stmts.addToPool(pool, -contribution, clock.now());
        }
        balance ??= -1;
        const stored = { status: 'OK' as const, balance, currency: req.currency, transactionId: reversal.transactionId };
        await stmts.complete(req.transactionId, reversal.transactionId, stored);
        return stored;
      });
      if (pool) await publishPool(pool);
      return strip(answer.balance < 0 ? { ...answer, balance: await realBalance(req.playerId, req.currency) } : answer);
    },

    jackpotPool: (id: string) => jackpots.pool(id),
    jackpotTotal: (currency: string) => jackpots.totalOf(currency),
  };
}
export type SeamlessService = ReturnType<typeof createSeamlessService>;

function strip(answer: SeamlessAnswer & { jackpotContribution?: number; jackpotPoolId?: string }): SeamlessAnswer {
  const { jackpotContribution: _c, jackpotPoolId: _p, ...rest } = answer;
  return rest;
}
