import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { LOCALIZED_ROUTES, NOT_FOUND_ROUTE, type LocalizedRoute } from '@fortuna/contracts/routes';

/**
 * Generated from the route table in packages/contracts/src/routes.ts: one route id per page per
 * locale (`<name>.<locale>`). Do not add pages here; add them to the table.
 */
function toConfig(entry: LocalizedRoute): ReturnType<typeof route> {
  const children = LOCALIZED_ROUTES.filter((r) => r.parentId === entry.id).map(toConfig);
  const path = entry.parentId ? entry.relative : entry.pattern;
  return route(path, entry.file, { id: entry.id }, children.length ? children : undefined);
}

export default [
  ...LOCALIZED_ROUTES.filter((r) => !r.parentId).map(toConfig),
  // the game server's own page (opened in the game iframe): outside the localized table, no site chrome
  route('rgs/play', 'routes/rgs.play.tsx', { id: 'rgs-play' }),
  // the back office (operators, not players): English-only paths, its own chunks, no site chrome
  route('admin/login', 'routes/admin.login.tsx', { id: 'admin-login' }),
  route('admin', 'routes/admin.tsx', { id: 'admin' }, [
    index('routes/admin.index.tsx', { id: 'admin-index' }),
    route('dashboard', 'routes/admin.dashboard.tsx', { id: 'admin-dashboard' }),
    route('reports', 'routes/admin.reports.tsx', { id: 'admin-reports' }),
    route('withdrawals', 'routes/admin.withdrawals.tsx', { id: 'admin-withdrawals' }),
    route('players', 'routes/admin.players.tsx', { id: 'admin-players' }),
    route('players/:id', 'routes/admin.player.tsx', { id: 'admin-player' }),
    route('audit', 'routes/admin.audit.tsx', { id: 'admin-audit' }),
    route('operators', 'routes/admin.operators.tsx', { id: 'admin-operators' }),
    route('compliance', 'routes/admin.compliance.tsx', { id: 'admin-compliance' }),
    route('games', 'routes/admin.games.tsx', { id: 'admin-games' }),
    route('marketing/:tab?', 'routes/admin.marketing.tsx', { id: 'admin-marketing' }),
  ]),
  route('*', NOT_FOUND_ROUTE.file, { id: NOT_FOUND_ROUTE.name }),
] satisfies RouteConfig;
