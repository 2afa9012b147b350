import { currencyOrDefault } from '@fortuna/contracts';
import type { PlayerService } from '../player';
import type { CashierSeams } from './cashier.seams';

/**
 * The cashier's view of the player module (an allowed edge): account currency, block status and the
 * SumSub flag. The KYC level / review answer arrive with the verification module.
 */
export function playerCashierSeams(players: PlayerService): Partial<CashierSeams> {
  return {
    currencyOf: async (id) => currencyOrDefault((await players.find(id))?.currency),
    blockStatusOf: async (id) => (await players.find(id))?.blockStatus ?? 0,
    verificationOf: async (id) => ({ verifiedSumSub: (await players.find(id))?.verifiedSumSub ?? false }),
    playerExists: async (id) => !!(await players.find(id)),
  };
}
