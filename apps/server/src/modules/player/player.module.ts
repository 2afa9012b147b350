import type { FastifyPluginAsync } from 'fastify';
import { createAuditLog } from '../../platform/audit/audit';
import type { PlatformDeps } from '../../platform/context';
import type { ServerModule } from '../../platform/module';
import { createPlayerRepository } from './player.repository';
import { playerRoutes } from './player.routes';
import { createPlayerService, type PlayerService } from './player.service';

/** The player's total balance in minor units; the wallet owns money, app.ts hands it to the routes. */
export type BalanceOf = (playerId: string, currency: string) => Promise<number>;

export interface PlayerPluginOptions extends Record<string, unknown> {
  balanceOf: BalanceOf;
  /** after the player accepted the terms and/or the privacy policy (responsible gaming records the versions) */
  onTermsAccepted?: (playerId: string, flags: { terms: boolean; policy: boolean }) => Promise<void>;
}

export type PlayerModule = ServerModule<PlayerService, PlayerPluginOptions>;

/** Player accounts: the players table, /player/info and the profile; keeps rejectedPaymentsCount in step with the cashier. */
export function createPlayerModule(deps: Pick<PlatformDeps, 'database' | 'clock'>): PlayerModule {
  const db = deps.database.db;
  const service = createPlayerService({ repository: createPlayerRepository(db), audit: createAuditLog(db), clock: deps.clock });
  const plugin: FastifyPluginAsync<PlayerPluginOptions> = async (app, { balanceOf, onTermsAccepted }) => {
    await app.register(playerRoutes, { service, balanceOf, onTermsAccepted, clock: deps.clock });
  };
  return {
    service,
    plugin,
    events: {
      'payments.rejectedCountChanged': async (e) => {
        await service.setRejectedPaymentsCount(e.playerId, e.rejectedPaymentsCount);
      },
    },
  };
}
