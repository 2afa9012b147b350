import { type RouteConfig, index, route } from '@react-router/dev/routes';

// auth pages until the shell's generated route table lands (same files, localized paths)
const AUTH_LOCALES: [string, string, string][] = [['', 'sign-up', 'player'], ...['de', 'fi', 'no'].map((l): [string, string, string] => [`${l}/`, 'sign-up', 'player']), ['es/', 'registro', 'jugador'], ['fr/', 'inscription', 'joueur'], ['pl/', 'rejestracja', 'gracz'], ['pt/', 'registrar-se', 'jogador'], ['ro/', 'inregistrare', 'jucator']];
const authRoutes = AUTH_LOCALES.flatMap(([p, signUp, player]) => [
  route(`${p}${signUp}`, 'routes/sign-up.tsx', { id: `sign-up.${p || 'en'}` }),
  route(`${p}confirm/email/:payload`, 'routes/confirm-email.tsx', { id: `confirm-email.${p || 'en'}` }),
  route(`${p}reset/password/:payload`, 'routes/reset-password.tsx', { id: `reset-password.${p || 'en'}` }),
  route(`${p}${player}/security`, 'routes/player.security.tsx', { id: `player-security.${p || 'en'}` }),
  route(`${p}${player}/auth-log`, 'routes/player.auth-log.tsx', { id: `player-auth-log.${p || 'en'}` }),
  route(`${p}${player}/profile`, 'routes/player.profile.tsx', { id: `player-profile.${p || 'en'}` }),
]);

export default [
  index('routes/home.tsx'),
  ...authRoutes,
  route('dev/mailbox', 'routes/dev.mailbox.tsx'),
  route('real/:id?', 'routes/game.real.tsx', { id: 'game-real' }),
  route('demo/:id?', 'routes/game.demo.tsx', { id: 'game-demo' }),
  route('rgs/play', 'routes/rgs.play.tsx', { id: 'rgs-play' }),
  route('player/history/games', 'routes/player.history.games.tsx', { id: 'player-history-games' }),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
