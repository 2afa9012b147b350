import {
  RGS_ERROR_CODES,
  realtimeChannel,
  realtimeEvent,
  type JackpotView,
  type SeamlessAnswer,
  type SeamlessBalanceRequest,
  type SeamlessBetRequest,
  type SeamlessRollbackRequest,
  type SeamlessWinRequest,
} from '@fortuna/contracts';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { AppError, badRequest } from '../../platform/errors';
import type { RealtimePublisher } from '../../platform/realtime';
import { AlreadyRolledBackError, InsufficientFundsError, type Ledger, type TransactionResult, type WalletService } from '../wallet';
import { betRefused, type BetGateInput, type BonusMoney, type GameCatalogPort, type MoneySplit, type RoundMoney } from '../rgs';
import { checkPool, type BetGate } from './seamless.gate';
import type { JackpotPort } from './seamless.jackpot';
import type { SeamlessClaim, SeamlessRepository, StoredAnswer } from './seamless.repository';

/** A transaction id used again for a different request. */
const transactionMismatch = () =>
  new AppError(409, RGS_ERROR_CODES.transaction_mismatch, 'This transaction id was already used for another request');

export interface SeamlessDeps {
  repository: SeamlessRepository;
  wallet: WalletService;
  clock: Clock;
  realtime: RealtimePublisher;
  projectId: string;
  /** the single gate every bet passes */
  gate: BetGate;
  catalog: GameCatalogPort;
  jackpots: JackpotPort;
  /** what a pool shows before its first bet creates it (minor units) */
  jackpotSeed: number;
  /** currencies a pool may be shown in before it exists */
  currencies: ReadonlySet<string>;
  /** the shared pool's prefix (`<prefix>-<currency>`) */
  sharedPool: string;
  /** the bonus engine's split of stakes and wins (absent: all real money) */
  bonusMoney?: BonusMoney;
}

/** Ledger idempotency keys of seamless movements (namespaced so no other module collides). */
const key = (transactionId: string, part = '') => `sw:${transactionId}${part}`;

/**
 * The player's balance of one kind after a movement: from its entry when the movement touched that
 * account, else from the balances the movement reported (`withBalances`; not listed = no account,
 * 0); null when the result does not say (a replay).
 */
function playerBalanceAfter(result: TransactionResult, playerId: string, kind: 'real' | 'bonus' = 'real'): number | null {
  const entry = result.entries.find((e) => 'playerId' in e.account && e.account.playerId === playerId && e.account.kind === kind);
  if (entry) return entry.balanceAfter;
  if (!result.otherBalances) return null;
  return result.otherBalances.find((o) => o.playerId === playerId && o.kind === kind)?.balance ?? 0;
}

function strip(answer: StoredAnswer): SeamlessAnswer {
  const { jackpotContribution: _c, jackpotPoolId: _p, ...rest } = answer;
  return rest;
}

/** The wallet's refusals as the protocol's. */
function refusal(err: unknown): never {
  if (err instanceof InsufficientFundsError) throw betRefused('insufficient_funds');
  if (err instanceof AlreadyRolledBackError) throw betRefused('rolled_back');
  throw err;
}

/** Pools touched inside a transaction, published once it has committed. */
type Touched = Set<string>;

/**
 * The casino side of the seamless wallet: what a studio's calls do to the ledger, whichever
 * transport brought them. Idempotent on the studio's transaction id (insert-or-return-first: a
 * duplicate gets the first answer, a changed replay 409); a rollback that arrives before its bet is
 * answered OK and the late bet is refused. `play` is the in-process unit of work of a round step.
 */
