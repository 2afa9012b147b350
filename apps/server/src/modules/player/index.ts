/** Public API of the player module: player accounts and their profile. */
export { createPlayerModule, type PlayerModule, type PlayerPluginOptions, type BalanceOf } from './player.module';
export { players, type PlayerRow } from './player.tables';
export { createPlayerService, formatDateTime, type PlayerService, type NewPlayer } from './player.service';
export { playerPersonalData } from './player.privacy';
