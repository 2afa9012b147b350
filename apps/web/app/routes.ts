import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('games/favorites', 'routes/games.favorites.tsx'),
  route('games/:category', 'routes/games.category.tsx'),
  route('games/:category/:provider', 'routes/games.provider.tsx'),
  route('contribution', 'routes/contribution.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
