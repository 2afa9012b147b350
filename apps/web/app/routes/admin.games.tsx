import { GamesScreen } from '../features/backoffice';

export default function AdminGames() {
  return <GamesScreen />;
}
