import type { Clock } from '../../platform/clock';
import type { Ledger, TransactionResult } from '../wallet';
import type { SeamlessRepository } from './seamless.repository';

/**
 * Progressive jackpot pools behind one port, always inside the transaction of the bet or win that
 * moves them: `jackpot_pools.amount` and the ledger's `jackpot_pool` account change together (the
 * sum of a currency's pools equals that account's balance).
 */
export interface JackpotPort {
  /** the bet's share into the pool (house → jackpot_pool); creates and seeds the pool on its first bet */
  contribute(
    repository: SeamlessRepository,
    ledger: Ledger,
    input: { poolId: string; currency: string; amount: number; key: string; roundId: string },
  ): Promise<void>;
  /** pays the whole pool to the player and reseeds it; null when there is nothing to pay */
  pay(
    repository: SeamlessRepository,
    ledger: Ledger,
    input: { poolId: string; currency: string; playerId: string; key: string; roundId: string },
  ): Promise<{ amount: number; result: TransactionResult } | null>;
  /** takes a rolled-back bet's share out of the pool again */
  cancel(
    repository: SeamlessRepository,
    ledger: Ledger,
    input: { poolId: string; amount: number; key: string; reverseKey: string },
  ): Promise<void>;
}

export function ledgerJackpots(deps: { clock: Clock; seed: number }): JackpotPort {
  const { clock, seed } = deps;
  return {
    async contribute(repository, ledger, input) {
      const at = clock.now();
      if (await repository.createPool({ id: input.poolId, currency: input.currency, seed, at })) {
        await ledger.transfer({
          kind: 'jackpot_seed',
          idempotencyKey: `jackpot:${input.poolId}:seed:1`,
          currency: input.currency,
          amount: seed,
          from: { system: 'house' },
          to: { system: 'jackpot_pool' },
        });
      }
      await repository.lockPool(input.poolId);
      await ledger.transfer({
        kind: 'jackpot_contribution',
        idempotencyKey: input.key,
        currency: input.currency,
        amount: input.amount,
        from: { system: 'house' },
        to: { system: 'jackpot_pool' },
        reference: input.roundId,
      });
      await repository.addToPool(input.poolId, input.amount, at);
    },

    async pay(repository, ledger, input) {
      const pool = await repository.lockPool(input.poolId);
      if (!pool || pool.amount <= 0 || pool.currency !== input.currency) return null;
      const result = await ledger.credit({
        kind: 'jackpot_win',
        idempotencyKey: input.key,
        playerId: input.playerId,
        currency: input.currency,
        amount: pool.amount,
        from: 'jackpot_pool',
        reference: input.roundId,
        metadata: { poolId: pool.id, generation: pool.generation },
      });
      await ledger.transfer({
        kind: 'jackpot_seed',
        idempotencyKey: `jackpot:${pool.id}:seed:${pool.generation + 1}`,
        currency: input.currency,
        amount: pool.seed,
        from: { system: 'house' },
        to: { system: 'jackpot_pool' },
      });
      await repository.resetPool(pool.id, pool.amount, clock.now());
      return { amount: pool.amount, result };
    },

    async cancel(repository, ledger, input) {
      await repository.lockPool(input.poolId);
      await ledger.reverse({ originalKey: input.key, idempotencyKey: input.reverseKey });
      await repository.addToPool(input.poolId, -input.amount, clock.now());
    },
  };
}
