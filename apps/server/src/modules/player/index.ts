/** Public API of the player module: player accounts and their profile. */
export { createPlayerModule, type PlayerModule, type PlayerPluginOptions, type BalanceOf } from './player.module';
export { players, type PlayerRow } from './player.tables';
export { createPlayerService, type PlayerService, type NewPlayer } from './player.service';
/** the API's date-time (DD/MM/YYYY HH:mm:ss UTC), under the name other modules know it by */
export { formatUtcDateTime as formatDateTime } from '@fortuna/contracts';
export { playerPersonalData } from './player.privacy';
