import type { FastifyPluginAsync } from 'fastify';
import type { PlatformDeps } from '../../platform/context';
import { bonusesRoutes } from './bonuses.routes';
import { createBonusesService } from './bonuses.service';

/** Public API of the bonuses module: player bonuses and their history (GET /api/bonus). */
export { createBonusesService, presentBonus, type BonusesService } from './bonuses.service';
export { playerBonuses, BONUS_STATUSES } from './bonuses.tables';

export function createBonusesModule(deps: PlatformDeps) {
  const service = createBonusesService({ db: deps.database.db });
  const routes: FastifyPluginAsync = async (app) => {
    await app.register(bonusesRoutes, { service });
  };
  return { service, routes };
}
export type BonusesModule = ReturnType<typeof createBonusesModule>;
export { bonusesPersonalData } from './bonuses.privacy';
