import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import type { BonusMoney } from '../rgs';
import type { BonusEngine } from './bonuses.engine';
import type { BonusesRepository } from './bonuses.repository';

export interface BonusMoneyDeps {
  repository: BonusesRepository;
  engine: BonusEngine;
  clock: Clock;
  /** how much of a bet on the game counts towards wagering, in percent (the /contribution table) */
  contributionOf: (gameId: string, tx: Db) => Promise<number>;
}

/**
 * The bonus engine's part in every bet, win and rollback (docs/bonuses.md, "Money order"), inside the
 * round step's SQL transaction:
 * - a bet takes real money first, the rest from the active bonus;
 * - it adds `bet x contribution%` of its game to the wager; when the wager is complete the bonus is
 *   committed (converted) in the same transaction;
 * - a win goes to the bonus in proportion to the bonus share of the round's stakes, the rest to real;
 * - a rolled-back bet gives its bonus share back to its bonus and takes its wager back.
 */
export function createBonusMoney(deps: BonusMoneyDeps): BonusMoney {
  return {
    async bet(tx, ledger, input) {
      const repo = deps.repository.withTx(tx);
      const active = await repo.activeForUpdate(input.playerId, input.currency);
      if (!active) return { real: input.amount, bonus: 0 };
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
      if (updated.wageredAmount >= updated.fullWager) {
        await repo.lockPlayer(input.playerId);
        // the bet's bonus share is still in the bonus account: the bet posts it right after
        await deps.engine.commit(repo, ledger, updated);
      }
      return { real, bonus };
    },

    async win(tx, ledger, input) {
      const repo = deps.repository.withTx(tx);
      const stakes = await repo.roundStakes(input.playerId, input.roundId);
      if (!stakes.length) return { real: input.amount, bonus: 0 };
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
