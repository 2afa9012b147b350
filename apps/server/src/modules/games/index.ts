import type { FastifyPluginAsync } from 'fastify';
import type { PlatformDeps } from '../../platform/context';
import { createGamesRepository } from './games.repository';
import { gamesRoutes } from './games.routes';
import { seedCatalogue } from './games.seed';
import { createGamesService, type GamesService, type RecordPlayInput, type RecordWinInput } from './games.service';

export { createGamesService, type GamesService, type RecordPlayInput, type RecordWinInput };
export { seedCatalogue };

/** The games module for one database: its service (what the game server calls) and its HTTP plugin. */
export function createGamesModule(deps: Pick<PlatformDeps, 'database' | 'clock'>) {
  const db = deps.database.db;
  const service = createGamesService({ db, repository: createGamesRepository(db), clock: deps.clock });
  const plugin: FastifyPluginAsync = async (app) => {
    await seedCatalogue(db, deps.clock);
    await app.register(gamesRoutes, { service });
  };
  return {
    service,
    plugin,
    /** the game server reports a started round here (recent games, played-last-week) */
    recordPlay: (input: RecordPlayInput) => service.recordPlay(input),
    /** the game server reports a settled round here; big wins enter the winners feed */
    recordWin: (input: RecordWinInput) => service.recordWin(input),
  };
}
export type GamesModule = ReturnType<typeof createGamesModule>;
