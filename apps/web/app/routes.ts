import { type RouteConfig, index, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('cashier', 'routes/cashier.tsx'),
  route('player/balance', 'routes/player.balance.tsx'),
  route('player/history/payments', 'routes/player.history.payments.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