export function createSeamlessService(deps: SeamlessDeps) {
  const { wallet, clock, repository } = deps;

  /**
   * What the player can stake after a movement: the real balance, plus the bonus balance when the
   * bonus engine is wired (bets may use bonus money).
   */
  async function spendable(ledger: Ledger, result: TransactionResult | null, playerId: string, currency: string): Promise<number> {
    const real = (result && playerBalanceAfter(result, playerId, 'real')) ?? (await ledger.balance(playerId, currency));
    if (!deps.bonusMoney) return real;
    return real + ((result && playerBalanceAfter(result, playerId, 'bonus')) ?? (await ledger.balance(playerId, currency, 'bonus')));
  }

  /** `spendable` when the movement reported every balance it needs (`withBalances`), else null */
  function spendableIn(result: TransactionResult, playerId: string): number | null {
    const real = playerBalanceAfter(result, playerId, 'real');
    if (real === null || !deps.bonusMoney) return real;
    const bonus = playerBalanceAfter(result, playerId, 'bonus');
    return bonus === null ? null : real + bonus;
  }

  /** after a commit: the bonus engine pushes what changed (wagering progress, free spins left) */
  async function settled(req: { playerId: string; currency: string }) {
    try {
      await deps.bonusMoney?.settled?.({ playerId: req.playerId, currency: req.currency });
    } catch {
      // a push is never worth failing a committed bet for
    }
  }

  async function publishPools(pools: Touched) {
    for (const poolId of pools) {
      const pool = await repository.pool(poolId);
      if (!pool) continue;
      try {
        await deps.realtime.publish(
          realtimeChannel.jackpot(deps.projectId),
          realtimeEvent('jackpotPool', { poolId, currency: pool.currency, amount: pool.amount }),
        );
      } catch {
        // the meter catches up on the next change; a committed bet is never undone for a push
      }
    }
  }

  /**
   * Insert-or-return-first: the first call with a transaction id claims it and moves the money; a
   * duplicate (even one racing it) gets the first answer; a replay that differs in what it asks
   * (kind, player, game, round, currency, amount, the bet it cancels) is refused with 409 and moves nothing.
   */
  async function claimOrReplay(stmts: SeamlessRepository, claim: SeamlessClaim): Promise<StoredAnswer | null> {
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

  /**
   * A gated bet inside the caller's transaction; `noActiveBonus`: its gate read that the player had
   * no active bonus (the bonus engine then needs neither its lock nor a read).
   */
  async function applyBet(
    tx: Db,
    ledger: Ledger,
    req: SeamlessBetRequest,
    touched: Touched,
    noActiveBonus: boolean,
  ): Promise<StoredAnswer> {
    const stmts = repository.withTx(tx);
    const first = await claimOrReplay(stmts, { ...req, kind: 'bet', createdAt: clock.now() });
    if (first) return first;
    if (req.freeRound) {
      // a free round: the bonus engine takes one free spin of the grant (or refuses); no money moves
      if (!deps.bonusMoney) throw betRefused('no_free_spins');
      await deps.bonusMoney.bet(tx, ledger, { ...req, key: key(req.transactionId), freeRound: req.freeRound });
      const stored: StoredAnswer = {
        status: 'OK',
        balance: await spendable(ledger, null, req.playerId, req.currency),
        currency: req.currency,
      };
      await stmts.complete(req.transactionId, null, stored);
      return stored;
    }
    const split = deps.bonusMoney
      ? await deps.bonusMoney.bet(tx, ledger, { ...req, key: key(req.transactionId), noActiveBonus })
      : { real: req.amount, bonus: 0 };
    const poolId = req.jackpot && req.jackpot.contribution > 0 ? req.jackpot.poolId : null;
    const answerOf = (debit: TransactionResult, balance: number): StoredAnswer => ({
      status: 'OK',
      balance,
      currency: req.currency,
      transactionId: debit.transactionId,
      ...(poolId ? { jackpotContribution: req.jackpot!.contribution, jackpotPoolId: poolId } : {}),
    });
    // the answer is stored by the ledger's own last statement when the movement reports it whole
    let stored: StoredAnswer | null = null;
    // real money first, then bonus money (docs/bonuses.md)
    const debit = await ledger.post({
      kind: 'bet',
      idempotencyKey: key(req.transactionId),
      playerId: req.playerId,
      currency: req.currency,
      legs: [
        ...(split.real > 0 ? [{ account: { playerId: req.playerId, kind: 'real' as const }, amount: -split.real }] : []),
        ...(split.bonus > 0 ? [{ account: { playerId: req.playerId, kind: 'bonus' as const }, amount: -split.bonus }] : []),
        { account: { system: 'house' as const }, amount: req.amount },
      ],
      reference: req.roundId,
      refuseIfRolledBack: true,
      withBalances: true,
      metadata: { gameId: req.gameId, roundId: req.roundId },
      alongside: (result) => {
        const balance = spendableIn(result, req.playerId);
        if (balance === null) return null;
        stored = answerOf(result, balance);
        return stmts.completion(req.transactionId, result.transactionId, stored);
      },
    });
    if (poolId) {
      await deps.jackpots.contribute(stmts, ledger, {
        poolId,
        currency: req.currency,
        amount: req.jackpot!.contribution,
        key: key(req.transactionId, ':jp'),
        roundId: req.roundId,
      });
      touched.add(poolId);
    }
    if (stored) return stored;
    const answer = answerOf(debit, await spendable(ledger, debit, req.playerId, req.currency));
    await stmts.complete(req.transactionId, debit.transactionId, answer);
    return answer;
  }

  /** A win (and the jackpot it pays) inside the caller's transaction. */
  async function applyWin(tx: Db, ledger: Ledger, req: SeamlessWinRequest, touched: Touched): Promise<StoredAnswer> {
    const stmts = repository.withTx(tx);
    const first = await claimOrReplay(stmts, { ...req, kind: 'win', createdAt: clock.now() });
    if (first) return first;
    let balance: number | null = null;
    let ledgerTransactionId: string | null = null;
    // stored by the win's ledger statement when nothing after it (a jackpot) changes the answer
    let stored: StoredAnswer | null = null;
    // a free round that closes without a win still tells the bonus engine (its grant may be used up)
    if (req.amount === 0 && req.freeRound && deps.bonusMoney)
      await deps.bonusMoney.win(tx, ledger, { ...req, key: key(req.transactionId), roundClosed: req.roundClosed ?? true });
    if (req.amount > 0) {
      const split: MoneySplit = deps.bonusMoney
        ? await deps.bonusMoney.win(tx, ledger, { ...req, key: key(req.transactionId), roundClosed: req.roundClosed ?? true })
        : { real: req.amount, bonus: 0 };
      const held = split.held ?? 0;
      // to bonus in proportion to the bonus share of the round's stakes (docs/bonuses.md)
      const credit = await ledger.post({
        kind: 'win',
        idempotencyKey: key(req.transactionId),
        playerId: req.playerId,
        currency: req.currency,
        legs: [
          { account: { system: 'house' as const }, amount: -req.amount },
          ...(split.real > 0 ? [{ account: { playerId: req.playerId, kind: 'real' as const }, amount: split.real }] : []),
          ...(split.bonus > 0 ? [{ account: { playerId: req.playerId, kind: 'bonus' as const }, amount: split.bonus }] : []),
          // a free round's win waits in the bonus pool until its free spins are used up
          ...(held > 0 ? [{ account: { system: 'bonus_pool' as const }, amount: held }] : []),
        ],
        reference: req.roundId,
        withBalances: true,
        metadata: { gameId: req.gameId, roundId: req.roundId, ...(req.freeRound ? { freeRound: req.freeRound } : {}) },
        alongside: (result) => {
          const after = req.jackpot ? null : spendableIn(result, req.playerId);
          if (after === null) return null;
          stored = { status: 'OK', balance: after, currency: req.currency, transactionId: result.transactionId, jackpotWin: 0 };
          return stmts.completion(req.transactionId, result.transactionId, stored);
        },
      });
      if (stored) return stored;
      balance = await spendable(ledger, credit, req.playerId, req.currency);
      ledgerTransactionId = credit.transactionId;
    }
    let jackpotWin = 0;
    if (req.jackpot) {
      const paid = await deps.jackpots.pay(stmts, ledger, {
        poolId: req.jackpot.poolId,
        currency: req.currency,
        playerId: req.playerId,
        key: key(req.transactionId, ':jp'),
        roundId: req.roundId,
      });
      if (paid) {
        jackpotWin = paid.amount;
        balance = await spendable(ledger, paid.result, req.playerId, req.currency);
        ledgerTransactionId ??= paid.result.transactionId;
        touched.add(req.jackpot.poolId);
      }
    }
    const answer: StoredAnswer = {
      status: 'OK',
      balance: balance ?? (await spendable(ledger, null, req.playerId, req.currency)),
      currency: req.currency,
      ...(ledgerTransactionId ? { transactionId: ledgerTransactionId } : {}),
      jackpotWin,
    };
    await stmts.complete(req.transactionId, ledgerTransactionId, answer);
    return answer;
  }

  /** A rollback of a bet (even one that has not arrived) inside the caller's transaction. */
  async function applyRollback(tx: Db, ledger: Ledger, req: SeamlessRollbackRequest, touched: Touched): Promise<StoredAnswer> {
    const stmts = repository.withTx(tx);
    const first = await claimOrReplay(stmts, { ...req, kind: 'rollback', amount: 0, createdAt: clock.now() });
    if (first) return first;
    // the player's bonus lock before the ledger's key lock (the order every bet takes them in); a
    // bet of the player in flight has then committed, so the lookup below sees it
    await deps.bonusMoney?.lock?.(tx, req.playerId);
    const original = await stmts.find(req.originalTransactionId);
    if (original && original.playerId !== req.playerId) throw badRequest('Unknown transaction', { originalTransactionId: ['unknown'] });
    if (original && original.kind !== 'bet') throw badRequest('Only a bet can be rolled back', { originalTransactionId: ['not a bet'] });
    // recorded even when the bet has not arrived: the ledger then refuses the late bet
    const reversal = await ledger.reverse({
      originalKey: key(req.originalTransactionId),
      idempotencyKey: key(req.transactionId),
      playerId: req.playerId,
      currency: req.currency,
      reference: req.roundId,
    });
    if (original && !reversal.replayed)
      await deps.bonusMoney?.rolledBack(tx, ledger, {
        playerId: req.playerId,
        currency: req.currency,
        betKey: key(req.originalTransactionId),
      });
    const contribution = original?.answer.jackpotContribution ?? 0;
    if (original && contribution > 0 && original.answer.jackpotPoolId) {
      await deps.jackpots.cancel(stmts, ledger, {
        poolId: original.answer.jackpotPoolId,
        amount: contribution,
        key: key(req.originalTransactionId, ':jp'),
        reverseKey: key(req.transactionId, ':jp'),
      });
      touched.add(original.answer.jackpotPoolId);
    }
    const stored: StoredAnswer = {
      status: 'OK',
      balance: await spendable(ledger, reversal, req.playerId, req.currency),
      currency: req.currency,
      transactionId: reversal.transactionId,
    };
    await stmts.complete(req.transactionId, reversal.transactionId, stored);
    return stored;
  }

  async function winGame(req: SeamlessWinRequest) {
    const game = await deps.catalog.byId(req.gameId);
    if (!game) throw badRequest('Unknown game', { gameId: ['unknown'] });
    if (req.jackpot) checkPool(game, req.jackpot.poolId);
    return game;
  }

  return {
    async balance(req: SeamlessBalanceRequest): Promise<SeamlessAnswer> {
      const b = await wallet.balance(req.playerId, req.currency);
      return { status: 'OK', balance: deps.bonusMoney ? b.balance : b.real, currency: req.currency };
    },

    async bet(req: SeamlessBetRequest): Promise<SeamlessAnswer> {
      const passed = await deps.gate(req);
      const touched: Touched = new Set();
      const answer = await wallet.runInTransaction((tx, ledger) => applyBet(tx, ledger, req, touched, !passed.bonusActive)).catch(refusal);
      await publishPools(touched);
      await settled(req);
      return strip(answer);
    },

    async win(req: SeamlessWinRequest): Promise<SeamlessAnswer> {
      await winGame(req);
      const touched: Touched = new Set();
      const answer = await wallet.runInTransaction((tx, ledger) => applyWin(tx, ledger, req, touched));
      await publishPools(touched);
      await settled(req);
      return strip(answer);
    },

    async rollback(req: SeamlessRollbackRequest): Promise<SeamlessAnswer> {
      const touched: Touched = new Set();
      const answer = await wallet.runInTransaction((tx, ledger) => applyRollback(tx, ledger, req, touched));
      await publishPools(touched);
      await settled(req);
      return strip(answer);
    },

    /**
     * The in-process unit of work of one round step: the gate for `stake` (outside, it reads other
     * modules), then ONE SQL transaction in which `work` writes its round rows and moves the money
     * through `money`. A refusal inside rolls everything back, the studio's rows included.
     */
    async play<T>(stake: BetGateInput | null, work: (tx: Db, money: RoundMoney) => Promise<T>): Promise<T> {
      const passed = stake && stake.amount > 0 ? await deps.gate(stake) : null;
      const touched: Touched = new Set();
      let player: { playerId: string; currency: string } | null = null;
      const value = await wallet
        .runInTransaction(async (tx, ledger) => {
          touched.clear();
          let ungated = stake?.amount ?? 0;
          const money: RoundMoney = {
            async bet(req) {
              player = req;
              // only what passed the gate: the stake an engine takes never depends on its draw
              if (req.amount > ungated || (req.jackpot?.poolId ?? null) !== (stake?.jackpot?.poolId ?? null))
                throw new Error('a bet larger than the gated stake');
              ungated -= req.amount;
              return strip(await applyBet(tx, ledger, req, touched, passed?.bonusActive === false));
            },
            // the in-process studio pays only what its engine computed for a game that passed the gate
            win: async (req) => {
              player = req;
              return strip(await applyWin(tx, ledger, req, touched));
            },
            // the studio cancels a round's stakes (an abandoned round its game's rule refunds)
            rollback: async (req) => {
              player = req;
              return strip(await applyRollback(tx, ledger, req, touched));
            },
            balance: (req) => spendable(ledger, null, req.playerId, req.currency),
          };
          return work(tx, money);
        })
        .catch(refusal);
      await publishPools(touched);
      if (player) await settled(player);
      return value;
    },

    async jackpotPool(poolId: string): Promise<JackpotView | null> {
      const pool = await repository.pool(poolId);
      if (pool) return { poolId: pool.id, currency: pool.currency, amount: pool.amount };
      // a pool no bet has fed yet shows its seed, as the game does
      const prefix = `${deps.sharedPool}-`;
      const currency = poolId.startsWith(prefix) ? poolId.slice(prefix.length) : null;
      return currency && deps.currencies.has(currency) ? { poolId, currency, amount: deps.jackpotSeed } : null;
    },

    jackpotTotal: (currency: string) => repository.poolTotal(currency),
  };
}
export type SeamlessService = ReturnType<typeof createSeamlessService>;
