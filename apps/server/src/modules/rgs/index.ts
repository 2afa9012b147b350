/** Public API of the RGS: the module factory, its ports (for the games, player, limits and bonus adapters) and the signing helpers. */
export { createRgsModule, type RgsModule, type RgsModuleOptions } from './rgs.module';
export type { GameCatalogPort, PlayerPort, PlayerFacts, LimitsPort, BonusPort, RgsGame } from './rgs.ports';
export { BUILTIN_GAMES, builtinCatalog } from './rgs.builtin-games';
export { signSeamless, deriveKey } from './rgs.signing';
export { catalogueGames, playerAccounts } from './rgs.adapters';
export { rgsPersonalData } from './rgs.privacy';
