import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('real/:id?', 'routes/game.real.tsx', { id: 'game-real' }),
  route('demo/:id?', 'routes/game.demo.tsx', { id: 'game-demo' }),
  route('rgs/play', 'routes/rgs.play.tsx', { id: 'rgs-play' }),
  route('player/history/games', 'routes/player.history.games.tsx', { id: 'player-history-games' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
