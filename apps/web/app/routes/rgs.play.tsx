import { useSearchParams } from 'react-router';
import type { Route } from './+types/rgs.play';
import { GameFrame } from '../features/game-clients';

export const meta: Route.MetaFunction = () => [{ title: 'Fortuna Games' }, { name: 'robots', content: 'noindex' }];

/**
 * /rgs/play?token=…: the studio's game page, opened in the iframe of /real/{id} and /demo/{id}.
 * No site chrome: it is the game, as an external studio would serve it.
 */
export default function RgsPlay() {
  const [params] = useSearchParams();
  return (
    <main className="min-h-dvh bg-[radial-gradient(ellipse_at_top,#22254a,#0f1020_70%)]">
      <GameFrame token={params.get('token') ?? ''} />
    </main>
  );
}
