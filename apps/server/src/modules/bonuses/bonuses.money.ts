import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { badRequest } from '../../platform/errors';
import { betRefused, type BonusMoney, type BonusMoneyInput, type MoneySplit } from '../rgs';
import type { Ledger } from '../wallet';
import type { BonusEngine } from './bonuses.engine';
import type { BonusesRepository } from './bonuses.repository';

export interface BonusMoneyDeps {
  repository: BonusesRepository;
  engine: BonusEngine;
  clock: Clock;
  /** how much of a bet on the game counts towards wagering, in percent (the /contribution table) */
  contributionOf: (gameId: string, tx: Db) => Promise<number>;
  /**
   * After a committed bet, win or rollback that moved a bonus's wager or a free-spins grant: pushes
   * the change (progressbar and free-spins channels). Told which bonus and which grants moved.
   */
  publish?: (input: { playerId: string; currency: string; bonusIds: string[]; freeSpinsIds: string[] }) => Promise<void>;
}

/** What a player's last transactions moved, published once they have committed (a rolled-back one only re-sends the current state). */
interface Moved {
  bonusIds: Set<string>;
  freeSpinsIds: Set<string>;
}

/**
 * The bonus engine's part in every bet, win and rollback (docs/bonuses.md, "Money order"), inside the
 * round step's SQL transaction. Lock order (docs/bonuses.md, "Lock order"): the player's bonus lock
 * first, then free-spins grant rows, then bonus rows, then the ledger (its keys, then its accounts):
 * the caller takes the bonus lock (`lock`) before a rollback's ledger reversal, every step here takes
 * it (re-entrant) before any row.
 * - a bet takes real money first, the rest from the active bonus;
 * - it adds `bet x contribution%` of its game to the wager; when the wager is complete the bonus is
 *   committed (converted) in the same transaction;
 * - a win goes to the bonus in proportion to the bonus share of the round's stakes, the rest to real;
 * - a rolled-back bet gives its bonus share back to its bonus and takes its wager back.
 */
