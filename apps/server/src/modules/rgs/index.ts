/**
 * Public API of the RGS (the studio): the module factory, its ports (the casino port and the games,
 * player, limits and bonus adapters), the refusals a casino answers with, and the signing helpers.
 */
export { createRgsModule, JACKPOT_SEED, type RgsModule, type RgsModuleOptions } from './rgs.module';
export {
  allowAllLimits,
  noBonuses,
  gameBlockReason,
  type GameCatalogPort,
  type PlayerPort,
  type PlayerFacts,
  type LimitsPort,
  type BonusPort,
  type BonusMoney,
  type BonusMoneyInput,
  type MoneySplit,
  type RgsGame,
  type CasinoPort,
  type RoundMoney,
  type BetGateInput,
} from './rgs.ports';
export { betRefused, gameBlocked, CasinoRefusal, CasinoUnavailable } from './rgs.errors';
export { BUILTIN_GAMES, builtinCatalog, SHARED_JACKPOT_POOL } from './rgs.builtin-games';
export { signSeamless, verifySeamless, deriveKey } from './rgs.signing';
export { httpCasino, injectTransport, fetchTransport, type SeamlessTransport } from './studio/casino-http';
export { catalogueGames, playerAccounts } from './rgs.adapters';
export { rgsPersonalData } from './rgs.privacy';
export {
  ROUND_TIMEOUT_MS,
  RECONCILE_EVERY_MS,
  createRoundReconciler,
  type RoundReconciler,
  type ReconcileReport,
} from './studio/reconciler';
