import type { FastifyPluginAsync } from 'fastify';
import type { PlatformDeps } from '../../platform/context';
import type { ServerModule } from '../../platform/module';
import type { AdminRoutes } from '../backoffice';
import { gamesAdminRoutes } from './games.admin.routes';
import { createGamesRepository } from './games.repository';
import { gamesRoutes } from './games.routes';
import { seedCatalogue } from './games.seed';
import { createGamesService, type GamesService, type RecordPlayInput, type RecordWinInput } from './games.service';

export type GamesModule = ServerModule<GamesService> & {
  /** the game server reports a started round here (recent games, played-last-week) */
  recordPlay(input: RecordPlayInput): Promise<void>;
  /** the game server reports a settled round here; big wins enter the winners feed */
  recordWin(input: RecordWinInput): Promise<{ recorded: boolean }>;
  /** the catalogue's operator routes, registered in the back office's guarded scope */
  adminRoutes: AdminRoutes;
};

/** The game catalogue, favourites, recent games and the winners feed; seeds the catalogue when its plugin registers. */
export function createGamesModule(deps: Pick<PlatformDeps, 'database' | 'clock'>): GamesModule {
  const db = deps.database.db;
  const service = createGamesService({ repository: createGamesRepository(db), clock: deps.clock });
  const plugin: FastifyPluginAsync = async (app) => {
    await seedCatalogue(db, deps.clock);
    await app.register(gamesRoutes, { service });
  };
  return {
    service,
    plugin,
    events: {},
    recordPlay: (input) => service.recordPlay(input),
    recordWin: (input) => service.recordWin(input),
    adminRoutes: gamesAdminRoutes(service),
  };
}
