/** Public API of the bonuses module: player bonuses and their history (GET /api/bonus). */
export { createBonusesModule, type BonusesModule } from './bonuses.module';
export { createBonusesService, presentBonus, type BonusesService } from './bonuses.service';
export { playerBonuses, BONUS_STATUSES } from './bonuses.tables';
export { bonusesPersonalData } from './bonuses.privacy';
