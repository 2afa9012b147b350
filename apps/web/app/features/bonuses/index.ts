/** Bonuses on the site: history, the player's bonuses, the cash-in bonus block, promotions. */
export { BonusHistory } from './BonusHistory';
export { PlayerBonusPage, BonusCodeForm } from './PlayerBonusPage';
export { DepositBonusBlock } from './DepositBonusBlock';
export { PromoListPage, PromoItemPage } from './PromoPages';
export { bonusQueries, offerQueries, useLiveBonuses } from './api';
