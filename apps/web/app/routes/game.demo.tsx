import { useLocation } from 'react-router';
import type { Route } from './+types/game.demo';
import { localeOfPath } from '@fortuna/contracts';
import { GamePage } from '../features/game-clients';
import { getI18n, localeFromPath } from '../lib/i18n';
import { serverCall } from '../lib/server-context';

/** The game's name and maker for the page's title and description (search engines index demos). */
export async function loader({ params, context }: Route.LoaderArgs) {
  if (!params.id || !/^[a-z0-9-]+$/.test(params.id)) return { game: null };
  const res = await serverCall(context, 'GET /game/:mode/:url', { params: { mode: 'demo', url: params.id } });
  const game = res.status === 200 ? res.json.game : null;
  return { game: game && { name: game.name, provider: game.provider.name, rtp: game.rtp } };
}

export const meta: Route.MetaFunction = ({ data, location }) => {
  const t = getI18n(localeOfPath(location.pathname)).getFixedT(null, 'games-client');
  const game = data?.game;
  if (!game) return [{ title: `${t('seo.demoFallback')} | Fortuna Casino` }];
  return [
    { title: `${t('seo.demoTitle', { name: game.name })} | Fortuna Casino` },
    { name: 'description', content: t('seo.demoDescription', { name: game.name, provider: game.provider, rtp: game.rtp }) },
  ];
};

/** /demo/{id}: the game with play money, no account needed. */
export default function GameDemo({ params }: Route.ComponentProps) {
  return <GamePage mode="demo" gameUrl={params.id ?? ''} locale={localeFromPath(useLocation().pathname)} />;
}
