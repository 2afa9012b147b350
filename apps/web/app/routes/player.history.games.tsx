import type { Route } from './+types/player.history.games';
import { RoundHistory } from '../features/game-clients';

export const meta: Route.MetaFunction = () => [{ title: 'Fortuna — Game history' }];

/** /player/history/games: round history (date, game, bet, win, round id; q, date range, paging). */
export default function PlayerHistoryGames() {
  return <RoundHistory />;
}
