import { matchPath } from './match-path';
import { ROUTES } from './route-table';
import type { AppRoute, Params } from './route-types';

export interface RouteMatch {
  route: AppRoute;
  params: Params;
}

/** The route a path shows (the table's first match) and its parameters; the fallback matches anything. */
export function findRoute(path: string, routes: readonly AppRoute[] = ROUTES): RouteMatch {
  for (const route of routes) {
    for (const pattern of route.paths) {
      const params = matchPath(pattern, path);
      if (params) return { route, params };
    }
  }
  throw new Error(`No route, not even the fallback, matches ${path}`);
}
