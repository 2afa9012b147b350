/** Public API of the bonuses module: the bonus engine on the ledger, campaigns and history. */
export { createBonusesModule, type BonusesModule, type BonusesModuleDeps } from './bonuses.module';
export { createBonusesService, presentBonus, type BonusesService } from './bonuses.service';
export { playerBonuses, BONUS_STATUSES } from './bonuses.tables';
export { bonusesPersonalData } from './bonuses.privacy';
export { FREE_SPINS_CODE, FREE_SPINS_GAME, PUBLIC_PROMO_CODE } from './bonuses.seed';
