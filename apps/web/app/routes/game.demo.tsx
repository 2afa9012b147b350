import { useLocation } from 'react-router';
import type { Route } from './+types/game.demo';
import { GamePage } from '../features/game-clients';
import { localeFromPath } from '../lib/i18n';

export const meta: Route.MetaFunction = () => [{ title: 'Fortuna — Demo' }];

/** /demo/{id}: the game with play money, no account needed. */
export default function GameDemo({ params }: Route.ComponentProps) {
  return <GamePage mode="demo" gameUrl={params.id ?? ''} locale={localeFromPath(useLocation().pathname)} />;
}
