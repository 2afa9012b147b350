import { useLocation } from 'react-router';
import type { Route } from './+types/game.real';
import { GamePage } from '../features/game-clients';
import { localeFromPath } from '../lib/i18n';

export const meta: Route.MetaFunction = () => [{ title: 'Fortuna — Real money' }, { name: 'robots', content: 'noindex' }];

/** /real/{id}: the game in real-money mode (header and footer hidden by the shell: route id contains "real"). */
export default function GameReal({ params }: Route.ComponentProps) {
  return <GamePage mode="real" gameUrl={params.id ?? ''} locale={localeFromPath(useLocation().pathname)} />;
}
