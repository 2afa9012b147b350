import { type RouteConfig, route } from '@react-router/dev/routes';
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
  route('*', NOT_FOUND_ROUTE.file, { id: NOT_FOUND_ROUTE.name }),
] satisfies RouteConfig;