export function createBonusMoney(deps: BonusMoneyDeps): BonusMoney {
  /**
   * Per SQL transaction: the rounds (`player|round`) whose stakes in it took no bonus money while the
   * player had no active bonus. A win of such a round in the same transaction is all real: any
   * earlier stake of the round belongs to a bonus that was no longer active (a queued bonus exists
   * only behind an active one, so none can be promoted), and a bonus granted since holds no stake of it.
   */
  const realOnly = new WeakMap<Db, Set<string>>();
  const markRealOnly = (tx: Db, playerId: string, roundId: string) => {
    const rounds = realOnly.get(tx) ?? new Set<string>();
    rounds.add(`${playerId}|${roundId}`);
    realOnly.set(tx, rounds);
  };
  const moved = new Map<string, Moved>();
  const mark = (playerId: string, currency: string, what: { bonusId?: string; freeSpinsId?: string }) => {
    const k = `${playerId}|${currency}`;
    const m = moved.get(k) ?? { bonusIds: new Set<string>(), freeSpinsIds: new Set<string>() };
    if (what.bonusId) m.bonusIds.add(what.bonusId);
    if (what.freeSpinsId) m.freeSpinsIds.add(what.freeSpinsId);
    moved.set(k, m);
  };

  /** a free round's stake: one spin of the grant (refused when none is left), no money */
  async function freeBet(tx: Db, ledger: Ledger, input: BonusMoneyInput & { freeRound: string }): Promise<MoneySplit> {
    const repo = deps.repository.withTx(tx);
    await repo.lockPlayer(input.playerId);
    // a free stake posts nothing to the ledger, so the ledger cannot refuse it after its rollback as it
    // refuses a late paid bet: ask it explicitly (a late free bet takes no spin and moves nothing)
    await ledger.refuseIfRolledBack(input.key);
    // free rounds of one grant queue on its row: parallel rounds never take more spins than granted
    const fs = await repo.freeSpinsForUpdate(input.freeRound);
    if (!fs || fs.playerId !== input.playerId || fs.currency !== input.currency || fs.gameId !== input.gameId || fs.bet !== input.amount)
      throw betRefused('no_free_spins');
    const known = await repo.freeRound(input.key);
    if (known) {
      if (known.rolledBack) throw betRefused('rolled_back');
      return { real: 0, bonus: 0 };
    }
    if (fs.status !== 'active' || fs.spinsLeft <= 0) throw betRefused('no_free_spins');
    await repo.insertFreeRound({
      betKey: input.key,
      freeSpinsId: fs.id,
      playerId: input.playerId,
      roundId: input.roundId,
      createdAt: deps.clock.now(),
    });
    await repo.updateFreeSpins(fs.id, { spinsLeft: fs.spinsLeft - 1, updatedAt: deps.clock.now() });
    mark(input.playerId, input.currency, { freeSpinsId: fs.id });
    return { real: 0, bonus: 0 };
  }

  /** a free round's win: held in the bonus pool as the grant's winnings; the last round closing finishes the grant */
  async function freeWin(tx: Db, ledger: Ledger, input: BonusMoneyInput & { freeRound: string }): Promise<MoneySplit> {
    const repo = deps.repository.withTx(tx);
    await repo.lockPlayer(input.playerId);
    const fs = await repo.freeSpinsForUpdate(input.freeRound);
    const round = (await repo.freeRoundsOfRound(input.playerId, input.roundId)).find((r) => r.freeSpinsId === input.freeRound);
    if (!fs || !round) throw badRequest('Unknown free round', { freeRound: ['unknown'] });
    // a grant ends only once none of its rounds is open (finish and expiry wait), so this one is live
    if (fs.status !== 'active') return { real: input.amount, bonus: 0 };
    const winning = fs.winning + input.amount;
    const closed = input.roundClosed ?? true;
    await repo.updateFreeRound(round.betKey, { win: round.win + input.amount, closed: round.closed || closed });
    await repo.updateFreeSpins(fs.id, { winning, updatedAt: deps.clock.now() });
    mark(input.playerId, input.currency, { freeSpinsId: fs.id });
    if (closed && fs.spinsLeft === 0 && (await repo.openFreeRounds(fs.id)) === 0) {
      // the winnings are in the pool once this win's ledger posting (right after) holds them
      const bonus = await deps.engine.finishFreeSpins(repo, ledger, { ...fs, winning });
      if (bonus) mark(input.playerId, input.currency, { bonusId: bonus.id });
    }
    return { real: 0, bonus: 0, held: input.amount };
  }

  return {
    async lock(tx, playerId) {
      await deps.repository.withTx(tx).lockPlayer(playerId);
    },

    async settled(input) {
      const k = `${input.playerId}|${input.currency}`;
      const m = moved.get(k);
      if (!m) return;
      moved.delete(k);
      await deps.publish?.({ ...input, bonusIds: [...m.bonusIds], freeSpinsIds: [...m.freeSpinsIds] });
    },

    async bet(tx, ledger, input) {
      if (input.freeRound) return freeBet(tx, ledger, { ...input, freeRound: input.freeRound });
      if (input.noActiveBonus) {
        markRealOnly(tx, input.playerId, input.roundId);
        return { real: input.amount, bonus: 0 };
      }
      const repo = deps.repository.withTx(tx);
      await repo.lockPlayer(input.playerId);
      const active = await repo.activeForUpdate(input.playerId, input.currency);
      if (!active) {
        markRealOnly(tx, input.playerId, input.roundId);
        return { real: input.amount, bonus: 0 };
      }
      const realBalance = await ledger.balance(input.playerId, input.currency, 'real');
      const real = Math.min(realBalance, input.amount);
      const bonus = input.amount - real;
      // more than real + bonus: the ledger refuses the bet (insufficient funds), nothing is recorded
      if (bonus > active.amount) return { real, bonus };
      const percent = Math.max(0, Math.min(100, await deps.contributionOf(input.gameId, tx)));
      const contribution = Math.floor((input.amount * percent) / 100);
      const fresh = await repo.insertWager({
        betKey: input.key,
        bonusId: active.id,
        playerId: input.playerId,
        roundId: input.roundId,
        gameId: input.gameId,
        realStake: real,
        bonusStake: bonus,
        contribution,
        createdAt: deps.clock.now(),
      });
      if (!fresh) return { real, bonus };
      const updated = {
        ...active,
        amount: active.amount - bonus,
        wageredAmount: active.wageredAmount + contribution,
      };
      await repo.update(active.id, { amount: updated.amount, wageredAmount: updated.wageredAmount, updatedAt: deps.clock.now() });
      if (contribution > 0) mark(input.playerId, input.currency, { bonusId: active.id });
      if (updated.wageredAmount >= updated.fullWager) {
        // the bet's bonus share is still in the bonus account: the bet posts it right after
        await deps.engine.commit(repo, ledger, updated);
      }
      return { real, bonus };
    },

    async win(tx, ledger, input) {
      if (input.freeRound) return freeWin(tx, ledger, { ...input, freeRound: input.freeRound });
      if (realOnly.get(tx)?.has(`${input.playerId}|${input.roundId}`)) return { real: input.amount, bonus: 0 };
      const repo = deps.repository.withTx(tx);
      const stakes = await repo.roundStakes(input.playerId, input.roundId);
      if (!stakes.length) return { real: input.amount, bonus: 0 };
      await repo.lockPlayer(input.playerId);
      const active = await repo.activeForUpdate(input.playerId, input.currency);
      // only stakes of the bonus still active earn bonus winnings; after commit or cancel all is real
      const mine = stakes.filter((s) => s.bonusId === active?.id);
      const total = stakes.reduce((sum, s) => sum + s.realStake + s.bonusStake, 0);
      const bonusStake = mine.reduce((sum, s) => sum + s.bonusStake, 0);
      if (!active || total === 0 || bonusStake === 0) return { real: input.amount, bonus: 0 };
      const bonus = Math.floor((input.amount * bonusStake) / total);
      if (bonus > 0)
        await repo.update(active.id, {
          amount: active.amount + bonus,
          winning: active.winning + bonus,
          updatedAt: deps.clock.now(),
        });
      return { real: input.amount - bonus, bonus };
    },

    async rolledBack(tx, ledger, input) {
      const repo = deps.repository.withTx(tx);
      // normally taken already by the caller before the ledger's reversal (the lock order)
      await repo.lockPlayer(input.playerId);
      // a free bet rolled back (its round cancelled): the spin is given back
      const free = await repo.freeRound(input.betKey);
      if (free) {
        if (free.rolledBack) return;
        const fs = await repo.freeSpinsForUpdate(free.freeSpinsId);
        await repo.updateFreeRound(free.betKey, { rolledBack: true, closed: true });
        if (fs && fs.status === 'active')
          await repo.updateFreeSpins(fs.id, { spinsLeft: Math.min(fs.total, fs.spinsLeft + 1), updatedAt: deps.clock.now() });
        mark(input.playerId, input.currency, { freeSpinsId: free.freeSpinsId });
        return;
      }
      const wager = await repo.wager(input.betKey);
      if (!wager || wager.rolledBack) return;
      await repo.markRolledBack(input.betKey);
      const active = await repo.activeForUpdate(input.playerId, input.currency);
      if (active && active.id === wager.bonusId) {
        await repo.update(active.id, {
          amount: active.amount + wager.bonusStake,
          wageredAmount: Math.max(0, active.wageredAmount - wager.contribution),
          updatedAt: deps.clock.now(),
        });
        return;
      }
      // its bonus has ended meanwhile: the returned bonus money is forfeited as the bonus was
      if (wager.bonusStake > 0)
        await ledger.transfer({
          kind: 'bonus_forfeit',
          idempotencyKey: `bonus:${wager.bonusId}:rollback:${input.betKey}`,
          currency: input.currency,
          amount: wager.bonusStake,
          from: { playerId: input.playerId, kind: 'bonus' },
          to: { system: 'house' },
          playerId: input.playerId,
          reference: wager.bonusId,
        });
    },
  };
}
