import { AppError } from '../../platform/errors';
import { CasinoRefusal, CasinoUnavailable, type CasinoPort } from '../rgs';
import type { SeamlessService } from './seamless.service';

/**
 * The in-process transport: the studio calls the casino's service directly (no JSON, no HMAC, no
 * HTTP), with the same refusals as the signed protocol, and `playRound` for one SQL transaction per
 * round step. A refusal is a `CasinoRefusal`; anything else means the call did not commit.
 */
export function inProcessCasino(service: SeamlessService): CasinoPort {
  const call =
    <I, O>(fn: (input: I) => Promise<O>) =>
    async (input: I): Promise<O> => {
      try {
        return await fn(input);
      } catch (err) {
        if (err instanceof AppError && err.status < 500) throw new CasinoRefusal(err.status, err.code, err.message, err.errors);
        throw new CasinoUnavailable(`casino: ${(err as Error).message}`);
      }
    };
  return {
    transport: 'in-process',
    balance: call(service.balance),
    bet: call(service.bet),
    win: call(service.win),
    rollback: call(service.rollback),
    jackpotPool: (poolId) => service.jackpotPool(poolId),
    playRound: (stake, work) => service.play(stake, work),
  };
}
