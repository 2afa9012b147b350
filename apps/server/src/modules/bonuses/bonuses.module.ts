import type { FastifyPluginAsync } from 'fastify';
import type { PlatformDeps } from '../../platform/context';
import type { ServerModule } from '../../platform/module';
import { bonusesRoutes } from './bonuses.routes';
import { createBonusesService, type BonusesService } from './bonuses.service';

export type BonusesModule = ServerModule<BonusesService>;

/** Player bonuses and their history (GET /api/bonus). */
export function createBonusesModule(deps: Pick<PlatformDeps, 'database'>): BonusesModule {
  const service = createBonusesService({ db: deps.database.db });
  const plugin: FastifyPluginAsync = async (app) => {
    await app.register(bonusesRoutes, { service });
  };
  return { service, plugin, events: {} };
}
