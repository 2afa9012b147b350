import { useMatches, useLocation } from 'react-router';
import { findRoute, isGameRouteId, isLocale, localeOfPath, type Locale, type RouteDef } from '@fortuna/contracts';

export interface RouteInfo {
  /** route name of the table (e.g. 'about-us'), 'not-found' for the catch-all */
  name: string;
  locale: Locale;
  def?: RouteDef;
  isGame: boolean;
}

/** Which page of the route table is showing: the deepest match whose id is `<name>.<locale>`. */
export function routeInfoFromMatches(matches: readonly ({ id: string } | undefined)[], pathname: string): RouteInfo {
  for (let i = matches.length - 1; i >= 0; i--) {
    const id = matches[i]?.id ?? '';
    const dot = id.lastIndexOf('.');
    const locale = id.slice(dot + 1);
    if (dot > 0 && isLocale(locale)) {
      const route = findRoute(id);
      return { name: id.slice(0, dot), locale, def: route?.def, isGame: isGameRouteId(id) };
    }
  }
  return { name: 'not-found', locale: localeOfPath(pathname), isGame: false };
}

export function useRouteInfo(): RouteInfo {
  const matches = useMatches();
  const { pathname } = useLocation();
  return routeInfoFromMatches(matches, pathname);
}
