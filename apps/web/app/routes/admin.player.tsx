import type { Route } from './+types/admin.player';
import { PlayerCardScreen } from '../features/backoffice';

export default function AdminPlayer({ params }: Route.ComponentProps) {
  return <PlayerCardScreen key={params.id} id={params.id} />;
}
