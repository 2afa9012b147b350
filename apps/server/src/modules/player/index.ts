import type { FastifyPluginAsync } from 'fastify';
import type { PlatformDeps } from '../../platform/context';
import { REJECTED_PAYMENTS_CHANGED, type RejectedPaymentsChanged } from './player.events';
import { createPlayerRepository } from './player.repository';
import { playerRoutes } from './player.routes';
import { createPlayerService, type PlayerService } from './player.service';

export { players, type PlayerRow } from './player.tables';
export { createPlayerService, formatDateTime, type PlayerService, type NewPlayer } from './player.service';
export { REJECTED_PAYMENTS_CHANGED, type RejectedPaymentsChanged } from './player.events';

/** The player's total balance in minor units, supplied by the composition root (the wallet owns money). */
export type BalanceOf = (playerId: string, currency: string) => Promise<number>;

/** Builds the player service and, for the wallet, keeps rejectedPaymentsCount in step with its events. */
export function createPlayerModule(
  deps: PlatformDeps,
  opts: { balanceOf?: BalanceOf } = {},
): { service: PlayerService; routes: FastifyPluginAsync } {
  const service = createPlayerService({ db: deps.database.db, clock: deps.clock, repository: createPlayerRepository() });
  deps.events.on<RejectedPaymentsChanged>(REJECTED_PAYMENTS_CHANGED, async (e) => {
    await service.setRejectedPaymentsCount(e.playerId, e.rejectedPaymentsCount);
  });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(playerRoutes, { service, db: deps.database.db, balanceOf: opts.balanceOf });
  };
  return { service, routes };
}
export { playerPersonalData } from './player.privacy';
