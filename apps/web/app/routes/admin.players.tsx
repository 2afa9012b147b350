import { PlayersScreen } from '../features/backoffice';

export default function AdminPlayers() {
  return <PlayersScreen />;
}
