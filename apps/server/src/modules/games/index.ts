/** Public API of the games module: the catalogue service (what the game server calls) and its HTTP plugin. */
export { createGamesModule, type GamesModule } from './games.module';
export { createGamesService, type GamesService, type RecordPlayInput, type RecordWinInput } from './games.service';
export { seedCatalogue } from './games.seed';
