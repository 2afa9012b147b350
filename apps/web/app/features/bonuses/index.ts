/** Bonuses on the site: the bonus history screen (cashier tab and /player/history/bonus). */
export { BonusHistory } from './BonusHistory';
export { bonusQueries } from './api';
